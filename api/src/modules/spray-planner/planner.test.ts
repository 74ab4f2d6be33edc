import { describe, expect, it } from 'vitest';
import {
  allowedStart,
  api,
  GROUP_4,
  GROUP_9,
  nextDoor,
  type Planner,
  plannerPath,
  sprayer,
  usePlannerFixtures,
} from './world.testing';

// Who may read and write a farm's planner, and what a bad request is told.
usePlannerFixtures();

describe('the spray planner of a farm', () => {
  it('is empty until the farm sprays, and only its own account reads it', async () => {
    const empty = await api.call<Planner>(sprayer.access, 'GET', plannerPath(sprayer.farm));
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({
      farm: sprayer.farm,
      herbicide_group: [],
      tank_mix: null,
      fields: [],
      started_at: null,
      time_zone: null,
      neighbours_notified: 0,
      readings: null,
      confirmed_forecast: [],
    });
    const stranger = await api.call(nextDoor.access, 'GET', plannerPath(sprayer.farm));
    expect(stranger).toEqual({
      status: 404,
      body: { code: 'not_found', errors: ['There is no such farm.'] },
    });
  });

  it("refuses writes from anyone but the farm's grower, and bad requests, writing nothing", async () => {
    const body = { herbicide_groups: [GROUP_4], fields: [sprayer.field], ...allowedStart };
    expect((await api.call(nextDoor.access, 'PUT', plannerPath(sprayer.farm), body)).status).toBe(404);
    expect((await api.call(nextDoor.access, 'DELETE', plannerPath(sprayer.farm))).status).toBe(404);
    const retailer = await api.session({ agRetailer: true });
    const refused = await api.call(retailer.access, 'PUT', plannerPath(sprayer.farm), body);
    expect(refused).toEqual({
      status: 403,
      body: { code: 'forbidden', errors: ["Only the farm's grower plans its sprays."] },
    });

    const cases: [unknown, string][] = [
      [{ fields: [sprayer.field] }, 'Choose a tank mix or at least one herbicide group to spray.'],
      [
        { herbicide_groups: [GROUP_4], tank_mix: 1, fields: [sprayer.field] },
        'Spray either a tank mix or herbicide groups, not both.',
      ],
      [{ herbicide_groups: [GROUP_4], fields: [] }, 'Choose at least one field to spray.'],
      [
        { herbicide_groups: [GROUP_4], fields: [nextDoor.field] },
        'Each field to spray must be a field of this farm.',
      ],
      [{ herbicide_groups: [999], fields: [sprayer.field] }, 'There is no herbicide group with id 999.'],
      [
        { herbicide_groups: [GROUP_4], fields: [sprayer.field], started_at: '2020-01-01T00:00:00Z' },
        'The start time cannot be more than a day ago.',
      ],
    ];
    for (const [bad, message] of cases) {
      const answer = await api.call<{ errors: string[] }>(sprayer.access, 'PUT', plannerPath(sprayer.farm), {
        ...allowedStart,
        ...(bad as object),
      });
      expect(answer.status, message).toBe(400);
      expect(answer.body.errors).toEqual([message]);
    }
    const mixless = await api.call(sprayer.access, 'PUT', plannerPath(sprayer.farm), {
      ...allowedStart,
      tank_mix: 424242,
      fields: [sprayer.field],
    });
    expect(mixless).toEqual({
      status: 404,
      body: { code: 'not_found', errors: ['There is no such Tank Mix.'] },
    });
    expect(
      (await api.call<Planner>(sprayer.access, 'GET', plannerPath(sprayer.farm))).body.started_at,
    ).toBeNull();
    expect(await api.outbox(nextDoor.email)).toEqual([]);
  });

  it("sprays a tank mix's own actives and keeps the mix's name", async () => {
    const dicambaId = (
      await api.db.query<{ id: number }>("SELECT id FROM active_ingredients WHERE name = 'dicamba'")
    )[0]?.id;
    const mix = await api.call<{ id: number }>(sprayer.access, 'POST', '/herbicides/tank-mixes/me/', {
      name: 'Xtend post',
      herbicide_groups: [GROUP_4, GROUP_9],
      active_ingredients: [dicambaId],
    });
    expect(mix.status).toBe(201);
    const started = await api.call<Planner>(sprayer.access, 'PUT', plannerPath(sprayer.farm), {
      ...allowedStart,
      tank_mix: mix.body.id,
      fields: [sprayer.field],
    });
    expect(started.status).toBe(200);
    expect(started.body.tank_mix).toEqual({ id: mix.body.id, name: 'Xtend post' });
    expect(started.body.herbicide_group.map((group) => group.herbicide_names)).toEqual([
      ['dicamba'],
      ['glyphosate'],
    ]);
    // Xtend soybean tolerates dicamba and glyphosate: no neighbour is told.
    expect(started.body.neighbours_notified).toBe(0);
  });
});
