import { describe, expect, it } from 'vitest';
import { days, dicamba, enlist, enlistE3, fine, xtend } from './label-facts.testing';
import { house, ROWS as LABEL_ROWS, type Row } from './label-rows.testing';
import { judgeHour, largestBuffer, type TankContext } from './label-rules';
import { LIBERTY_ROWS, libertyUltra } from './liberty-rows.testing';

// One row per label requirement (label-rows.testing.ts), each with a case just inside its limit
// and one just outside, naming the label's section (SPRAYABILITY.md's table); then the words the
// grower reads, the buffers by date, and a tank no label speaks for.
const ROWS = [...LABEL_ROWS, ...LIBERTY_ROWS];
const cropOutside: Record<string, TankContext> = {
  'dicamba-ott.crop': { ...dicamba, crop: enlistE3 },
  'enlist.crop': { ...enlist, crop: xtend },
};
const contextOf = (row: Row, side: 'inside' | 'outside') =>
  side === 'outside' ? (cropOutside[row.rule] ?? row.context) : row.context;
const verdictOf = (row: Row, side: 'inside' | 'outside') =>
  judgeHour(contextOf(row, side), { ...fine, ...row[side] });
const ruled = (verdict: ReturnType<typeof judgeHour>, rule: string) =>
  [...verdict.breaches, ...verdict.cautions].filter((breach) => breach.rule === rule);

describe.each(ROWS)('$rule: $requirement ($section)', (row) => {
  it('allows the case just inside', () => {
    expect(ruled(verdictOf(row, 'inside'), row.rule)).toEqual([]);
  });
  it('does not allow the case just outside, saying what broke it', () => {
    const verdict = verdictOf(row, 'outside');
    const [breach] = ruled(verdict, row.rule);
    expect(breach?.tier).toBe(row.tier ?? 'prohibited');
    if (typeof row.found === 'string') expect(breach?.found).toBe(row.found);
    else expect(breach?.found).toMatch(row.found);
    if ((row.tier ?? 'prohibited') === 'prohibited') expect(verdict.allowed).toBe(false);
    // A tier or advice never forbids by itself (rain 3 h ahead also breaks the 48 h rule).
    else expect(verdict.breaches.map((each) => each.rule)).not.toContain(row.rule);
  });
});

describe('every rule of the tables has a row', () => {
  it('covers each hour, day, crop, equipment and land rule of the labels', () => {
    const judged = new Set(ROWS.map((row) => row.rule));
    for (const id of [
      'dicamba-ott.crop',
      'dicamba-ott.wind',
      'dicamba-ott.hours',
      'dicamba-ott.inversion',
      'dicamba-ott.temperature',
      'dicamba-ott.raining',
      'dicamba-ott.drying',
      'dicamba-ott.rain',
      'dicamba-ott.sensitive',
      'dicamba-ott.droplets',
      'dicamba-ott.boom',
      'enlist.crop',
      'enlist.wind',
      'enlist.calm',
      'enlist.sensitive',
      'enlist.inversion',
      'liberty-ultra.wind',
      'liberty-ultra.raining',
    ])
      expect(judged, id).toContain(id);
  });
});

