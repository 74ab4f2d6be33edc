import { describe, expect, it } from 'vitest';
import {
  allowedStart,
  api,
  farAway,
  GROUP_4,
  GROUP_9,
  type Notice,
  nextDoor,
  onPlanF,
  type Planner,
  plannerPath,
  setWeatherUp,
  sprayer,
  usePlannerFixtures,
} from './world.testing';

// Which neighbours hear about a spray, in the product and by e-mail, and of its end.
usePlannerFixtures();

describe('the notices of a spray', () => {
  it('tells the neighbours in reach whose crop the spray injures, in the product and by e-mail', async () => {
    const started = await api.call<Planner>(sprayer.access, 'PUT', plannerPath(sprayer.farm), {
      ...allowedStart,
      herbicide_groups: [GROUP_4],
      fields: [sprayer.field],
    });
    expect(started.status).toBe(200);
    expect(started.body.herbicide_group).toEqual([
      expect.objectContaining({ id: GROUP_4, group_label: 'Group 4', group_type: 'Synthetic auxins' }),
    ]);
    expect(started.body.herbicide_group[0]?.herbicide_names).toEqual(
      expect.arrayContaining(['2,4-D', 'dicamba']),
    );
    expect(started.body.fields).toEqual([{ uuid: sprayer.field, name: 'Sprayer field' }]);
    expect(started.body.neighbours_notified).toBe(2);
    expect(started.body.notified_accounts).toHaveLength(2);
    // The demo region is in Kansas: its hours are read in Central time, wherever the reader is.
    expect(started.body.time_zone).toBe('America/Chicago');

    // Plan B sees who sprays; plan F does not (spec 6). Neither sees the sprayer's fields.
    const [toNextDoor] = (
      await api.call<{ results: Notice[] }>(nextDoor.access, 'GET', '/events/spray-notices/')
    ).body.results;
    expect(toNextDoor).toMatchObject({
      active: true,
      time_zone: 'America/Chicago',
      sprayer: { full_name: 'Sprayer' },
      fields: [
        { uuid: nextDoor.field, name: 'Next Door field', crop_trait: 'soybean - Roundup Ready 2 Xtend' },
      ],
    });
    expect(toNextDoor?.fields[0]?.injured_by).toContain('2,4-D');
    expect(toNextDoor?.fields[0]?.injured_by).not.toContain('dicamba');
    const [toPlanF] = (await api.call<{ results: Notice[] }>(onPlanF.access, 'GET', '/events/spray-notices/'))
      .body.results;
    expect(toPlanF?.sprayer).toBeNull();
    expect(JSON.stringify(toPlanF)).not.toContain(sprayer.field);
    expect(
      (await api.call<{ results: Notice[] }>(farAway.access, 'GET', '/events/spray-notices/')).body.results,
    ).toEqual([]);

    const [mail] = await api.outbox(nextDoor.email);
    expect(mail?.subject).toMatch(/^Spray drift notice: .*2,4-D.*\(Group 4\) near your fields$/);
    expect(mail?.text).toContain('Next Door field (soybean - Roundup Ready 2 Xtend): at risk from');
    // The mail names who sprays as the notice does: to plan B, not to plan F.
    expect(mail?.text).toContain(`Sprayer (${sprayer.email}) started spraying`);
    const [toPlanFMail] = await api.outbox(onPlanF.email);
    expect(toPlanFMail?.text).toContain('A neighbouring farm started spraying');
    expect(toPlanFMail?.text).not.toContain('Sprayer');
    expect(mail?.text).toMatch(/started spraying .* at \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M C[SD]T\./);
    expect(await api.outbox(farAway.email)).toEqual([]);

    // Resuming after the last notice received gives nothing twice.
    const after = await api.call<{ results: Notice[] }>(
      nextDoor.access,
      'GET',
      `/events/spray-notices/?after=${toNextDoor?.id}`,
    );
    expect(after.body.results).toEqual([]);
  });

  it('tells every neighbour close by, on all sides, when the weather cannot say where drift goes', async () => {
    const id = (
      await api.db.query<{ id: number }>("SELECT id FROM active_ingredients WHERE name = '2,4-D'")
    )[0]?.id;
    const mix = await api.call<{ id: number }>(sprayer.access, 'POST', '/herbicides/tank-mixes/me/', {
      name: '2,4-D only',
      herbicide_groups: [GROUP_4],
      active_ingredients: [id],
    });
    expect(mix.status).toBe(201);
    setWeatherUp(false);
    try {
      // With dicamba in the tank (group 4) there is no start without the forecast its label needs.
      const dicamba = await api.call<Planner & { fields?: Record<string, string[]> }>(
        sprayer.access,
        'PUT',
        plannerPath(sprayer.farm),
        { ...allowedStart, herbicide_groups: [GROUP_4], fields: [sprayer.field] },
      );
      expect(dicamba.status).toBe(400);
      expect(dicamba.body.fields?.started_at?.[0]).toContain('There is no National Weather Service forecast');
      const started = await api.call<Planner>(sprayer.access, 'PUT', plannerPath(sprayer.farm), {
        ...allowedStart,
        tank_mix: mix.body.id,
        fields: [sprayer.field],
      });
      expect(started.status).toBe(200);
      expect(started.body.neighbours_notified).toBe(2);
    } finally {
      setWeatherUp(true);
    }
  });

  it('tells no one when the crop in reach tolerates the spray, and clears once', async () => {
    const before = (await api.call<{ results: Notice[] }>(nextDoor.access, 'GET', '/events/spray-notices/'))
      .body.results;
    const glyphosate = await api.call<Planner>(sprayer.access, 'PUT', plannerPath(sprayer.farm), {
      ...allowedStart,
      herbicide_groups: [GROUP_9],
      fields: [sprayer.field],
    });
    expect(glyphosate.body.neighbours_notified).toBe(0);
    expect(glyphosate.body.herbicide_group.map((group) => group.id)).toEqual([GROUP_9]);
    const after = (await api.call<{ results: Notice[] }>(nextDoor.access, 'GET', '/events/spray-notices/'))
      .body.results;
    // The earlier spray was replaced: it ended, and the neighbour told of it is told so; nothing
    // about the glyphosate, which their crop tolerates.
    expect(after.slice(0, before.length).map((notice) => notice.id)).toEqual(before.map((n) => n.id));
    const [ended, ...more] = after.slice(before.length);
    expect(more).toEqual([]);
    expect(ended).toMatchObject({ kind: 'stopped', active: false, spray_id: before.at(-1)?.spray_id });
    expect(ended?.stopped_at).not.toBeNull();
    expect(before.at(-1)?.kind).toBe('started');
    expect(after.at(-2)).toMatchObject({ id: before.at(-1)?.id, active: false });

    const cleared = await api.call<{ notified_accounts: number[] }>(
      sprayer.access,
      'DELETE',
      plannerPath(sprayer.farm),
    );
    expect(cleared).toEqual({
      status: 200,
      body: { farm: sprayer.farm, account: expect.any(Number), notified_accounts: [] },
    });
    expect(
      (await api.call<Planner>(sprayer.access, 'GET', plannerPath(sprayer.farm))).body.herbicide_group,
    ).toEqual([]);
    expect(await api.call(sprayer.access, 'DELETE', plannerPath(sprayer.farm))).toEqual({
      status: 404,
      body: { code: 'not_found', errors: ['This farm is not spraying.'] },
    });
  });

  it('tells the neighbours told of a start when the spray stops, and no one else', async () => {
    const started = await api.call<Planner>(sprayer.access, 'PUT', plannerPath(sprayer.farm), {
      ...allowedStart,
      herbicide_groups: [GROUP_4],
      fields: [sprayer.field],
    });
    expect(started.body.notified_accounts).toHaveLength(2);
    const [start] = (
      await api.call<{ results: Notice[] }>(nextDoor.access, 'GET', '/events/spray-notices/')
    ).body.results.slice(-1);
    const outboxBefore = (await api.outbox(nextDoor.email)).length;

    const cleared = await api.call<{ notified_accounts: number[] }>(
      sprayer.access,
      'DELETE',
      plannerPath(sprayer.farm),
    );
    expect(cleared.status).toBe(200);
    expect([...cleared.body.notified_accounts].sort()).toEqual(
      [...(started.body.notified_accounts ?? [])].sort(),
    );
    const stopped = (
      await api.call<{ results: Notice[] }>(
        nextDoor.access,
        'GET',
        `/events/spray-notices/?after=${start?.id}`,
      )
    ).body.results;
    expect(stopped).toEqual([
      expect.objectContaining({
        kind: 'stopped',
        active: false,
        spray_id: start?.spray_id,
        started_at: start?.started_at,
        herbicides: start?.herbicides,
        fields: start?.fields,
        sprayer: { full_name: 'Sprayer', email: expect.any(String) },
      }),
    ]);
    // The stop is told in the product only: the e-mail went with the start.
    expect(await api.outbox(nextDoor.email)).toHaveLength(outboxBefore);
    expect(
      (await api.call<{ results: Notice[] }>(farAway.access, 'GET', '/events/spray-notices/')).body.results,
    ).toEqual([]);
  });
});
