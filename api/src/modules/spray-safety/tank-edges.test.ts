import { describe, expect, it } from 'vitest';
import { application, e3, forecast, verdictAt } from './label-edges.testing';
import type { SprayedCrop } from './label-rules';

// An outside review of issue 55 (a reviewer who did not write the change): cases where the
// judgement says "allowed" while the stamped Stryax label (EPA Reg. No. 264-1241, stamp
// 2026/02/06; transcription prasadt1/agrinexus-compliance fixtures/labels/264-1241.md) or the
// Enlist labels say no, or where what cannot be known is taken as safe. Tests marked
// once failing on the change as merged (0bc4b15) now pin the fixes; the rest pin the edges that held.
// Here the tank and the crop: products not registered for the use, adjacent crops, the crop being
// sprayed and the label's terms no input holds; label-edges.test.ts has the forecast and the wind.

describe('products not registered for over-the-top use on the date', () => {
  const hours = forecast({ first: '2026-06-15T05:00:00Z' });
  const eleven = '2026-06-15T16:00:00Z';
  it('holds: the same tank with Stryax on 15 June 2026 is allowed', () => {
    expect(verdictAt(application(hours), eleven)?.allowed).toBe(true);
  });
  // FIFRA 12(a)(2)(G): using a product inconsistently with its labeling. XtendiMax's over-the-top
  // registration was vacated on 6 Feb 2024; in 2026 no label of it allows this use. The issue
  // asks for a flag "wherever the tank is judged"; the hour is still offered as allowed.
  for (const name of ['XtendiMax® with VaporGrip® Technology', 'Clarity', 'FeXapan', 'Sterling Blue'])
    it(`${name} over Xtend soybean in 2026 is not allowed: not registered for this use`, () => {
      const verdict = verdictAt(application(hours, { tank: { named: { dicamba: [name] } } }), eleven);
      expect(verdict?.allowed).toBe(false);
      const registration = verdict?.breaches.find((breach) => breach.rule === 'dicamba-ott.registration');
      expect(registration?.found).toMatch(/is not registered for this use on 2026-06-15$/);
      expect(registration?.words).toMatch(/^Not registered for this use: .*FIFRA §12\(a\)\(2\)\(G\)/);
    });
  it('Stryax on 15 June 2025, before its registration (6 Feb 2026), is not allowed', () => {
    const before = forecast({ first: '2025-06-15T05:00:00Z' });
    expect(verdictAt(application(before), '2025-06-15T16:00:00Z')?.allowed).toBe(false);
  });
});

describe('Enlist: adjacent susceptible crops beyond the three named', () => {
  // The Enlist One / Enlist Duo labels name susceptible crops as examples (fruiting vegetables,
  // grapes, cotton without the trait ...), not a closed list: any adjacent crop 2,4-D injures, with
  // the wind toward it, is a breach (labels.json enlist.sensitive, crops null). Once a closed list
  // ['tomato', 'vegetables', 'grape', 'cotton'] let a neighbour's potato, tree fruit, sunflower or
  // organic field through; the api fixtures that sprayed group 4 toward next door's Xtend soybean
  // now measure a south-west wind that blows away from it (spray-planner/region.testing.ts).
  const hours = forecast({ first: '2026-06-15T05:00:00Z' });
  const enlistE3: SprayedCrop = { crop: 'soybean', label: 'soybean – Enlist E3', injuredBy: [] };
  for (const crop of ['potato', 'tree fruit', 'sunflower', 'organic'])
    it(`wind toward an adjacent ${crop} field 2,4-D injures is not allowed`, () => {
      const verdict = verdictAt(
        application(hours, {
          tank: { actives: ['2,4-D', 'glyphosate'], crop: enlistE3, named: { '2,4-D': ['Enlist One'] } },
          downwind: [{ uuid: 'n', crop, label: crop, injuredBy: ['2,4-D'] }],
        }),
        '2026-06-15T16:00:00Z',
      );
      expect(verdict?.allowed).toBe(false);
      expect(verdict?.breaches.find((breach) => breach.rule === 'enlist.sensitive')?.found).toBe(
        `${crop} downwind`,
      );
    });
  it('holds: an adjacent crop 2,4-D does not injure (Enlist corn) downwind is allowed', () => {
    const verdict = verdictAt(
      application(hours, {
        tank: { actives: ['2,4-D', 'glyphosate'], crop: enlistE3, named: { '2,4-D': ['Enlist One'] } },
        downwind: [{ uuid: 'n', crop: 'corn', label: 'corn – Enlist', injuredBy: [] }],
      }),
      '2026-06-15T16:00:00Z',
    );
    expect(verdict?.allowed).toBe(true);
  });
  it('holds: wind toward an adjacent grape field is not allowed', () => {
    const verdict = verdictAt(
      application(hours, {
        tank: { actives: ['2,4-D', 'glyphosate'], crop: enlistE3 },
        downwind: [{ uuid: 'n', crop: 'grape', label: 'grape', injuredBy: ['2,4-D'] }],
      }),
      '2026-06-15T16:00:00Z',
    );
    expect(verdict?.allowed).toBe(false);
  });
});

