import { describe, expect, it } from 'vitest';
import { judgeMeasuredStart } from './application';
import { application, forecast, illinois, localHour, verdictAt } from './label-edges.testing';
import type { SprayedCrop } from './label-rules';
import { dateIn } from './time-zone';

// An outside review of issue 55 (a reviewer who did not write the change): cases where the
// judgement says "allowed" while the stamped Stryax label (EPA Reg. No. 264-1241, stamp
// 2026/02/06; transcription prasadt1/agrinexus-compliance fixtures/labels/264-1241.md) or the
// Enlist labels say no, or where what cannot be known is taken as safe. Tests marked
// once failing on the change as merged (0bc4b15) now pin the fixes; the rest pin the edges that held.
// Here the forecast, the day's high, the wind and the zone; tank-edges.test.ts has the tank and the crop.

describe('the day-after high at 95.0 and 94.9 °F (Stryax 7.5 Restrictions for All Uses, p. 12)', () => {
  // 11 a.m. CDT on 15 June; the 16th reaches exactly 95.0 or 94.9 at 3 p.m.
  const eleven = '2026-06-15T16:00:00Z';
  it('95.0 °F the day after: not allowed (holds)', () => {
    const hours = forecast({ first: '2026-06-15T05:00:00Z', highs: { '2026-06-16': 95 } });
    expect(verdictAt(application(hours), eleven)?.allowed).toBe(false);
  });
  it('94.9 °F the day after: allowed, in the 85–<95 °F tier with the label’s words (holds)', () => {
    const hours = forecast({ first: '2026-06-15T05:00:00Z', highs: { '2026-06-16': 94.9 } });
    const verdict = verdictAt(application(hours), eleven);
    expect(verdict?.allowed).toBe(true);
    expect(verdict?.cautions.map((each) => each.found)).toContain('forecast high 94.9°F the day after');
  });
});

describe('a forecast that starts after the day’s high has passed', () => {
  // The forecast is issued at 5 p.m. CDT (as NWS hourly starts at the current hour): the day's
  // high, 96 °F at 3 p.m., is behind it. The day of treatment's forecast maximum was 96 °F; the
  // label (7.5, p. 12; record 22, p. 10: "the forecasted maximum temperature prediction for the
  // day of and day after application") forbids the day. The product reads the day's high from the
  // hours it holds (94 °F from 5 p.m. on) and calls the day known.
  const hours = forecast({
    first: '2026-06-15T22:00:00Z',
    highs: { '2026-06-15': 96 },
  });
  it('the 5 p.m. hour of a 96 °F day is not allowed: a forecast from 5 p.m. does not know the day’s high', () => {
    expect(hours[0]?.temperatureF).toBeLessThan(95);
    const verdict = verdictAt(application(hours), '2026-06-15T22:00:00Z');
    expect(verdict?.allowed).toBe(false);
  });
  it('a measured start at 5:10 p.m. at 93 °F on that day is not allowed (the day’s high unknown)', () => {
    const verdict = judgeMeasuredStart(
      application(hours),
      new Date('2026-06-15T22:10:00Z'),
      { windMph: 6, windFromDeg: 180, temperatureF: 93 },
      [],
    );
    // Not allowed, or at the least "unknown" (the day's morning and afternoon are not in the forecast).
    expect(verdict.allowed).toBe(false);
  });
});

describe('Illinois-specific labeling (Stryax, Illinois Specific Restrictions, p. 36 of 44)', () => {
  // "A pesticide containing dicamba shall not be applied on soybeans if ... the National Weather
  // Service's forecasted high temperature ... for the day of application exceeds 85 degrees" and
  // "shall not be made after June 20 of each year". The product has no state rule.
  it('an Illinois soybean field on a day forecast to reach 90 °F is not allowed', () => {
    const hours = forecast({ first: '2026-06-15T05:00:00Z', highs: { '2026-06-15': 90 } });
    const verdict = verdictAt(application(hours, { place: illinois }), '2026-06-15T16:00:00Z');
    expect(verdict?.allowed).toBe(false);
  });
  it('an Illinois soybean field on 25 June is not allowed', () => {
    const hours = forecast({ first: '2026-06-25T05:00:00Z' });
    const verdict = verdictAt(application(hours, { place: illinois }), '2026-06-25T16:00:00Z');
    expect(verdict?.allowed).toBe(false);
  });
});

describe('wind at the edges (Stryax, Environmental Conditions, Wind speed, p. 11)', () => {
  const judgeAt = (windMph: number) =>
    verdictAt(
      application(forecast({ first: '2026-06-15T05:00:00Z', each: () => ({ windSpeedMph: windMph }) })),
      '2026-06-15T16:00:00Z',
    );
  it('holds: 3 and 10 mph allowed, 2.9 and 10.1 mph not', () => {
    expect([3, 10, 2.9, 10.1].map((mph) => judgeAt(mph)?.allowed)).toEqual([true, true, false, false]);
  });
});

describe('a measured start with readings nobody can judge', () => {
  // The route's schema refuses NaN and out-of-range numbers (routes.ts), but the judgement
  // itself answers "allowed" to NaN: every comparison with NaN is false.
  const hours = forecast({ first: '2026-06-15T05:00:00Z' });
  it('wind NaN and temperature NaN are unknown: not allowed', () => {
    const verdict = judgeMeasuredStart(
      application(hours),
      new Date('2026-06-15T16:10:00Z'),
      { windMph: Number.NaN, windFromDeg: 180, temperatureF: Number.NaN },
      [],
    );
    expect(verdict.allowed).toBe(false);
  });
});

describe('time zones: Arizona keeps no daylight saving time', () => {
  // A cotton field near Yuma (America/Phoenix, UTC−7 all year). 96 °F on 16 June at 3 p.m. MST.
  const timeZone = 'America/Phoenix';
  const hours = forecast({ first: '2026-06-15T07:00:00Z', timeZone, highs: { '2026-06-16': 96 } });
  it('holds: the day before a 96 °F day is refused in the field’s zone', () => {
    const cotton: SprayedCrop = { crop: 'cotton', label: 'cotton – XtendFlex', injuredBy: [] };
    const app = application(hours, { place: { lat: 32.7, lng: -114.6 }, timeZone, tank: { crop: cotton } });
    expect(verdictAt(app, '2026-06-15T17:00:00Z')?.allowed).toBe(false);
  });
});

describe('a forecast with a gap over the day after’s afternoon', () => {
  // The hours 12:00–17:00 CDT of 16 June are missing (a provider's gap): the day is taken as
  // complete because the forecast goes on into the 17th, and its high is read from the hours
  // left (92.4 °F at 11 a.m.), while the 96 °F afternoon is unknown.
  it('11 a.m. on the 15th is not allowed when a gap hides the 16th’s afternoon', () => {
    const hours = forecast({ first: '2026-06-15T05:00:00Z', highs: { '2026-06-16': 96 } }).filter((hour) => {
      const time = new Date(hour.time);
      return !(
        dateIn(time, 'America/Chicago') === '2026-06-16' &&
        localHour(time, 'America/Chicago') >= 12 &&
        localHour(time, 'America/Chicago') <= 17
      );
    });
    expect(verdictAt(application(hours), '2026-06-15T16:00:00Z')?.allowed).toBe(false);
  });
});
