import { describe, expect, it } from 'vitest';
import { inInversionHours, inversionRisk } from './inversion';
import {
  type HourFacts,
  judgeHour,
  LABELS,
  largestBuffer,
  type TankContext,
  unregisteredProducts,
} from './label-rules';
import { sunTimes } from './sun';

// Each label rule with an hour just inside its limit and one just outside (SPRAYABILITY.md's
// table). A Kansas field on 15 June 2026: the dicamba label of 6 Feb 2026 is in force.
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
  downwind: [],
};
const dicamba: TankContext = { actives: ['dicamba', 'glyphosate'], date: '2026-06-15' };
const enlist: TankContext = { actives: ['2,4-D', 'glyphosate'], date: '2026-06-15' };

const broken = (context: TankContext, facts: Partial<HourFacts>) =>
  judgeHour(context, { ...fine, ...facts }).breaches.map((breach) => breach.rule);
const cautioned = (context: TankContext, facts: Partial<HourFacts>) =>
  judgeHour(context, { ...fine, ...facts }).cautions.map((breach) => `${breach.rule} ${breach.tier}`);

describe('the dicamba over-the-top label (Engenia, Stryax, Tavium)', () => {
  it('allows a fine midday hour', () => {
    expect(judgeHour(dicamba, fine)).toEqual({ allowed: true, breaches: [], cautions: [] });
  });

  it('allows wind from 3 to 10 mph at boom height, and nothing outside', () => {
    expect(broken(dicamba, { windMph: 3 })).toEqual([]);
    expect(broken(dicamba, { windMph: 10 })).toEqual([]);
    expect(broken(dicamba, { windMph: 2.9 })).toEqual(['dicamba-ott.wind']);
    expect(broken(dicamba, { windMph: 10.5 })).toEqual(['dicamba-ott.wind']);
    const [breach] = judgeHour(dicamba, { ...fine, windMph: 12 }).breaches;
    expect(breach).toMatchObject({
      tier: 'prohibited',
      found: 'wind 12 mph',
      words: 'Apply only when the wind speed measured at boom height is between 3 and 10 mph.',
      products: 'Engenia, Stryax, Tavium',
      confirmed: false,
    });
  });

  it('allows only hours from 1 h after sunrise to 2 h before sunset', () => {
    const opens = sun.sunrise.getTime() + HOUR;
    const closes = sun.sunset.getTime() - 2 * HOUR;
    expect(broken(dicamba, { time: new Date(opens) })).toEqual([]);
    expect(broken(dicamba, { time: new Date(opens - 60_000) })).toEqual(['dicamba-ott.hours']);
    expect(broken(dicamba, { time: new Date(closes - HOUR) })).toEqual([]);
    expect(broken(dicamba, { time: new Date(closes - HOUR + 60_000) })).toEqual(['dicamba-ott.hours']);
    // A measured start is a moment: it may start a minute before the close.
    expect(broken(dicamba, { time: new Date(closes - 60_000), hours: 0 })).toEqual([]);
    const found = (time: number) =>
      judgeHour(dicamba, { ...fine, time: new Date(time), hours: 0 }).breaches[0]?.found;
    expect(found(opens - 60_000)).toBe('less than 1 h after sunrise');
    expect(found(closes + 60_000)).toBe('less than 2 h before sunset');
    expect(found(sun.sunset.getTime() + HOUR)).toBe('at night');
    expect(found(sun.sunrise.getTime() - HOUR)).toBe('at night');
  });

  it('forbids an hour with an inversion likely', () => {
    expect(broken(dicamba, { inversion: { likely: true, why: 'inversion likely: wind 2 mph' } })).toEqual([
      'dicamba-ott.inversion',
    ]);
  });

  it('forbids 95°F and above, and shows 85–95°F as the restricted tier with the label words', () => {
    expect(broken(dicamba, { temperatureF: 94 })).toEqual([]);
    expect(broken(dicamba, { temperatureF: 95 })).toEqual(['dicamba-ott.temperature']);
    expect(cautioned(dicamba, { temperatureF: 84 })).toEqual([]);
    expect(cautioned(dicamba, { temperatureF: 85 })).toEqual(['dicamba-ott.temperature restricted']);
    expect(judgeHour(dicamba, { ...fine, temperatureF: 90 })).toMatchObject({
      allowed: true,
      cautions: [{ words: expect.stringContaining('only half of a farm') }],
    });
  });

  it('forbids an hour with rain likely within 48 hours, not after', () => {
    const rainIn = (hours: number, chance: number) => [
      { time: new Date(midday.getTime() + hours * HOUR), chance },
    ];
    expect(broken(dicamba, { rainAhead: rainIn(47, 50) })).toEqual(['dicamba-ott.rain']);
    expect(broken(dicamba, { rainAhead: rainIn(48, 90) })).toEqual([]);
    expect(broken(dicamba, { rainAhead: rainIn(10, 45) })).toEqual([]);
  });

  it('forbids spraying with a crop dicamba injures downwind, but not one only glyphosate injures', () => {
    const beans = {
      uuid: 'f',
      crop: 'soybean',
      label: 'soybean – Conventional',
      injuredBy: ['dicamba', 'glyphosate'],
    };
    const corn = { uuid: 'f', crop: 'corn', label: 'corn – Conventional', injuredBy: ['glyphosate'] };
    expect(broken(dicamba, { downwind: [corn] })).toEqual([]);
    expect(broken(dicamba, { downwind: [beans] })).toEqual(['dicamba-ott.sensitive']);
  });

  it('applies from the 6 Feb 2026 registration, and flags its products outside it', () => {
    expect(broken({ ...dicamba, date: '2026-02-05' }, { windMph: 14 })).toEqual([]);
    expect(broken({ ...dicamba, date: '2026-02-06' }, { windMph: 14 })).toEqual(['dicamba-ott.wind']);
    expect(unregisteredProducts(dicamba)).toEqual([]);
    expect(unregisteredProducts({ ...dicamba, date: '2028-02-06' }).map((product) => product.name)).toEqual([
      'Engenia',
      'Stryax',
      'Tavium',
    ]);
  });

  it('keeps a 240 ft downwind buffer, 310 ft with the endangered-species measures switched on', () => {
    expect(largestBuffer(dicamba)).toMatchObject({ downwind_ft: 240, other_sides_ft: 0 });
    expect(largestBuffer({ ...dicamba, endangeredSpecies: true })).toMatchObject({
      downwind_ft: 310,
      other_sides_ft: 57,
    });
  });

  it('names Stryax, not XtendiMax, with its EPA number', () => {
    const label = LABELS.find((each) => each.id === 'dicamba-ott');
    expect(label?.products.map((product) => `${product.name} ${product.epa_reg_number}`)).toEqual([
      'Engenia 7969-472',
      'Stryax 264-1241',
      'Tavium 100-1623',
    ]);
  });
});

