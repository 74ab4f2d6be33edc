import type { Viewer } from '../../auth/viewer';
import type { Db } from '../../db/db';
import { ApiError } from '../../errors';
import type { ForecastHour } from '../../providers/weather';
import { checkedTarget } from '../catalogue/choices';
import { judge } from '../catalogue/compatibility';
import type { SprayTank } from '../catalogue/service';
import { type Application, judgeForecastHours, judgeMeasuredStart } from './application';
import { type NearJudge, sprayedCropOf } from './downwind';
import type { MeasuredReadings } from './hour-facts';
import type { Breach, HourVerdict } from './label-rules';
import { measuresOn, productsByActive } from './plan';
import { type ReachedField, reachedFields } from './reach-store';
import type { SprayService } from './service';
import { timeZoneAt } from './time-zone';

// A spray's start judged once, whole (SPRAYABILITY.md): for each sprayed field, one forecast read
// and one sweep of the drift zone for both winds (the one measured at boom height and the
// forecast's for the start's hour), from which come the label verdicts of the measured start and
// of its forecast hour, and the neighbours the spray reaches. The start, its confirmation, its
// notices and the spray's record all read this one answer (docs/spray-start-walk.md).

export type { ReachedField } from './reach-store';

/** When the forecast cannot say which way drift goes, a neighbour's field this close to a sprayed field is in reach. */
export const FIXED_REACH_METERS = 300;

const HOUR_MS = 3_600_000;

/** A sprayed field as the judgement reads it: where it is, its crop, its county's measures. */
export type SprayedField = {
  uuid: string;
  center: { lat: number; lng: number };
  crop: number | null;
  crop_trait: number | null;
  endangered_species_measures: boolean;
};

export type StartJudgement = {
  /** The first sprayed field's IANA zone: the spray's hours are read in it, by the grower and the neighbours. */
  timeZone: string;
  /** The rules the measured readings, the clock and the land downwind break, on any field. */
  measured: HourVerdict;
  /** The rules the forecast for the start's hour breaks; null when no field's forecast holds that hour. */
  forecast: HourVerdict | null;
  /** A sprayed field has no forecast at all (the weather source failed, or holds no hour). */
  forecastMissing: boolean;
  /**
   * The neighbours' cropped fields the spray reaches: those the tank injures inside either wind's
   * drift zone or beside the field with the wind toward them (`drift`); when a forecast could not
   * be read, nobody can say which way drift goes, so every one within FIXED_REACH_METERS on all
   * sides (`distance`): warning one neighbour too many is better than missing the one downwind.
   */
  reach: { basis: 'drift' | 'distance'; fields: ReachedField[] };
};

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

/** The crops around judged against the tank already read: no second trip to the catalogue. */
const tankJudge = (tank: SprayTank): NearJudge => ({
  catalogue: tank.catalogue,
  verdicts: async (targets) =>
    targets.map((target) =>
      judge(tank.catalogue, checkedTarget(tank.catalogue, target), tank.actives, tank.products),
    ),
});

/** The forecast hour a moment falls in; -1 before the forecast's first hour or past its end. */
const hourAt = (hours: readonly ForecastHour[], at: Date) =>
  hours.findIndex(
    (hour) => Date.parse(hour.time) <= at.getTime() && Date.parse(hour.time) + HOUR_MS > at.getTime(),
  );

export type StartJudge = (
  viewer: Viewer,
  start: { fields: readonly SprayedField[]; tank: SprayTank; startedAt: Date; readings: MeasuredReadings },
) => Promise<StartJudgement>;

export function startJudge(deps: { db: Db; spray: SprayService }): StartJudge {
  return async (viewer, { fields, tank, startedAt, readings }) => {
    const plan = tank.tankMix ? { tank_mix: tank.tankMix.id } : { herbicide_groups: tank.groups };
    const actives = tank.actives.map((active) => active.name);
    const near = tankJudge(tank);
    const measured: HourVerdict[] = [];
    const forecast: HourVerdict[] = [];
    const reached = new Set<string>();
    let weatherDown = false;
    let forecastMissing = false;
    for (const field of fields) {
      const { hours, issuedAt } = await deps.spray.forecast(field.center).then(
        (answer) => ({ hours: answer.hours, issuedAt: answer.issuedAt }),
        (error: unknown) => {
          // Without weather the measured readings still decide; nothing is forecast to confirm.
          if (!(error instanceof ApiError && error.status === 503)) throw error;
          weatherDown = true;
          return { hours: [] as ForecastHour[], issuedAt: '' };
        },
      );
      if (hours.length === 0) forecastMissing = true;
      // The start's hour; the reach takes the forecast's first hour for a start before it.
      const index = hourAt(hours, startedAt);
      const forecastWind = hours[index === -1 ? 0 : index];
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
        forecastWind ? [measuredWind, forecastWind] : [measuredWind],
        near,
      );
      const application: Application = {
        tank: {
          actives,
          named: productsByActive(tank.actives, tank.products),
          crop: await sprayedCropOf(field, plan, near),
          endangeredSpecies: measuresOn(plan, field),
        },
        place: field.center,
        timeZone: timeZoneAt(field.center.lat, field.center.lng),
        forecast: hours,
        issuedAt,
        downwind: index === -1 ? [] : hours.map((_hour, at) => (at === index ? (downwind[1] ?? []) : [])),
        // The start form names no droplet class nor boom height: the applicator confirms the
        // label's words (Stryax, Application equipment, p. 11), never the drift model's assumption.
        equipment: { dropletClass: null, boomHeightIn: null },
      };
      measured.push(judgeMeasuredStart(application, startedAt, readings, downwind[0] ?? []));
      if (index !== -1) forecast.push(judgeForecastHours(application)[index] as HourVerdict);
      // Buildings are judged, not told: a notice goes to a neighbour's crop.
      for (const each of downwind.flat()) if (!each.residential) reached.add(each.uuid);
    }
    const fieldUuids = fields.map((field) => field.uuid);
    const [first] = fields;
    return {
      timeZone: first ? timeZoneAt(first.center.lat, first.center.lng) : 'UTC',
      measured: merged(measured),
      forecast: forecast.length > 0 ? merged(forecast) : null,
      forecastMissing,
      reach: {
        basis: weatherDown ? 'distance' : 'drift',
        fields: await reachedFields(deps.db, {
          exceptAccount: viewer.accountId,
          fieldUuids,
          meters: FIXED_REACH_METERS,
          only: weatherDown ? null : [...reached],
        }),
      },
    };
  };
}
