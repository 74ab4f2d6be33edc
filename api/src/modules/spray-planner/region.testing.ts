import { expect } from 'vitest';
import { steadyWeather } from '../../providers/weather/steady';
import type { TestApi } from '../../testing';
import { WeatherService } from '../spray-safety/weather-service';

// A spray on the demo region as its callers set one up (the planner's tests, mail delivery,
// webhooks): the crop, trait and groups sprayed, calm test weather at noon in Kansas, growers
// who claim a CLU, the CLUs beside one, and a start the labels allow.

export const SOYBEAN = 2;
export const XTEND = 8; // soybean - Roundup Ready 2 Xtend: tolerates dicamba and glyphosate, not 2,4-D
export const GROUP_4 = 4; // synthetic auxins: 2,4-D, dicamba, …
export const GROUP_9 = 9; // glyphosate

/** The last 18:00 UTC: noon in Kansas, inside every label's hours and never a day ago. */
export function lastNoonInKansas(): string {
  const noon = new Date();
  noon.setUTCHours(18, 0, 0, 0);
  if (noon.getTime() > Date.now()) noon.setUTCDate(noon.getUTCDate() - 1);
  return noon.toISOString();
}

/**
 * Calm air (drift may go any way, so the zone surrounds the sprayed field), its hours from an
 * hour before the last noon in Kansas; `up` says whether the source answers at each call.
 */
export function calmWeather(up: () => boolean = () => true): WeatherService {
  return new WeatherService(
    steadyWeather(undefined, up, () => new Date(Date.parse(lastNoonInKansas()) - 3_600_000)),
  );
}

/**
 * A start the labels allow as measured: 5 mph from the south-west, 70°F, at noon. The demo
 * region's neighbours lie south (next door, sharing the sprayed field's south edge) and north-west
 * (plan F): a south-west wind blows away from both, its drift zone (±11.25°) reaching neither, as
 * the Enlist labels require of a 2,4-D tank beside their Xtend soybean, which 2,4-D injures. The
 * calm forecast still reaches them (calm air may carry either way), so they are told.
 */
export const allowedStart = {
  measured_wind_mph: 5,
  measured_wind_direction: 'SW',
  measured_temperature_f: 70,
  started_at: lastNoonInKansas(),
  // The test weather is calm: the forecast breaks the dicamba label's wind rule, so confirm.
  confirm_forecast: true,
};

export type Grower = { access: string; email: string; uuid: string; farm: number; field: string };

/** A new grower on `plan` who claims `clu` as '<name> field', then gives it `crop` if asked. */
export async function claimingGrower(
  api: TestApi,
  clu: string,
  name: string,
  { plan = 'B', crop }: { plan?: 'B' | 'F'; crop?: { crop: number; crop_trait: number } } = {},
): Promise<Grower> {
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
    uuid: session.uuid,
    farm: claimed.body.farm,
    field: claimed.body.uuid,
  };
}

/** The region's first CLU and the `count` whose sides face it (nearest centres within 100 m). */
export async function cluAndNeighbours(
  api: TestApi,
  count: number,
): Promise<{ first: string; near: string[] }> {
  const [first] = await api.db.query<{ uuid: string }>('SELECT uuid FROM clu_fields ORDER BY uuid LIMIT 1');
  const near = await api.db.query<{ uuid: string }>(
    `SELECT c.uuid FROM clu_fields c, clu_fields o WHERE o.uuid = $1 AND c.uuid <> o.uuid
     AND ST_DWithin(c.geom::geography, o.geom::geography, 100)
     ORDER BY ST_Distance(ST_Centroid(c.geom), ST_Centroid(o.geom)) LIMIT $2`,
    [first?.uuid, count],
  );
  if (!first || near.length < count) throw new Error('the demo region lacks neighbouring fields');
  return { first: first.uuid, near: near.map((row) => row.uuid) };
}
