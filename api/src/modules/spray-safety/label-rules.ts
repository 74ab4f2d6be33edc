import labelData from './labels.json' with { type: 'json' };

// Label limits as rules, apart from the sprayability score: an hour that breaks a rule of any
// label in the tank is not allowed, whatever its score (SPRAYABILITY.md lists every rule with its
// source). Pure: the facts of an hour (or of a measured start) come in; the rules it breaks come
// out, each with the label's words and source. Nothing here reads the clock or the database.

type RuleBase = {
  id: string;
  /** A rule decides; advice is shown beside the hour and never forbids it. */
  strength: 'rule' | 'advice';
  words: string;
  source: string;
  source_date: string;
  /** The dates (YYYY-MM-DD) the rule applies between; null for open-ended. */
  applies_from: string | null;
  applies_until: string | null;
  /** True when the figure was read on an EPA-accepted label, false for a summary of one. */
  confirmed: boolean;
};

export type LabelRule = RuleBase &
  (
    | { kind: 'wind'; min_mph?: number; max_mph?: number }
    | { kind: 'daylight'; after_sunrise_h: number; before_sunset_h: number }
    | { kind: 'inversion' }
    | { kind: 'temperature'; prohibited_at_f: number; restricted_from_f?: number; restricted_words?: string }
    | { kind: 'rain'; within_h: number; chance_at_least: number }
    /** crops null: any crop the label's active injures. */
    | { kind: 'sensitive-downwind'; crops: string[] | null }
    | { kind: 'buffer'; downwind_ft: number; other_sides_ft?: number }
  );

export type LabelProduct = {
  name: string;
  formerly?: string;
  epa_reg_number: string;
  registrant: string;
  registered_from: string;
  registered_until: string | null;
  registration: string;
};

export type Label = {
  id: string;
  title: string;
  /** The catalogue name of the active the label's products put in the tank. */
  active: string;
  /** A label that applies only when the grower switches it on for the field. */
  switched_on_by?: 'endangered_species';
  products: LabelProduct[];
  rules: LabelRule[];
};

export const LABELS = labelData.labels as Label[];

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
};

/**
 * Whether a label speaks for what the tank carries of its active: always when the tank names
 * no product of that active, else only when it names one of the label's products (Clarity on
 * corn does not bring the over-the-top label). A label without products (the endangered-species
 * measures) speaks for every product of its active.
 */
function speaksFor(label: Label, context: TankContext): boolean {
  const named = context.named?.[label.active] ?? [];
  if (named.length === 0 || label.products.length === 0) return true;
  return label.products.some((product) =>
    named.some((name) => name.toLowerCase() === product.name.toLowerCase()),
  );
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

/** Products of the tank's labels not registered for their use on the date: to flag, not to hide. */
export function unregisteredProducts(context: TankContext, labels: readonly Label[] = LABELS) {
  return labelsInTank(context, labels).flatMap((label) =>
    label.products
      .filter(
        (product) =>
          context.date < product.registered_from ||
          (product.registered_until !== null && context.date >= product.registered_until),
      )
      .map((product) => ({ label: label.id, ...product })),
  );
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

/** A neighbour's crop in the drift zone that the label's active would injure. */
export type DownwindCrop = { uuid: string; crop: string; label: string; injuredBy: readonly string[] };

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
  downwind: readonly DownwindCrop[];
};

/** A rule an hour breaks, or the restricted tier or advice it falls under. */
export type Breach = {
  rule: string;
  kind: LabelRule['kind'];
  /** prohibited: not allowed; restricted: allowed with the label's condition; advice: guidance. */
  tier: 'prohibited' | 'restricted' | 'advice';
  /** The label's words. */
  words: string;
  /** What in this hour breaks it: 'wind 12 mph'. */
  found: string;
  source: string;
  confirmed: boolean;
  /** The label's products, e.g. 'Engenia, Stryax, Tavium Plus VaporGrip Technology'. */
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

function judgeRule(
  label: Label,
  rule: LabelRule,
  facts: HourFacts,
): { tier: Breach['tier']; found: string } | null {
  const broken = (found: string) =>
    ({ tier: rule.strength === 'advice' ? 'advice' : 'prohibited', found }) as const;
  switch (rule.kind) {
    case 'wind':
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
    case 'temperature':
      if (facts.temperatureF >= rule.prohibited_at_f) return broken(`${facts.temperatureF}°F`);
      if (rule.restricted_from_f !== undefined && facts.temperatureF >= rule.restricted_from_f)
        return { tier: 'restricted', found: `${facts.temperatureF}°F` };
      return null;
    case 'rain': {
      const until = facts.time.getTime() + rule.within_h * HOUR_MS;
      const wet = facts.rainAhead.find(
        (hour) => hour.time.getTime() < until && hour.chance >= rule.chance_at_least,
      );
      if (!wet) return null;
      const inHours = Math.max(0, Math.round((wet.time.getTime() - facts.time.getTime()) / HOUR_MS));
      return broken(`${wet.chance}% chance of rain in ${inHours} h`);
    }
    case 'sensitive-downwind': {
      const crops = rule.crops;
      const hit = facts.downwind.filter(
        (field) => field.injuredBy.includes(label.active) && (crops === null || crops.includes(field.crop)),
      );
      return hit.length > 0
        ? broken(`${[...new Set(hit.map((field) => field.label))].join(', ')} downwind`)
        : null;
    }
    case 'buffer':
      // A distance, not an hour's condition: the drift zone is never shorter (drift-model.ts).
      return null;
  }
}

const productNames = (label: Label) =>
  label.products.length > 0 ? label.products.map((product) => product.name).join(', ') : label.title;

/** Judges one hour (or a measured start) against the rules in force for the tank. */
export function judgeHour(
  context: TankContext,
  facts: HourFacts,
  labels: readonly Label[] = LABELS,
): HourVerdict {
  const breaches: Breach[] = [];
  const cautions: Breach[] = [];
  for (const { label, rule } of rulesInForce(context, labels)) {
    const result = judgeRule(label, rule, facts);
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
      products: productNames(label),
    };
    (breach.tier === 'prohibited' ? breaches : cautions).push(breach);
  }
  return { allowed: breaches.length === 0, breaches, cautions };
}

/** 'Not allowed: wind 12 mph: Apply only when …' — one line a grower reads. */
export function breachLine(breach: Pick<Breach, 'found' | 'words'>): string {
  return `${breach.found}: ${breach.words}`;
}
