import { describe, expect, it } from 'vitest';
import { inInversionHours, inversionRisk } from './inversion';
import {
  type HourFacts,
  judgeHour,
  labelProducts,
  largestBuffer,
  type SprayedCrop,
  type TankContext,
  unregisteredProducts,
} from './label-rules';
import { sunTimes } from './sun';

// One row per label requirement, each with a case just inside its limit and one just outside,
// naming the label's section (SPRAYABILITY.md's table). A Kansas field on 15 June 2026: the
// stamped Stryax label (EPA Reg. No. 264-1241, 2026/02/06) speaks for over-the-top dicamba.
const place = { lat: 38.1, lng: -97.4 };
const HOUR = 3_600_000;
const sun = sunTimes(new Date('2026-06-15T18:00:00Z'), place.lat, place.lng) as {
  sunrise: Date;
  sunset: Date;
};
const midday = new Date(Math.round((sun.sunrise.getTime() + sun.sunset.getTime()) / 2 / HOUR) * HOUR);

const fine: HourFacts = {
  time: midday,
  hours: 1,
  windMph: 6,
  temperatureF: 78,
  sun,
  inversion: { likely: false, why: null },
  rainAhead: [],
  horizon: new Date(midday.getTime() + 72 * HOUR),
  days: {
    dayOf: { date: '2026-06-15', highF: 80, complete: true },
    dayAfter: { date: '2026-06-16', highF: 80, complete: true },
  },
  downwind: [],
  equipment: { dropletClass: 'C', boomHeightIn: 24 },
};
const xtend: SprayedCrop = {
  crop: 'soybean',
  label: 'soybean – Roundup Ready 2 Xtend',
  injuredBy: ['2,4-D', 'glufosinate'],
};
const enlistE3: SprayedCrop = { crop: 'soybean', label: 'soybean – Enlist E3', injuredBy: ['dicamba'] };
const corn: SprayedCrop = { crop: 'corn', label: 'corn – Conventional', injuredBy: ['glyphosate'] };
const dicamba: TankContext = { actives: ['dicamba', 'glyphosate'], date: '2026-06-15', crop: xtend };
const enlist: TankContext = { actives: ['2,4-D', 'glyphosate'], date: '2026-06-15', crop: enlistE3 };

type Row = {
  requirement: string;
  /** The label and section the requirement is printed in. */
  section: string;
  rule: string;
  context: TankContext;
  inside: Partial<HourFacts>;
  outside: Partial<HourFacts>;
  /** What the grower reads of the case outside (its `found`). */
  found: string | RegExp;
  tier?: 'prohibited' | 'restricted' | 'advice';
};

const STRYAX = 'Stryax 264-1241 (2026/02/06)';
const sunrise = sun.sunrise.getTime();
const sunset = sun.sunset.getTime();
const days = (dayOf: number | null, dayAfter: number | null, complete = true): HourFacts['days'] => ({
  dayOf: { date: '2026-06-15', highF: dayOf, complete: true },
  dayAfter: { date: '2026-06-16', highF: dayAfter, complete },
});
const rainIn = (hours: number, chance: number) => [
  { time: new Date(midday.getTime() + hours * HOUR), chance },
];
const grapes = { uuid: 'g', crop: 'grape', label: 'grape', injuredBy: ['2,4-D', 'dicamba'] };
/** Tolerates 2,4-D (the Enlist trait): the Enlist label's susceptible crops are those 2,4-D injures. */
const enlistCorn = { uuid: 'e', crop: 'corn', label: 'corn – Enlist', injuredBy: [] };
const xtendBeans = {
  uuid: 'x',
  crop: 'soybean',
  label: 'soybean – Roundup Ready 2 Xtend',
  injuredBy: ['2,4-D'],
};
const beans = {
  uuid: 'b',
  crop: 'soybean',
  label: 'soybean – Conventional',
  injuredBy: ['dicamba', 'glyphosate'],
};
const wheat = { uuid: 'w', crop: 'wheat', label: 'wheat', injuredBy: ['glyphosate'] };
const house = {
  uuid: 'h',
  crop: 'building',
  label: 'a building (residential area)',
  injuredBy: [],
  residential: true,
};

