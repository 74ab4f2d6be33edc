import { describe, expect, it } from 'vitest';
import { cluTestApi } from './streams.testing';

// A land unit is claimed by a claim of it, or by a farm field drawn over most of it (store.ts,
// claims-sql.ts): the map shows both the same way.

const { api, search, streamNode } = cluTestApi(600);

describe('claims on the map', () => {
  it('shows a land unit claimed by a farm field drawn over it, and not the units that field only touches', async () => {
    // A grower of its own with a farm, and the first land unit of a node.
    const id = (await search(37.75, -97.95)).primary_nodes.at(-1)?.id ?? 0;
    const [covered] = await api().db.query<{ uuid: string; ring: string }>(
      `SELECT uuid, ST_AsGeoJSON(ST_ExteriorRing(ST_GeometryN(geom, 1))) AS ring
       FROM clu_fields WHERE node_id = $1 ORDER BY uuid LIMIT 1`,
      [id],
    );
    const grower = await api().session({ plan: 'B' });
    const farm = await api().call<{ id: number }>(grower.access, 'POST', '/farms/', { name: 'Home' });
    const drawn = await api().call(grower.access, 'POST', '/farms/fields/', {
      name: 'Drawn over a CLU',
      mpoly: (JSON.parse(covered?.ring ?? '{}') as { coordinates: number[][] }).coordinates,
      farm: farm.body.id,
      crop: null,
      crop_trait: null,
      legal_confirmed: true,
    });
    expect(drawn.status).toBe(201);
    type Flags = { uuid: string; claimed: boolean; mine: boolean; neighbour: boolean };
    const shared = (await streamNode(id, '?shared=true')).fields as unknown as Flags[];
    // Drawn, not claimed from it: the unit is claimed because the field covers it, and its
    // neighbours (which share only an edge with the field) are not.
    expect(shared.filter((field) => field.claimed).map((field) => field.uuid)).toEqual([covered?.uuid]);
    const viewerFields = await fetch(`${api().url}/farms/nodes/viewer-fields/?ids=${id}`, {
      headers: { authorization: `Bearer ${grower.access}` },
    });
    const { fields: differing } = (await viewerFields.json()) as { fields: Flags[] };
    expect(differing.filter((field) => field.mine).map((field) => field.uuid)).toEqual([covered?.uuid]);
    expect(differing.find((field) => field.uuid === covered?.uuid)).toMatchObject({ claimed: true });
    expect(differing.some((field) => field.neighbour && !field.claimed)).toBe(true);
  });
});
