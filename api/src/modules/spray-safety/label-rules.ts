import type { DropletClass } from '@field-boundaries/contract/sprayer';
import labelData from './labels.json' with { type: 'json' };
import { PRODUCTS, type Product, type Registration, registrationFor, resolveProduct } from './products';

// Label limits as rules, apart from the sprayability score: an hour that breaks a rule of any
// label in the tank is not allowed, whatever its score (SPRAYABILITY.md lists every rule with its
// source). Pure: the facts of an hour (or of a measured start) come in; the rules it breaks come
// out, each with the label's words and source. Nothing here reads the clock or the database.

type RuleBase = {
  id: string;
  /** A rule decides; advice is shown beside the hour and never forbids it. */
  strength: 'rule' | 'advice';
  words: string;
  /** The label and its section (and page) the words are printed in, or the summary read. */
  source: string;
  source_date: string;
  /** What the rule judges: the hour, the day and the day after, the forecast ahead, the crop, … */
  judges: string;
  /** The dates (YYYY-MM-DD) the rule applies between; null for open-ended. */
  applies_from: string | null;
  applies_until: string | null;
  /** True when the words were read on an EPA-stamped label, false for a summary of one. */
  confirmed: boolean;
};

export type LabelRule = RuleBase &
  (
    | { kind: 'wind'; min_mph?: number; max_mph?: number }
    | { kind: 'daylight'; after_sunrise_h: number; before_sunset_h: number }
    | { kind: 'inversion' }
    /** The forecast high of the day of treatment and of the day after (not the hour's). */
    | { kind: 'temperature'; prohibited_at_f: number; restricted_from_f?: number; restricted_words?: string }
    | { kind: 'rain'; within_h: number; chance_at_least: number }
    /** crops null: any crop the label's active injures; residential: buildings count too. */
    | { kind: 'sensitive-downwind'; crops: string[] | null; residential?: boolean }
    | { kind: 'buffer'; downwind_ft: number; other_sides_ft?: number }
    /** The crop being sprayed: one of these, tolerating the label's active. */
    | { kind: 'crop'; crops: string[] }
    | { kind: 'equipment'; droplets_at_least?: DropletClass; boom_max_in?: number }
    /**
     * A term of the label no input here holds (DRA and VRA in the tank, no AMS, the rate, the
     * ground speed, ground equipment): never judged met; shown on every hour as to confirm at the
     * start, where the applicator confirms it in the label's words.
     */
    | { kind: 'equipment'; confirm: string }
  );

export type Label = {
  id: string;
  title: string;
  /** The catalogue name of the active the label's products put in the tank. */
  active: string;
  /** Whose text the rules were read from. */
  rules_from?: string;
  /** A label that applies only when the grower switches it on for the field. */
  switched_on_by?: 'endangered_species';
  rules: LabelRule[];
};

export const LABELS = labelData.labels as Label[];

/** The crop being sprayed, judged like a neighbour's: what in the tank injures it. */
export type SprayedCrop = { crop: string; label: string; injuredBy: readonly string[] };

/** What the tank carries and where: the labels that apply follow from it. */
export type TankContext = {
  /** Catalogue names of the actives in the tank. */
  actives: readonly string[];
  /** The application date, YYYY-MM-DD in the field's zone. */
  date: string;
  /** The field is in a county whose Bulletins Live! Two measures the grower switched on. */
  endangeredSpecies?: boolean;
  /** The products the tank names, by the active each carries ('dicamba' → ['Clarity']). */
  named?: Readonly<Record<string, readonly string[]>>;
  /** The crop of the field being sprayed; null or absent when none is recorded (unknown). */
  crop?: SprayedCrop | null;
};

/** The products registered for a label's use, from products.json. */
export const productsOf = (label: Pick<Label, 'id'>, products: readonly Product[] = PRODUCTS) =>
  products.filter((product) =>
    product.registrations.some((registration) => registration.uses.includes(label.id)),
  );

/** Whether the crop is one a label's crop rule allows: listed, and its active does not injure it. */
const cropAllows = (crops: readonly string[], active: string, crop: SprayedCrop) =>
  crops.includes(crop.crop) && !crop.injuredBy.includes(active);