const ROWS: Row[] = [
  {
    requirement: 'over the top only on dicamba-tolerant soybean and cotton',
    section: `${STRYAX}, 7.4 and the crop use directions`,
    rule: 'dicamba-ott.crop',
    context: dicamba,
    inside: {},
    outside: {},
    found: 'dicamba injures soybean – Enlist E3',
  },
  {
    requirement: 'wind at least 3 mph at boom height',
    section: `${STRYAX}, Environmental Conditions, Wind speed; 7.5`,
    rule: 'dicamba-ott.wind',
    context: dicamba,
    inside: { windMph: 3 },
    outside: { windMph: 2.9 },
    found: 'wind 2.9 mph',
  },
  {
    requirement: 'wind at most 10 mph at boom height',
    section: `${STRYAX}, Environmental Conditions, Wind speed; 7.5`,
    rule: 'dicamba-ott.wind',
    context: dicamba,
    inside: { windMph: 10 },
    outside: { windMph: 10.5 },
    found: 'wind 10.5 mph',
  },
  {
    requirement: 'from one hour after sunrise',
    section: `${STRYAX}, Environmental Conditions, Inversions`,
    rule: 'dicamba-ott.hours',
    context: dicamba,
    inside: { time: new Date(sunrise + HOUR), hours: 0 },
    outside: { time: new Date(sunrise + HOUR - 60_000), hours: 0 },
    found: 'less than 1 h after sunrise',
  },
  {
    requirement: 'until two hours before sunset',
    section: `${STRYAX}, Environmental Conditions, Inversions`,
    rule: 'dicamba-ott.hours',
    context: dicamba,
    inside: { time: new Date(sunset - 2 * HOUR - 60_000), hours: 0 },
    outside: { time: new Date(sunset - 2 * HOUR + 60_000), hours: 0 },
    found: 'less than 2 h before sunset',
  },
  {
    requirement: 'no application at night',
    section: `${STRYAX}, Environmental Conditions, Inversions`,
    rule: 'dicamba-ott.hours',
    context: dicamba,
    inside: { time: new Date(sunset - 3 * HOUR), hours: 1 },
    outside: { time: new Date(sunset + HOUR), hours: 1 },
    found: 'at night',
  },
  {
    requirement: 'not during a temperature inversion',
    section: `${STRYAX}, Environmental Conditions, Inversions`,
    rule: 'dicamba-ott.inversion',
    context: dicamba,
    inside: { inversion: { likely: false, why: null } },
    outside: { inversion: { likely: true, why: 'inversion likely: night, 10% cloud cover, wind 4 mph' } },
    found: 'inversion likely: night, 10% cloud cover, wind 4 mph',
  },
  {
    requirement: 'forecast high below 95°F on the day of treatment',
    section: `${STRYAX}, 7.5 Restrictions for All Uses`,
    rule: 'dicamba-ott.temperature',
    context: dicamba,
    inside: { days: days(84, 80) },
    outside: { days: days(95, 80), temperatureF: 78 },
    found: 'forecast high 95°F on the day of treatment',
  },
  {
    requirement: 'forecast high below 95°F on the day after treatment',
    section: `${STRYAX}, 7.5 Restrictions for All Uses`,
    rule: 'dicamba-ott.temperature',
    context: dicamba,
    inside: { days: days(80, 84) },
    outside: { days: days(80, 96) },
    found: 'forecast high 96°F the day after',
  },
  {
    requirement: 'the day after must be forecast: a forecast ending before it ends is unknown',
    section: `${STRYAX}, 7.5 Restrictions for All Uses; Record Keeping item 22`,
    rule: 'dicamba-ott.temperature',
    context: dicamba,
    inside: { days: days(80, 80, true) },
    outside: { days: days(80, 80, false) },
    found: /^unknown: the forecast does not hold all of 2026-06-16/,
  },
  {
    requirement: '85 – <95°F forecast on the day of or after: the restricted tier, keyed to the day',
    section: `${STRYAX}, Record Keeping item 8`,
    rule: 'dicamba-ott.temperature',
    context: dicamba,
    inside: { days: days(84, 84), temperatureF: 84 },
    outside: { days: days(85, 80), temperatureF: 70 },
    found: 'forecast high 85°F on the day of treatment',
    tier: 'restricted',
  },
  {
    requirement: 'no application during rain',
    section: `${STRYAX}, Management of Runoff/Erosion; 10.0`,
    rule: 'dicamba-ott.raining',
    context: dicamba,
    inside: { rainAhead: rainIn(0, 49) },
    outside: { rainAhead: rainIn(0, 50) },
    found: '50% chance of rain now',
  },
  {
    requirement: 'avoid rain before the product has dried (4 h), advice',
    section: `${STRYAX}, Management of Runoff/Erosion; 10.0`,
    rule: 'dicamba-ott.drying',
    context: dicamba,
    inside: { rainAhead: rainIn(4, 60) },
    outside: { rainAhead: rainIn(3, 60) },
    found: '60% chance of rain in 3 h',
    tier: 'advice',
  },
  {
    requirement: 'no runoff-producing rain forecast within 48 h',
    section: '2020 over-the-top labels (K-State, 30 Oct 2020), not in the 2026 excerpt',
    rule: 'dicamba-ott.rain',
    context: dicamba,
    inside: { rainAhead: rainIn(48, 90) },
    outside: { rainAhead: rainIn(47, 50) },
    found: '50% chance of rain in 47 h',
  },
  {
    requirement: 'a forecast that ends before the 48 h it must show is unknown, never allowed',
    section: '2020 over-the-top labels (K-State, 30 Oct 2020)',
    rule: 'dicamba-ott.rain',
    context: dicamba,
    inside: { horizon: new Date(midday.getTime() + 48 * HOUR) },
    outside: { horizon: new Date(midday.getTime() + 47 * HOUR) },
    found: 'unknown: the forecast ends 47 h ahead; the rule looks 48 h ahead',
  },
  {
    requirement: 'no sensitive plants (a crop dicamba injures) downwind',
    section: `${STRYAX}, Downwind Requirements, Sensitive plants downwind`,
    rule: 'dicamba-ott.sensitive',
    context: dicamba,
    inside: { downwind: [wheat] },
    outside: { downwind: [beans] },
    found: 'soybean – Conventional downwind',
  },
  {
    requirement: 'stop while the wind blows toward adjacent residential areas',
    section: `${STRYAX}, Downwind Requirements, Sensitive plants downwind`,
    rule: 'dicamba-ott.sensitive',
    context: dicamba,
    inside: { downwind: [] },
    outside: { downwind: [house] },
    found: 'a building (residential area) downwind',
  },
  {
    requirement: 'coarse or coarser droplets (ASABE S572)',
    section: `${STRYAX}, Application equipment, Droplet requirement`,
    rule: 'dicamba-ott.droplets',
    context: dicamba,
    inside: { equipment: { dropletClass: 'C', boomHeightIn: 24 } },
    outside: { equipment: { dropletClass: 'M', boomHeightIn: 24 } },
    found: 'medium droplets',
  },
  {
    requirement: 'boom at most 24 in above the target or canopy',
    section: `${STRYAX}, Application equipment, Spray boom height`,
    rule: 'dicamba-ott.boom',
    context: dicamba,
    inside: { equipment: { dropletClass: 'VC', boomHeightIn: 24 } },
    outside: { equipment: { dropletClass: 'VC', boomHeightIn: 25 } },
    found: 'boom 25 in',
  },
  {
    requirement: 'equipment not given is unknown, never allowed',
    section: `${STRYAX}, Application equipment`,
    rule: 'dicamba-ott.droplets',
    context: dicamba,
    inside: {},
    outside: { equipment: undefined },
    found: 'unknown: the droplet class and boom height are not given',
  },
  {
    requirement: 'Enlist: over the top of Enlist crops only',
    section: 'Enlist One / Enlist Duo labels (Corteva application requirements)',
    rule: 'enlist.crop',
    context: enlist,
    inside: {},
    outside: {},
    found: '2,4-D injures soybean – Roundup Ready 2 Xtend',
  },
  {
    requirement: 'Enlist: no application above 15 mph',
    section: 'Enlist One / Enlist Duo labels (Lincoln Daily News, 2019)',
    rule: 'enlist.wind',
    context: enlist,
    inside: { windMph: 15 },
    outside: { windMph: 15.5 },
    found: 'wind 15.5 mph',
  },
  {
    requirement: 'Enlist: under 3 mph never recommended, advice',
    section: 'Corteva guidance, 5 Jun 2018',
    rule: 'enlist.calm',
    context: enlist,
    inside: { windMph: 3 },
    outside: { windMph: 2.9 },
    found: 'wind 2.9 mph',
    tier: 'advice',
  },
  {
    requirement: 'Enlist: not while the wind blows toward adjacent susceptible crops',
    section: 'Enlist One / Enlist Duo labels (Univ. of Delaware Weekly Crop Update)',
    rule: 'enlist.sensitive',
    context: enlist,
    inside: { downwind: [enlistCorn, xtendBeans] },
    outside: { downwind: [grapes] },
    found: 'grape downwind',
  },
  {
    requirement: 'Enlist: not during an inversion',
    section: 'Enlist One / Enlist Duo labels (Univ. of Delaware Weekly Crop Update)',
    rule: 'enlist.inversion',
    context: enlist,
    inside: {},
    outside: { inversion: { likely: true, why: 'inversion likely: wind 2 mph' } },
    found: 'inversion likely: wind 2 mph',
  },
];
// The two crop rows judge the tank's crop: inside on a tolerant one, outside on the other.
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
  it('covers each hour, day, crop, equipment and land rule of both labels', () => {
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

describe('a tank with no labelled product', () => {
  it('has no label rules: the score alone judges it', () => {
    expect(judgeHour({ actives: ['glyphosate'], date: '2026-06-15' }, { ...fine, windMph: 20 })).toEqual({
      allowed: true,
      breaches: [],
      cautions: [],
    });
  });
});

describe('inversions judged as the label describes them (Stryax, Environmental Conditions, Inversions)', () => {
  const suns = [sun];
  const night = new Date(sunset + 2 * HOUR);
  const early = new Date(sunrise + HOUR);
  const evening = new Date(sunset - 2 * HOUR);
  const base = { time: night, windMph: 5, skyCoverPercent: 60, swingF: 15, suns };

  it('counts the evening, night and early morning, not the middle of the day', () => {
    expect(inInversionHours(night, suns)).toBe(true);
    expect(inInversionHours(early, suns)).toBe(true);
    expect(inInversionHours(evening, suns)).toBe(true);
    expect(inInversionHours(midday, suns)).toBe(false);
  });

  it('is likely in calm air in those hours, not with the same calm at midday', () => {
    expect(inversionRisk({ ...base, windMph: 2.9 }).likely).toBe(true);
    expect(inversionRisk({ ...base, windMph: 3 }).likely).toBe(false);
    expect(inversionRisk({ ...base, time: midday, windMph: 1 }).likely).toBe(false);
  });

  it('is likely on a night with limited cloud and light wind, whatever the swing (1 a.m., clear, 15°F, 4 mph)', () => {
    const clear = { ...base, skyCoverPercent: 10, windMph: 4 };
    expect(inversionRisk(clear)).toEqual({
      likely: true,
      why: 'inversion likely: night, 10% cloud cover, wind 4 mph',
    });
    expect(inversionRisk({ ...clear, skyCoverPercent: 31 }).likely).toBe(false);
    expect(inversionRisk({ ...clear, windMph: 6 }).likely).toBe(false);
    expect(inversionRisk({ ...clear, windMph: 5.9 }).likely).toBe(true);
  });

  it('is likely in the evening with limited cloud, light wind and a large swing', () => {
    const clear = { ...base, time: evening, skyCoverPercent: 10, swingF: 20 };
    expect(inversionRisk(clear).likely).toBe(true);
    expect(inversionRisk({ ...clear, swingF: 19 }).likely).toBe(false);
  });

  it('takes a swing nobody can tell (the forecast’s first hours) as large: never "not likely" by default', () => {
    const first = { ...base, time: evening, skyCoverPercent: 10, swingF: null };
    expect(inversionRisk(first)).toMatchObject({
      likely: true,
      why: expect.stringContaining('swing unknown'),
    });
    expect(inversionRisk({ ...first, skyCoverPercent: null }).likely).toBe(true);
    expect(inversionRisk({ ...first, skyCoverPercent: 80 }).likely).toBe(false);
  });
});

describe('products named in the tank', () => {
  it('XtendiMax in 2026: flagged "not registered for this use", and its dicamba still brings the label', () => {
    const tank = { ...dicamba, named: { dicamba: ['XtendiMax'] } };
    expect(judgeHour(tank, { ...fine, windMph: 12 }).allowed).toBe(false);
    expect(labelProducts(tank).find((product) => product.name === 'XtendiMax')).toMatchObject({
      registered: false,
      epa_reg_number: '264-1210',
      registration: expect.stringMatching(/^Not registered for this use/),
    });
  });

  it('Clarity, FeXapan, DiFlexx and generics over dicamba-tolerant soybean: flagged, with the rules', () => {
    for (const name of ['Clarity', 'FeXapan (not sold since 2021)', 'DiFlexx', 'Dicamba DGA 4']) {
      const tank = { ...dicamba, named: { dicamba: [name] } };
      expect(judgeHour(tank, { ...fine, windMph: 12 }).allowed, name).toBe(false);
      expect(unregisteredProducts(tank).length, name).toBe(1);
    }
  });

  it('Clarity on corn does not bring the over-the-top label; Stryax on corn is not for that crop', () => {
    const onCorn = { ...dicamba, crop: corn };
    expect(judgeHour({ ...onCorn, named: { dicamba: ['Clarity'] } }, { ...fine, windMph: 12 }).allowed).toBe(
      true,
    );
    expect(judgeHour({ ...onCorn, named: { dicamba: ['Stryax'] } }, fine).breaches[0]).toMatchObject({
      rule: 'dicamba-ott.crop',
      found: 'corn – Conventional is not a crop this label is for',
    });
  });

  it('shows the registrations in force: Stryax 264-1241, Engenia and Tavium with their 2026 numbers not confirmed', () => {
    expect(
      labelProducts(dicamba).map(
        (product) => `${product.name} ${product.epa_reg_number} ${product.registered}`,
      ),
    ).toEqual(['Stryax 264-1241 true', 'Engenia null true', 'Tavium null true']);
    // The vacated numbers are shown for their own years only.
    expect(
      labelProducts({ ...dicamba, date: '2023-06-15' }).map(
        (product) => `${product.name} ${product.epa_reg_number}`,
      ),
    ).toEqual(['XtendiMax 264-1210', 'Engenia 7969-472', 'Tavium 100-1623']);
    expect(labelProducts({ ...dicamba, date: '2025-06-15' })).toEqual([]);
    expect(
      unregisteredProducts({ ...dicamba, date: '2025-06-15', named: { dicamba: ['Engenia'] } }),
    ).toMatchObject([{ name: 'Engenia', epa_reg_number: null, registered: false }]);
  });
});
