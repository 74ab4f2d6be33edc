import { describe, expect, it } from 'vitest';
import { resolveViewer } from '../../auth/resolve-viewer';
import type { Viewer } from '../../auth/viewer';
import type { Db } from '../../db/db';
import { FieldsService } from '../farms/service';
import { catalogueWithTankMixes } from '../tank-mixes/service';
import { SprayService } from './service';
import { WeatherService } from './weather-service';
import { api, field, grower, mix, setWind, square, useSprayFixtures, weather } from './world.testing';

// The drift sweeps are kept between calls (zone-hits.ts); every answer must still be the one the
// database gives now. A square field, an Enlist E3 soybean neighbour 10 m east (dicamba injures
// it) and an Xtend one 10 m west; the Xtend mix carries dicamba and glyphosate.
useSprayFixtures();

/** The spray service over a database that counts the drift sweeps asked of it. */
async function counted() {
  const count = { sweeps: 0 };
  const db = Object.create(api.db) as Db;
  db.query = (sql, params) => {
    if (sql.includes('sweeps AS')) count.sweeps += 1;
    return api.db.query(sql, params);
  };
  const spray = new SprayService({
    db,
    fields: new FieldsService(db),
    catalog: catalogueWithTankMixes(db).catalogue,
    weather: new WeatherService(weather),
  });
  const viewer = (await resolveViewer(api.db, {
    userUuid: grower.uuid,
    kind: 'access',
    jti: 'test',
  })) as Viewer;
  const downwind = async (plan: { tank_mix: number } | { herbicide_groups: number[] } = { tank_mix: mix }) =>
    (await spray.incompatibleDownwind(viewer, field, plan)).map((each) => each.label);
  return { count, downwind };
}

/** Moves a field's boundary as a bare UPDATE would: its boundary version stays as it was. */
async function reshape(uuid: string, geometry: string) {
  await api.db.query('UPDATE fields SET geom = ST_GeomFromEWKT($2) WHERE uuid = $1', [uuid, geometry]);
}
const uuidOf = async (name: string) =>
  (await api.db.query<{ uuid: string }>('SELECT uuid FROM fields WHERE name = $1', [name]))[0]
    ?.uuid as string;

describe('the drift judgement, kept between calls', () => {
  it('sweeps a wind once and answers the same again', async () => {
    const { count, downwind } = await counted();
    setWind({ speed: 12, from: 270, direction: 'W' });
    expect(await downwind()).toEqual(['soybean – Enlist E3']);
    expect(count.sweeps).toBe(1);
    expect(await downwind()).toEqual(['soybean – Enlist E3']);
    expect(count.sweeps).toBe(1);
  });

  it('sweeps a new forecast hour’s wind, and keeps the old one’s answer', async () => {
    const { count, downwind } = await counted();
    setWind({ speed: 12, from: 270, direction: 'W' });
    expect(await downwind()).toEqual(['soybean – Enlist E3']);
    setWind({ speed: 12, from: 90, direction: 'E' });
    expect(await downwind()).toEqual([]);
    expect(count.sweeps).toBe(2);
    setWind({ speed: 12, from: 270, direction: 'W' });
    expect(await downwind()).toEqual(['soybean – Enlist E3']);
    expect(count.sweeps).toBe(2);
  });

  it('judges afresh once the neighbour’s boundary moves out of the drift’s reach, version or not', async () => {
    const { count, downwind } = await counted();
    setWind({ speed: 12, from: 270, direction: 'W' });
    expect(await downwind()).toEqual(['soybean – Enlist E3']);
    const east = await uuidOf('East');
    // About 175 m further east: still among the fields around (402 m), beyond the drift.
    await reshape(east, square(-97.3879, 38.1, -97.378, 38.108));
    try {
      expect(await downwind()).toEqual([]);
      expect(count.sweeps).toBe(2);
    } finally {
      await reshape(east, square(-97.3899, 38.1, -97.38, 38.108));
    }
    expect(await downwind()).toEqual(['soybean – Enlist E3']);
  });

  it('judges afresh once the field’s own boundary is edited', async () => {
    const { downwind } = await counted();
    setWind({ speed: 12, from: 270, direction: 'W' });
    expect(await downwind()).toEqual(['soybean – Enlist E3']);
    // Its east edge some 180 m back from the neighbour.
    await reshape(field, square(-97.4, 38.1, -97.392, 38.108));
    try {
      expect(await downwind()).toEqual([]);
    } finally {
      await reshape(field, square(-97.4, 38.1, -97.39, 38.108));
    }
    expect(await downwind()).toEqual(['soybean – Enlist E3']);
  });

  it('judges another plan by its own candidates', async () => {
    const { downwind } = await counted();
    setWind({ speed: 12, from: 270, direction: 'W' });
    expect(await downwind()).toEqual(['soybean – Enlist E3']);
    // Glyphosate alone: both neighbours tolerate it.
    expect(await downwind({ herbicide_groups: [9] })).toEqual([]);
    expect(await downwind()).toEqual(['soybean – Enlist E3']);
  });
});