/**
 * Whether a label speaks for what the tank carries of its active. A label with a crop rule
 * (over the top of tolerant crops) applies when the tank names one of its products, or when the
 * crop being sprayed is one of the label's crops (whatever its trait: dicamba over Enlist E3
 * soybean is judged, and refused, by it) or is unknown. So a product registered for another use
 * (Clarity, generics) over soybean brings the label's rules and is flagged; Clarity, or dicamba
 * unnamed, on corn does not bring the over-the-top label. A label without a crop rule speaks for
 * every product of its active.
 */
function speaksFor(label: Label, context: TankContext): boolean {
  const cropRule = label.rules.find((rule) => rule.kind === 'crop');
  if (cropRule?.kind !== 'crop') return true;
  const named = context.named?.[label.active] ?? [];
  const ours = productsOf(label);
  if (named.some((name) => ours.includes(resolveProduct(name) as Product))) return true;
  // A crop the catalogue does not know is an unknown crop: the label applies, conservatively.
  return !context.crop || context.crop.crop === 'unknown' || cropRule.crops.includes(context.crop.crop);
}

const inDates = (rule: Pick<RuleBase, 'applies_from' | 'applies_until'>, date: string) =>
  (rule.applies_from === null || date >= rule.applies_from) &&
  (rule.applies_until === null || date < rule.applies_until);

/** The labels whose active is in the tank (and the switched-on ones the field asks for). */
export function labelsInTank(context: TankContext, labels: readonly Label[] = LABELS): Label[] {
  return labels.filter(
    (label) =>
      context.actives.includes(label.active) &&
      speaksFor(label, context) &&
      (label.switched_on_by !== 'endangered_species' || context.endangeredSpecies === true),
  );
}

/** The rules of the tank's labels that apply on its date, each with the label it comes from. */
export function rulesInForce(context: TankContext, labels: readonly Label[] = LABELS) {
  return labelsInTank(context, labels).flatMap((label) =>
    label.rules.filter((rule) => inDates(rule, context.date)).map((rule) => ({ label, rule })),
  );
}

/** A product of a label in the tank, with its registration for the label's use on the date. */
export type LabelProductOnDate = {
  label: string;
  name: string;
  /** The number of the registration in force, else of the latest one; null where not confirmed. */
  epa_reg_number: string | null;
  registration: string;
  registered: boolean;
  named: boolean;
};

/**
 * The products of each label in the tank on the date: those registered for its use then, and
 * every product the tank names for its active (registered or not: flagged "not registered for
 * this use"). A name nothing is known of is listed as such, never as registered.
 */
export function labelProducts(context: TankContext, labels: readonly Label[] = LABELS): LabelProductOnDate[] {
  return labelsInTank(context, labels).flatMap((label) => {
    const named = (context.named?.[label.active] ?? []).map((name) => ({
      name,
      product: resolveProduct(name),
    }));
    const registered = productsOf(label).filter((product) =>
      registrationFor(product, label.id, context.date),
    );
    const rows: LabelProductOnDate[] = registered
      .filter((product) => !named.some((each) => each.product === product))
      .map((product) => {
        const registration = registrationFor(product, label.id, context.date) as Registration;
        return {
          label: label.id,
          name: product.name,
          epa_reg_number: registration.epa_reg_number,
          registration: registration.note,
          registered: true,
          named: false,
        };
      });
    for (const { name, product } of named) {
      const registration = product ? registrationFor(product, label.id, context.date) : null;
      const latest = product?.registrations.at(-1) ?? null;
      rows.push({
        label: label.id,
        name: product?.name ?? name,
        epa_reg_number: (registration ?? latest)?.epa_reg_number ?? null,
        registration: registration
          ? registration.note
          : `Not registered for this use: ${label.title.toLowerCase()} on ${context.date}. ${latest?.note ?? 'A product not known here.'}`,
        registered: registration !== null,
        named: true,
      });
    }
    return rows;
  });
}

/** Products of the tank's labels not registered for their use on the date: to flag, not to hide. */
export function unregisteredProducts(context: TankContext, labels: readonly Label[] = LABELS) {
  return labelProducts(context, labels).filter((product) => !product.registered);
}

/** The largest downwind buffer of the tank's labels in force, with its source. */
export function largestBuffer(context: TankContext, labels: readonly Label[] = LABELS) {
  let largest: { active: string; downwind_ft: number; other_sides_ft: number; source: string } | null = null;
  for (const { label, rule } of rulesInForce(context, labels))
    if (rule.kind === 'buffer' && (!largest || rule.downwind_ft > largest.downwind_ft))
      largest = {
        active: label.active,
        downwind_ft: rule.downwind_ft,
        other_sides_ft: rule.other_sides_ft ?? 0,
        source: rule.source,
      };
  return largest;
}

