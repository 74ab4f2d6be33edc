import { describe, expect, it } from 'vitest';
import { resolveViewer } from '../../auth/resolve-viewer';
import { FieldsService } from '../farms/service';
import { lastNoonInKansas } from '../spray-planner/region.testing';
import { catalogueWithTankMixes } from '../tank-mixes/service';
import { SprayService } from './service';
import { WeatherService } from './weather-service';
import {
  addField,
  api,
  field,
  grower,
  mix,
  setWeatherUp,
  setWind,
  square,
  useSprayFixtures,
  weather,
  type Zone,
} from './world.testing';

// The sprayability of a field whose neighbours are known (a square field with an Enlist E3
// soybean neighbour to the east and an Xtend one to the west), and one verdict everywhere.
useSprayFixtures();

describe('sprayability', () => {
  type Answer = {
    index: number;
    explanation: string;
    windows: { start: string; end: string }[];
    adjacent_fields: { label: string; compatible: boolean | null; injuring: string[]; name: string | null }[];
    weather: { wind_speed_0: number; source: string; time_zone: string };
    hours?: { breaches: { rule: string; found: string }[] }[];
  };
  const sprayability = (query = '') =>
    api.call<Answer>(grower.access, 'GET', `/farms/fields/${field}/sprayability/?${query}`);

  it('brings the labels of the products a mix names: Clarity on corn is not the over-the-top label, on Xtend soybean it is, flagged', async () => {
    const groups = await api.call<{
      herbicide_groups: { active_ingredients: { id: number; name: string }[] }[];
    }>(grower.access, 'GET', '/herbicides/groups/');
    const dicamba = groups.body.herbicide_groups
      .flatMap((group) => group.active_ingredients)
      .find((active) => active.name === 'dicamba')?.id;
    let mixes = 0;
    const labelsOf = async (product: string) => {
      mixes += 1;
      const created = await api.call<{ id: number; products: string[] }>(
        grower.access,
        'POST',
        '/herbicides/tank-mixes/me/',
        {
          name: `Dicamba as ${product} ${mixes}`,
          herbicide_groups: [4],
          active_ingredients: [dicamba],
          products: [product],
        },
      );
      expect(created.body.products).toEqual([product]);
      const answer = await api.call<{
        labels: { id: string; products: { name: string; registered: boolean }[] }[];
      }>(grower.access, 'GET', `/farms/fields/${field}/sprayability/?tank_mix=${created.body.id}`);
      return answer.body.labels.map(
        (label) =>
          `${label.id}: ${label.products.map((each) => `${each.name}${each.registered ? '' : ' (not registered for this use)'}`).join(', ')}`,
      );
    };
    expect(await labelsOf('Stryax')).toEqual(['dicamba-ott: Engenia, Tavium, Stryax']);
    // Over the top of Xtend soybean, Clarity is the use behind the 2016–17 drift losses.
    expect(await labelsOf('Clarity')).toEqual([
      'dicamba-ott: Stryax, Engenia, Tavium, Clarity (not registered for this use)',
    ]);
    await api.db.query(
      `UPDATE fields SET crop_id = (SELECT id FROM crops WHERE name = 'corn'), crop_trait_id = NULL WHERE uuid = $1`,
      [field],
    );
    try {
      expect(await labelsOf('Clarity')).toEqual([]);
    } finally {
      await api.db.query(
        `UPDATE fields SET (crop_id, crop_trait_id) = (SELECT crop_id, id FROM crop_traits
           WHERE trait_name = 'Roundup Ready 2 Xtend' AND crop_id = (SELECT id FROM crops WHERE name = 'soybean'))
         WHERE uuid = $1`,
        [field],
      );
    }
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
    setWind({ speed: 12, from: 270, direction: 'W' });
    const { body } = await sprayability(`tank_mix=${mix}`);
    expect(body.explanation).toBe('30: soybean – Enlist E3 downwind, wind 12 mph');
    // The field lies in central Kansas: its hours read in Central time, wherever the reader is.
    expect(body.weather).toMatchObject({ wind_speed_0: 12, source: 'nws', time_zone: 'America/Chicago' });
    // Later hours still blow toward the Enlist field: no window with this mix.
    expect(body.windows).toEqual([]);
  });

  it('is good when the wind blows away from the sensitive neighbour', async () => {
    setWind({ speed: 8, from: 90, direction: 'E' });
    const { body } = await sprayability(`tank_mix=${mix}`);
    expect(body.explanation).toBe('100: no concerns');
    // Nothing downwind breaks a rule; the only rule broken is the day's high, unknown: the test
    // forecast begins at 1 p.m. on the 15th (after the morning) and ends on the 17th before
    // its end, so no day has both its high and the next day's known (SPRAYABILITY.md).
    expect(body.windows).toEqual([]);
    expect(body.hours?.[0]?.breaches.map((breach) => [breach.rule, breach.found.slice(0, 8)])).toEqual([
      ['dicamba-ott.temperature', 'unknown:'],
    ]);
  });

  it('names the incompatible fields downwind now, and their accounts, for spray planners to warn', async () => {
    const viewer = await resolveViewer(api.db, { userUuid: grower.uuid, kind: 'access', jti: 'test' });
    if (!viewer) throw new Error('no viewer');
    const spray = new SprayService({
      db: api.db,
      fields: new FieldsService(api.db),
      catalog: catalogueWithTankMixes(api.db).catalogue,
      weather: new WeatherService(weather),
    });
    setWind({ speed: 12, from: 270, direction: 'W' });
    const downwind = await spray.incompatibleDownwind(viewer, field, { tank_mix: mix });
    expect(downwind.map((each) => each.label)).toEqual(['soybean – Enlist E3']);
    expect(downwind[0]?.account_id).toBeGreaterThan(0);
    expect(downwind[0]?.account_id).not.toBe(viewer.accountId);
    setWind({ speed: 12, from: 90, direction: 'E' });
    expect(await spray.incompatibleDownwind(viewer, field, { tank_mix: mix })).toEqual([]);
  });

  it('answers 503 when the weather is unavailable, rather than guessing', async () => {
    setWeatherUp(false);
    try {
      expect((await sprayability()).status).toBe(503);
    } finally {
      setWeatherUp(true);
    }
  });
});
describe('one verdict everywhere', () => {
  // Away from the fixtures above: a grower's field with, from two other accounts, a conventional
  // corn field 10 m downwind (east) that glyphosate injures, a conventional soybean field touching
  // its upwind (west) edge that glyphosate injures too, and Enlist E3 soybeans 10 m to the north,
  // which tolerate glyphosate. Wind from the west at 6 mph.
  it('the index, the drift zone, the map and the notices name the same fields downwind', async () => {
    setWind({ speed: 6, from: 270, direction: 'W' });
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
    const started = await api.call<{ notified_accounts: number[] }>(
      me.access,
      'PUT',
      `/events/farms/${farm?.farm_id}/spray-planner/`,
      {
        herbicide_groups: [9],
        fields: [home],
        started_at: lastNoonInKansas(),
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
