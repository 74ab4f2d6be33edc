import type { Viewer } from '../../auth/viewer';
import { ApiError } from '../../errors';
import type { SprayService } from '../spray-safety/service';
import { FIXED_REACH_METERS } from './notice-kernel';

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

/** The fields the spray reaches, a GeoJSON geometry, or a distance around the sprayed fields. */
export type Reach = (
  viewer: Viewer,
  request: ReachRequest,
) => Promise<{
  meters: number;
  zone: string | null;
  /** The fields reached, when the reach was judged field by field. */
  fields?: string[];
  basis: 'drift' | 'distance';
}>;

/** Every field within a fixed distance, on all sides. */
export const fixedReach: Reach = async () => ({ meters: FIXED_REACH_METERS, zone: null, basis: 'distance' });

/**
 * The fields the spray reaches by spray-safety's model: those the tank injures inside the drift
 * zone of the wind measured at the start or of the forecast's for its hour, judged as the index
 * judges its downwind neighbours (SprayService.sprayReach). When the weather source fails,
 * nobody can say which way drift goes, so every field within the fixed distance on all sides is
 * told instead: warning one neighbour too many is better than missing the one downwind.
 */
export function driftReach(spray: SprayService): Reach {
  return async (viewer, request) => {
    const plan =
      request.tankMix !== null
        ? { tank_mix: request.tankMix }
        : { herbicide_groups: request.herbicideGroups };
    try {
      const fields = await spray.sprayReach(viewer, {
        fieldUuids: request.fieldUuids,
        plan,
        startedAt: request.startedAt,
        measured: request.wind,
      });
      return { meters: 0, zone: null, fields, basis: 'drift' };
    } catch (error) {
      if (error instanceof ApiError && error.status === 503) return fixedReach(viewer, request);
      throw error;
    }
  };
}