/**
 * What lies downwind that the label's active would injure: a neighbour's crop inside the drift
 * zone, or an adjacent one the wind blows toward; a building (residential) the wind blows toward.
 */
export type DownwindCrop = {
  uuid: string;
  crop: string;
  label: string;
  injuredBy: readonly string[];
  /** A building the grower or a neighbour labelled: a residential area to the dicamba label. */
  residential?: boolean;
  /** A field with no crop recorded (or one the catalogue does not know): what grows there is unknown. */
  cropUnknown?: boolean;
};

/** The forecast high of a day: the highest hour the forecast holds of it, and whether it holds all of it. */
export type DayHigh = { date: string; highF: number | null; complete: boolean };

/** What is known of one hour, or of the moment spraying starts. */
export type HourFacts = {
  /** The hour's start, or the moment of a measured start. */
  time: Date;
  /** 1 for a forecast hour (all of it must be allowed), 0 for a moment. */
  hours: 0 | 1;
  windMph: number;
  temperatureF: number;
  /** Sunrise and sunset of the day, at the field; null in polar day or night. */
  sun: { sunrise: Date; sunset: Date } | null;
  /** Whether an inversion is likely, and why (inversion.ts). */
  inversion: { likely: boolean; why: string | null };
  /** The forecast's chance of rain in the hours from this one on. */
  rainAhead: readonly { time: Date; chance: number }[];
  /** Where the forecast ends: a rule looking past it cannot say "allowed". Absent: not known. */
  horizon?: Date | null;
  /** The forecast high of the day of treatment and of the day after (in the field's zone). */
  days?: { dayOf: DayHigh; dayAfter: DayHigh };
  downwind: readonly DownwindCrop[];
  /** How the tank is applied; absent: not known. */
  equipment?: { dropletClass: DropletClass; boomHeightIn: number };
};

/** A rule an hour breaks, or the restricted tier or advice it falls under. */
export type Breach = {
  rule: string;
  kind: LabelRule['kind'];
  /** prohibited: not allowed; restricted: allowed with the label's condition; advice: guidance. */
  tier: 'prohibited' | 'restricted' | 'advice';
  /** The label's words. */
  words: string;
  /** What in this hour breaks it: 'wind 12 mph'; 'unknown: …' when it cannot be judged. */
  found: string;
  source: string;
  confirmed: boolean;
  /** The label's products, e.g. 'Engenia, Stryax, Tavium'. */
  products: string;
};

export type HourVerdict = {
  allowed: boolean;
  /** The rules broken: any makes the hour not allowed. */
  breaches: Breach[];
  /** Restricted tiers and advice: shown, never forbidding. */
  cautions: Breach[];
};

const HOUR_MS = 3_600_000;

const DROPLET_ORDER: readonly DropletClass[] = ['XF', 'VF', 'F', 'M', 'C', 'VC', 'XC', 'UC'];
const DROPLET_NAMES: Record<DropletClass, string> = {
  XF: 'extremely fine',
  VF: 'very fine',
  F: 'fine',
  M: 'medium',
  C: 'coarse',
  VC: 'very coarse',
  XC: 'extremely coarse',
  UC: 'ultra coarse',
};

/** A forecast that does not reach what a rule looks at: "not allowed: unknown", never allowed. */
const unknown = (what: string) => `unknown: ${what}`;

const dayLine = (day: DayHigh, which: string) =>
  day.highF === null ? `no forecast for ${which}` : `forecast high ${day.highF}°F ${which}`;

