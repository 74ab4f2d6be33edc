import { describe, expect, it } from 'vitest';
import { weatherAtStart } from './printed-weather';
import { emptyForm } from './service';

// Each reading printed beside where it came from (issue 51, item 4): a value kept from the forecast
// is the forecast's, with the time it was issued; only a value the applicator typed is "measured".
describe('the weather readings of a printed record', () => {
  const weather = () => ({
    ...emptyForm('2026-11-23').weather,
    temperature: 61,
    humidity: 48,
    windSpeed: 7,
    windDirection: 'SSW',
    forecastIssuedAt: '2026-11-23T12:00:00Z',
  });

  it('prints the forecast kept for speed with its issue time and the direction typed as measured', () => {
    const printed = weatherAtStart(
      {
        ...weather(),
        sources: {
          temperature: 'nws',
          humidity: 'applicator',
          windSpeed: 'nws',
          windDirection: 'applicator',
        },
      },
      'America/Chicago',
    );
    expect(printed.source).toBe('Each reading names its own, beside it');
    expect(printed.temperature).toBe(
      '61 °F (NWS forecast, not a measurement, issued November 23, 2026, 6:00 AM CST)',
    );
    expect(printed.humidity).toBe('48 % (measured by the applicator)');
    expect(printed.wind).toBe(
      '7 mph from SSW (speed: NWS forecast, not a measurement, issued November 23, 2026, 6:00 AM CST; direction: measured by the applicator)',
    );
  });

  it('calls every reading measured only when the applicator typed each', () => {
    const typed = weatherAtStart(weather(), 'America/Chicago');
    expect(typed.source).toBe('Measured and entered by the applicator');
    const kept = weatherAtStart(
      {
        ...weather(),
        sources: { temperature: 'sample', humidity: 'sample', windSpeed: 'sample', windDirection: 'sample' },
      },
      'America/Chicago',
    );
    expect(kept.source).toBe(
      'Sample forecast (not live weather, not a measurement), issued November 23, 2026, 6:00 AM CST',
    );
    expect(kept.source).not.toContain('Measured');
  });
});
