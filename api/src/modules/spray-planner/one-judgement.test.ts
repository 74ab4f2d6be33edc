import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { steadyWeather } from '../../providers/weather/steady';
import { startTestApi, type TestApi } from '../../testing';
import { writeDemoRegion } from '../clu/seed';
import { WeatherService } from '../spray-safety/weather-service';
import {
  allowedStart,
  claimingGrower,
  cluAndNeighbours,
  GROUP_4,
  type Grower,
  lastNoonInKansas,
  SOYBEAN,
  XTEND,
} from './region.testing';

// Issue 57 item 2: "Start spraying" is judged once. Each sprayed field's forecast is read once
// (the start check read it, and the neighbours' reach read it again), and the neighbours told are
// those of that one judgement: the same sweep that decided the start.
let api: TestApi;
let sprayer: Grower;
let nextDoor: Grower;
/** The places the weather source was asked about, since the last reset. */
const asked: string[] = [];

beforeAll(async () => {
  const calm = steadyWeather(
    undefined,
    () => true,
    () => new Date(Date.parse(lastNoonInKansas()) - 3_600_000),
  );
  api = await startTestApi({
    weather: new WeatherService({
      source: calm.source,
      forecastAt: (lat, lng) => {
        asked.push(`${lat.toFixed(5)},${lng.toFixed(5)}`);
        return calm.forecastAt(lat, lng);
      },
    }),
  });
  await writeDemoRegion(api.db, 400);
  const { first, near } = await cluAndNeighbours(api, 1);
  sprayer = await claimingGrower(api, first, 'One Judgement');
  nextDoor = await claimingGrower(api, near[0] ?? '', 'Told Once', {
    crop: { crop: SOYBEAN, crop_trait: XTEND },
  });
}, 120_000);
afterAll(() => api?.close());

describe('a start judged once', () => {
  it('reads the sprayed field’s forecast once, and tells the neighbour its judgement reaches', async () => {
    asked.length = 0;
    const answer = await api.call<{ neighbours_notified: number; notified_accounts: number[] }>(
      sprayer.access,
      'PUT',
      `/events/farms/${sprayer.farm}/spray-planner/`,
      { herbicide_groups: [GROUP_4], fields: [sprayer.field], ...allowedStart },
    );
    expect(answer.status).toBe(200);
    expect(asked).toHaveLength(1);
    // 2,4-D injures Xtend soybean next door, in the calm air's zone all round the field.
    expect(answer.body.neighbours_notified).toBe(1);
    const notices = await api.call<{ results: { fields: { uuid: string }[] }[] }>(
      nextDoor.access,
      'GET',
      '/events/spray-notices/',
    );
    expect(notices.body.results.at(-1)?.fields.map((field) => field.uuid)).toEqual([nextDoor.field]);
  });
});
