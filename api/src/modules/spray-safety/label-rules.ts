import type { DropletClass } from '@field-boundaries/contract/sprayer';
import {
  type Breach,
  type DayHigh,
  type DownwindCrop,
  type HourFacts,
  type HourVerdict,
  LABELS,
  type Label,
  type LabelRule,
  type SprayedCrop,
  type TankContext,
} from './label-types';
import { rulesInForce } from './labels-in-tank';
import { productNames, registrationBreaches, unnamedProductCautions } from './registration-rules';

// Label limits as rules, apart from the sprayability score: an hour that breaks a rule of any
// label in the tank is not allowed, whatever its score (SPRAYABILITY.md lists every rule with its
// source). Pure: the facts of an hour (or of a measured start) come in; the rules it breaks come
// out, each with the label's words and source. Nothing here reads the clock or the database.

export type {
  Breach,
  DayHigh,
  DownwindCrop,
  Equipment,
  HourFacts,
  HourVerdict,
  Label,
  LabelRule,
  SprayedCrop,
  TankContext,
} from './label-types';
export { LABELS } from './label-types';
export {
  type LabelProductOnDate,
  labelProducts,
  labelsInTank,
  largestBuffer,
  productsOf,
  rulesInForce,
  unregisteredProducts,
} from './labels-in-tank';

/** Whether the crop is one a label's crop rule allows: listed, and its active does not injure it. */
const cropAllows = (crops: readonly string[], active: string, crop: SprayedCrop) =>
  crops.includes(crop.crop) && !crop.injuredBy.includes(active);

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
      const stale = days.find(({ day }) => day.unknownWhy);
      if (stale?.day.unknownWhy) return broken(unknown(stale.day.unknownWhy));
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
      // Equipment nobody named (a plan without it, every start: the start form asks for neither)
      // is never judged on the drift model's assumption: the applicator confirms the label's
      // words at the start (Stryax, Application equipment, p. 11), as for DRA and VRA.
      if (rule.droplets_at_least !== undefined) {
        if (equipment.dropletClass === null)
          return { tier: 'restricted', found: 'to confirm at the start: no droplet class is given' };
        if (DROPLET_ORDER.indexOf(equipment.dropletClass) < DROPLET_ORDER.indexOf(rule.droplets_at_least))
          return broken(`${DROPLET_NAMES[equipment.dropletClass]} droplets`);
      }
      if (rule.boom_max_in !== undefined) {
        if (equipment.boomHeightIn === null || !Number.isFinite(equipment.boomHeightIn))
          return { tier: 'restricted', found: 'to confirm at the start: no boom height is given' };
        if (equipment.boomHeightIn > rule.boom_max_in) return broken(`boom ${equipment.boomHeightIn} in`);
      }
      return null;
    }
  }
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
  cautions.push(...unnamedProductCautions(context, labels));
  return { allowed: breaches.length === 0, breaches, cautions };
}

/** 'Not allowed: wind 12 mph: Apply only when …' — one line a grower reads. */
export function breachLine(breach: Pick<Breach, 'found' | 'words'>): string {
  return `${breach.found}: ${breach.words}`;
}
