import { describe, expect, it } from 'vitest';
import { judgeForecastHours, judgeMeasuredStart } from './application';
import { application, at, forecast } from './label-edges.testing';
import { blowsToward } from './toward';

// Issue 55 attacked again as an applicator, an auditor and an attacker would (branch attack55):
// each case here was a way the judgement said "allowed" where the 2026 Stryax label (EPA Reg. No.
// 264-1241, stamp 2026/02/06) or the Enlist labels say no, or where the product could not know.

describe('equipment nobody named is to confirm, never taken as met (Stryax, Application equipment, p. 11)', () => {
  // The dashboard with no droplet class or boom height planned, and every start (the start form
  // asks for neither), judged the droplet and boom rules on the drift model's assumed coarse
  // droplets and 20 in boom: "allowed" on equipment nobody stated.
  const hours = forecast({ first: '2026-06-15T05:00:00Z' });
  const unstated = { ...application(hours), equipment: { dropletClass: null, boomHeightIn: null } };

  it('a planned hour without droplets or boom height says both are to confirm at the start', () => {
    const verdict = judgeForecastHours(unstated)[at(hours, '2026-06-15T18:00:00Z')];
    const lines = verdict?.cautions.map((caution) => `${caution.rule}: ${caution.found}`);
    expect(lines).toContain('dicamba-ott.droplets: to confirm at the start: no droplet class is given');
    expect(lines).toContain('dicamba-ott.boom: to confirm at the start: no boom height is given');
  });

  it('a start, which names neither, confirms both in the label’s words', () => {
    const verdict = judgeMeasuredStart(
      unstated,
      new Date('2026-06-15T18:10:00Z'),
      { windMph: 6, windFromDeg: 0, temperatureF: 78 },
      [],
    );
    expect(verdict.cautions.map((caution) => caution.rule)).toEqual(
      expect.arrayContaining(['dicamba-ott.droplets', 'dicamba-ott.boom']),
    );
    expect(verdict.cautions.find((caution) => caution.rule === 'dicamba-ott.droplets')?.words).toBe(
      'Apply this product with nozzles calibrated to apply coarse or coarser droplets only (ASABE S572).',
    );
  });

  it('named equipment is still judged: medium droplets are not allowed', () => {
    const medium = { ...application(hours), equipment: { dropletClass: 'M' as const, boomHeightIn: 20 } };
    const verdict = judgeForecastHours(medium)[at(hours, '2026-06-15T18:00:00Z')];
    expect(verdict?.allowed).toBe(false);
    expect(verdict?.breaches.map((breach) => breach.rule)).toContain('dicamba-ott.droplets');
  });
});

describe('the wind toward what is adjacent is judged from the whole field, not its centre', () => {
  // A strip 1,600 m long east–west and 100 m deep; a vineyard 30 m north of its east end. A south
  // wind carries the east end's spray straight onto the grapes, 30 m away; from the strip's
  // centre the grapes lie 70–80° east of north, so the centre's bearing missed them.
  const M = 1 / 111_000;
  const lng = (metres: number) => -97.4 + (metres * M) / Math.cos(38.1 * (Math.PI / 180));
  const lat = (metres: number) => 38.1 + metres * M;
  const box = (west: number, south: number, east: number, north: number) => ({
    type: 'MultiPolygon' as const,
    coordinates: [
      [
        [
          [lng(west), lat(south)],
          [lng(east), lat(south)],
          [lng(east), lat(north)],
          [lng(west), lat(north)],
          [lng(west), lat(south)],
        ],
      ],
    ],
  });
  const strip = box(-800, -50, 800, 50);
  const grapes = box(700, 80, 800, 180);
  const center = { lat: 38.1, lng: -97.4 };

  it('a south wind blows toward grapes beside the strip’s east end', () => {
    expect(blowsToward(center, grapes, 180, strip)).toBe(true);
  });

  it('a north wind does not, nor an east wind that carries the spray away along the strip', () => {
    expect(blowsToward(center, grapes, 0, strip)).toBe(false);
    expect(blowsToward(center, grapes, 90, strip)).toBe(false);
  });
});

