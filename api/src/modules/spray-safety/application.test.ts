import { describe, expect, it } from 'vitest';
import type { ForecastHour } from '../../providers/weather';
import { type Application, dayHighs, judgeForecastHours, judgeMeasuredStart } from './application';
import type { SprayedCrop } from './label-rules';
import { dateIn } from './time-zone';

// The application judged whole (application.ts): each hour reads its day and the day after, the
// forecast's end, the crop being sprayed and what the tank injures. A Kansas field (America/
// Chicago) with a forecast from midnight of 15 June 2026, five days long.
const HOUR = 3_600_000;
const place = { lat: 38.1, lng: -97.4 };
const timeZone = 'America/Chicago';
const start = Date.parse('2026-06-15T05:00:00Z');

function forecast(
  highs: Record<string, number>,
  hours = 120,
  first = start,
  each: (time: Date) => Partial<ForecastHour> = () => ({}),
): ForecastHour[] {
  return Array.from({ length: hours }, (_, index) => {
    const time = new Date(first + index * HOUR);
    const local = Number(
      dateIn(time, timeZone) &&
        new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(time),
    );
    const high = highs[dateIn(time, timeZone)] ?? 80;
    // Coolest at 6 a.m., the day's high at 3 p.m.
    const temperatureF = Math.round(high - (18 * Math.abs(local - 15)) / 15);
    return {
      time: time.toISOString(),
      temperatureF,
      windSpeedMph: 7,
      windDirection: 'S',
      windDirectionDeg: 180,
      chanceOfRain: 0,
      relativeHumidity: 50,
      skyCoverPercent: 50,
      ...each(time),
    };
  });
}

const xtend: SprayedCrop = {
  crop: 'soybean',
  label: 'soybean – Roundup Ready 2 Xtend',
  injuredBy: ['2,4-D', 'glufosinate'],
};
const application = (hours: ForecastHour[], tank: Partial<Application['tank']> = {}): Application => ({
  tank: { actives: ['dicamba', 'glyphosate'], crop: xtend, ...tank },
  place,
  timeZone,
  forecast: hours,
  issuedAt: hours[0]?.time ?? '',
  downwind: hours.map(() => []),
  equipment: { dropletClass: 'C', boomHeightIn: 24 },
});
const allowedDays = (hours: ForecastHour[], verdicts: { allowed: boolean }[]) => [
  ...new Set(
    hours
      .filter((_hour, index) => verdicts[index]?.allowed)
      .map((hour) => dateIn(new Date(hour.time), timeZone)),
  ),
];

describe('the forecast high of the day and of the day after (Stryax, 7.5 Restrictions for All Uses)', () => {
  it('a next day reaching 96°F leaves no hour on that day nor the day before', () => {
    const hours = forecast({ '2026-06-16': 96 });
    const verdicts = judgeForecastHours(application(hours));
    expect(allowedDays(hours, verdicts)).toEqual(['2026-06-17']);
    const nineAm = hours.findIndex((hour) => hour.time === '2026-06-15T14:00:00.000Z');
    expect(hours[nineAm]?.temperatureF).toBeLessThan(80);
    expect(verdicts[nineAm]?.breaches).toContainEqual(
      expect.objectContaining({ rule: 'dicamba-ott.temperature', found: 'forecast high 96°F the day after' }),
    );
  });

  it('a 9 a.m. hour at 76°F on a day forecast to reach 97°F is not allowed', () => {
    const hours = forecast({ '2026-06-17': 97 });
    const verdicts = judgeForecastHours(application(hours));
    const nineAm = hours.findIndex((hour) => hour.time === '2026-06-17T14:00:00.000Z');
    expect(verdicts[nineAm]).toMatchObject({ allowed: false });
    expect(verdicts[nineAm]?.breaches.map((breach) => breach.found)).toContain(
      'forecast high 97°F on the day of treatment',
    );
  });

  it('94°F is allowed, with the restricted tier on both days it touches', () => {
    const hours = forecast({ '2026-06-17': 94 });
    const verdicts = judgeForecastHours(application(hours));
    expect(allowedDays(hours, verdicts)).toEqual(['2026-06-15', '2026-06-16', '2026-06-17']);
    const noon = (date: string) => verdicts[hours.findIndex((hour) => hour.time === `${date}T17:00:00.000Z`)];
    expect(noon('2026-06-16')?.cautions.map((each) => each.found)).toContain(
      'forecast high 94°F the day after',
    );
    expect(noon('2026-06-15')?.cautions.filter((each) => each.kind === 'temperature')).toEqual([]);
  });

  it('reads days in the field’s zone, and a day the forecast does not finish as unknown', () => {
    const highs = dayHighs(forecast({}, 30), timeZone);
    expect([...highs.values()].map((day) => [day.date, day.complete])).toEqual([
      ['2026-06-15', true],
      ['2026-06-16', false],
    ]);
  });
});

