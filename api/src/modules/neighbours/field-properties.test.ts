import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Forecast, WeatherProvider } from '../../providers/weather';
import { SampleWeather } from '../../providers/weather/sample';
import { steadyWeather } from '../../providers/weather/steady';
import { startTestApi, type TestApi } from '../../testing';
import { box, drawing } from '../boundaries/drawing.testing';
import { writeDemoRegion } from '../clu/seed';
import { WeatherService } from '../spray-safety/weather-service';

// GET farms/fields/{uuid}/ answers spec 3's feature properties: the weather of the field's first
// forecast hour (labelled sample when it is), the drift zone of one's own field then, and the
// disputes; a free field and another's field show what is theirs to show.
type WeatherNow = {
  temperature_0: number;
  wind_speed_0: number;
  wind_dir_0: string;
  chance_of_rain_0: number;
  source: 'nws' | 'sample';
};
type Zone = {
  type: 'Feature';
  geometry: { coordinates: number[][][][] } | null;
  properties: { field: string; wind_direction: string; wind_speed_mph: number; weather_source: string };
};
type OneField = {
  uuid: string;
  mine: boolean;
  weather: WeatherNow | null;
  drift: Zone | null;
  dispute_fields: { uuid: string; area: number }[];
  adjacent_fields: { uuid: string }[];
};

// The weather the api reads: a steady west wind of 12 mph, the sample forecast, or none at all.
let source: 'steady' | 'sample' | 'down' = 'steady';
const westWind = { speedMph: 12, direction: 'W', directionDeg: 270 };
const sample = new SampleWeather();
const switchable: WeatherProvider = {
  source: 'nws',
  forecastAt: (lat: number, lng: number): Promise<Forecast> =>
    source === 'sample'
      ? sample.forecastAt(lat, lng)
      : steadyWeather(westWind, () => source !== 'down').forecastAt(lat, lng),
};

let api: TestApi;
let freeClu: string;
beforeAll(async () => {
  api = await startTestApi({ weather: new WeatherService(switchable) });
  await writeDemoRegion(api.db, 4);
  const [free] = await api.db.query<{ uuid: string }>('SELECT uuid FROM clu_fields ORDER BY uuid LIMIT 1');
  freeClu = free?.uuid ?? '';
});
afterAll(() => api?.close());

const { grower, draw } = drawing(() => api);
const fieldCall = (access: string, uuid: string, query = '') =>
  api.call<OneField>(access, 'GET', `/farms/fields/${uuid}/${query}`);

/** [west, east] of every corner of a zone. */
function spanOf(zone: Zone | null): [number, number] {
  const lngs = (zone?.geometry?.coordinates ?? []).flat(2).map((point) => point[0] as number);
  return [Math.min(...lngs), Math.max(...lngs)];
}

describe('the field call’s feature properties', () => {
  it("gives one's own field its first forecast hour and its drift zone downwind in that wind", async () => {
    source = 'steady';
    const me = await grower();
    // A square about 240 m a side, from -97.2 to -97.1973.
    const mine = (await draw(me.access, { name: 'Home 40', mpoly: box(-97.2, 38.2), farm: me.farm })).body;
    const seen = await fieldCall(me.access, mine.uuid, '?owner=true');
    expect(seen.status).toBe(200);
    expect(seen.body.weather).toEqual({
      temperature_0: 75,
      wind_speed_0: 12,
      wind_dir_0: 'W',
      chance_of_rain_0: 0,
      source: 'nws',
      issued_at: expect.any(String),
    });
    expect(seen.body.drift?.properties).toMatchObject({
      field: mine.uuid,
      wind_direction: 'W',
      wind_speed_mph: 12,
      weather_source: 'nws',
    });
    // A west wind carries the spray east: nothing upwind of the field, and past its east edge.
    const [west, east] = spanOf(seen.body.drift);
    expect(west).toBeGreaterThan(-97.2 - 1e-6);
    expect(east).toBeGreaterThan(-97.2 + 0.0027 + 0.0001);
    expect(seen.body.dispute_fields).toEqual([]);
  });

  it('labels the sample forecast as sample', async () => {
    source = 'sample';
    const me = await grower();
    const mine = (await draw(me.access, { name: 'Sampled', mpoly: box(-97.1, 38.2), farm: me.farm })).body;
    const seen = await fieldCall(me.access, mine.uuid);
    expect(seen.body.weather?.source).toBe('sample');
    expect(seen.body.drift?.properties.weather_source).toBe('sample');
    // The drift is drawn in the wind the weather shows.
    expect(seen.body.drift?.properties.wind_direction).toBe(seen.body.weather?.wind_dir_0);
  });

  it('still shows the field when the weather source is down, with no weather and no drift', async () => {
    source = 'down';
    const me = await grower();
    const mine = (await draw(me.access, { name: 'No weather', mpoly: box(-97.0, 38.2), farm: me.farm })).body;
    const seen = await fieldCall(me.access, mine.uuid);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ uuid: mine.uuid, mine: true, weather: null, drift: null });
    source = 'steady';
  });

  it("shows both growers the dispute; a neighbour's field has weather but no drift of theirs", async () => {
    source = 'steady';
    const me = await grower();
    const neighbour = await grower();
    const mine = (await draw(me.access, { name: 'Mine', mpoly: box(-96.9, 38.2), farm: me.farm })).body;
    // Overlaps the east quarter of mine: about 3.5 acres.
    const theirs = (
      await draw(neighbour.access, { name: 'Theirs', mpoly: box(-96.9 + 0.002, 38.2), farm: neighbour.farm })
    ).body;
    const own = await fieldCall(me.access, mine.uuid);
    expect(own.body.dispute_fields).toHaveLength(1);
    expect(own.body.dispute_fields[0]?.uuid).toBe(theirs.uuid);
    expect(own.body.dispute_fields[0]?.area).toBeCloseTo(3.54, 1);

    const other = await fieldCall(me.access, theirs.uuid);
    expect(other.body).toMatchObject({ mine: false, drift: null });
    expect(other.body.weather?.wind_dir_0).toBe('W');
    expect(other.body.dispute_fields.map((each) => each.uuid)).toEqual([mine.uuid]);
  });

  it('gives a free field its weather and nothing else', async () => {
    source = 'steady';
    const me = await grower();
    const seen = await fieldCall(me.access, freeClu);
    expect(seen.body).toMatchObject({ mine: false, drift: null, dispute_fields: [] });
    expect(seen.body.weather?.temperature_0).toBe(75);
  });

  it('leaves the weather, drift and disputes out for a caller reading neighbours alone', async () => {
    source = 'steady';
    const me = await grower();
    const mine = (await draw(me.access, { name: 'Quick', mpoly: box(-96.8, 38.2), farm: me.farm })).body;
    const seen = await fieldCall(me.access, mine.uuid, '?owner=true&only=adjacent');
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ uuid: mine.uuid, weather: null, drift: null, dispute_fields: [] });
    expect(Array.isArray(seen.body.adjacent_fields)).toBe(true);
  });
});
