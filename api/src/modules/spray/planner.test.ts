import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { writeDemoRegion } from '../clu/seed';
import { WeatherService } from '../weather/service';
import { steadyWeather } from '../weather/steady';

// The spray planner calls as growers and their neighbours meet them: who may read and write a
// farm's planner, what a bad request is told, and which neighbours hear about a spray.
const SOYBEAN = 2;
const XTEND = 8; // soybean - Roundup Ready 2 Xtend: tolerates dicamba and glyphosate, not 2,4-D
const GROUP_4 = 4; // synthetic auxins: 2,4-D, dicamba, …
const GROUP_9 = 9; // glyphosate

type Planner = {
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
type Notice = {
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
type Grower = { access: string; email: string; farm: number; field: string; uuid: string };

// Calm air: drift may go any way, so the zone surrounds the sprayed field (spray-safety's model).
let weatherUp = true;
// Its hours run from an hour before the last noon in Kansas, when the tests start their sprays.
const calm = steadyWeather(
  undefined,
  () => weatherUp,
  () => new Date(Date.parse(lastNoonInKansas()) - 3_600_000),
);

let api: TestApi;
let sprayer: Grower;
let nextDoor: Grower; // plan B, soybean Xtend beside the sprayer
let farAway: Grower; // soybean Xtend, far outside any reach
let onPlanF: Grower; // plan F, soybean Xtend beside the sprayer

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

const plannerPath = (farm: number) => `/events/farms/${farm}/spray-planner/`;

/** The last 18:00 UTC: noon in Kansas, inside every label's hours and never a day ago. */
function lastNoonInKansas(): string {
  const noon = new Date();
  noon.setUTCHours(18, 0, 0, 0);
  if (noon.getTime() > Date.now()) noon.setUTCDate(noon.getUTCDate() - 1);
  return noon.toISOString();
}
/** A start the labels allow as measured: 5 mph from the south, 70°F, at noon. */
const allowedStart = {
  measured_wind_mph: 5,
  measured_wind_direction: 'S',
  measured_temperature_f: 70,
  started_at: lastNoonInKansas(),
  // The test weather is calm: the forecast breaks the dicamba label's wind rule, so confirm.
  confirm_forecast: true,
};

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
    weatherUp = false;
    try {
      const started = await api.call<Planner>(sprayer.access, 'PUT', plannerPath(sprayer.farm), {
        ...allowedStart,
        herbicide_groups: [GROUP_4],
        fields: [sprayer.field],
      });
      expect(started.status).toBe(200);
      expect(started.body.neighbours_notified).toBe(2);
    } finally {
      weatherUp = true;
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
    expect(cleared).toEqual({ status: 200, body: { farm: sprayer.farm, notified_accounts: [] } });
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

describe('starting a spray checks the conditions against the labels in the tank', () => {
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

  it('refuses a measured 12 mph wind with the rule’s words, and saves nothing', async () => {
    await api.call(sprayer.access, 'DELETE', plannerPath(sprayer.farm));
    const tank_mix = await dicambaTank();
    const refused = await start({ tank_mix, measured_wind_mph: 12 });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      'Not allowed by the Engenia, Stryax, Tavium label: wind 12 mph: Apply only when the wind speed measured at boom height is between 3 and 10 mph.',
    ]);
    expect(Object.keys(refused.body.fields ?? {})).toEqual(['measured_wind_mph']);
    expect(await spraying()).toBe(false);
  });

  it('refuses a start at night, and 95°F at boom height', async () => {
    const tank_mix = await dicambaTank();
    // Midnight in Kansas after the last noon: a start ahead is allowed, its hour is not.
    const midnight = new Date(Date.parse(lastNoonInKansas()) + 12 * 3_600_000).toISOString();
    const night = await start({ tank_mix, started_at: midnight });
    expect(night.status).toBe(400);
    expect(night.body.fields?.started_at?.[0]).toContain(
      'Apply only from 1 hour after sunrise to 2 hours before sunset.',
    );
    const hot = await start({ tank_mix, measured_temperature_f: 95 });
    expect(hot.status).toBe(400);
    expect(hot.body.fields?.measured_temperature_f?.[0]).toContain('Do not apply at or above 95°F.');
    expect(await spraying()).toBe(false);
  });

  it('asks to confirm what only the forecast breaks, and keeps the confirmation with the spray', async () => {
    const tank_mix = await dicambaTank();
    // The test forecast is calm (0 mph): it breaks the 3–10 mph rule though 5 mph was measured.
    const asked = await start({ tank_mix, confirm_forecast: false });
    expect(asked.status).toBe(409);
    expect(asked.body.code).toBe('confirm_forecast');
    expect(asked.body.fields?.confirm_forecast).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          'The forecast for this hour breaks the Engenia, Stryax, Tavium label: wind 0 mph',
        ),
      ]),
    );
    expect(await spraying()).toBe(false);
    const confirmed = await start({ tank_mix, confirm_forecast: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.readings).toEqual({ wind_mph: 5, wind_from_deg: 180, temperature_f: 70 });
    expect(confirmed.body.confirmed_forecast).toEqual(asked.body.fields?.confirm_forecast);
    await api.call(sprayer.access, 'DELETE', plannerPath(sprayer.farm));
  });

  it('gives each bad reading its own message', async () => {
    const cases: [object, string, string][] = [
      [
        { measured_wind_mph: -1 },
        'measured_wind_mph',
        'Give the wind speed measured at boom height, from 0 to 60 mph.',
      ],
      [
        { measured_temperature_f: 200 },
        'measured_temperature_f',
        'Give the air temperature measured at boom height, from -40 to 130°F.',
      ],
      [
        { measured_wind_direction: 'up' },
        'measured_wind_direction',
        'Give the wind direction measured at boom height as a compass point (e.g. SW) or degrees from 0 to 360.',
      ],
      [
        { measured_wind_direction: '400' },
        'measured_wind_direction',
        'Give the wind direction measured at boom height as a compass point (e.g. SW) or degrees from 0 to 360.',
      ],
    ];
    for (const [bad, field, message] of cases) {
      const answer = await start({ herbicide_groups: [GROUP_9], ...bad });
      expect(answer.status, message).toBe(400);
      expect(answer.body.fields?.[field]).toEqual([message]);
    }
    expect(await spraying()).toBe(false);
  });
});

