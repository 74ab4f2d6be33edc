import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driftLine, indexTone, weatherLine, windowLine } from './wording';

// The reader sits in Tokyo; the fields are in Kansas and Colorado. Node reads TZ afresh when
// it changes, so the browser's own zone here is Tokyo's (UTC+9, no daylight saving).
const readerZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Tokyo';
});
afterAll(() => {
  process.env.TZ = readerZone;
});

describe('spray wording', () => {
  it('tones an index: good from 70, poor under 40', () => {
    expect([100, 70, 69, 40, 39, 0].map(indexTone)).toEqual([
      'good',
      'good',
      'marginal',
      'marginal',
      'poor',
      'poor',
    ]);
  });

  it('words the weather of the current hour, calm without a direction', () => {
    expect(weatherLine({ temperature0: 52.4, windSpeed0: 10, windDir0: 'S', chanceOfRain0: 3 })).toBe(
      '52°F · wind S 10 mph · rain 3%',
    );
    expect(weatherLine({ temperature0: 40, windSpeed0: 0, windDir0: 'CALM', chanceOfRain0: 0 })).toBe(
      '40°F · calm · rain 0%',
    );
  });

  it('gives a spray window in the field’s own time zone, named, not the reader’s', () => {
    expect(new Date('2026-06-15T15:20:00Z').getHours()).toBe(0); // midnight in Tokyo
    // 10:20 AM in Kansas (CDT, UTC-5) on Monday 15 June.
    const now = new Date('2026-06-15T15:20:00Z');
    const kansas = 'America/Chicago';
    expect(windowLine([{ start: '2026-06-15T15:00:00Z', end: '2026-06-15T22:00:00Z' }], now, kansas)).toBe(
      'Spray window: now – 5 PM CDT',
    );
    expect(windowLine([{ start: '2026-06-15T18:00:00Z', end: '2026-06-15T21:30:00Z' }], now, kansas)).toBe(
      'Next window: today 1 PM – 4:30 PM CDT',
    );
    // Tuesday in Kansas, though already Wednesday in Tokyo.
    expect(windowLine([{ start: '2026-06-16T14:00:00Z', end: '2026-06-16T17:00:00Z' }], now, kansas)).toBe(
      'Next window: Tue 9 AM – 12 PM CDT',
    );
    // The same hours for a field in Colorado read an hour earlier, in Mountain time.
    expect(
      windowLine([{ start: '2026-06-15T18:00:00Z', end: '2026-06-15T21:00:00Z' }], now, 'America/Denver'),
    ).toBe('Next window: today 12 PM – 3 PM MDT');
    // Winter: standard time.
    expect(
      windowLine(
        [{ start: '2026-01-13T15:00:00Z', end: '2026-01-13T20:00:00Z' }],
        new Date('2026-01-13T16:00:00Z'),
        kansas,
      ),
    ).toBe('Spray window: now – 2 PM CST');
    expect(windowLine([], now, kansas)).toBe('No spray window in the forecast');
  });

  it('words the drift zone with the compass point the api names', () => {
    expect(driftLine({ windSpeedMph: 12, windDirection: 'WSW', distanceFt: 180 })).toBe(
      'Wind from WSW at 12 mph: drift reaches 180 ft',
    );
    expect(
      driftLine({
        windSpeedMph: 4,
        windDirection: 'W',
        distanceFt: 240,
        labelBufferFt: 240,
        labelBufferActive: 'dicamba',
      }),
    ).toBe('Wind from W at 4 mph: drift reaches 240 ft (dicamba label buffer)');
    expect(driftLine({ windSpeedMph: 0, windDirection: 'CALM', distanceFt: 60 })).toBe(
      'Calm: drift reaches 60 ft',
    );
  });
});