describe('the forecast’s end: a rule that looks past it answers "not allowed: unknown"', () => {
  it('offers no hour whose 48 h of rain or whose next day the forecast does not show', () => {
    const hours = forecast({}, 55);
    const verdicts = judgeForecastHours(application(hours));
    expect(hours.filter((_hour, index) => verdicts[index]?.allowed).map((hour) => hour.time)).toEqual([]);
    const noon = verdicts[hours.findIndex((hour) => hour.time === '2026-06-15T17:00:00.000Z')];
    expect(noon?.breaches.map((breach) => breach.found)).toEqual([
      'unknown: the forecast ends 43 h ahead; the rule looks 48 h ahead',
    ]);
  });

  it('rain 75% 24–27 h past the forecast’s end is not treated as dry', () => {
    const hours = forecast({}, 72);
    const verdicts = judgeForecastHours(application(hours));
    const lastNoon = hours.findIndex((hour) => hour.time === '2026-06-16T17:00:00.000Z');
    expect(verdicts[lastNoon]?.allowed).toBe(false);
    expect(verdicts[lastNoon]?.breaches[0]?.found).toMatch(/^unknown: /);
  });
});

describe('the crop being sprayed, judged like a neighbour’s', () => {
  const hours = forecast({});
  const noon = hours.findIndex((hour) => hour.time === '2026-06-16T17:00:00.000Z');
  it('dicamba on Enlist E3 soybean is not allowed by the over-the-top label', () => {
    const e3 = { crop: 'soybean', label: 'soybean – Enlist E3', injuredBy: ['dicamba'] };
    expect(
      judgeForecastHours(application(hours, { crop: e3 }))[noon]?.breaches.map((each) => each.rule),
    ).toEqual(['dicamba-ott.crop']);
  });

  it('2,4-D + glufosinate on Xtend soybean, and atrazine + mesotrione on soybean, are flagged by the tank', () => {
    const tank = { actives: ['2,4-D', 'glufosinate'], crop: xtend };
    expect(
      judgeForecastHours(application(hours, tank))[noon]?.breaches.map(
        (each) => `${each.rule} ${each.found}`,
      ),
    ).toEqual([
      'tank.crop glufosinate injures soybean – Roundup Ready 2 Xtend, the crop being sprayed',
      'enlist.crop 2,4-D injures soybean – Roundup Ready 2 Xtend',
    ]);
    const beans = { crop: 'soybean', label: 'soybean – Enlist E3', injuredBy: ['atrazine', 'mesotrione'] };
    const verdict = judgeForecastHours(
      application(hours, { actives: ['atrazine', 'mesotrione'], crop: beans }),
    )[noon];
    expect(verdict).toMatchObject({ allowed: false });
    expect(verdict?.breaches[0]?.found).toBe(
      'atrazine and mesotrione injure soybean – Enlist E3, the crop being sprayed',
    );
    // A tank the crop tolerates is not flagged.
    expect(judgeForecastHours(application(hours, { actives: ['glyphosate'] }))[noon]).toMatchObject({
      allowed: true,
    });
  });
});

describe('inversions in the first forecast hours', () => {
  it('an Enlist plan at 18:00–20:00 after sunset, clear, 4 mph, with no hours before the forecast: likely', () => {
    // The forecast starts at 7 p.m. CDT on 15 June: sunset is near 8:50 p.m.
    const first = Date.parse('2026-06-16T00:00:00Z');
    const hours = forecast({}, 120, first, () => ({ windSpeedMph: 4, skyCoverPercent: 5 }));
    const verdicts = judgeForecastHours(
      application(hours, {
        actives: ['2,4-D'],
        crop: { crop: 'soybean', label: 'soybean – Enlist E3', injuredBy: [] },
      }),
    );
    for (const index of [0, 1, 2, 3])
      expect(
        verdicts[index]?.breaches.map((each) => each.rule),
        hours[index]?.time,
      ).toContain('enlist.inversion');
  });
});

describe('a measured start', () => {
  it('reads the forecast’s day highs: 80°F measured on a day forecast to reach 96°F is refused', () => {
    const hours = forecast({ '2026-06-16': 96 });
    const verdict = judgeMeasuredStart(
      application(hours),
      new Date('2026-06-15T15:00:00Z'),
      { windMph: 6, windFromDeg: 180, temperatureF: 80 },
      [],
    );
    expect(verdict.breaches.map((each) => each.found)).toEqual(['forecast high 96°F the day after']);
  });

  it('a measured 95°F makes the day of treatment 95°F', () => {
    const hours = forecast({});
    const verdict = judgeMeasuredStart(
      application(hours),
      new Date('2026-06-16T17:00:00Z'),
      { windMph: 6, windFromDeg: 180, temperatureF: 95 },
      [],
    );
    expect(verdict.breaches.map((each) => each.found)).toEqual([
      'forecast high 95°F on the day of treatment',
    ]);
  });
});
