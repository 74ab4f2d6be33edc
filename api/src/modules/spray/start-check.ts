import type { Viewer } from '../../auth/viewer';
import { ApiError } from '../../errors';
import type { FieldsService } from '../farms/service';
import { timeZoneAt } from '../weather/time-zone';
import { forecastHourFacts, localDate, type MeasuredReadings, measuredFacts } from './hour-facts';
import { type Breach, type HourVerdict, judgeHour } from './label-rules';
import { measuresOn, type SprayPlan, type SprayService } from './service';

// "Start spraying" checks the conditions against the labels in the tank twice: with what the
// applicator measured at boom height (a broken rule refuses the start), and with the forecast
// for that hour (a broken rule must be confirmed, and the confirmation is kept with the spray).

export type StartConditions = {
  /** The rules the measured readings, the clock and the neighbours downwind break. */
  measured: HourVerdict;
  /** The rules the forecast for the start's hour breaks; null when there is no forecast for it. */
  forecast: HourVerdict | null;
};

export type StartCheck = (
  viewer: Viewer,
  request: { fieldUuids: string[]; plan: SprayPlan; startedAt: Date; readings: MeasuredReadings },
) => Promise<StartConditions>;

const HOUR_MS = 3_600_000;

/** Every field's verdict as one: a rule broken on any field is broken for the spray. */
function merged(verdicts: readonly HourVerdict[]): HourVerdict {
  const unique = (breaches: Breach[]) => {
    const seen = new Set<string>();
    return breaches.filter((breach) => {
      const key = `${breach.rule}|${breach.tier}|${breach.found}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  };
  const breaches = unique(verdicts.flatMap((verdict) => verdict.breaches));
  return {
    allowed: breaches.length === 0,
    breaches,
    cautions: unique(verdicts.flatMap((verdict) => verdict.cautions)),
  };
}

export function startCheck(deps: { spray: SprayService; fields: FieldsService }): StartCheck {
  return async (viewer, { fieldUuids, plan, startedAt, readings }) => {
    const { actives, named } = await deps.spray.tankOf(viewer, plan);
    const measured: HourVerdict[] = [];
    const forecast: HourVerdict[] = [];
    for (const uuid of fieldUuids) {
      const field = await deps.fields.ownField(viewer, uuid);
      const hours = await deps.spray.forecast(field.center).then(
        (answer) => answer.hours,
        (error: unknown) => {
          // Without weather the measured readings still decide; nothing is forecast to confirm.
          if (error instanceof ApiError && error.status === 503) return [];
          throw error;
        },
      );
      // The forecast hour the start falls in: none for a start before the forecast's first hour.
      const index = hours.findIndex(
        (hour) =>
          Date.parse(hour.time) <= startedAt.getTime() &&
          Date.parse(hour.time) + HOUR_MS > startedAt.getTime(),
      );
      const forecastHour = index === -1 ? undefined : hours[index];
      const measuredWind = {
        windSpeedMph: readings.windMph,
        windDirection: readings.windMph === 0 ? 'CALM' : 'MEASURED',
        windDirectionDeg: readings.windFromDeg,
      };
      const { downwind } = await deps.spray.downwindFor(
        viewer,
        field,
        plan,
        actives,
        forecastHour ? [measuredWind, forecastHour] : [measuredWind],
      );
      const tank = {
        actives,
        named,
        date: localDate(startedAt, timeZoneAt(field.center.lat, field.center.lng)),
        endangeredSpecies: measuresOn(plan, field),
      };
      measured.push(
        judgeHour(tank, measuredFacts(startedAt, readings, hours, field.center, downwind[0] ?? [])),
      );
      if (forecastHour)
        forecast.push(judgeHour(tank, forecastHourFacts(hours, index, field.center, downwind[1] ?? [])));
    }
    return { measured: merged(measured), forecast: forecast.length > 0 ? merged(forecast) : null };
  };
}
