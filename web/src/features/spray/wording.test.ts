import { describe, expect, it } from 'vitest';
import { indexTone, weatherLine, windowLine } from './wording';

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

  it('says whether the window is open now, when the next opens, or that there is none', () => {
    const now = new Date(2026, 5, 15, 10, 20);
    const at = (hour: number, day = 15) => new Date(2026, 5, day, hour).toISOString();
    expect(windowLine([{ start: at(10), end: at(17) }], now)).toBe('Spray window: now – 5 PM');
    expect(windowLine([{ start: at(13), end: at(16) }], now)).toBe('Next window: today 1 PM – 4 PM');
    expect(windowLine([{ start: at(9, 16), end: at(12, 16) }], now)).toBe('Next window: Tue 9 AM – 12 PM');
    expect(windowLine([], now)).toBe('No spray window in the forecast');
  });
});
