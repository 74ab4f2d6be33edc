import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveViewer } from '../../auth/viewer';
import { startTestApi, type TestApi } from '../../testing';
import { CatalogService } from '../catalog/service';
import { FieldsService } from '../farms/service';
import type { Forecast, WeatherProvider } from '../weather/forecast';
import { WeatherUnavailable } from '../weather/forecast';
import { WeatherService } from '../weather/service';
import { LABELS } from './label-rules';
import { SprayService } from './service';

// Drift zones drawn by PostGIS, and the sprayability of a field whose neighbours are known:
// a square field with an Enlist E3 soybean neighbour to the east and an Xtend one to the west.
let wind = { speed: 12, from: 270, direction: 'W' };
let weatherUp = true;
const weather: WeatherProvider = {
  source: 'nws',
  async forecastAt(): Promise<Forecast> {
    if (!weatherUp) throw new WeatherUnavailable('upstream_error', 'down');
    // 18:00 UTC in June is 1 pm in Kansas: inside the label's daylight window.
    return {
      source: 'nws',
      issuedAt: '2026-06-15T17:30:00Z',
      hours: [18, 19, 20].map((hour) => ({
        time: `2026-06-15T${hour}:00:00.000Z`,
        temperatureF: 80,
        windSpeedMph: hour === 18 ? wind.speed : 6,
        windDirection: wind.direction,
        windDirectionDeg: wind.from,
        chanceOfRain: 0,
        relativeHumidity: 50,
        skyCoverPercent: 50,
      })),
    };
  },
};

type Zone = {
  geometry: { coordinates: number[][][][] } | null;
  properties: {
    wind_direction: string;
    distance_ft: number;
    label_buffer: { downwind_ft: number } | null;
    active_ingredients: string[];
  };
};

let api: TestApi;
let grower: { access: string; uuid: string };
let field: string;
let mix: number;
const square = (west: number, south: number, east: number, north: number) =>
  `SRID=4326;MULTIPOLYGON(((${west} ${south},${east} ${south},${east} ${north},${west} ${north},${west} ${south})))`;

async function addField(owner: string, name: string, geometry: string, crop?: [string, string]) {
  const [row] = await api.db.query<{ uuid: string }>(
    `WITH farm AS (INSERT INTO farms (account_id, name) SELECT account_id, $2 FROM users WHERE uuid = $1 RETURNING id, account_id)
     INSERT INTO fields (uuid, farm_id, account_id, owner_uuid, name, geom, acres, crop_id, crop_trait_id)
     SELECT gen_random_uuid(), farm.id, farm.account_id, $1, $2, ST_GeomFromEWKT($3), ST_Area(ST_GeomFromEWKT($3)::geography) / 4046.86,
            t.crop_id, t.id
     FROM farm LEFT JOIN crop_traits t ON t.id = (
       SELECT t2.id FROM crop_traits t2 JOIN crops c ON c.id = t2.crop_id WHERE c.name = $4 AND t2.trait_name = $5)
     RETURNING uuid`,
    [owner, name, geometry, crop?.[0] ?? null, crop?.[1] ?? null],
  );
  return row?.uuid as string;
}

const bounds = (zone: Zone) => {
  const points = zone.geometry?.coordinates.flat(2) ?? [];
  const xs = points.map((point) => point[0] as number);
  return { west: Math.min(...xs), east: Math.max(...xs) };
};

