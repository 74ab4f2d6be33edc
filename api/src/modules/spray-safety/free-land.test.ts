import { beforeAll, describe, expect, it } from 'vitest';
import { resolveViewer } from '../../auth/resolve-viewer';
import { FieldsService } from '../farms/service';
import { catalogueWithTankMixes } from '../tank-mixes/service';
import { SprayService } from './service';
import { WeatherService } from './weather-service';
import { api, field, grower, mix, setWind, square, useSprayFixtures, weather } from './world.testing';

// Neighbours a grower noted on free CLU land, judged like claimed fields.
useSprayFixtures();

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
    setWind({ speed: 12, from: 180, direction: 'S' });
    const { body } = await api.call<{ explanation: string }>(
      grower.access,
      'GET',
      `/farms/fields/${field}/sprayability/?tank_mix=${mix}`,
    );
    expect(body.explanation).toContain('grape – Conventional');
    setWind({ speed: 12, from: 0, direction: 'N' });
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
      catalog: catalogueWithTankMixes(api.db).catalogue,
      weather: new WeatherService(weather),
    });
    setWind({ speed: 12, from: 180, direction: 'S' });
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
