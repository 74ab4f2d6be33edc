import type { DropletClass } from '@field-boundaries/contract/sprayer';
import type { ForecastHour } from '../../providers/weather';
import { forecastHourFacts, type MeasuredReadings, measuredFacts, type Place } from './hour-facts';
import {
  type Breach,
  type DayHigh,
  type DownwindCrop,
  type HourFacts,
  type HourVerdict,
  judgeHour,
  type LabelProductOnDate,
  labelProducts,
  rulesInForce,
  type TankContext,
} from './label-rules';
import { dateIn } from './time-zone';

// An application judged whole, as a label judges it: not one forecast hour at a time but the
// hour, its day and the day after (the forecast high), the forecast's end (a rule looking past it
// answers "not allowed: unknown"), the crop being sprayed, the products named, the equipment and
// the land around. One judgement, made here once, that the dashboard's window, the start check
// and its confirmation read (SPRAYABILITY.md). Pure: the forecast, the place, the tank and what
// lies downwind come in.

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The application, as far as it is known before any hour is judged. */
export type Application = {
  /** The tank: its actives, the products it names, the crop being sprayed, the county's measures. */
  tank: Omit<TankContext, 'date'>;
  place: Place;
  /** The field's IANA zone: the label's days are the field's days. */
  timeZone: string;
  forecast: readonly ForecastHour[];
  /** For each forecast hour, what lies downwind of its wind (drift zone and adjacent, toward). */
  downwind: readonly (readonly DownwindCrop[])[];
  equipment: { dropletClass: DropletClass; boomHeightIn: number };
};

/** The tank's actives that injure the crop being sprayed (the catalogue's tolerance). */
const TANK_CROP_SOURCE =
  "The catalogue's crop and trait tolerances (api/migrations/CATALOG_SOURCES.md): a product's label lists the crops and traits it may be sprayed over; one it injures is not among them";

/** Forecast highs by the field's date: the hours the forecast holds of each day, and whether it holds the day's end. */
export function dayHighs(forecast: readonly ForecastHour[], timeZone: string): Map<string, DayHigh> {
  const days = new Map<string, DayHigh>();
  for (const hour of forecast) {
    const date = dateIn(new Date(hour.time), timeZone);
    const day = days.get(date) ?? { date, highF: null, complete: false };
    day.highF = day.highF === null ? hour.temperatureF : Math.max(day.highF, hour.temperatureF);
    days.set(date, day);
  }
  // A day is complete when the forecast goes on into a later day, or its last hour ends the day.
  const dates = [...days.keys()].sort();
  for (const date of dates.slice(0, -1)) (days.get(date) as DayHigh).complete = true;
  const last = forecast.at(-1);
  const lastDay = days.get(dates.at(-1) ?? '');
  if (last && lastDay && dateIn(new Date(Date.parse(last.time) + HOUR_MS), timeZone) !== lastDay.date)
    lastDay.complete = true;
  return days;
}

/** The day of a moment and the day after it, from the forecast (a day it does not reach: unknown). */
function daysAround(time: Date, highs: Map<string, DayHigh>, timeZone: string) {
  const dayOf = dateIn(time, timeZone);
  // Noon of the next day in the zone is safely on the next date whatever the offset.
  const dayAfter = dateIn(new Date(time.getTime() + DAY_MS), timeZone);
  const known = (date: string): DayHigh => highs.get(date) ?? { date, highF: null, complete: false };
  return {
    dayOf: known(dayOf),
    dayAfter: known(
      dayAfter === dayOf ? dateIn(new Date(time.getTime() + DAY_MS + 2 * HOUR_MS), timeZone) : dayAfter,
    ),
  };
}

const horizonOf = (forecast: readonly ForecastHour[]) => {
  const last = forecast.at(-1);
  return last ? new Date(Date.parse(last.time) + HOUR_MS) : null;
};

/**
 * Whatever else in the tank injures the crop being sprayed, beyond what a label's own crop rule
 * already said (atrazine + mesotrione on soybean; 2,4-D + glufosinate on Xtend soybean).
 */
function tankInjuresCrop(context: TankContext, verdict: HourVerdict): Breach | null {
  const crop = context.crop;
  if (!crop) return null;
  const judged = new Set(
    rulesInForce(context)
      .filter(({ rule }) => rule.kind === 'crop')
      .map(({ label }) => label.active),
  );
  const injuring = context.actives.filter((active) => crop.injuredBy.includes(active) && !judged.has(active));
  if (injuring.length === 0 || verdict.breaches.some((breach) => breach.rule === 'tank.crop')) return null;
  return {
    rule: 'tank.crop',
    kind: 'crop',
    tier: 'prohibited',
    words: 'Do not spray a crop the tank injures: no label in it allows this crop.',
    found: `${injuring.join(' and ')} ${injuring.length === 1 ? 'injures' : 'injure'} ${crop.label}, the crop being sprayed`,
    source: TANK_CROP_SOURCE,
    confirmed: false,
    products: injuring.join(', '),
  };
}

/** One hour's (or the start's) facts judged with the tank on its own date. */
function judged(application: Application, facts: HourFacts): HourVerdict {
  const context: TankContext = { ...application.tank, date: dateIn(facts.time, application.timeZone) };
  const verdict = judgeHour(context, facts);
  const crop = tankInjuresCrop(context, verdict);
  if (!crop) return verdict;
  return { allowed: false, breaches: [crop, ...verdict.breaches], cautions: verdict.cautions };
}

/** Every forecast hour of the application, judged whole. */
export function judgeForecastHours(application: Application): HourVerdict[] {
  const highs = dayHighs(application.forecast, application.timeZone);
  const horizon = horizonOf(application.forecast);
  return application.forecast.map((_hour, index) => {
    const facts = forecastHourFacts(
      application.forecast,
      index,
      application.place,
      application.downwind[index] ?? [],
    );
    return judged(application, {
      ...facts,
      horizon,
      days: daysAround(facts.time, highs, application.timeZone),
      equipment: application.equipment,
    });
  });
}

/** The start judged on the applicator's readings; the forecast still gives the day's highs and rain ahead. */
export function judgeMeasuredStart(
  application: Application,
  at: Date,
  readings: MeasuredReadings,
  downwind: readonly DownwindCrop[],
): HourVerdict {
  const highs = dayHighs(application.forecast, application.timeZone);
  const facts = measuredFacts(at, readings, application.forecast, application.place, downwind);
  const days = daysAround(at, highs, application.timeZone);
  // What the applicator measured is part of the day of treatment's high.
  const dayOf: DayHigh = {
    ...days.dayOf,
    highF: Math.max(days.dayOf.highF ?? readings.temperatureF, readings.temperatureF),
  };
  return judged(application, {
    ...facts,
    horizon: horizonOf(application.forecast),
    days: { dayOf, dayAfter: days.dayAfter },
    equipment: application.equipment,
  });
}

/** The products of the labels in the tank on a date, each flagged when not registered for the use. */
export function applicationProducts(application: Application, at: Date): LabelProductOnDate[] {
  return labelProducts({ ...application.tank, date: dateIn(at, application.timeZone) });
}