beforeAll(async () => {
  api = await startTestApi({ weather: new WeatherService(weather) });
  grower = await api.session();
  const neighbour = await api.session();
  // About 880 m by 890 m; the neighbours 10 m off its east and west edges.
  field = await addField(grower.uuid, 'Home quarter', square(-97.4, 38.1, -97.39, 38.108));
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

const drift = async (query: string) => {
  const answer = await api.call<Zone>(grower.access, 'GET', `/farms/fields/${field}/drift/?${query}`);
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('the drift zone', () => {
  it('lies east of the field when the wind comes from the west', async () => {
    const zone = await drift('wind_speed_mph=10&wind_direction_deg=270&droplet_class=M&boom_height_in=20');
    expect(zone.properties).toMatchObject({ distance_ft: 100, wind_direction: 'W' });
    const { west, east } = bounds(zone);
    expect(west).toBeGreaterThan(-97.4 - 1e-6);
    // 100 ft is about 0.00035° of longitude at 38°N.
    expect(east).toBeCloseTo(-97.39 + 0.00035, 4);
  });

  it('lies west of it when the wind comes from the east', async () => {
    const { west, east } = bounds(await drift('wind_speed_mph=10&wind_direction_deg=90'));
    expect(east).toBeLessThan(-97.39 + 1e-6);
    expect(west).toBeLessThan(-97.4);
  });

  it('reaches further in a stronger wind, and with finer droplets', async () => {
    const reach = async (query: string) => bounds(await drift(`wind_direction_deg=270&${query}`)).east;
    const medium = await reach('wind_speed_mph=8&droplet_class=M');
    expect(await reach('wind_speed_mph=15&droplet_class=M')).toBeGreaterThan(medium);
    expect(await reach('wind_speed_mph=8&droplet_class=F')).toBeGreaterThan(medium);
    expect(await reach('wind_speed_mph=8&droplet_class=XC')).toBeLessThan(medium);
  });

  it('keeps the dicamba label’s 240 ft buffer when the physical drift is shorter', async () => {
    const zone = await drift(`wind_speed_mph=4&wind_direction_deg=270&tank_mix=${mix}`);
    expect(zone.properties.active_ingredients).toEqual(['dicamba', 'glyphosate']);
    expect(zone.properties).toMatchObject({ distance_ft: 240, label_buffer: { downwind_ft: 240 } });
  });

  it('keeps 310 ft on a field whose county’s endangered-species measures the grower switched on', async () => {
    const switched = await api.call<{ endangered_species_measures: boolean }>(
      grower.access,
      'PATCH',
      `/farms/fields/${field}/`,
      { endangered_species_measures: true },
    );
    expect(switched.body.endangered_species_measures).toBe(true);
    try {
      const zone = await drift(`wind_speed_mph=4&wind_direction_deg=270&tank_mix=${mix}`);
      expect(zone.properties).toMatchObject({ distance_ft: 310, label_buffer: { downwind_ft: 310 } });
      // The plan may say otherwise for one look.
      const without = await drift(
        `wind_speed_mph=4&wind_direction_deg=270&tank_mix=${mix}&endangered_species=false`,
      );
      expect(without.properties.distance_ft).toBe(240);
    } finally {
      await api.call(grower.access, 'PATCH', `/farms/fields/${field}/`, {
        endangered_species_measures: false,
      });
    }
  });

  it('follows a concave field: the notch of an L is not downwind unless an edge drifts into it', async () => {
    // An L: a bar along the south, a column up the west side; the notch north-east of the corner.
    const ell = await addField(
      grower.uuid,
      'Creek bend',
      'SRID=4326;MULTIPOLYGON(((-97 38.1,-96.99 38.1,-96.99 38.102,-96.998 38.102,-96.998 38.108,-97 38.108,-97 38.1)))',
    );
    const answer = await api.call<Zone>(
      grower.access,
      'GET',
      `/farms/fields/${ell}/drift/?wind_speed_mph=10&wind_direction_deg=270&droplet_class=M&boom_height_in=20`,
    );
    const inside = async (lng: number, lat: number) => {
      const [row] = await api.db.query<{ inside: boolean }>(
        'SELECT ST_Intersects(ST_SetSRID(ST_GeomFromGeoJSON($1), 4326), ST_SetSRID(ST_Point($2, $3), 4326)) AS inside',
        [JSON.stringify(answer.body.geometry), lng, lat],
      );
      return row?.inside;
    };
    // 100 ft downwind is about 0.00035° of longitude here.
    expect(await inside(-96.9898, 38.101)).toBe(true); // just east of the bar's east edge
    expect(await inside(-96.9978, 38.105)).toBe(true); // just east of the column, in the notch
    expect(await inside(-96.994, 38.103)).toBe(false); // deep in the notch, inside the L's hull
    expect(await inside(-97.0002, 38.105)).toBe(false); // upwind
  });

  it('sweeps a densely traced boundary from its outline, never short of the field', async () => {
    // A square walked in 1,600 corners: past DENSE_CORNERS, so its half-metre outline is swept.
    const [west, south, side] = [-96.9, 38.1, 0.008];
    const walk = Array.from({ length: 1600 }, (_, i) => {
      const t = (4 * i) / 1600;
      const along = (t % 1) * side;
      const [x, y] = [
        [west + along, south],
        [west + side, south + along],
        [west + side - along, south + side],
        [west, south + side - along],
      ][Math.floor(t)] as [number, number];
      return `${x.toFixed(7)} ${y.toFixed(7)}`;
    });
    const dense = await addField(
      grower.uuid,
      'Walked',
      `SRID=4326;MULTIPOLYGON(((${[...walk, walk[0]].join(',')})))`,
    );
    const answer = await api.call<Zone>(
      grower.access,
      'GET',
      `/farms/fields/${dense}/drift/?wind_speed_mph=10&wind_direction_deg=270&droplet_class=M&boom_height_in=20`,
    );
    const { west: zoneWest, east } = bounds(answer.body);
    // 100 ft downwind, give or take the outline's metre (about 0.000011° of longitude).
    expect(east).toBeGreaterThan(west + side + 0.00035 - 0.00002);
    expect(east).toBeLessThan(west + side + 0.00035 + 0.00002);
    // Nothing upwind of the field, but for the outline's half metre (the fan's edges start at its corners).
    expect(zoneWest).toBeGreaterThan(west - 0.00002);
  });

  it('follows the forecast’s wind when none is given', async () => {
    wind = { speed: 12, from: 270, direction: 'W' };
    const zone = await drift('');
    expect(bounds(zone).west).toBeGreaterThan(-97.4 - 1e-6);
  });
});

describe('sprayability', () => {
  type Answer = {
    index: number;
    explanation: string;
    windows: { start: string; end: string }[];
    adjacent_fields: { label: string; compatible: boolean | null; injuring: string[]; name: string | null }[];
    weather: { wind_speed_0: number; source: string; time_zone: string };
  };
  const sprayability = (query = '') =>
    api.call<Answer>(grower.access, 'GET', `/farms/fields/${field}/sprayability/?${query}`);

  it('brings the labels of the products a mix names: Clarity is not the over-the-top label', async () => {
    const groups = await api.call<{
      herbicide_groups: { active_ingredients: { id: number; name: string }[] }[];
    }>(grower.access, 'GET', '/herbicides/groups/');
    const dicamba = groups.body.herbicide_groups
      .flatMap((group) => group.active_ingredients)
      .find((active) => active.name === 'dicamba')?.id;
    const labelsOf = async (product: string) => {
      const created = await api.call<{ id: number; products: string[] }>(
        grower.access,
        'POST',
        '/herbicides/tank-mixes/me/',
        {
          name: `Dicamba as ${product}`,
          herbicide_groups: [4],
          active_ingredients: [dicamba],
          products: [product],
        },
      );
      expect(created.body.products).toEqual([product]);
      const answer = await api.call<{ labels: { id: string }[] }>(
        grower.access,
        'GET',
        `/farms/fields/${field}/sprayability/?tank_mix=${created.body.id}`,
      );
      return answer.body.labels.map((label) => label.id);
    };
    expect(await labelsOf('Clarity')).toEqual([]);
    expect(await labelsOf('Stryax')).toEqual(['dicamba-ott']);
  });

  it('colours the neighbours by the planned spray: dicamba injures Enlist E3, not Xtend', async () => {
    const answer = await api.call<Answer['adjacent_fields']>(
      grower.access,
      'GET',
      `/farms/fields/${field}/adjacent/?tank_mix=${mix}`,
    );
    const judged = answer.body.map(({ label, compatible, injuring, name }) => ({
      label,
      compatible,
      injuring,
      name,
    }));
    expect(judged.sort((a, b) => a.label.localeCompare(b.label))).toEqual([
      { label: 'soybean – Enlist E3', compatible: false, injuring: ['dicamba'], name: null },
      { label: 'soybean – Roundup Ready 2 Xtend', compatible: true, injuring: [], name: null },
    ]);
    const unplanned = await api.call<Answer['adjacent_fields']>(
      grower.access,
      'GET',
      `/farms/fields/${field}/adjacent/`,
    );
    expect(unplanned.body.map((each) => each.compatible)).toEqual([null, null]);
  });

  it('explains a low index by the neighbour downwind and the wind, and finds the window after', async () => {
    wind = { speed: 12, from: 270, direction: 'W' };
    const { body } = await sprayability(`tank_mix=${mix}`);
    expect(body.explanation).toBe('30: soybean – Enlist E3 downwind, wind 12 mph');
    // The field lies in central Kansas: its hours read in Central time, wherever the reader is.
    expect(body.weather).toMatchObject({ wind_speed_0: 12, source: 'nws', time_zone: 'America/Chicago' });
    // Later hours still blow toward the Enlist field: no window with this mix.
    expect(body.windows).toEqual([]);
  });

  it('is good when the wind blows away from the sensitive neighbour', async () => {
    wind = { speed: 8, from: 90, direction: 'E' };
    const { body } = await sprayability(`tank_mix=${mix}`);
    expect(body.explanation).toBe('100: no concerns');
    expect(body.windows).toEqual([
      { start: '2026-06-15T18:00:00.000Z', end: '2026-06-15T21:00:00.000Z', lowest_index: 100 },
    ]);
  });

  it('names the incompatible fields downwind now, and their accounts, for spray planners to warn', async () => {
    const viewer = await resolveViewer(api.db, { userUuid: grower.uuid, kind: 'access', jti: 'test' });
    if (!viewer) throw new Error('no viewer');
    const spray = new SprayService({
      db: api.db,
      fields: new FieldsService(api.db),
      catalog: new CatalogService(api.db),
      weather: new WeatherService(weather),
    });
    wind = { speed: 12, from: 270, direction: 'W' };
    const downwind = await spray.incompatibleDownwind(viewer, field, { tank_mix: mix });
    expect(downwind.map((each) => each.label)).toEqual(['soybean – Enlist E3']);
    expect(downwind[0]?.account_id).toBeGreaterThan(0);
    expect(downwind[0]?.account_id).not.toBe(viewer.accountId);
    wind = { speed: 12, from: 90, direction: 'E' };
    expect(await spray.incompatibleDownwind(viewer, field, { tank_mix: mix })).toEqual([]);
  });

  it('answers 503 when the weather is unavailable, rather than guessing', async () => {
    weatherUp = false;
    const answer = await sprayability();
    weatherUp = true;
    expect(answer.status).toBe(503);
  });
});

describe('neighbours noted on free land', () => {
  // A free CLU field 10 m off the north edge, on which the grower noted a vineyard; and
  // one to the south noted as a building. Nobody has claimed either.
  let north: string;
  let south: string;
  const addClu = async (key: string, geometry: string) => {
    const [row] = await api.db.query<{ uuid: string }>(
      `INSERT INTO clu_fields (uuid, node_id, geom, acres, source, source_key)
       VALUES (gen_random_uuid(), 1, ST_GeomFromEWKT($1), 100, 'spray-test', $2) RETURNING uuid`,
      [geometry, key],
    );
    return row?.uuid as string;
  };
  const note = (clu: string, crop: [string, string] | 'building') =>
    api.db.query(
      `INSERT INTO adjacent_traits (account_id, adjecent_uuid, crop_id, crop_trait_id, is_building)
       SELECT u.account_id, $2, t.crop_id, t.id, $3 FROM users u
       LEFT JOIN crop_traits t ON t.id = (
         SELECT t2.id FROM crop_traits t2 JOIN crops c ON c.id = t2.crop_id WHERE c.name = $4 AND t2.trait_name = $5)
       WHERE u.uuid = $1`,
      [
        grower.uuid,
        clu,
        crop === 'building',
        crop === 'building' ? null : crop[0],
        crop === 'building' ? null : crop[1],
      ],
    );
  const judged = async () =>
    (
      await api.call<{ uuid: string; label: string | null; own: boolean; compatible: boolean | null }[]>(
        grower.access,
        'GET',
        `/farms/fields/${field}/adjacent/?tank_mix=${mix}`,
      )
    ).body;

  beforeAll(async () => {
    north = await addClu('north', square(-97.4, 38.1081, -97.39, 38.116));
    south = await addClu('south', square(-97.4, 38.092, -97.39, 38.0999));
    await note(north, ['grape', 'Conventional']);
    await note(south, 'building');
  });

  it('judges the noted crop like a claimed field’s, and leaves the building unjudged', async () => {
    const answer = await judged();
    expect(answer.find((each) => each.uuid === north)).toMatchObject({
      label: 'grape – Conventional',
      own: false,
      compatible: false,
    });
    expect(answer.find((each) => each.uuid === south)).toMatchObject({ label: null, compatible: null });
  });

  it('lowers the index when the wind carries the spray onto the noted crop', async () => {
    wind = { speed: 12, from: 180, direction: 'S' };
    const { body } = await api.call<{ explanation: string }>(
      grower.access,
      'GET',
      `/farms/fields/${field}/sprayability/?tank_mix=${mix}`,
    );
    expect(body.explanation).toContain('grape – Conventional');
    wind = { speed: 12, from: 0, direction: 'N' };
    const upwind = await api.call<{ explanation: string }>(
      grower.access,
      'GET',
      `/farms/fields/${field}/sprayability/?tank_mix=${mix}`,
    );
    expect(upwind.body.explanation).not.toContain('grape');
  });

  it('has no account to tell about the noted crop downwind', async () => {
    const viewer = await resolveViewer(api.db, { userUuid: grower.uuid, kind: 'access', jti: 'test' });
    if (!viewer) throw new Error('no viewer');
    const spray = new SprayService({
      db: api.db,
      fields: new FieldsService(api.db),
      catalog: new CatalogService(api.db),
      weather: new WeatherService(weather),
    });
    wind = { speed: 12, from: 180, direction: 'S' };
    const downwind = await spray.incompatibleDownwind(viewer, field, { tank_mix: mix });
    const noted = downwind.find((each) => each.uuid === north);
    expect(noted).toMatchObject({ label: 'grape – Conventional', account_id: null });
    // The soybean field east of it, in the wind's spread, belongs to an account: it is told.
    expect(downwind.filter((each) => each.account_id !== null).map((each) => each.label)).toEqual([
      'soybean – Enlist E3',
    ]);
  });

  it('stands for the field once someone claims the land, until its grower records a crop', async () => {
    const claimer = await api.session();
    const [claimed] = await api.db.query<{ uuid: string }>(
      `WITH farm AS (INSERT INTO farms (account_id, name) SELECT account_id, 'North' FROM users WHERE uuid = $1 RETURNING id, account_id)
       INSERT INTO fields (uuid, farm_id, account_id, owner_uuid, name, geom, acres, clu_uuid)
       SELECT gen_random_uuid(), farm.id, farm.account_id, $1, 'North', c.geom, c.acres, c.uuid
       FROM farm, clu_fields c WHERE c.uuid = $2 RETURNING uuid`,
      [claimer.uuid, north],
    );
    const uuid = claimed?.uuid as string;
    // No crop recorded yet: the vineyard noted on the land is still what the spray would hurt.
    let answer = await judged();
    expect(answer.some((each) => each.uuid === north)).toBe(false);
    expect(answer.find((each) => each.uuid === uuid)).toMatchObject({
      label: 'grape – Conventional',
      compatible: false,
    });
    // Its grower records corn: their own record wins over the note.
    await api.db.query(
      `UPDATE fields SET crop_id = c.id, crop_trait_id = NULL FROM crops c WHERE c.name = 'corn' AND fields.uuid = $1`,
      [uuid],
    );
    answer = await judged();
    expect(answer.find((each) => each.uuid === uuid)?.label).toMatch(/^corn/);
  });
});

describe('the label data', () => {
  it('names each product with the EPA number and dates the report form suggests', async () => {
    const rows = await api.db.query<{
      product_name: string;
      epa_reg_number: string;
      registered_from: string | null;
      registered_until: string | null;
    }>(
      `SELECT product_name, epa_reg_number, to_char(registered_from, 'YYYY-MM-DD') AS registered_from,
         to_char(registered_until, 'YYYY-MM-DD') AS registered_until FROM product_registrations`,
    );
    const products = LABELS.flatMap((label) => label.products);
    expect(products.length).toBeGreaterThan(0);
    for (const product of products)
      expect(
        rows.find((row) => row.product_name === product.name),
        product.name,
      ).toEqual({
        product_name: product.name,
        epa_reg_number: product.epa_reg_number,
        registered_from: product.registered_from,
        registered_until: product.registered_until,
      });
  });

  it('has every rule in SPRAYABILITY.md’s table, and every active in the catalogue', async () => {
    const table = readFileSync(new URL('./SPRAYABILITY.md', import.meta.url), 'utf8');
    for (const rule of LABELS.flatMap((label) => label.rules))
      expect(table, rule.id).toMatch(new RegExp(`\\| \`${rule.id.replaceAll('.', '\\.')}\` +\\|`));
    const actives = await api.db.query<{ name: string }>('SELECT name FROM active_ingredients');
    for (const label of LABELS) expect(actives.map((row) => row.name)).toContain(label.active);
  });
});

describe('one verdict everywhere', () => {
  // Away from the fixtures above: a grower's field with, from two other accounts, a conventional
  // corn field 10 m downwind (east) that glyphosate injures, a conventional soybean field touching
  // its upwind (west) edge that glyphosate injures too, and Enlist E3 soybeans 10 m to the north,
  // which tolerate glyphosate. Wind from the west at 6 mph.
  it('the index, the drift zone, the map and the notices name the same fields downwind', async () => {
    wind = { speed: 6, from: 270, direction: 'W' };
    const me = await api.session();
    const east = await api.session();
    const west = await api.session();
    const home = await addField(me.uuid, 'Verdict home', square(-97.3, 38.2, -97.29, 38.208));
    const corn = await addField(east.uuid, 'Verdict corn', square(-97.2899, 38.2, -97.28, 38.208), [
      'corn',
      'Conventional',
    ]);
    const beans = await addField(west.uuid, 'Verdict beans', square(-97.31, 38.2, -97.3, 38.208), [
      'soybean',
      'Conventional',
    ]);
    await addField(east.uuid, 'Verdict E3', square(-97.3, 38.2081, -97.29, 38.215), ['soybean', 'Enlist E3']);
    const [farm] = await api.db.query<{ farm_id: string }>('SELECT farm_id FROM fields WHERE uuid = $1', [
      home,
    ]);
    const plan = 'herbicide_groups=9';

    // The index: the corn downwind lowers it; the beans upwind do not.
    const spray = await api.call<{
      reasons: string[];
      adjacent_fields: { uuid: string; compatible: boolean | null }[];
    }>(me.access, 'GET', `/farms/fields/${home}/sprayability/?${plan}`);
    expect(spray.status).toBe(200);
    expect(spray.body.reasons).toContain('corn – Conventional downwind');
    expect(spray.body.reasons.join()).not.toContain('soybean');

    // The drift zone: it covers the corn, and only touches the beans' edge.
    const zone = await api.call<Zone>(me.access, 'GET', `/farms/fields/${home}/drift/?${plan}`);
    const [covered] = await api.db.query<{ corn: boolean; beans: boolean }>(
      `WITH z AS (SELECT ST_SetSRID(ST_GeomFromGeoJSON($1), 4326) AS g)
       SELECT ST_Relate((SELECT geom FROM fields WHERE uuid = $2), z.g, 'T********') AS corn,
              ST_Relate((SELECT geom FROM fields WHERE uuid = $3), z.g, 'T********') AS beans FROM z`,
      [JSON.stringify({ type: 'MultiPolygon', coordinates: zone.body.geometry?.coordinates }), corn, beans],
    );
    expect(covered).toEqual({ corn: true, beans: false });

    // The map: both crops are drawn incompatible with the plan (the legend's red), the E3 beans not.
    const colour = (uuid: string) =>
      spray.body.adjacent_fields.find((each) => each.uuid === uuid)?.compatible;
    expect([colour(corn), colour(beans)]).toEqual([false, false]);

    // The notices: the corn's grower is told; the beans' grower, upwind, is not.
    const noon = new Date();
    noon.setUTCHours(18, 0, 0, 0);
    if (noon.getTime() > Date.now()) noon.setUTCDate(noon.getUTCDate() - 1);
    const started = await api.call<{ notified_accounts: number[] }>(
      me.access,
      'PUT',
      `/events/farms/${farm?.farm_id}/spray-planner/`,
      {
        herbicide_groups: [9],
        fields: [home],
        started_at: noon.toISOString(),
        measured_wind_mph: 6,
        measured_wind_direction: 'W',
        measured_temperature_f: 75,
      },
    );
    expect(started.status).toBe(200);
    const told = async (access: string) =>
      (await api.call<{ results: unknown[] }>(access, 'GET', '/events/spray-notices/')).body.results.length;
    expect([await told(east.access), await told(west.access)]).toEqual([1, 0]);
  });
});
