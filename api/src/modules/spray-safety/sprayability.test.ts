import { describe, expect, it } from 'vitest';
import { explain, scoreHour, sprayWindows } from './sprayability';

// Kansas, mid-June: the sun rises about 11:00 UTC and sets about 02:00 UTC, so 18:00 UTC
// (1 pm CDT) is in the label window and 08:00 UTC (3 am) is not.
const midday = {
  time: new Date('2026-06-15T18:00:00Z'),
  windSpeedMph: 6,
  temperatureF: 78,
  chanceOfRain: 0,
  lat: 38.1,
  lng: -97.4,
  incompatibleDownwind: [] as string[],
};

describe('the sprayability index', () => {
  it('is 100 with a steady breeze at midday, no rain, no heat and nothing sensitive downwind', () => {
    expect(scoreHour(midday)).toEqual({ index: 100, reasons: [] });
    expect(explain(scoreHour(midday))).toBe('100: no concerns');
  });

  it('names the neighbour downwind first, then the wind outside 3–10 mph', () => {
    const score = scoreHour({ ...midday, windSpeedMph: 12, incompatibleDownwind: ['soybean – Enlist E3'] });
    expect(explain(score)).toBe('30: soybean – Enlist E3 downwind, wind 12 mph');
  });

  it('counts too little wind, and more neighbours more', () => {
    expect(scoreHour({ ...midday, windSpeedMph: 2 })).toEqual({
      index: 80,
      reasons: ['wind under 3 mph (2 mph)'],
    });
    expect(scoreHour({ ...midday, incompatibleDownwind: ['grape', 'cotton – XtendFlex'] }).index).toBe(40);
  });

  it('sees inversion risk outside 1 h after sunrise to 2 h before sunset, worse in light wind', () => {
    const night = scoreHour({ ...midday, time: new Date('2026-06-15T08:00:00Z'), windSpeedMph: 4 });
    // Never good at night, even with nothing else wrong.
    expect(night.index).toBe(55);
    expect(night.reasons[0]).toMatch(/^inversion risk: light wind/);
    // 00:30 UTC is 7:30 pm CDT: inside 2 h of an 8:50 pm sunset.
    expect(scoreHour({ ...midday, time: new Date('2026-06-16T00:30:00Z') }).reasons).toEqual([
      'inversion risk: outside 1 h after sunrise to 2 h before sunset',
    ]);
  });

  it('takes off for rain and for heat', () => {
    expect(scoreHour({ ...midday, chanceOfRain: 45 })).toEqual({
      index: 70,
      reasons: ['chance of rain 45%'],
    });
    expect(scoreHour({ ...midday, temperatureF: 92 })).toEqual({ index: 75, reasons: ['heat 92°F'] });
    expect(scoreHour({ ...midday, temperatureF: 97, chanceOfRain: 70, windSpeedMph: 20 }).index).toBe(0);
  });
});

describe('spray windows', () => {
  it('join consecutive good hours and end at the first poor one', () => {
    const hours = [50, 80, 90, 75, 40, 72].map((index, hour) => ({
      time: new Date(Date.UTC(2026, 5, 15, 12 + hour)).toISOString(),
      index,
      allowed: true,
    }));
    expect(sprayWindows(hours)).toEqual([
      { start: '2026-06-15T13:00:00.000Z', end: '2026-06-15T16:00:00.000Z', lowest_index: 75 },
      { start: '2026-06-15T17:00:00.000Z', end: '2026-06-15T18:00:00.000Z', lowest_index: 72 },
    ]);
  });

  it('leave out an hour a label forbids, however high its index', () => {
    const hours = [80, 95, 80].map((index, hour) => ({
      time: new Date(Date.UTC(2026, 5, 15, 12 + hour)).toISOString(),
      index,
      allowed: hour !== 1,
    }));
    expect(sprayWindows(hours)).toEqual([
      { start: '2026-06-15T12:00:00.000Z', end: '2026-06-15T13:00:00.000Z', lowest_index: 80 },
      { start: '2026-06-15T14:00:00.000Z', end: '2026-06-15T15:00:00.000Z', lowest_index: 80 },
    ]);
  });
});
