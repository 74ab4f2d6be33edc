import { sprayReadingLimits as limits, sprayStartMessages } from '@field-boundaries/contract/spray-start';
import { instantOfWallClock, wallClock } from '@field-boundaries/contract/zone-time';
import type { SprayStart } from './hooks';

// The start-spraying form's own checks, for quick feedback; the api checks them all again.

/** The form's readings as typed: empty until the applicator enters them. */
export type Readings = { windMph: number | ''; windDirection: string | null; temperatureF: number | '' };

/** The api's own words for a reading out of range (contract/src/spray-start.ts). */
export const readingMessages = {
  windSpeed: sprayStartMessages.windSpeed,
  windDirection: sprayStartMessages.windDirection,
  temperature: sprayStartMessages.temperature,
};

export type StartErrors = {
  herbicides?: string;
  fields?: string;
  measuredWindMph?: string;
  measuredWindDirection?: string;
  measuredTemperatureF?: string;
};

export function sprayStartErrors(
  start: Pick<SprayStart, 'tankMixId' | 'herbicideGroupIds' | 'fieldUuids'>,
  readings: Readings,
): StartErrors {
  const errors: StartErrors = {};
  if (start.tankMixId === undefined && (start.herbicideGroupIds ?? []).length === 0)
    errors.herbicides = sprayStartMessages.nothing;
  if (start.fieldUuids.length === 0) errors.fields = sprayStartMessages.noFields;
  if (
    readings.windMph === '' ||
    readings.windMph < limits.windMph.min ||
    readings.windMph > limits.windMph.max
  )
    errors.measuredWindMph = readingMessages.windSpeed;
  if (!readings.windDirection) errors.measuredWindDirection = readingMessages.windDirection;
  if (
    readings.temperatureF === '' ||
    readings.temperatureF < limits.temperatureF.min ||
    readings.temperatureF > limits.temperatureF.max
  )
    errors.measuredTemperatureF = readingMessages.temperature;
  return errors;
}

/**
 * A date as a datetime-local input shows it, in the field's time zone ('2026-11-23T14:05'): the
 * start is typed and read in the field's time, wherever the browser is (the browser's own zone
 * only when the field's is not known).
 */
export function localInputValue(date: Date, timeZone?: string): string {
  if (timeZone) {
    const clock = wallClock(date, timeZone);
    return `${clock.date}T${clock.time}`;
  }
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The instant a typed start stands for, read in the field's zone (else the browser's). */
export function startInstant(typed: string, timeZone?: string): Date | null {
  if (timeZone) return instantOfWallClock(typed, timeZone);
  const moment = new Date(typed);
  return Number.isNaN(moment.getTime()) ? null : moment;
}
