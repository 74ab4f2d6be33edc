import { SQUARE_METRES_PER_ACRE } from '@field-boundaries/contract/units';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Forecast, WeatherProvider } from '../../providers/weather';
import { WeatherUnavailable } from '../../providers/weather';
import { startTestApi, type TestApi } from '../../testing';
import { WeatherService } from './weather-service';

// Drift zones drawn by PostGIS, and the sprayability of a field whose neighbours are known:
// a square field with an Enlist E3 soybean neighbour to the east and an Xtend one to the west.
const FIRST_WIND = { speed: 12, from: 270, direction: 'W' };
export let wind = FIRST_WIND;
export let weatherUp = true;
/** The wind of the forecast's first hour, from now on in the file. */
export const setWind = (next: typeof wind) => {
  wind = next;
};
/** Whether the weather source answers, from now on in the file. */
export const setWeatherUp = (up: boolean) => {
  weatherUp = up;
};
export const weather: WeatherProvider = {
  source: 'nws',
  async forecastAt(): Promise<Forecast> {
    if (!weatherUp) throw new WeatherUnavailable('upstream_error', 'down');
    // 18:00 UTC in June is 1 pm in Kansas: inside the label's daylight window. Three hours to
    // judge, then two days of 15 mph wind: the labels look 48 h ahead for rain and read the next
    // day's forecast high, so the forecast must reach that far for any hour to be allowed.
    return {
      source: 'nws',
      issuedAt: '2026-06-15T17:30:00Z',
      hours: Array.from({ length: 52 }, (_, index) => index).map((index) => ({
        time: new Date(Date.parse('2026-06-15T18:00:00.000Z') + index * 3_600_000).toISOString(),
        temperatureF: index < 3 ? 80 : 75,
        windSpeedMph: index === 0 ? wind.speed : index < 3 ? 6 : 15,
        windDirection: wind.direction,
        windDirectionDeg: wind.from,
        chanceOfRain: 0,
        relativeHumidity: 50,
        skyCoverPercent: 50,
      })),
    };
  },
};

export type Zone = {
  geometry: { coordinates: number[][][][] } | null;
  properties: {
    wind_direction: string;
    distance_ft: number;
    label_buffer: { downwind_ft: number } | null;
    active_ingredients: string[];
  };
};

export let api: TestApi;
export let grower: { access: string; uuid: string };
export let field: string;
export let mix: number;
export const square = (west: number, south: number, east: number, north: number) =>
  `SRID=4326;MULTIPOLYGON(((${west} ${south},${east} ${south},${east} ${north},${west} ${north},${west} ${south})))`;

export async function addField(owner: string, name: string, geometry: string, crop?: [string, string]) {
  const [row] = await api.db.query<{ uuid: string }>(
    `WITH farm AS (INSERT INTO farms (account_id, name) SELECT account_id, $2 FROM users WHERE uuid = $1 RETURNING id, account_id)
     INSERT INTO fields (uuid, farm_id, account_id, owner_uuid, name, geom, acres, crop_id, crop_trait_id)
     SELECT gen_random_uuid(), farm.id, farm.account_id, $1, $2, ST_GeomFromEWKT($3), ST_Area(ST_GeomFromEWKT($3)::geography) / ${SQUARE_METRES_PER_ACRE},
            t.crop_id, t.id
     FROM farm LEFT JOIN crop_traits t ON t.id = (
       SELECT t2.id FROM crop_traits t2 JOIN crops c ON c.id = t2.crop_id WHERE c.name = $4 AND t2.trait_name = $5)
     RETURNING uuid`,
    [owner, name, geometry, crop?.[0] ?? null, crop?.[1] ?? null],
  );
  return row?.uuid as string;
}

export const bounds = (zone: Zone) => {
  const points = zone.geometry?.coordinates.flat(2) ?? [];
  const xs = points.map((point) => point[0] as number);
  return { west: Math.min(...xs), east: Math.max(...xs) };
};

/** Starts the api with the square field of Xtend soybean, its two neighbours and an Xtend mix, for the file's tests. */
export function useSprayFixtures() {
  beforeAll(async () => {
    // Every file starts from the same weather (the PGlite pass runs files one after another in
    // one process, where a file before this one may have changed it).
    wind = FIRST_WIND;
    weatherUp = true;
    api = await startTestApi({ weather: new WeatherService(weather) });
    grower = await api.session();
    const neighbour = await api.session();
    // About 880 m by 890 m; the neighbours 10 m off its east and west edges.
    field = await addField(grower.uuid, 'Home quarter', square(-97.4, 38.1, -97.39, 38.108), [
      'soybean',
      'Roundup Ready 2 Xtend',
    ]);
    await addField(neighbour.uuid, 'East', square(-97.3899, 38.1, -97.38, 38.108), ['soybean', 'Enlist E3']);
    await addField(neighbour.uuid, 'West', square(-97.41, 38.1, -97.4001, 38.108), [
      'soybean',
      'Roundup Ready 2 Xtend',
    ]);
    const groups = await api.call<{
      herbicide_groups: { active_ingredients: { id: number; name: string }[] }[];
    }>(grower.access, 'GET', '/herbicides/groups/');
    const actives = groups.body.herbicide_groups.flatMap((group) => group.active_ingredients);
    const id = (name: string) => actives.find((active) => active.name === name)?.id;
    const created = await api.call<{ id: number }>(grower.access, 'POST', '/herbicides/tank-mixes/me/', {
      name: 'Xtend post',
      herbicide_groups: [4, 9],
      active_ingredients: [id('dicamba'), id('glyphosate')],
    });
    mix = created.body.id;
  });
  afterAll(() => api?.close());
}

export const drift = async (query: string) => {
  const answer = await api.call<Zone>(grower.access, 'GET', `/farms/fields/${field}/drift/?${query}`);
  expect(answer.status).toBe(200);
  return answer.body;
};
