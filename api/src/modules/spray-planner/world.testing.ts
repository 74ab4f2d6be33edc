import { afterAll, beforeAll, expect } from 'vitest';
import { steadyWeather } from '../../providers/weather/steady';
import { startTestApi, type TestApi } from '../../testing';
import { writeDemoRegion } from '../clu/seed';
import { WeatherService } from '../spray-safety/weather-service';

// The spray planner's calls as growers and their neighbours meet them, on one demo region.
export const SOYBEAN = 2;
export const XTEND = 8; // soybean - Roundup Ready 2 Xtend: tolerates dicamba and glyphosate, not 2,4-D
export const GROUP_4 = 4; // synthetic auxins: 2,4-D, dicamba, …
export const GROUP_9 = 9; // glyphosate

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
export type Grower = { access: string; email: string; farm: number; field: string; uuid: string };

// Calm air: drift may go any way, so the zone surrounds the sprayed field (spray-safety's model).
let weatherUp = true;
/** Whether the weather source answers, from now on in the file. */
export const setWeatherUp = (up: boolean) => {
  weatherUp = up;
};
// Its hours run from an hour before the last noon in Kansas, when the tests start their sprays.
const calm = steadyWeather(
  undefined,
  () => weatherUp,
  () => new Date(Date.parse(lastNoonInKansas()) - 3_600_000),
);

export let api: TestApi;
export let sprayer: Grower;
export let nextDoor: Grower; // plan B, soybean Xtend beside the sprayer
export let farAway: Grower; // soybean Xtend, far outside any reach
export let onPlanF: Grower; // plan F, soybean Xtend beside the sprayer

async function grower(
  clu: string,
  name: string,
  plan: 'B' | 'F',
  crop?: { crop: number; crop_trait: number },
) {
  const session = await api.session({ plan, fullName: name });
  const claimed = await api.call<{ uuid: string; farm: number }>(
    session.access,
    'PATCH',
    `/farms/fields/${clu}/claim/`,
    { name: `${name} field`, legal_confirmed: true },
  );
  expect(claimed.status).toBe(200);
  if (crop) {
    const edited = await api.call(session.access, 'PATCH', `/farms/fields/${claimed.body.uuid}/`, crop);
    expect(edited.status).toBe(200);
  }
  return {
    access: session.access,
    email: session.email,
    farm: claimed.body.farm,
    field: claimed.body.uuid,
    uuid: session.uuid,
  };
}

export const plannerPath = (farm: number) => `/events/farms/${farm}/spray-planner/`;

/** The last 18:00 UTC: noon in Kansas, inside every label's hours and never a day ago. */
export function lastNoonInKansas(): string {
  const noon = new Date();
  noon.setUTCHours(18, 0, 0, 0);
  if (noon.getTime() > Date.now()) noon.setUTCDate(noon.getUTCDate() - 1);
  return noon.toISOString();
}
/** A start the labels allow as measured: 5 mph from the south, 70°F, at noon. */
export const allowedStart = {
  measured_wind_mph: 5,
  measured_wind_direction: 'S',
  measured_temperature_f: 70,
  started_at: lastNoonInKansas(),
  // The test weather is calm: the forecast breaks the dicamba label's wind rule, so confirm.
  confirm_forecast: true,
};

/**
 * Starts the api on a demo region with four growers: the sprayer, a plan B neighbour next door,
 * one on plan F next door, and one far away (soybean Xtend each), for the file's tests.
 */
export function usePlannerFixtures() {
  beforeAll(async () => {
    api = await startTestApi({ weather: new WeatherService(calm) });
    await writeDemoRegion(api.db, 400);
    // A field, the two whose sides face it (nearest centres within 100 m), one more than 5 km away.
    const [first] = await api.db.query<{ uuid: string }>('SELECT uuid FROM clu_fields ORDER BY uuid LIMIT 1');
    const near = await api.db.query<{ uuid: string }>(
      `SELECT c.uuid FROM clu_fields c, clu_fields o WHERE o.uuid = $1 AND c.uuid <> o.uuid
       AND ST_DWithin(c.geom::geography, o.geom::geography, 100)
       ORDER BY ST_Distance(ST_Centroid(c.geom), ST_Centroid(o.geom)) LIMIT 2`,
      [first?.uuid],
    );
    const [far] = await api.db.query<{ uuid: string }>(
      `SELECT c.uuid FROM clu_fields c, clu_fields o WHERE o.uuid = $1
       AND NOT ST_DWithin(c.geom::geography, o.geom::geography, 5000) ORDER BY c.uuid LIMIT 1`,
      [first?.uuid],
    );
    if (!first || near.length < 2 || !far) throw new Error('the demo region lacks neighbouring fields');
    sprayer = await grower(first.uuid, 'Sprayer', 'B');
    nextDoor = await grower(near[0]?.uuid ?? '', 'Next Door', 'B', { crop: SOYBEAN, crop_trait: XTEND });
    onPlanF = await grower(near[1]?.uuid ?? '', 'Plan F', 'F', { crop: SOYBEAN, crop_trait: XTEND });
    farAway = await grower(far.uuid, 'Far Away', 'B', { crop: SOYBEAN, crop_trait: XTEND });
  }, 120_000);
  afterAll(() => api?.close());
}
