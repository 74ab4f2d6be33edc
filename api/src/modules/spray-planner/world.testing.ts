import { afterAll, beforeAll } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { writeDemoRegion } from '../clu/seed';
import { calmWeather, claimingGrower, cluAndNeighbours, type Grower, SOYBEAN, XTEND } from './region.testing';

// The spray planner's calls as growers and their neighbours meet them, on one demo region.
export {
  allowedStart,
  GROUP_4,
  GROUP_9,
  type Grower,
  lastNoonInKansas,
  SOYBEAN,
  XTEND,
} from './region.testing';

export type Planner = {
  farm: number;
  herbicide_group: { id: number; group_label: string; group_type: string; herbicide_names: string[] }[];
  tank_mix: { id: number | null; name: string } | null;
  fields: { uuid: string; name: string }[];
  started_at: string | null;
  time_zone: string | null;
  neighbours_notified: number;
  notified_accounts?: number[];
  readings?: { wind_mph: number; wind_from_deg: number; temperature_f: number } | null;
  confirmed_forecast?: string[];
};
export type Notice = {
  id: number;
  spray_id: number | null;
  kind: 'started' | 'stopped';
  stopped_at: string | null;
  started_at: string;
  herbicides: { group_label: string; herbicide_names: string[] }[];
  fields: { uuid: string; name: string; crop_trait: string; injured_by: string[] }[];
  sprayer: { full_name: string; email: string } | null;
  sprayed_by: string | null;
  active: boolean;
};

let weatherUp = true;
/** Whether the weather source answers, from now on in the file. */
export const setWeatherUp = (up: boolean) => {
  weatherUp = up;
};

export let api: TestApi;
export let sprayer: Grower;
export let nextDoor: Grower; // plan B, soybean Xtend beside the sprayer
export let farAway: Grower; // soybean Xtend, far outside any reach
export let onPlanF: Grower; // plan F, soybean Xtend beside the sprayer

export const plannerPath = (farm: number) => `/events/farms/${farm}/spray-planner/`;

/**
 * Starts the api on a demo region with four growers: the sprayer, a plan B neighbour next door,
 * one on plan F next door, and one far away (soybean Xtend each), for the file's tests.
 */
export function usePlannerFixtures() {
  beforeAll(async () => {
    // Every file starts with the weather up (a file before it in the same process may have left it down).
    weatherUp = true;
    api = await startTestApi({ weather: calmWeather(() => weatherUp) });
    await writeDemoRegion(api.db, 400);
    // A field, the two whose sides face it, one more than 5 km away.
    const { first, near } = await cluAndNeighbours(api, 2);
    const [far] = await api.db.query<{ uuid: string }>(
      `SELECT c.uuid FROM clu_fields c, clu_fields o WHERE o.uuid = $1
       AND NOT ST_DWithin(c.geom::geography, o.geom::geography, 5000) ORDER BY c.uuid LIMIT 1`,
      [first],
    );
    if (!far) throw new Error('the demo region has no field far away');
    const soybeanXtend = { crop: { crop: SOYBEAN, crop_trait: XTEND } };
    sprayer = await claimingGrower(api, first, 'Sprayer');
    nextDoor = await claimingGrower(api, near[0] ?? '', 'Next Door', soybeanXtend);
    onPlanF = await claimingGrower(api, near[1] ?? '', 'Plan F', { plan: 'F', ...soybeanXtend });
    farAway = await claimingGrower(api, far.uuid, 'Far Away', soybeanXtend);
  }, 120_000);
  afterAll(() => api?.close());
}