describe('a spray started and stopped in god mode', () => {
  type AuditPage = {
    result: { action: string; actor_uuid: string; account_uuid: string; detail: Record<string, unknown> }[];
  };

  it('names the retailer for the farm in the record, the notices, the mail and the audit log', async () => {
    await api.call(sprayer.access, 'DELETE', plannerPath(sprayer.farm));
    const retailer = await api.session({ agRetailer: true, fullName: 'Sam Ortiz' });
    await api.db.query(
      'UPDATE accounts SET name = $1 WHERE id = (SELECT account_id FROM users WHERE uuid = $2)',
      ['Prairie Ag Supply', retailer.uuid],
    );
    await api.db.query(
      'UPDATE accounts SET name = $1 WHERE id = (SELECT account_id FROM users WHERE uuid = $2)',
      ['Miller Creek Farms', sprayer.uuid],
    );
    await api.db.query('INSERT INTO ag_retailer_relations (grower_uuid, retailer_uuid) VALUES ($1, $2)', [
      sprayer.uuid,
      retailer.uuid,
    ]);
    const godMode = await api.tokenFor(sprayer.uuid, retailer.uuid);
    const before = (await api.call<{ results: Notice[] }>(nextDoor.access, 'GET', '/events/spray-notices/'))
      .body.results;
    const mailsBefore = (await api.outbox(nextDoor.email)).length;

    const started = await api.call<Planner>(godMode, 'PUT', plannerPath(sprayer.farm), {
      ...allowedStart,
      herbicide_groups: [GROUP_4],
      fields: [sprayer.field],
    });
    expect(started.status).toBe(200);
    const stopped = await api.call(godMode, 'DELETE', plannerPath(sprayer.farm));
    expect(stopped.status).toBe(200);

    const line = 'Sam Ortiz, Prairie Ag Supply, for Miller Creek Farms';
    const told = (
      await api.call<{ results: Notice[] }>(
        nextDoor.access,
        'GET',
        `/events/spray-notices/?after=${before.at(-1)?.id ?? 0}`,
      )
    ).body.results;
    expect(told.map((notice) => [notice.kind, notice.sprayed_by])).toEqual([
      ['started', line],
      ['stopped', line],
    ]);
    // Plan F reads no names, in god mode as otherwise (spec 6).
    const toPlanF = (await api.call<{ results: Notice[] }>(onPlanF.access, 'GET', '/events/spray-notices/'))
      .body.results;
    expect(toPlanF.at(-1)?.sprayed_by).toBeNull();
    // The outbox lists the newest first; the start mailed once, the stop not at all.
    const mails = await api.outbox(nextDoor.email);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails[0]?.text).toContain(`${line} started spraying`);
    expect(mails[0]?.html).toContain(`${line} started spraying`);

    const [record] = await api.db.query<{ started_by: string; cleared_by: string }>(
      'SELECT started_by, cleared_by FROM farm_sprays WHERE farm_id = $1 ORDER BY id DESC LIMIT 1',
      [sprayer.farm],
    );
    expect(record).toEqual({ started_by: retailer.uuid, cleared_by: retailer.uuid });

    const staff = await api.session({ staff: true });
    const audit = await api.call<AuditPage>(staff.access, 'GET', `/audit/?actor=${retailer.uuid}`);
    expect(audit.body.result.map((entry) => [entry.action, entry.actor_uuid, entry.account_uuid])).toEqual([
      ['spray.stopped', retailer.uuid, sprayer.uuid],
      ['spray.started', retailer.uuid, sprayer.uuid],
    ]);
    expect(audit.body.result[1]?.detail).toMatchObject({
      farm: sprayer.farm,
      fields: [sprayer.field],
      god_mode: true,
      neighbours_notified: 2,
    });
  });

  it("names the grower on the grower's own spray, and writes it to the audit log too", async () => {
    await api.call(sprayer.access, 'PUT', plannerPath(sprayer.farm), {
      ...allowedStart,
      herbicide_groups: [GROUP_4],
      fields: [sprayer.field],
    });
    const [latest] = (
      await api.call<{ results: Notice[] }>(nextDoor.access, 'GET', '/events/spray-notices/')
    ).body.results.slice(-1);
    expect(latest?.sprayed_by).toBe(`Sprayer (${sprayer.email})`);
    await api.call(sprayer.access, 'DELETE', plannerPath(sprayer.farm));
    const staff = await api.session({ staff: true });
    const audit = await api.call<AuditPage>(
      staff.access,
      'GET',
      `/audit/?actor=${sprayer.email}&action=spray.started`,
    );
    expect(audit.body.result[0]).toMatchObject({ actor_uuid: sprayer.uuid, account_uuid: sprayer.uuid });
    expect(audit.body.result[0]?.detail).not.toHaveProperty('god_mode');
  });
});