function judgeRule(
  label: Label,
  rule: LabelRule,
  facts: HourFacts,
  context: TankContext,
): { tier: Breach['tier']; found: string } | null {
  const broken = (found: string) =>
    ({ tier: rule.strength === 'advice' ? 'advice' : 'prohibited', found }) as const;
  switch (rule.kind) {
    case 'wind':
      if (!Number.isFinite(facts.windMph)) return broken(unknown('the wind speed is not a number'));
      if (rule.max_mph !== undefined && facts.windMph > rule.max_mph)
        return broken(`wind ${facts.windMph} mph`);
      if (rule.min_mph !== undefined && facts.windMph < rule.min_mph)
        return broken(`wind ${facts.windMph} mph`);
      return null;
    case 'daylight': {
      if (!facts.sun) return broken('no sunrise or sunset at the field that day');
      const opens = facts.sun.sunrise.getTime() + rule.after_sunrise_h * HOUR_MS;
      const closes = facts.sun.sunset.getTime() - rule.before_sunset_h * HOUR_MS;
      const start = facts.time.getTime();
      const end = start + facts.hours * HOUR_MS;
      if (start >= opens && end <= closes) return null;
      const { sunrise, sunset } = facts.sun;
      if (end <= sunrise.getTime() || start >= sunset.getTime()) return broken('at night');
      return broken(
        start < opens
          ? `less than ${rule.after_sunrise_h} h after sunrise`
          : `less than ${rule.before_sunset_h} h before sunset`,
      );
    }
    case 'inversion':
      return facts.inversion.likely ? broken(facts.inversion.why ?? 'inversion likely') : null;
    case 'temperature': {
      // The label reads the day's forecast high, not the hour's: a 9 a.m. hour at 80°F on a day
      // forecast to reach 97°F is not allowed, nor is one whose next day reaches 96°F.
      if (!facts.days) return broken(unknown('no forecast high for the day of treatment and the day after'));
      if (!Number.isFinite(facts.temperatureF)) return broken(unknown('the temperature is not a number'));
      const odd = [facts.days.dayOf, facts.days.dayAfter].find(
        (day) => day.highF !== null && !Number.isFinite(day.highF),
      );
      if (odd) return broken(unknown(`the forecast high of ${odd.date} is not a number`));
      const days = [
        { day: facts.days.dayOf, which: 'on the day of treatment' },
        { day: facts.days.dayAfter, which: 'the day after' },
      ];
      const hot = days.find(({ day }) => day.highF !== null && day.highF >= rule.prohibited_at_f);
      if (hot) return broken(dayLine(hot.day, hot.which));
      const short = days.find(({ day }) => !day.complete);
      if (short)
        return broken(
          unknown(
            `the forecast does not hold all of ${short.day.date} (${short.which}): it ends first, begins after the morning or has a gap, and the day's high must be known`,
          ),
        );
      const warm =
        rule.restricted_from_f === undefined
          ? undefined
          : days.find(({ day }) => day.highF !== null && day.highF >= (rule.restricted_from_f as number));
      return warm ? { tier: 'restricted', found: dayLine(warm.day, warm.which) } : null;
    }
    case 'rain': {
      const until = facts.time.getTime() + rule.within_h * HOUR_MS;
      const wet = facts.rainAhead.find(
        (hour) => hour.time.getTime() < until && hour.chance >= rule.chance_at_least,
      );
      if (wet) {
        const inHours = Math.round((wet.time.getTime() - facts.time.getTime()) / HOUR_MS);
        return broken(
          inHours <= 0
            ? `${wet.chance}% chance of rain now`
            : `${wet.chance}% chance of rain in ${inHours} h`,
        );
      }
      // Dry as far as the forecast goes, but it must go as far as the rule looks.
      const horizon = facts.horizon === undefined ? null : facts.horizon;
      if (horizon === null || horizon.getTime() < until) {
        const reach =
          horizon === null
            ? 0
            : Math.max(0, Math.floor((horizon.getTime() - facts.time.getTime()) / HOUR_MS));
        return broken(unknown(`the forecast ends ${reach} h ahead; the rule looks ${rule.within_h} h ahead`));
      }
      return null;
    }
    case 'sensitive-downwind': {
      const crops = rule.crops;
      const hit = facts.downwind.filter(
        (field) =>
          !field.cropUnknown &&
          (field.residential
            ? rule.residential === true
            : field.injuredBy.includes(label.active) && (crops === null || crops.includes(field.crop))),
      );
      // A field whose crop nobody recorded may hold sensitive plants: not allowed, unknown, named.
      const unrecorded = facts.downwind.filter((field) => field.cropUnknown && !field.residential);
      const names = (fields: readonly DownwindCrop[]) =>
        [...new Set(fields.map((field) => field.label))].join(', ');
      const unknownLine =
        unrecorded.length > 0 ? unknown(`no crop is recorded for ${names(unrecorded)} downwind`) : null;
      if (hit.length > 0) return broken(`${names(hit)} downwind${unknownLine ? `; and ${unknownLine}` : ''}`);
      return unknownLine ? broken(unknownLine) : null;
    }
    case 'buffer':
      // A distance, not an hour's condition: the drift zone is never shorter (drift-model.ts).
      return null;
    case 'crop': {
      const crop = context.crop;
      if (!crop) return broken(unknown('no crop is recorded for the field being sprayed'));
      if (crop.crop === 'unknown')
        return broken(
          unknown(
            `${crop.label} is not a crop the catalogue knows; the label is for ${rule.crops.join(' and ')}`,
          ),
        );
      if (cropAllows(rule.crops, label.active, crop)) return null;
      return broken(
        crop.injuredBy.includes(label.active)
          ? `${label.active} injures ${crop.label}`
          : `${crop.label} is not a crop this label is for`,
      );
    }
    case 'equipment': {
      if ('confirm' in rule) return { tier: 'restricted', found: `to confirm at the start: ${rule.confirm}` };
      const equipment = facts.equipment;
      if (!equipment) return broken(unknown('the droplet class and boom height are not given'));
      if (
        rule.droplets_at_least !== undefined &&
        DROPLET_ORDER.indexOf(equipment.dropletClass) < DROPLET_ORDER.indexOf(rule.droplets_at_least)
      )
        return broken(`${DROPLET_NAMES[equipment.dropletClass]} droplets`);
      if (rule.boom_max_in !== undefined && equipment.boomHeightIn > rule.boom_max_in)
        return broken(`boom ${equipment.boomHeightIn} in`);
      return null;
    }
  }
}