describe('the words the grower reads', () => {
  it('quotes the stamped label, names its products and says it is confirmed', () => {
    const [breach] = judgeHour(dicamba, { ...fine, windMph: 12 }).breaches;
    expect(breach).toMatchObject({
      tier: 'prohibited',
      found: 'wind 12 mph',
      words:
        'Apply when wind speed, measured at boom height, is between 3-10 mph. DO NOT apply if wind speed is below 3 mph or above 10 mph.',
      products: 'Engenia, Stryax, Tavium',
      confirmed: true,
    });
    expect(breach?.source).toMatch(/^Stryax label \(EPA Reg\. No\. 264-1241\), EPA stamp 2026\/02\/06, /);
  });

  it('gives the restricted tier the label’s words beside the hour', () => {
    const verdict = judgeHour(dicamba, { ...fine, days: days(90, 80) });
    expect(verdict.allowed).toBe(true);
    expect(verdict.cautions[0]?.words).toMatch(/^Maximum temperatures forecast at 85 - <95°F/);
  });

  it('a hot hour on a day forecast below 95°F is judged by the day, not the hour', () => {
    // The label reads the forecast high; the hour itself never exceeds its day's high.
    expect(
      ruled(
        judgeHour(dicamba, { ...fine, temperatureF: 80, days: days(97, 80) }),
        'dicamba-ott.temperature',
      )[0]?.found,
    ).toBe('forecast high 97°F on the day of treatment');
  });

  it('an unknown crop is "not allowed: unknown", never allowed', () => {
    const verdict = judgeHour({ ...dicamba, crop: null }, fine);
    expect(verdict.allowed).toBe(false);
    expect(verdict.breaches[0]).toMatchObject({
      rule: 'dicamba-ott.crop',
      found: 'unknown: no crop is recorded for the field being sprayed',
    });
  });

  it('a building is a residential area to the dicamba label, not to Enlist', () => {
    expect(ruled(judgeHour(enlist, { ...fine, downwind: [house] }), 'enlist.sensitive')).toEqual([]);
  });
});

describe('buffers by the application’s date', () => {
  it('keeps 240 ft downwind in 2026, 310 / 57 ft with the measures for 2020–2023 applications only', () => {
    expect(largestBuffer(dicamba)).toMatchObject({ downwind_ft: 240, other_sides_ft: 0 });
    expect(largestBuffer({ ...dicamba, endangeredSpecies: true })).toMatchObject({ downwind_ft: 240 });
    expect(largestBuffer({ ...dicamba, date: '2023-06-15', endangeredSpecies: true })).toMatchObject({
      downwind_ft: 310,
      other_sides_ft: 57,
    });
    expect(largestBuffer({ ...dicamba, date: '2024-02-06', endangeredSpecies: true })).toMatchObject({
      downwind_ft: 240,
    });
    expect(largestBuffer({ ...dicamba, date: '2020-10-26' })).toBeNull();
    expect(largestBuffer(enlist)).toMatchObject({ downwind_ft: 30 });
  });
});

describe('Liberty ULTRA speaks for itself alone', () => {
  it('judges a tank that names it; glufosinate unnamed or as Liberty 280 SL keeps no Liberty ULTRA rule', () => {
    const windy = { ...fine, windMph: 20 };
    expect(ruled(judgeHour(libertyUltra, windy), 'liberty-ultra.wind')).toHaveLength(1);
    const tanks: Record<string, string[]>[] = [{}, { glufosinate: ['Liberty 280 SL'] }];
    for (const named of tanks) {
      const verdict = judgeHour({ ...libertyUltra, named }, windy);
      expect(verdict.breaches.concat(verdict.cautions).map((each) => each.rule)).toEqual([]);
    }
  });
  it('asks to confirm at the start what no input holds: gusts, saturated soil, runoff points', () => {
    const terms = judgeHour(libertyUltra, fine).cautions.filter((each) =>
      each.found.startsWith('to confirm at the start:'),
    );
    expect(terms.map((each) => each.rule).sort()).toEqual([
      'liberty-ultra.gusty',
      'liberty-ultra.runoff',
      'liberty-ultra.saturated',
    ]);
    expect(terms.find((each) => each.rule === 'liberty-ultra.saturated')).toMatchObject({
      words: 'DO NOT apply when soils are saturated or above field capacity.',
      source: expect.stringMatching(/EPA Reg\. No\. 7969-500.*11\.0 Mandatory Runoff Mitigation$/),
      confirmed: true,
      products: 'Liberty ULTRA',
    });
  });
});

describe('a tank with no labelled product', () => {
  it('has no label rules: the score alone judges it', () => {
    expect(judgeHour({ actives: ['glyphosate'], date: '2026-06-15' }, { ...fine, windMph: 20 })).toEqual({
      allowed: true,
      breaches: [],
      cautions: [],
    });
  });
});
