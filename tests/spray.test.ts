import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDemoRegion } from '../api/src/modules/clu/seed';
import { WeatherService, weatherUnavailableMessage } from '../api/src/modules/spray-safety/weather-service';
import { type Forecast, type WeatherProvider, WeatherUnavailable } from '../api/src/providers/weather';
import { SampleWeather } from '../api/src/providers/weather/sample';
import { Client, type Stack, startStack } from './support';

// A field's weather, sprayability and drift zone through the gateway: the sample forecast is
// labelled SAMPLE; when the source fails the field says so and shows no index, while its
// neighbours are still judged.
let healthy = true;
const sample = new SampleWeather();
const switchable: WeatherProvider = {
  source: 'sample',
  async forecastAt(lat: number, lng: number): Promise<Forecast> {
    if (!healthy) throw new WeatherUnavailable('timeout', 'slow');
    return sample.forecastAt(lat, lng);
  },
};

let stack: Stack;
let client: Client;
let field: string;
beforeAll(async () => {
  stack = await startStack({ weather: new WeatherService(switchable) });
  await writeDemoRegion(stack.api.db, 30);
  const grower = await stack.api.session();
  client = new Client(stack.gateway.url, grower.access);
  const [clu] = await stack.api.db.query<{ uuid: string }>(
    'SELECT uuid FROM clu_fields ORDER BY uuid LIMIT 1',
  );
  const claimed = await stack.api.call<{ uuid: string }>(
    grower.access,
    'PATCH',
    `/farms/fields/${clu?.uuid}/claim/`,
    {
      name: 'Creek field',
      legal_confirmed: true,
    },
  );
  field = claimed.body.uuid;
});
afterAll(() => stack?.close());

const query = `query ($plan: SprayPlanInput) {
  myFarms { fields {
    uuid
    weather { unavailable weather { temperature0 windSpeed0 windDir0 chanceOfRain0 source hours { time windDirDeg } } }
    spray(plan: $plan) {
      unavailable
      sprayability { index good explanation reasons windows { start end lowestIndex } weather { source } }
      adjacentFields { uuid compatible }
    }
    drift(plan: $plan) { unavailable zone { polygons distanceFt dropletClass weatherSource } }
  } }
}`;

type Answer = {
  myFarms: {
    fields: {
      uuid: string;
      weather: {
        unavailable: string | null;
        weather: { source: string; windDir0: string; hours: unknown[] } | null;
      };
      spray: { unavailable: string | null; sprayability: { index: number; explanation: string } | null };
      drift: {
        unavailable: string | null;
        zone: { polygons: number[][][][]; distanceFt: number; weatherSource: string } | null;
      };
    }[];
  }[];
};

describe('spray safety through the gateway', () => {
  it('gives the weather, the index explained and the drift zone, labelled as the sample', async () => {
    healthy = true;
    const answer = await client.request<Answer>(query, { plan: { herbicideGroups: [4], dropletClass: 'F' } });
    expect(answer.errors).toBeUndefined();
    const [own] = answer.data?.myFarms.flatMap((farm) => farm.fields) ?? [];
    expect(own?.uuid).toBe(field);
    expect(own?.weather.weather).toMatchObject({ source: 'SAMPLE', windDir0: expect.any(String) });
    expect(own?.weather.weather?.hours).toHaveLength(96);
    expect(own?.spray.sprayability?.explanation).toMatch(new RegExp(`^${own?.spray.sprayability?.index}: `));
    expect(own?.drift.zone?.weatherSource).toBe('SAMPLE');
    // Group 4 carries dicamba: the zone reaches at least its label's 240 ft.
    expect(own?.drift.zone?.distanceFt).toBeGreaterThanOrEqual(240);
    expect(own?.drift.zone?.polygons.length).toBeGreaterThan(0);
  });

  it('says the weather is unavailable when the source fails, and shows no index', async () => {
    healthy = false;
    const answer = await client.request<Answer>(query);
    healthy = true;
    expect(answer.errors).toBeUndefined();
    const [own] = answer.data?.myFarms.flatMap((farm) => farm.fields) ?? [];
    expect(own?.weather).toEqual({ unavailable: weatherUnavailableMessage, weather: null });
    expect(own?.spray).toMatchObject({ unavailable: weatherUnavailableMessage, sprayability: null });
    expect(own?.drift).toEqual({ unavailable: weatherUnavailableMessage, zone: null });
  });
});