describe('the Enlist One and Enlist Duo label', () => {
  it('forbids wind above 15 mph, and only advises against under 3 mph', () => {
    expect(broken(enlist, { windMph: 15 })).toEqual([]);
    expect(broken(enlist, { windMph: 16 })).toEqual(['enlist.wind']);
    expect(broken(enlist, { windMph: 2 })).toEqual([]);
    expect(cautioned(enlist, { windMph: 2 })).toEqual(['enlist.calm advice']);
    expect(cautioned(enlist, { windMph: 3 })).toEqual([]);
  });

  it('forbids wind toward tomatoes, grapes or cotton without the Enlist trait, not toward other crops', () => {
    const tomato = { uuid: 'f', crop: 'tomato', label: 'tomato – Conventional', injuredBy: ['2,4-D'] };
    const beans = {
      uuid: 'f',
      crop: 'soybean',
      label: 'soybean – Roundup Ready 2 Xtend',
      injuredBy: ['2,4-D'],
    };
    const cotton = { uuid: 'f', crop: 'cotton', label: 'cotton – XtendFlex', injuredBy: ['2,4-D'] };
    expect(broken(enlist, { downwind: [beans] })).toEqual([]);
    expect(broken(enlist, { downwind: [tomato] })).toEqual(['enlist.sensitive']);
    expect(broken(enlist, { downwind: [cotton] })).toEqual(['enlist.sensitive']);
  });

  it('forbids an inversion, and keeps a 30 ft buffer; the hours of the day are free', () => {
    expect(broken(enlist, { inversion: { likely: true, why: 'calm' } })).toEqual(['enlist.inversion']);
    expect(broken(enlist, { time: new Date(sun.sunset.getTime() - HOUR) })).toEqual([]);
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

describe('inversions judged from the forecast', () => {
  const suns = [sun];
  const night = new Date(sun.sunset.getTime() + 2 * HOUR);
  const early = new Date(sun.sunrise.getTime() + HOUR);
  const evening = new Date(sun.sunset.getTime() - 2 * HOUR);
  const base = { time: night, windMph: 5, skyCoverPercent: 60, swingF: 15, suns };

  it('counts the evening, night and early morning, not the middle of the day', () => {
    expect(inInversionHours(night, suns)).toBe(true);
    expect(inInversionHours(early, suns)).toBe(true);
    expect(inInversionHours(evening, suns)).toBe(true);
    expect(inInversionHours(midday, suns)).toBe(false);
  });

  it('is likely in calm air at night, not with the same calm at midday', () => {
    expect(inversionRisk({ ...base, windMph: 2.9 }).likely).toBe(true);
    expect(inversionRisk({ ...base, windMph: 3 }).likely).toBe(false);
    expect(inversionRisk({ ...base, time: midday, windMph: 1 }).likely).toBe(false);
  });

  it('is likely under a clear sky with a large day–night swing and light wind', () => {
    const clear = { ...base, skyCoverPercent: 10, swingF: 24 };
    expect(inversionRisk(clear)).toEqual({
      likely: true,
      why: 'inversion likely: clear sky, a 24°F day–night swing and wind 5 mph',
    });
    expect(inversionRisk({ ...clear, skyCoverPercent: 50 }).likely).toBe(false);
    expect(inversionRisk({ ...clear, swingF: 19 }).likely).toBe(false);
    expect(inversionRisk({ ...clear, windMph: 6 }).likely).toBe(false);
  });
});

describe('a tank mix that names its products', () => {
  it('brings only the labels of the products it names', () => {
    const windy = { ...fine, windMph: 12 };
    expect(judgeHour({ ...dicamba, named: { dicamba: ['Clarity'] } }, windy).allowed).toBe(true);
    expect(judgeHour({ ...dicamba, named: { dicamba: ['Stryax'] } }, windy).allowed).toBe(false);
    // A product of another active leaves dicamba's labels as they are.
    expect(judgeHour({ ...dicamba, named: { glyphosate: ['Roundup PowerMAX 3'] } }, windy).allowed).toBe(
      false,
    );
    // The endangered-species measures speak for every product of dicamba.
    expect(
      largestBuffer({ ...dicamba, named: { dicamba: ['Clarity'] }, endangeredSpecies: true })?.downwind_ft,
    ).toBe(310);
  });
});
