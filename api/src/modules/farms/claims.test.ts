import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { writeDemoRegion } from '../clu/seed';
import { readEvents } from '../clu/sse-reader';

// Claiming a free CLU, and what each viewer's node stream then says about it.
type StreamedField = {
  uuid: string;
  claimed: boolean;
  mine: boolean;
  neighbour: boolean;
  owner: { full_name: string; email: string } | null;
};

let api: TestApi;
let nodeId: number;
let free: string[];

beforeAll(async () => {
  api = await startTestApi();
  await writeDemoRegion(api.db, 300);
  const rows = await api.db.query<{ uuid: string; node_id: number }>(
    'SELECT uuid, node_id FROM clu_fields WHERE node_id = (SELECT min(node_id) FROM clu_fields) ORDER BY uuid LIMIT 6',
  );
  nodeId = Number(rows[0]?.node_id);
  free = rows.map((row) => row.uuid);
});
afterAll(() => api?.close());

async function claim(access: string, uuid: string, body: Record<string, unknown>) {
  const response = await fetch(`${api.url}/farms/fields/${uuid}/claim/`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function streamed(access: string): Promise<Map<string, StreamedField>> {
  const response = await fetch(`${api.url}/farms/nodes/${nodeId}/stream`, {
    headers: { authorization: `Bearer ${access}` },
  });
  const fields = new Map<string, StreamedField>();
  for await (const event of readEvents(response.body as ReadableStream<Uint8Array>)) {
    if (event.event !== 'fields') continue;
    for (const field of (JSON.parse(event.data) as { fields: StreamedField[] }).fields) {
      fields.set(field.uuid, field);
    }
  }
  return fields;
}

const field = (uuid: string | undefined) => uuid ?? '';

describe('claiming a CLU field', () => {
  it('asks for the legal confirmation, then claims into the farm named at registration', async () => {
    const grower = await api.session({ fullName: 'Ada Prairie' });
    const refused = await claim(grower.access, field(free[0]), { name: 'North quarter' });
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual([
      'Please confirm that you are the legal owner of this field or authorized to act for the owner.',
    ]);

    const claimed = await claim(grower.access, field(free[0]), {
      name: 'North quarter',
      legal_confirmed: true,
    });
    expect(claimed.status).toBe(200);
    // The field is the grower's own, with its own uuid, and remembers the CLU it came from.
    expect(claimed.body).toMatchObject({
      clu: free[0],
      name: 'North quarter',
      claimed: true,
      owner: { full_name: 'Ada Prairie', email: grower.email },
      crop: null,
      crop_trait: null,
      is_building: false,
    });
    expect(claimed.body.uuid).not.toBe(free[0]);
    const [copied] = await api.db.query<{ same: boolean }>(
      'SELECT ST_Equals(f.geom, c.geom) AS same FROM fields f JOIN clu_fields c ON c.uuid = f.clu_uuid WHERE f.uuid = $1',
      [claimed.body.uuid],
    );
    expect(copied?.same).toBe(true);
    expect(claimed.body.area).toBeGreaterThan(0);
    const farms = await api.db.query<{ name: string }>('SELECT name FROM farms WHERE id = $1', [
      claimed.body.farm,
    ]);
    expect(farms).toEqual([{ name: 'Test Farm' }]);
  });

  it('refuses a field claimed already, a name used in the farm, and a name over 30 characters', async () => {
    const first = await api.session();
    const second = await api.session();
    await claim(first.access, field(free[1]), { name: 'Home', legal_confirmed: true });

    const taken = await claim(second.access, field(free[1]), { name: 'Mine now', legal_confirmed: true });
    expect(taken).toMatchObject({ status: 409, body: { errors: ['This field has already been claimed.'] } });

    const sameName = await claim(first.access, field(free[2]), { name: 'HOME', legal_confirmed: true });
    expect(sameName).toMatchObject({
      status: 409,
      body: { errors: ['A field with that name already exists in this farm!'] },
    });

    const long = await claim(first.access, field(free[2]), { name: 'x'.repeat(31), legal_confirmed: true });
    expect(long).toMatchObject({ status: 400, body: { fields: { name: ['Max of 30 characters'] } } });
    const rows = await api.db.query('SELECT 1 FROM fields WHERE clu_uuid = $1', [free[2]]);
    expect(rows).toHaveLength(0);
  });

  it('lets the free plan claim one field only', async () => {
    const trial = await api.session({ plan: 'F' });
    expect((await claim(trial.access, field(free[3]), { name: 'One', legal_confirmed: true })).status).toBe(
      200,
    );
    const second = await claim(trial.access, field(free[4]), { name: 'Two', legal_confirmed: true });
    expect(second).toMatchObject({ status: 402, body: { errors: ["Oops! You don't have enough credits."] } });
  });

  it('answers 404 for a uuid that is no CLU', async () => {
    const grower = await api.session();
    const missing = await claim(grower.access, '00000000-0000-4000-8000-000000000000', {
      name: 'Ghost',
      legal_confirmed: true,
    });
    expect(missing).toMatchObject({ status: 404, body: { errors: ['There is no such field.'] } });
  });
});

describe('claimed fields in the node stream', () => {
  it("names a neighbour's field's owner to plan B viewers only, and marks the viewer's own", async () => {
    const owner = await api.session({ fullName: 'Neighbour Ned' });
    await claim(owner.access, field(free[5]), { name: 'Creek field', legal_confirmed: true });

    const proViewer = await api.session({ plan: 'B' });
    const trialViewer = await api.session({ plan: 'F' });
    const asPro = (await streamed(proViewer.access)).get(field(free[5]));
    const asTrial = (await streamed(trialViewer.access)).get(field(free[5]));
    const asOwner = (await streamed(owner.access)).get(field(free[5]));

    expect(asPro).toMatchObject({
      claimed: true,
      mine: false,
      owner: { full_name: 'Neighbour Ned', email: owner.email },
    });
    expect(asTrial).toMatchObject({ claimed: true, mine: false, owner: null });
    expect(JSON.stringify(asTrial)).not.toContain(owner.email);
    expect(asOwner).toMatchObject({ claimed: true, mine: true, owner: null });
  });

  it("marks the fields beside the viewer's own as neighbours, for that viewer only", async () => {
    const grower = await api.session();
    const [own] = await api.db.query<{ uuid: string }>(
      `SELECT c.uuid FROM clu_fields c WHERE c.node_id = $1
         AND NOT EXISTS (SELECT 1 FROM fields f WHERE f.clu_uuid = c.uuid) ORDER BY c.uuid DESC LIMIT 1`,
      [nodeId],
    );
    await claim(grower.access, field(own?.uuid), { name: 'Home', legal_confirmed: true });
    const beside = await api.db.query<{ uuid: string }>(
      `SELECT c.uuid FROM clu_fields c, clu_fields o
       WHERE o.uuid = $1 AND c.uuid <> o.uuid AND c.node_id = $2 AND ST_DWithin(c.geom, o.geom, 0.0003)`,
      [own?.uuid, nodeId],
    );
    expect(beside.length).toBeGreaterThan(0);

    const asGrower = await streamed(grower.access);
    const neighbours = [...asGrower.values()].filter((entry) => entry.neighbour).map((entry) => entry.uuid);
    expect(neighbours.sort()).toEqual(beside.map((row) => row.uuid).sort());
    expect(asGrower.get(field(own?.uuid))).toMatchObject({ mine: true, neighbour: false });

    const other = await api.session();
    expect([...(await streamed(other.access)).values()].some((entry) => entry.neighbour)).toBe(false);
  });
});

describe("a grower's farms and fields", () => {
  it('lists the farms of the account and the fields of a farm, to that account only', async () => {
    const grower = await api.session();
    const free2 = await api.db.query<{ uuid: string }>(
      'SELECT c.uuid FROM clu_fields c WHERE NOT EXISTS (SELECT 1 FROM fields f WHERE f.clu_uuid = c.uuid) ORDER BY c.uuid DESC LIMIT 2',
    );
    await claim(grower.access, field(free2[0]?.uuid), { name: 'b pivot', legal_confirmed: true });
    await claim(grower.access, field(free2[1]?.uuid), { name: 'A corner', legal_confirmed: true });
    const get = async (path: string, access: string) => {
      const response = await fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${access}` } });
      return { status: response.status, body: (await response.json()) as unknown };
    };

    const farms = (await get('/farms/me/', grower.access)).body as { id: number; name: string }[];
    expect(farms).toEqual([
      { id: expect.any(Number), name: 'Test Farm', field_count: 2, acres: expect.any(Number) },
    ]);
    const fields = await get(`/farms/${farms[0]?.id}/fields/`, grower.access);
    const listed = fields.body as { name: string; center: { lat: number }; bbox: number[] }[];
    expect(listed.map((entry) => entry.name)).toEqual(['A corner', 'b pivot']);
    for (const entry of listed) {
      const [, south = 0, , north = 0] = entry.bbox;
      expect(entry.center.lat).toBeGreaterThanOrEqual(south);
      expect(entry.center.lat).toBeLessThanOrEqual(north);
    }

    const stranger = await api.session();
    expect((await get('/farms/me/', stranger.access)).body).toEqual([]);
    expect(await get(`/farms/${farms[0]?.id}/fields/`, stranger.access)).toMatchObject({
      status: 404,
      body: { errors: ['There is no such farm.'] },
    });
  });
});
