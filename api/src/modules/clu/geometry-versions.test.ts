import { describe, expect, it } from 'vitest';
import { recountNodes, upsertFields } from './store';
import { cluTestApi, type NodeSummary } from './streams.testing';

// A node's geometry version (issue 38): a client that holds a node's geometry at its version is
// sent only the live facts; a change of one field's shape moves that node's version alone.

const { api, search, readStream } = cluTestApi(2500);

describe("a node's geometry version", () => {
  it('sends only the live facts of a node whose geometry version the client holds, all of it otherwise', async () => {
    const [node] = (await search(37.75, -97.95)).primary_nodes as (NodeSummary & {
      geometry_version: number;
    })[];
    const id = node?.id ?? 0;
    const version = node?.geometry_version ?? 0;
    const current = await readStream(`/farms/nodes/${id}/stream?compact=true&known_version=${version}`);
    expect(current.events.map((event) => event.event)).toEqual(['fields', 'end']);
    // Nobody has claimed a field of the demo region, and the viewer has none: no facts at all.
    expect(current.fields).toEqual([]);
    expect(current.events[0]?.id).toBe(String(node?.field_count));
    const stale = await readStream(`/farms/nodes/${id}/stream?compact=true&known_version=${version + 1}`);
    expect(stale.fields.length).toBe(node?.field_count);
  });

  it("changes a node's geometry version when one of its fields changes shape, and no other node's", async () => {
    const versions = async () =>
      new Map(
        ((await search(37.75, -97.95)).primary_nodes as (NodeSummary & { geometry_version: number })[]).map(
          (node) => [node.id, node.geometry_version],
        ),
      );
    const before = await versions();
    const [row] = await api().db.query<{ source_key: string; node_id: number; geojson: string }>(
      `SELECT source_key, node_id, ST_AsGeoJSON(ST_Translate(geom, 0.00001, 0), 6) AS geojson
       FROM clu_fields WHERE node_id = $1 ORDER BY uuid LIMIT 1`,
      [[...before.keys()][0]],
    );
    await api().db.transaction((tx) =>
      upsertFields(tx, 'demo', [
        {
          key: row?.source_key ?? '',
          geometry: JSON.parse(row?.geojson ?? '{}'),
          stateFips: null,
          countyFips: null,
        },
      ]),
    );
    await recountNodes(api().db);
    const after = await versions();
    for (const [id, version] of before) {
      if (id === Number(row?.node_id)) expect(after.get(id)).not.toBe(version);
      else expect(after.get(id)).toBe(version);
    }
  });
});
