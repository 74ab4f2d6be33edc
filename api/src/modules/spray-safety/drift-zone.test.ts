import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LABELS } from './label-rules';
import { resolveProduct } from './products';
import {
  addField,
  api,
  bounds,
  drift,
  field,
  grower,
  mix,
  setWind,
  useSprayFixtures,
  type Zone,
} from './world.testing';

// Drift zones drawn by PostGIS around a square field with an Enlist E3 soybean neighbour to the
// east and an Xtend one to the west; and the label data they read.
useSprayFixtures();

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
    setWind({ speed: 12, from: 270, direction: 'W' });
    const zone = await drift('');
    expect(bounds(zone).west).toBeGreaterThan(-97.4 - 1e-6);
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
    // Each row the report form suggests is one of the product's registrations in products.json.
    const listed = rows.filter((row) => resolveProduct(row.product_name)?.name === row.product_name);
    expect(listed.map((row) => row.product_name)).toEqual(
      expect.arrayContaining(['Engenia', 'Stryax', 'Tavium', 'XtendiMax', 'Enlist One', 'Enlist Duo']),
    );
    for (const row of listed)
      expect(
        resolveProduct(row.product_name)?.registrations.map((each) => ({
          product_name: row.product_name,
          epa_reg_number: each.epa_reg_number,
          registered_from: each.from,
          registered_until: each.until,
        })),
        row.product_name,
      ).toContainEqual(row);
  });

  it('has every rule in SPRAYABILITY.md’s table, and every active in the catalogue', async () => {
    const table = readFileSync(new URL('./SPRAYABILITY.md', import.meta.url), 'utf8');
    for (const rule of LABELS.flatMap((label) => label.rules))
      expect(table, rule.id).toMatch(new RegExp(`\\| \`${rule.id.replaceAll('.', '\\.')}\` +\\|`));
    const actives = await api.db.query<{ name: string }>('SELECT name FROM active_ingredients');
    for (const label of LABELS) expect(actives.map((row) => row.name)).toContain(label.active);
  });
});