/** The products whose label it is, registered for its use on the date: 'Engenia, Stryax, Tavium'. */
function productNames(label: Label, date: string): string {
  const products = productsOf(label)
    .filter((product) => registrationFor(product, label.id, date))
    .map((product) => product.name)
    .sort((a, b) => a.localeCompare(b));
  return products.length > 0 ? products.join(', ') : label.title;
}

/** Judges one hour (or a measured start) against the rules in force for the tank. */
export function judgeHour(
  context: TankContext,
  facts: HourFacts,
  labels: readonly Label[] = LABELS,
): HourVerdict {
  const breaches: Breach[] = [];
  const cautions: Breach[] = [];
  for (const { label, rule } of rulesInForce(context, labels)) {
    const result = judgeRule(label, rule, facts, context);
    if (!result) continue;
    const breach: Breach = {
      rule: rule.id,
      kind: rule.kind,
      tier: result.tier,
      words:
        result.tier === 'restricted' && rule.kind === 'temperature' && rule.restricted_words
          ? rule.restricted_words
          : rule.words,
      found: result.found,
      source: rule.source,
      confirmed: rule.confirmed,
      products: productNames(label, context.date),
    };
    (breach.tier === 'prohibited' ? breaches : cautions).push(breach);
  }
  breaches.push(...registrationBreaches(context, labels));
  return { allowed: breaches.length === 0, breaches, cautions };
}

/** FIFRA §12(a)(2)(G): it is unlawful to use a registered pesticide in a manner inconsistent with its labeling. */
const REGISTRATION_SOURCE =
  "FIFRA §12(a)(2)(G) (7 U.S.C. 136j(a)(2)(G)): use inconsistent with labeling; the product's registrations in products.json";

/**
 * A product the tank names that is not registered for its label's use on the date (XtendiMax over
 * the top in 2026, Clarity, Stryax before its 6 Feb 2026 registration): using it so is using it
 * inconsistently with its labeling, so the hour is not allowed, and the reason is said.
 */
function registrationBreaches(context: TankContext, labels: readonly Label[]): Breach[] {
  return unregisteredProducts(context, labels).map((product) => ({
    rule: `${product.label}.registration`,
    kind: 'crop',
    tier: 'prohibited',
    words:
      'Not registered for this use: a product may be used only as its labeling allows (FIFRA §12(a)(2)(G), use inconsistent with labeling).',
    found: `${product.name} is not registered for this use on ${context.date}`,
    source: REGISTRATION_SOURCE,
    confirmed: true,
    products: product.name,
  }));
}

/** 'Not allowed: wind 12 mph: Apply only when …' — one line a grower reads. */
export function breachLine(breach: Pick<Breach, 'found' | 'words'>): string {
  return `${breach.found}: ${breach.words}`;
}
