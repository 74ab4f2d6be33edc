import { describe, expect, it } from 'vitest';
import {
  allowedStart,
  api,
  GROUP_4,
  lastNoonInKansas,
  type Planner,
  plannerPath,
  sprayer,
  usePlannerFixtures,
} from './world.testing';

// An outside review of issue 55, item 7 ("Starting a spray is starting now. The start time is now
// (a few minutes either side)"): a start far ahead is judged on no forecast at all. Every rule
// that needs the forecast answers "unknown", the start check makes those confirmable, and one
// confirmation starts the spray (and tells the neighbours) for a day nobody can judge. Tests
// were findings on 0bc4b15; a start more than 15 minutes ahead is now refused.
usePlannerFixtures();

const DAY = 86_400_000;

describe('a start that is not now', () => {
  const dicambaTank = async () => {
    const id = (
      await api.db.query<{ id: number }>("SELECT id FROM active_ingredients WHERE name = 'dicamba'")
    )[0]?.id;
    const mix = await api.call<{ id: number }>(sprayer.access, 'POST', '/herbicides/tank-mixes/me/', {
      name: `Dicamba only ${Math.random()}`.slice(0, 40),
      herbicide_groups: [GROUP_4],
      active_ingredients: [id],
    });
    expect(mix.status).toBe(201);
    return mix.body.id;
  };
  const start = (body: object) =>
    api.call<Planner & { errors: string[]; fields?: Record<string, string[]>; code: string }>(
      sprayer.access,
      'PUT',
      plannerPath(sprayer.farm),
      { fields: [sprayer.field], ...allowedStart, ...body },
    );
  const spraying = async () =>
    (await api.call<Planner>(sprayer.access, 'GET', plannerPath(sprayer.farm))).body.started_at !== null;

  it('a dicamba start at noon 200 days ahead, confirmed, is refused beside its start time and nothing is spraying', async () => {
    await api.call(sprayer.access, 'DELETE', plannerPath(sprayer.farm));
    const tank_mix = await dicambaTank();
    const ahead = new Date(Date.parse(lastNoonInKansas()) + 200 * DAY).toISOString();
    const answer = await start({ tank_mix, started_at: ahead, confirm_forecast: true });
    const spray = await spraying();
    await api.call(sprayer.access, 'DELETE', plannerPath(sprayer.farm));
    expect({ status: answer.status, spraying: spray }).toEqual({ status: 400, spraying: false });
    expect(answer.body.fields?.started_at?.length).toBeGreaterThan(0);
  });

  it('a start 3 days ahead at noon, confirmed, is refused', async () => {
    const tank_mix = await dicambaTank();
    const ahead = new Date(Date.parse(lastNoonInKansas()) + 3 * DAY).toISOString();
    const answer = await start({ tank_mix, started_at: ahead, confirm_forecast: true });
    await api.call(sprayer.access, 'DELETE', plannerPath(sprayer.farm));
    expect(answer.status).toBe(400);
  });
});
