import type { Viewer } from '../../auth/viewer';
import { ApiError } from '../../errors';
import { FIXED_REACH_METERS } from './notice-kernel';
import type { SprayService } from './service';

// How far a planned spray reaches, for deciding which neighbours are told.

/** The spray a reach is asked about. */
export type ReachRequest = {
  fieldUuids: string[];
  herbicideGroups: number[];
  tankMix: number | null;
  startedAt: Date;
  /** The wind the applicator measured at the start; the forecast's for the hour when absent. */
  wind?: { speedMph: number; fromDeg: number };
};

/** A GeoJSON geometry the spray reaches, or a distance around the sprayed fields. */
export type Reach = (
  viewer: Viewer,
  request: ReachRequest,
) => Promise<{ meters: number; zone: string | null; basis: 'drift' | 'distance' }>;

/** Every field within a fixed distance, on all sides. */
export const fixedReach: Reach = async () => ({ meters: FIXED_REACH_METERS, zone: null, basis: 'distance' });

const HOUR_MS = 60 * 60 * 1000;

/**
 * The drift zones of the sprayed fields for the wind measured at the start and for the forecast
 * wind of the hour spraying starts (spray-safety's model): the zones the start check judged. When the weather source fails, nobody can say which way drift goes,
 * so every field within the fixed distance on all sides is told instead: warning one neighbour
 * too many is better than missing the one downwind.
 */
export function driftReach(spray: SprayService, now: () => Date = () => new Date()): Reach {
  return async (viewer, request) => {
    const hour = Math.max(0, Math.round((request.startedAt.getTime() - now().getTime()) / HOUR_MS));
    const plan =
      request.tankMix !== null
        ? { tank_mix: request.tankMix }
        : { herbicide_groups: request.herbicideGroups };
    try {
      // The measured wind at the start, and the forecast's for the hour: the wind turns while a
      // farm is sprayed, so a neighbour downwind of either is told.
      const winds = [
        {},
        ...(request.wind
          ? [{ wind_speed_mph: request.wind.speedMph, wind_direction_deg: request.wind.fromDeg }]
          : []),
      ];
      const zones = await Promise.all(
        request.fieldUuids.flatMap((uuid) =>
          winds.map((wind) => spray.fieldDrift(viewer, uuid, { ...plan, hour, ...wind })),
        ),
      );
      const coordinates = zones.flatMap((zone) => zone.geometry?.coordinates ?? []);
      return { meters: 0, zone: JSON.stringify({ type: 'MultiPolygon', coordinates }), basis: 'drift' };
    } catch (error) {
      if (error instanceof ApiError && error.status === 503) return fixedReach(viewer, request);
      throw error;
    }
  };
}
