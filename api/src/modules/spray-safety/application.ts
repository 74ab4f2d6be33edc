import { dateTimeFormat } from '@field-boundaries/contract/zone-time';
import type { ForecastHour } from '../../providers/weather';
import { forecastHourFacts, type MeasuredReadings, measuredFacts, type Place } from './hour-facts';
import {
  type Breach,
  type DayHigh,
  type DownwindCrop,
  type Equipment,
  type HourFacts,
  type HourVerdict,
  judgeHour,
  type LabelProductOnDate,
  labelProducts,
  rulesInForce,
  type TankContext,
} from './label-rules';
import { stateBreaches } from './state-rules';
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
  /** When the forecast was issued (ISO 8601): the label's highs are a forecast of the day of application. */
  issuedAt: string;
  /** For each forecast hour, what lies downwind of its wind (drift zone and adjacent, toward). */
  downwind: readonly (readonly DownwindCrop[])[];
  /** What the plan names; null where it names nothing (judged "to confirm at the start"). */
  equipment: Equipment;
};

/** The tank's actives that injure the crop being sprayed (the catalogue's tolerance). */
const TANK_CROP_SOURCE =
  "The catalogue's crop and trait tolerances (api/migrations/CATALOG_SOURCES.md): a product's label lists the crops and traits it may be sprayed over; one it injures is not among them";

/** The hour of the day (0–23) of a moment in a zone. */
const hourIn = (moment: Date, timeZone: string) =>
  Number(dateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(moment)) % 24;

/**
 * The last hour of the day, in the field's zone, from which a forecast that starts that day still
 * knows its high: the label's forecast maximum comes in the afternoon, so a forecast issued after
 * the morning (a 5 p.m. forecast) does not know the day's high.
 */
export const FIRST_DAY_KNOWN_UNTIL_HOUR = 12;

/**
 * Forecast highs by the field's date: the highest hour the forecast holds of each day, and
 * whether it holds the whole day. A day is complete only when its hours run without a gap from
 * its local midnight (or, for the forecast's first day, from a first hour no later than noon) to
 * its end; a gap anywhere in it, or a first day that starts in the afternoon, leaves its high
 * unknown (SPRAYABILITY.md, "The forecast high").
 */
export function dayHighs(forecast: readonly ForecastHour[], timeZone: string): Map<string, DayHigh> {
  const days = new Map<string, DayHigh & { times: number[] }>();
  for (const hour of forecast) {
    const date = dateIn(new Date(hour.time), timeZone);
    const day = days.get(date) ?? { date, highF: null, complete: false, times: [] };
    day.highF = day.highF === null ? hour.temperatureF : Math.max(day.highF, hour.temperatureF);
    day.times.push(Date.parse(hour.time));
    days.set(date, day);
  }
  const first = forecast[0] ? Date.parse(forecast[0].time) : null;
  const answer = new Map<string, DayHigh>();
  for (const day of days.values()) {
    const times = [...day.times].sort((a, b) => a - b);
    const earliest = times[0] as number;
    const latest = times.at(-1) as number;
    const noGap = times.every(
      (time, index) => index === 0 || time - (times[index - 1] as number) === HOUR_MS,
    );
    const fromMidnight = dateIn(new Date(earliest - HOUR_MS), timeZone) !== day.date;
    const fromMorning =
      earliest === first && hourIn(new Date(earliest), timeZone) <= FIRST_DAY_KNOWN_UNTIL_HOUR;
    const toEnd = dateIn(new Date(latest + HOUR_MS), timeZone) !== day.date;
    answer.set(day.date, {
      date: day.date,
      highF: day.highF,
      complete: noGap && toEnd && (fromMidnight || fromMorning) && times.every(Number.isFinite),
    });
  }
  return answer;
}

/**
 * For each forecast hour, where the forecast stops running hour after hour from it: its end, or
 * the first gap. A rule that looks past it (rain within 48 h) answers unknown.
 */
