import type { Viewer } from '../../auth/viewer';
import { ApiError, badRequest } from '../../errors';
import type { FieldsService } from '../farms/service';
import { type Application, judgeForecastHours, judgeMeasuredStart } from '../spray-safety/application';
import { DEFAULT_BOOM_HEIGHT_IN, DEFAULT_DROPLET_CLASS } from '../spray-safety/drift-model';
import type { MeasuredReadings } from '../spray-safety/hour-facts';
import { type Breach, breachLine, type HourVerdict } from '../spray-safety/label-rules';
import { measuresOn, type PlannedSpray, type SprayService } from '../spray-safety/service';
import { timeZoneAt } from '../spray-safety/time-zone';
import { plannerMessages, type SprayReadings } from './answers';

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
  request: { fieldUuids: string[]; plan: PlannedSpray; startedAt: Date; readings: MeasuredReadings },
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
      // Dicamba's label judges the day's and the next day's forecast high (7.5) and its record
      // keeps that forecast (item 22): with no forecast there is nothing to judge or confirm.
      if (hours.length === 0 && actives.includes('dicamba'))
        throw badRequest(plannerMessages.noForecastDicamba, {
          started_at: [plannerMessages.noForecastDicamba],
        });
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
      // The same application the dashboard judged, with the applicator's readings at the start.
      const application: Application = {
        tank: {
          actives,
          named,
          crop: await deps.spray.sprayedCrop(viewer, field, plan),
          endangeredSpecies: measuresOn(plan, field),
        },
        place: field.center,
        timeZone: timeZoneAt(field.center.lat, field.center.lng),
        forecast: hours,
        downwind: index === -1 ? [] : hours.map((_hour, at) => (at === index ? (downwind[1] ?? []) : [])),
        equipment: {
          dropletClass: plan.droplet_class ?? DEFAULT_DROPLET_CLASS,
          boomHeightIn: plan.boom_height_in ?? DEFAULT_BOOM_HEIGHT_IN,
        },
      };
      measured.push(judgeMeasuredStart(application, startedAt, readings, downwind[0] ?? []));
      if (forecastHour) forecast.push(judgeForecastHours(application)[index] as HourVerdict);
    }
    return { measured: merged(measured), forecast: forecast.length > 0 ? merged(forecast) : null };
  };
}

/** Which input a broken rule is about, so the form can put the message beside it. */
const fieldOfRule: Record<string, keyof SprayReadings | 'started_at'> = {
  wind: 'measured_wind_mph',
  inversion: 'measured_wind_mph',
  temperature: 'measured_temperature_f',
  daylight: 'started_at',
  'sensitive-downwind': 'measured_wind_direction',
};

/**
 * Refuses a start whose measured conditions break a label rule in the tank, naming the rule;
 * asks for confirmation when only the forecast (or rain ahead) breaks one. Answers the lines
 * the grower confirmed, to keep with the spray.
 */
export async function conditionsToConfirm(
  startCheck: StartCheck | undefined,
  viewer: Viewer,
  request: Parameters<StartCheck>[1] & { confirm: boolean },
): Promise<string[]> {
  if (!startCheck) return [];
  const { measured, forecast } = await startCheck(viewer, request);
  // Rain ahead is a forecast by nature: the applicator may know it will not run off. The crop
  // being sprayed is the grower's record, which the applicator in the field may know better: both
  // are confirmed, not refused, and the confirmation is kept word for word.
  // What the forecast cannot show (its end before tomorrow's high) is not allowed unknown: the
  // applicator who read the forecast for both days confirms it.
  const refused = measured.breaches.filter(
    (breach) =>
      breach.rule.endsWith('.registration') ||
      (breach.kind !== 'rain' && breach.kind !== 'crop' && !breach.found.startsWith('unknown:')),
  );
  if (refused.length > 0) {
    const fields: Record<string, string[]> = {};
    for (const breach of refused) {
      const field = fieldOfRule[breach.kind] ?? 'non_field_errors';
      fields[field] = [
        ...(fields[field] ?? []),
        plannerMessages.refused(breach.products, breachLine(breach)),
      ];
    }
    throw badRequest(
      plannerMessages.refused(refused[0]?.products ?? '', breachLine(refused[0] as Breach)),
      fields,
    );
  }
  const seen = new Set<string>();
  // The label's terms no input holds (DRA and VRA, no AMS, the rate, the ground speed, ground
  // equipment) are confirmed at every start in the label's words, never taken as met.
  const terms = measured.cautions.filter((caution) => caution.found.startsWith('to confirm at the start:'));
  const toConfirm = [...measured.breaches, ...(forecast?.breaches ?? []), ...terms].filter((breach) => {
    if (seen.has(breach.rule)) return false;
    seen.add(breach.rule);
    return true;
  });
  const lines = toConfirm.map((breach) =>
    breach.found.startsWith('to confirm at the start:')
      ? plannerMessages.term(breach.products, breachLine(breach))
      : plannerMessages.confirm(breach.products, breachLine(breach)),
  );
  if (lines.length > 0 && !request.confirm)
    throw new ApiError(409, 'confirm_forecast', lines[0] as string, { confirm_forecast: lines });
  return lines;
}
