import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Forecast,
  type WeatherProvider,
  WeatherUnavailable,
  weatherUnavailableMessage,
} from '../../providers/weather';
import { startTestApi, type TestApi } from '../../testing';
import { writeDemoRegion } from '../clu/seed';
import { WeatherService } from './weather-service';

// A field's weather through the api: the sample forecast says it is one; a failing source is
// a 503 with the message, never sample or old weather in its place.
let healthy = true;
const flaky: WeatherProvider = {
  source: 'nws',
  async forecastAt(): Promise<Forecast> {
    if (!healthy) throw new WeatherUnavailable('timeout', 'slow');
    return {
      source: 'nws',
      issuedAt: '2026-11-23T17:12:05Z',
      hours: [
        {
          time: '2026-11-23T17:00:00.000Z',
          temperatureF: 52,
          windSpeedMph: 9,
          windDirection: 'S',
          windDirectionDeg: 180,
          chanceOfRain: 3,
          relativeHumidity: 54,
          skyCoverPercent: 50,
        },
      ],
    };
  },
};

let sampleApi: TestApi;
let nwsApi: TestApi;
beforeAll(async () => {
  [sampleApi, nwsApi] = await Promise.all([
    startTestApi(),
    startTestApi({ weather: new WeatherService(flaky) }),
  ]);
  await Promise.all([writeDemoRegion(sampleApi.db, 20), writeDemoRegion(nwsApi.db, 20)]);
});
afterAll(async () => {
  await Promise.all([sampleApi?.close(), nwsApi?.close()]);
});

async function ownField(api: TestApi) {
  const grower = await api.session();
  const [clu] = await api.db.query<{ uuid: string }>(
    'SELECT uuid FROM clu_fields c WHERE NOT EXISTS (SELECT 1 FROM fields f WHERE f.clu_uuid = c.uuid) LIMIT 1',
  );
  const claimed = await api.call<{ uuid: string }>(
    grower.access,
    'PATCH',
    `/farms/fields/${clu?.uuid}/claim/`,
    {
      name: 'Creek field',
      legal_confirmed: true,
    },
  );
  return { grower, field: claimed.body.uuid };
}

describe('a field’s weather', () => {
  it('is the sample forecast by default, and says so', async () => {
    const { grower, field } = await ownField(sampleApi);
    const answer = await sampleApi.call<Record<string, unknown>>(
      grower.access,
      'GET',
      `/farms/fields/${field}/weather/`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      source: 'sample',
      temperature_0: expect.any(Number),
      wind_speed_0: expect.any(Number),
      wind_dir_0: expect.stringMatching(/^[NESW]{1,3}$/),
      chance_of_rain_0: expect.any(Number),
    });
    expect(answer.body.hours).toHaveLength(96);
  });

  it('answers 503 with the message when the source fails, and weather again when it is back', async () => {
    const { grower, field } = await ownField(nwsApi);
    healthy = false;
    const down = await nwsApi.call(grower.access, 'GET', `/farms/fields/${field}/weather/`);
    expect(down).toEqual({
      status: 503,
      body: { code: 'weather_unavailable', errors: [weatherUnavailableMessage] },
    });
    healthy = true;
    const up = await nwsApi.call(grower.access, 'GET', `/farms/fields/${field}/weather/`);
    expect(up.body).toMatchObject({ source: 'nws', wind_speed_0: 9, wind_dir_0: 'S' });
  });

  it('is only given for one’s own fields', async () => {
    const { field } = await ownField(sampleApi);
    const stranger = await sampleApi.session();
    expect((await sampleApi.call(stranger.access, 'GET', `/farms/fields/${field}/weather/`)).status).toBe(
      404,
    );
  });
});