function horizonsOf(forecast: readonly ForecastHour[]): (Date | null)[] {
  const ends: (Date | null)[] = forecast.map(() => null);
  let end: number | null = null;
  for (let index = forecast.length - 1; index >= 0; index--) {
    const time = Date.parse((forecast[index] as ForecastHour).time);
    const next = forecast[index + 1];
    end = next && end !== null && Date.parse(next.time) - time === HOUR_MS ? end : time + HOUR_MS;
    ends[index] = new Date(end);
  }
  return ends;
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

/** Where the forecast stops running without a gap from a moment on; null when it holds nothing after it. */
const horizonFrom = (forecast: readonly ForecastHour[], at: Date) => {
  const index = forecast.findIndex((hour) => Date.parse(hour.time) + HOUR_MS > at.getTime());
  if (index === -1) return null;
  // A gap between the moment and the forecast's first hour after it: known only up to the moment.
  if (Date.parse((forecast[index] as ForecastHour).time) > at.getTime()) return at;
  return horizonsOf(forecast)[index] ?? null;
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
  const extra = [...(crop ? [crop] : []), ...stateBreaches(application.place, context, facts)];
  if (extra.length === 0) return verdict;
  return { allowed: false, breaches: [...extra, ...verdict.breaches], cautions: verdict.cautions };
}

/**
 * Why the forecast's highs are not a forecast of the day of application, or null when they are.
 * Record item 22 of the Stryax label (p. 10) asks for "a weather forecast by NOAA/National Weather
 * Service on the day of application" showing the highs of the day of and the day after, which
 * 7.5 judges: a forecast issued on an earlier day than `today` (the start's day, or for planned
 * hours the day of the forecast's first hour, the source's now) is not that forecast, and an issue
 * time that is not a time cannot be told to be. NWS can serve a gridpoint forecast days old; the
 * adapter drops only the hours already past.
 */
function staleForecast(application: Application, today: string): string | null {
  const issued = Date.parse(application.issuedAt);
  if (!Number.isFinite(issued)) return 'the time the forecast was issued is not known';
  const issuedOn = dateIn(new Date(issued), application.timeZone);
  return issuedOn < today
    ? `the forecast was issued on ${issuedOn}, not on the day of application (${today})`
    : null;
}

/** The days around, their highs unknown when the forecast is not one of the day of application. */
function daysOf(days: ReturnType<typeof daysAround>, stale: string | null): ReturnType<typeof daysAround> {
  if (!stale) return days;
  return {
    dayOf: { ...days.dayOf, complete: false, unknownWhy: stale },
    dayAfter: { ...days.dayAfter, complete: false, unknownWhy: stale },
  };
}

/** Every forecast hour of the application, judged whole. */
export function judgeForecastHours(application: Application): HourVerdict[] {
  const highs = dayHighs(application.forecast, application.timeZone);
  const horizons = horizonsOf(application.forecast);
  const first = application.forecast[0];
  const stale = first ? staleForecast(application, dateIn(new Date(first.time), application.timeZone)) : null;
  return application.forecast.map((_hour, index) => {
    const facts = forecastHourFacts(
      application.forecast,
      index,
      application.place,
      application.downwind[index] ?? [],
    );
    return judged(application, {
      ...facts,
      horizon: horizons[index] ?? null,
      days: daysOf(daysAround(facts.time, highs, application.timeZone), stale),
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
  const days = daysOf(
    daysAround(at, highs, application.timeZone),
    staleForecast(application, dateIn(at, application.timeZone)),
  );
  // What the applicator measured is part of the day of treatment's high.
  // A reading that is not a number leaves the day's high unknown (NaN), never lower.
  const dayOf: DayHigh = {
    ...days.dayOf,
    highF: Number.isFinite(readings.temperatureF)
      ? Math.max(days.dayOf.highF ?? readings.temperatureF, readings.temperatureF)
      : Number.NaN,
  };
  return judged(application, {
    ...facts,
    horizon: horizonFrom(application.forecast, at),
    days: { dayOf, dayAfter: days.dayAfter },
    equipment: application.equipment,
  });
}

/** The products of the labels in the tank on a date, each flagged when not registered for the use. */
export function applicationProducts(application: Application, at: Date): LabelProductOnDate[] {
  return labelProducts({ ...application.tank, date: dateIn(at, application.timeZone) });
}
