import { decodeRing } from '@field-boundaries/contract/polyline';
import { COMPACT_FIELD_KEYS } from '@field-boundaries/contract/wire';
import { describe, expect, it } from 'vitest';
import { nodeOf } from './grid';
import { writeDemoRegion } from './seed';
import { readEvents } from './sse-reader';
import { upsertFields } from './store';
import { cluTestApi, type NodeSummary, type WireField } from './streams.testing';

const FIELDS = 2500;
const { api, auth, search, readStream, streamNode } = cluTestApi(FIELDS);

describe('the CLU store', () => {
  it('computes acres on the ellipsoid: a quarter section between roads is about 154 acres', async () => {
    const [row] = await api().db.query<{ acres: string }>(
      "SELECT acres FROM clu_fields WHERE source = 'demo' AND source_key = '0-0-0'",
    );
    expect(Number(row?.acres)).toBeGreaterThan(153);
    expect(Number(row?.acres)).toBeLessThan(155.5);
  });

  it('files each field under the node its SQL and TypeScript grids agree on', async () => {
    const rows = await api().db.query<{ node_id: number; lat: number; lng: number }>(
      `SELECT node_id, ST_Y(ST_PointOnSurface(geom)) AS lat, ST_X(ST_PointOnSurface(geom)) AS lng
       FROM clu_fields ORDER BY uuid LIMIT 300`,
    );
    for (const row of rows) expect(Number(row.node_id)).toBe(nodeOf(Number(row.lat), Number(row.lng)));
  });

  it('writes the same region twice without doubling it', async () => {
    await writeDemoRegion(api().db, 100);
    const [row] = await api().db.query<{ count: string }>('SELECT count(*) AS count FROM clu_fields');
    expect(Number(row?.count)).toBe(FIELDS);
  });
});

