import type { DropletClass } from '@field-boundaries/contract/sprayer';
import labelData from './labels.json' with { type: 'json' };

// The labels as data (labels.json) and the words the label rules speak in: a label and its rules,
// the tank they judge, the facts of an hour, and the verdict. Types and data only: the rules are
// judged in label-rules.ts, the labels a tank brings are found in labels-in-tank.ts.

export type RuleBase = {
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
  /**
   * The label speaks only for its own products named in the tank (Liberty ULTRA's glufosinate-P),
   * not for every product of its active (Liberty 280 SL and the generics keep their own labels).
   */
  named_only?: boolean;
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
export type DayHigh = {
  date: string;
  highF: number | null;
  complete: boolean;
  /** Why the high is not known though the forecast holds the day (a forecast of an earlier day). */
  unknownWhy?: string;
};

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
  /**
   * How the tank is applied; absent: not known. A droplet class or boom height that nobody
   * named (null) is to confirm at the start, never taken as met.
   */
  equipment?: Equipment;
};

/** The droplet class and boom height of an application; null where nobody named it. */
export type Equipment = { dropletClass: DropletClass | null; boomHeightIn: number | null };

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