describe('a forecast issued before the day it is read on (Stryax, Record Keeping item 22; 7.5)', () => {
  // Item 22 asks for "a weather forecast by NOAA/National Weather Service on the day of
  // application showing the forecasted maximum temperature ... for the day of and day after
  // application"; 7.5 forbids a day "forecasted to be 95 °F or above". NWS's gridpoints can be
  // served days old (the adapter only drops hours already past); the judgement never read
  // `issuedAt`, so a two-day-old forecast's highs were taken as today's.
  const hours = forecast({ first: '2026-06-15T05:00:00Z' });
  const issued = (issuedAt: string) => ({ ...application(hours), issuedAt });

  it('a forecast issued two days before its first hour leaves the day’s high unknown: not allowed', () => {
    const verdict = judgeForecastHours(issued('2026-06-13T12:00:00Z'))[at(hours, '2026-06-15T18:00:00Z')];
    expect(verdict?.allowed).toBe(false);
    expect(verdict?.breaches).toContainEqual(
      expect.objectContaining({
        rule: 'dicamba-ott.temperature',
        found: 'unknown: the forecast was issued on 2026-06-13, not on the day of application (2026-06-15)',
      }),
    );
  });

  it('the same hours issued that morning are allowed', () => {
    const verdict = judgeForecastHours(issued('2026-06-15T11:00:00Z'))[at(hours, '2026-06-15T18:00:00Z')];
    expect(verdict?.allowed).toBe(true);
  });

  it('a start reads yesterday’s forecast as unknown, to confirm, not as the day’s high', () => {
    const verdict = judgeMeasuredStart(
      issued('2026-06-14T12:00:00Z'),
      new Date('2026-06-15T18:10:00Z'),
      { windMph: 6, windFromDeg: 0, temperatureF: 78 },
      [],
    );
    expect(verdict.breaches).toContainEqual(
      expect.objectContaining({
        rule: 'dicamba-ott.temperature',
        found: 'unknown: the forecast was issued on 2026-06-14, not on the day of application (2026-06-15)',
      }),
    );
  });

  it('an issue time that is not a time is unknown too', () => {
    const verdict = judgeForecastHours(issued('soon'))[at(hours, '2026-06-15T18:00:00Z')];
    expect(verdict?.allowed).toBe(false);
  });
});

describe('a tank that names no product for an over-the-top label (FIFRA §12(a)(2)(G))', () => {
  // A mix of "dicamba + glyphosate" naming no product was judged as if a registered over-the-top
  // product were in it: allowed, though the dicamba in the jug may be XtendiMax (vacated in 2024)
  // or Clarity (no over-the-top use). Which product it is, the product cannot know: to confirm.
  const hours = forecast({ first: '2026-06-15T05:00:00Z' });
  const noon = '2026-06-15T18:00:00Z';

  it('no dicamba product named: the hour says which products may be used, to confirm at the start', () => {
    const verdict = judgeForecastHours(application(hours, { tank: { named: undefined } }))[at(hours, noon)];
    expect(verdict?.cautions).toContainEqual(
      expect.objectContaining({
        rule: 'dicamba-ott.product',
        tier: 'restricted',
        found:
          'to confirm at the start: the tank names no dicamba product; only Engenia, Stryax, Tavium are registered for this use on 2026-06-15',
      }),
    );
  });

  it('Stryax named: nothing to confirm about the product', () => {
    const verdict = judgeForecastHours(application(hours))[at(hours, noon)];
    expect(verdict?.cautions.map((caution) => caution.rule)).not.toContain('dicamba-ott.product');
  });
});

describe('the crop stage the 2026 labels stop at (soybean through R1; Tavium through V4)', () => {
  // The product has no growth stage: an Xtend soybean field at R3 in July was offered windows. The
  // stage cannot be judged here, so it is to confirm at the start, never taken as met.
  it('a Stryax hour says the growth stage is to confirm at the start', () => {
    const hours = forecast({ first: '2026-07-15T05:00:00Z' });
    const verdict = judgeForecastHours(application(hours))[at(hours, '2026-07-15T18:00:00Z')];
    expect(verdict?.cautions).toContainEqual(
      expect.objectContaining({
        rule: 'dicamba-ott.stage',
        tier: 'restricted',
        found:
          'to confirm at the start: the crop has not passed the last stage the label allows (soybean: R1 for Engenia and Stryax, V4 for Tavium)',
      }),
    );
  });
});

describe('a product named by its EPA Reg. No. (Stryax, Record Keeping item 4 and 18)', () => {
  // The record names products by number; a tank naming '264-1241' (Stryax) was read as a product
  // nothing knows and refused as not registered, while '7969-472' (Engenia's vacated 2020
  // registration) must stay refused though Engenia holds a 2026 one: the number is the jug in hand.
  const hours = forecast({ first: '2026-06-15T05:00:00Z' });
  const noon = '2026-06-15T18:00:00Z';
  const named = (name: string) =>
    judgeForecastHours(application(hours, { tank: { named: { dicamba: [name] } } }))[at(hours, noon)];

  it('264-1241 is Stryax, registered for over-the-top use in 2026', () => {
    expect(named('264-1241')?.breaches.map((each) => each.rule)).not.toContain('dicamba-ott.registration');
    expect(named('EPA Reg. No. 264-1241')?.breaches.map((each) => each.rule)).not.toContain(
      'dicamba-ott.registration',
    );
  });

  it('7969-472 and 264-1210, the registrations vacated in 2024, are not registered for it', () => {
    for (const number of ['7969-472', '264-1210'])
      expect(named(number)?.breaches).toContainEqual(
        expect.objectContaining({ rule: 'dicamba-ott.registration', tier: 'prohibited' }),
      );
  });
});