describe('location search', () => {
  it('returns the nodes around the point that hold fields, its own first', async () => {
    const { primary_nodes } = await search(37.75, -97.95);
    expect(primary_nodes.length).toBeGreaterThan(1);
    expect(primary_nodes[0]?.id).toBe(nodeOf(37.75, -97.95));
    expect(primary_nodes.every((node) => node.field_count > 0)).toBe(true);
  });

  it('finds nothing far from any field, and refuses a point off the globe', async () => {
    expect((await search(45, -120)).primary_nodes).toEqual([]);
    const response = await fetch(`${api().url}/farms/fields/location-search/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth() },
      body: JSON.stringify({ point: { lat: 123, lng: 0 } }),
    });
    expect(response.status).toBe(400);
  });
});

describe('node streams', () => {
  it('sends every field of the node once, in batches with ids, then an end event', async () => {
    const [node] = (await search(37.75, -97.95)).primary_nodes;
    const { fields, events } = await streamNode(node?.id ?? 0);
    expect(fields).toHaveLength(node?.field_count ?? -1);
    expect(new Set(fields.map((field) => field.uuid)).size).toBe(fields.length);
    expect(events.at(-1)).toEqual({ id: String(fields.length), event: 'end' });
    const ring = decodeRing(fields[0]?.polygons[0]?.[0] ?? '');
    expect(ring.length).toBeGreaterThanOrEqual(5);
    expect(fields.every((field) => field.claimed === false && field.acres > 0)).toBe(true);
  });

  it("sends each polygon's rings, holes only when asked, and a rewritten boundary's new rings", async () => {
    // A field in two parts, the first with a hole (a farmstead), in a node of its own.
    const at = (value: number) => Number(value.toFixed(6));
    const square = (west: number, south: number, size: number) => [
      [west, south],
      [at(west + size), south],
      [at(west + size), at(south + size)],
      [west, at(south + size)],
      [west, south],
    ];
    const holed = {
      type: 'MultiPolygon' as const,
      coordinates: [
        [square(-100.05, 40.05, 0.004), square(-100.0485, 40.0515, 0.001).reverse()],
        [square(-100.044, 40.05, 0.002)],
      ],
    };
    const write = (geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown }) =>
      api().db.transaction((tx) =>
        upsertFields(tx, 'ring-test', [{ key: 'f1', geometry, stateFips: null, countyFips: null }]),
      );
    await write(holed);
    const node = nodeOf(40.051, -100.049);
    // Each ring decoded (and closed again) to within 1e-6° of the stored corners.
    const rings = (field: WireField | undefined) =>
      (field?.polygons ?? []).map((polygon) =>
        polygon.map((ring) => decodeRing(ring).map(([lng, lat]) => [at(lng), at(lat)])),
      );
    const [all] = (await streamNode(node)).fields;
    expect(rings(all)).toEqual(holed.coordinates);
    const [outer] = (await streamNode(node, '?outer_fields=true')).fields;
    expect(rings(outer)).toEqual(holed.coordinates.map((polygon) => polygon.slice(0, 1)));

    const redrawn = { type: 'Polygon' as const, coordinates: [square(-100.05, 40.05, 0.003)] };
    await write(redrawn);
    const [again] = (await streamNode(node)).fields;
    expect(rings(again)).toEqual([redrawn.coordinates]);
  });

  it('resumes a cut stream from the last event id with nothing lost or repeated', async () => {
    const [node] = (await search(37.75, -97.95)).primary_nodes;
    const whole = await streamNode(node?.id ?? 0);
    const abort = new AbortController();
    const response = await fetch(`${api().url}/farms/nodes/${node?.id}/stream`, {
      headers: auth(),
      signal: abort.signal,
    });
    const received: WireField[] = [];
    let lastId = '';
    for await (const event of readEvents(response.body as ReadableStream<Uint8Array>)) {
      received.push(...(JSON.parse(event.data) as { fields: WireField[] }).fields);
      lastId = event.id ?? '';
      if (received.length >= 80) break; // the connection is cut after two batches
    }
    abort.abort();
    const rest = await streamNode(node?.id ?? 0, '', { 'last-event-id': lastId });
    const uuids = [...received, ...rest.fields].map((field) => field.uuid);
    expect(uuids).toEqual(whole.fields.map((field) => field.uuid));
  });

  it('resumes from any Last-Event-ID offset', async () => {
    const [node] = (await search(37.75, -97.95)).primary_nodes;
    const whole = await streamNode(node?.id ?? 0);
    const resumed = await streamNode(node?.id ?? 0, '', { 'last-event-id': '37' });
    expect(resumed.fields.map((field) => field.uuid)).toEqual(
      whole.fields.slice(37).map((field) => field.uuid),
    );
  });

  it("streams several nodes in one response: each node's stream in turn, resumable between them", async () => {
    const [first, second, third] = (await search(37.75, -97.95)).primary_nodes.map((node) => node.id);
    const alone = await Promise.all([first, second, third].map((id) => streamNode(id ?? 0, '?shared=true')));
    const together = await readStream(`/farms/nodes/stream/?ids=${third},${first},${second}&shared=true`);
    const uuids = (streams: { fields: WireField[] }[]) =>
      streams.flatMap(({ fields }) => fields.map(({ uuid }) => uuid));
    expect(together.fields.map(({ uuid }) => uuid)).toEqual(uuids([alone[2], alone[0], alone[1]] as never));
    const ends = together.events.filter(({ event }) => event === 'end');
    expect(ends.map(({ id }) => id)).toEqual(
      [third, first, second].map(
        (id, index) => `${id}:${[alone[2], alone[0], alone[1]][index]?.fields.length}`,
      ),
    );
    // Cut after the first node's 37th field: the rest is the second node from there, then the third.
    const resumed = await readStream(`/farms/nodes/stream/?ids=${third},${first},${second}&shared=true`, {
      'last-event-id': `${first}:37`,
    });
    expect(resumed.fields.map(({ uuid }) => uuid)).toEqual(
      uuids([{ fields: alone[0]?.fields.slice(37) ?? [] }, alone[1] as never]),
    );
  });

  it('refuses a stream of more than 36 nodes, or of an unknown node', async () => {
    const many = Array.from({ length: 37 }, (_, index) => nodeOf(37.75, -97.95) + index);
    for (const ids of [many.join(','), '1,x']) {
      const response = await fetch(`${api().url}/farms/nodes/stream/?ids=${ids}`, { headers: auth() });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ fields: { ids: ['Give at most 36 known node ids.'] } });
    }
  });

  it('sends the fields nearest the viewer first when given a position', async () => {
    const [node] = (await search(37.75, -97.95)).primary_nodes;
    const center = node?.center ?? { lat: 0, lng: 0 };
    const { fields } = await streamNode(
      node?.id ?? 0,
      `?lat=${center.lat}&lng=${center.lng}&outer_fields=true`,
    );
    const distance = (field: WireField) => {
      const [lng, lat] = decodeRing(field.polygons[0]?.[0] ?? '')[0] ?? [0, 0];
      return Math.hypot(lat - center.lat, lng - center.lng);
    };
    expect(distance(fields[0] as WireField)).toBeLessThan(distance(fields.at(-1) as WireField));
  });

  it("sends one shared body for every viewer, and each viewer's own view apart", async () => {
    const [node] = (await search(37.75, -97.95)).primary_nodes;
    const id = node?.id ?? 0;
    const [first] = (await streamNode(id)).fields;
    const claim = await fetch(`${api().url}/farms/fields/${first?.uuid}/claim/`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...auth() },
      body: JSON.stringify({ name: 'Shared check', legal_confirmed: true }),
    });
    expect(claim.ok).toBe(true);
    type Flags = { uuid: string; claimed: boolean; mine: boolean; neighbour: boolean };
    const own = (await streamNode(id)).fields as unknown as Flags[];
    const shared = (await streamNode(id, '?shared=true')).fields as unknown as Flags[];
    const viewerFields = await fetch(`${api().url}/farms/nodes/viewer-fields/?ids=${id}`, {
      headers: auth(),
    });
    const { fields: differing } = (await viewerFields.json()) as { fields: (Flags & { node: number })[] };
    // Everyone sees the field claimed; only its claimer sees it as theirs, and its neighbours.
    expect(shared.find((field) => field.uuid === first?.uuid)).toMatchObject({ claimed: true, mine: false });
    expect(shared.every((field) => !field.mine && !field.neighbour)).toBe(true);
    expect(differing.find((field) => field.uuid === first?.uuid)).toMatchObject({ node: id, mine: true });
    // The shared body with the viewer's own flags put in is exactly the viewer's stream.
    const byUuid = new Map(differing.map(({ node: _node, ...flags }) => [flags.uuid, flags]));
    expect(shared.map((field) => ({ ...field, ...byUuid.get(field.uuid) }))).toEqual(own);
    expect(differing.length).toBeLessThan(own.length);
  });

  it('sends the same fields in the compact form when asked, keys in the order a gateway relies on', async () => {
    const [node] = (await search(37.75, -97.95)).primary_nodes;
    const id = node?.id ?? 0;
    const full = (await streamNode(id, '?outer_fields=true')).fields as unknown as Record<string, unknown>[];
    const compact = (await streamNode(id, '?outer_fields=true&compact=true')).fields as unknown as Record<
      string,
      unknown
    >[];
    expect(compact).toHaveLength(full.length);
    // The last batch says it is the node's last; the `end` event still follows.
    const response = await fetch(`${api().url}/farms/nodes/${id}/stream?compact=true`, { headers: auth() });
    const events: { event: string; done?: boolean }[] = [];
    for await (const event of readEvents(response.body as ReadableStream<Uint8Array>))
      events.push({ event: event.event, done: (JSON.parse(event.data) as { done?: boolean }).done });
    expect(events.map((event) => event.event).slice(-2)).toEqual(['fields', 'end']);
    expect(events.map((event) => event.done === true)).toEqual(
      events.map((_, index) => index === events.length - 2),
    );
    expect(Object.keys(compact[0] ?? {})).toEqual(COMPACT_FIELD_KEYS);
    expect(
      compact.map((field) => ({
        uuid: field.u,
        acres: field.a,
        claimed: field.c,
        mine: field.m,
        neighbour: field.b,
        owner: field.o,
        polygons: field.p,
      })),
    ).toEqual(full);
  });

  it('refuses strangers and unknown nodes', async () => {
    expect((await fetch(`${api().url}/farms/nodes/100/stream`)).status).toBe(401);
    expect((await fetch(`${api().url}/farms/nodes/-4/stream`, { headers: auth() })).status).toBe(400);
  });

  it('keeps the raw CLU stream for developers', async () => {
    const [node] = (await search(37.75, -97.95)).primary_nodes;
    expect(
      (await fetch(`${api().url}/farms/nodes/${node?.id}/clu-stream/`, { headers: auth() })).status,
    ).toBe(403);
    const developer = await api().session({ developer: true });
    const response = await fetch(`${api().url}/farms/nodes/${node?.id}/clu-stream/`, {
      headers: { authorization: `Bearer ${developer.access}` },
    });
    expect(response.status).toBe(200);
    const events = [];
    for await (const event of readEvents(response.body as ReadableStream<Uint8Array>)) events.push(event);
    const features = events
      .filter((event) => event.event === 'features')
      .flatMap((event) => JSON.parse(event.data).features);
    expect(features).toHaveLength(node?.field_count ?? -1);
    expect(features[0]).toMatchObject({ type: 'Feature', geometry: { type: 'MultiPolygon' } });
  });
});

describe('coverage', () => {
  it('lists the nodes holding fields inside a box, with their counts', async () => {
    const response = await fetch(`${api().url}/farms/nodes/?west=-99&south=37&east=-96&north=39`, {
      headers: auth(),
    });
    const { nodes } = (await response.json()) as { nodes: NodeSummary[] };
    expect(nodes.reduce((sum, node) => sum + node.field_count, 0)).toBe(FIELDS);
    const outside = await fetch(`${api().url}/farms/nodes/?west=-120&south=44&east=-119&north=45`, {
      headers: auth(),
    });
    expect(((await outside.json()) as { nodes: NodeSummary[] }).nodes).toEqual([]);
  });
});