describe('dicamba on a crop it injures (Stryax 7.4, over the top of DT crops only)', () => {
  it('holds: Stryax over Enlist E3 soybean is not allowed', () => {
    const hours = forecast({ first: '2026-06-15T05:00:00Z' });
    expect(verdictAt(application(hours, { tank: { crop: e3 } }), '2026-06-15T16:00:00Z')?.allowed).toBe(
      false,
    );
  });
  it('holds: crop unknown is not allowed', () => {
    const hours = forecast({ first: '2026-06-15T05:00:00Z' });
    expect(verdictAt(application(hours, { tank: { crop: null } }), '2026-06-15T16:00:00Z')?.allowed).toBe(
      false,
    );
  });
  // A crop the catalogue does not know comes as crop 'unknown' (service.ts sprayedCrop), not as
  // null: with dicamba in the tank but no over-the-top product named, the label is not applied at all.
  it('dicamba, unnamed, on a field whose crop is not in the catalogue: the over-the-top label applies, not allowed', () => {
    const hours = forecast({
      first: '2026-06-15T05:00:00Z',
      each: () => ({ windSpeedMph: 14 }),
    });
    const unknownCrop: SprayedCrop = { crop: 'unknown', label: 'the crop recorded', injuredBy: [] };
    const verdict = verdictAt(
      application(hours, { tank: { crop: unknownCrop, named: {} } }),
      '2026-06-15T16:00:00Z',
    );
    expect(verdict?.allowed).toBe(false);
  });
});

describe('label terms the judgement has no input for: unknown taken as met', () => {
  const hours = forecast({ first: '2026-06-15T05:00:00Z' });
  const eleven = '2026-06-15T16:00:00Z';
  // Stryax 7.5 (p. 12): "DO NOT apply without DRA and VRA"; "DO NOT tank mix ammonium sulfate";
  // "DO NOT apply more than 22 fl oz/A"; Application equipment (p. 11): ground speed ≤ 15 mph, no
  // aerial application. The tank, the rate, the speed and the aircraft are not inputs: an hour is
  // allowed with none of them known, and no line tells the grower they were not judged.
  it('a Stryax hour says DRA, VRA, AMS, rate, speed and ground equipment are to confirm at the start', () => {
    const verdict = verdictAt(application(hours), eleven);
    const said = [...(verdict?.breaches ?? []), ...(verdict?.cautions ?? [])]
      .map((each) => each.words)
      .join(' ');
    expect(verdict?.allowed === false || /VRA|volatility/i.test(said)).toBe(true);
    // Each term is shown to confirm at the start, in the label's words and section.
    const terms = (verdict?.cautions ?? []).filter((each) =>
      each.found.startsWith('to confirm at the start:'),
    );
    expect(terms.map((each) => each.rule).sort()).toEqual([
      'dicamba-ott.ams',
      'dicamba-ott.dra-vra',
      'dicamba-ott.ground',
      'dicamba-ott.rate',
      'dicamba-ott.speed',
      'dicamba-ott.stage',
    ]);
    expect(terms.find((each) => each.rule === 'dicamba-ott.dra-vra')).toMatchObject({
      words: 'DO NOT apply without DRA and VRA.',
      source: expect.stringMatching(/7\.5 Restrictions for All Uses, p\. 12$/),
    });
  });
  // Liberty ULTRA (EPA Reg. No. 7969-500): its label (labels.json liberty-ultra) forbids wind
  // over 15 mph; once it had no rule and glufosinate over LibertyLink soybean at 20 mph was allowed.
  it('Liberty ULTRA: glufosinate-P at 20 mph is not allowed', () => {
    const windy = forecast({ first: '2026-06-15T05:00:00Z', each: () => ({ windSpeedMph: 20 }) });
    const llSoy: SprayedCrop = { crop: 'soybean', label: 'soybean – LibertyLink', injuredBy: [] };
    const verdict = verdictAt(
      application(windy, {
        tank: { actives: ['glufosinate'], crop: llSoy, named: { glufosinate: ['Liberty ULTRA'] } },
      }),
      eleven,
    );
    expect(verdict?.allowed).toBe(false);
    expect(verdict?.breaches.map((breach) => breach.rule)).toContain('liberty-ultra.wind');
  });
});
