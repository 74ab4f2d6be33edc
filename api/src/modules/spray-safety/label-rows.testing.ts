import { days, dicamba, enlist, HOUR, midday, sunrise, sunset } from './label-facts.testing';
import type { HourFacts, TankContext } from './label-types';

// One row per label requirement, each with a case just inside its limit and one just outside,
// naming the label's section (SPRAYABILITY.md's table); label-rules.test.ts judges each.

export type Row = {
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
const rainIn = (hours: number, chance: number) => [
  { time: new Date(midday.getTime() + hours * HOUR), chance },
];
export const grapes = { uuid: 'g', crop: 'grape', label: 'grape', injuredBy: ['2,4-D', 'dicamba'] };
/** Tolerates 2,4-D (the Enlist trait): the Enlist label's susceptible crops are those 2,4-D injures. */
export const enlistCorn = { uuid: 'e', crop: 'corn', label: 'corn – Enlist', injuredBy: [] };
export const xtendBeans = {
  uuid: 'x',
  crop: 'soybean',
  label: 'soybean – Roundup Ready 2 Xtend',
  injuredBy: ['2,4-D'],
};
export const beans = {
  uuid: 'b',
  crop: 'soybean',
  label: 'soybean – Conventional',
  injuredBy: ['dicamba', 'glyphosate'],
};
export const wheat = { uuid: 'w', crop: 'wheat', label: 'wheat', injuredBy: ['glyphosate'] };
export const house = {
  uuid: 'h',
  crop: 'building',
  label: 'a building (residential area)',
  injuredBy: [],
  residential: true,
};

export const ROWS: Row[] = [
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
    inside: { downwind: [enlistCorn] },
    // Not one of the label's named examples: "including but not limited to" takes any crop 2,4-D injures.
    outside: { downwind: [xtendBeans] },
    found: 'soybean – Roundup Ready 2 Xtend downwind',
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
