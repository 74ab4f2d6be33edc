import type { ForecastHour } from '../../providers/weather';
import { inversionRisk, swingAround } from './inversion';
import type { DownwindCrop, HourFacts } from './label-rules';
import { sunTimes } from './sun';

// The facts a label rule is judged on, for a forecast hour or for the moment spraying starts
// with the applicator's own readings. Pure: the forecast and the place come in.

const DAY_MS = 86_400_000;

/** The days either side too: an evening's inversion lasts into the next morning. */
function sunsAround(time: Date, lat: number, lng: number) {
  return [-1, 0, 1].flatMap((day) => sunTimes(new Date(time.getTime() + day * DAY_MS), lat, lng) ?? []);
}

/** YYYY-MM-DD of a moment in a time zone: the date a label's dates are read against. */
export { dateIn as localDate } from './time-zone';

export type Place = { lat: number; lng: number };

/** The facts of forecast hour `index`, with the crops the tank would injure in its drift zone. */
export function forecastHourFacts(
  hours: readonly ForecastHour[],
  index: number,
  place: Place,
  downwind: readonly DownwindCrop[],
): HourFacts {
  const hour = hours[index] as ForecastHour;
  const time = new Date(hour.time);
  return {
    time,
    hours: 1,
    windMph: hour.windSpeedMph,
    temperatureF: hour.temperatureF,
    sun: sunTimes(time, place.lat, place.lng),
    inversion: inversionRisk({
      time,
      windMph: hour.windSpeedMph,
      skyCoverPercent: hour.skyCoverPercent,
      swingF: swingAround(hours, index),
      suns: sunsAround(time, place.lat, place.lng),
    }),
    rainAhead: hours.slice(index).map((each) => ({ time: new Date(each.time), chance: each.chanceOfRain })),
    downwind,
  };
}

/** What the applicator measured at boom height when spraying starts. */
export type MeasuredReadings = { windMph: number; windFromDeg: number; temperatureF: number };

/**
 * The facts of the moment spraying starts: the applicator's wind and temperature, the clock,
 * and from the forecast what nobody measures at the boom (sky, the day's swing, rain ahead).
 */
export function measuredFacts(
  at: Date,
  readings: MeasuredReadings,
  hours: readonly ForecastHour[],
  place: Place,
  downwind: readonly DownwindCrop[],
): HourFacts {
  // The forecast hour the start falls in; none when it lies before or past the forecast.
  const index = hours.findIndex(
    (hour) => Date.parse(hour.time) <= at.getTime() && Date.parse(hour.time) + 3_600_000 > at.getTime(),
  );
  const hour = index === -1 ? undefined : hours[index];
  // Rain ahead counts from the start, whatever the forecast's first hour.
  const ahead = hours.filter((each) => Date.parse(each.time) + 3_600_000 > at.getTime());
  return {
    time: at,
    hours: 0,
    windMph: readings.windMph,
    temperatureF: readings.temperatureF,
    sun: sunTimes(at, place.lat, place.lng),
    inversion: inversionRisk({
      time: at,
      windMph: readings.windMph,
      skyCoverPercent: hour?.skyCoverPercent ?? null,
      swingF: hour ? swingAround(hours, index) : null,
      suns: sunsAround(at, place.lat, place.lng),
    }),
    rainAhead: ahead.map((each) => ({ time: new Date(each.time), chance: each.chanceOfRain })),
    downwind,
  };
}
