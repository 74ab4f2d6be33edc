import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { editMessages } from '../boundaries/field-checks';
import { writeDemoRegion } from '../clu/seed';
import { fieldMessages } from './service';

// Claims and merges sent at the same moment, as real concurrent requests (issue 33): whoever
// wins, the rules hold as if they had come one after the other. Several rounds each, so a lost
// lock shows.
let api: TestApi;
let free: string[];

beforeAll(async () => {
  api = await startTestApi();
  await writeDemoRegion(api.db, 40);
  free = (await api.db.query<{ uuid: string }>('SELECT uuid FROM clu_fields ORDER BY uuid LIMIT 30')).map(
    (row) => row.uuid,
  );
});
afterAll(() => api?.close());

const nextFree = () => {
  const uuid = free.shift();
  if (!uuid) throw new Error('the demo region ran out of free CLUs');
  return uuid;
};

async function claim(access: string, clu: string, name: string) {
  const response = await fetch(`${api.url}/farms/fields/${clu}/claim/`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
    body: JSON.stringify({ name, legal_confirmed: true }),
  });
  return { status: response.status, body: (await response.json()) as { errors?: string[] } };
}

const fieldsOf = async (uuid: string) =>
  api.db.query<{ clu_uuid: string }>(
    'SELECT f.clu_uuid FROM fields f JOIN users u ON u.account_id = f.account_id WHERE u.uuid = $1',
    [uuid],
  );

describe('two growers claiming one CLU at once', () => {
  it('exactly one wins; the other is told the field has been claimed, and holds nothing', async () => {
    for (let round = 0; round < 5; round++) {
      const clu = nextFree();
      const growers = await Promise.all([api.session(), api.session()]);
      const answers = await Promise.all(growers.map((grower) => claim(grower.access, clu, 'Contested')));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)?.body.errors).toEqual([fieldMessages.taken]);
      const held = await Promise.all(growers.map((grower) => fieldsOf(grower.uuid)));
      expect(held.map((fields) => fields.length).sort()).toEqual([0, 1]);
      expect(await api.db.query('SELECT 1 FROM fields WHERE clu_uuid = $1', [clu])).toHaveLength(1);
    }
  });
});

describe('a free-plan grower claiming two CLUs at once', () => {
  it('gets exactly one; the other is refused for want of credits', async () => {
    for (let round = 0; round < 5; round++) {
      const trial = await api.session({ plan: 'F' });
      const clus = [nextFree(), nextFree()];
      const answers = await Promise.all(clus.map((clu, index) => claim(trial.access, clu, `Field ${index}`)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 402]);
      expect(answers.find((answer) => answer.status === 402)?.body.errors).toEqual([fieldMessages.noCredits]);
      expect(await fieldsOf(trial.uuid)).toHaveLength(1);
    }
  });
});

describe('two merges of one field at once', () => {
  it('each the other way round: one merges, the other is told its field is gone, and no ground is lost', async () => {
    const pairs = await api.db.query<{ a: string; b: string; acres: string }>(
      `SELECT a.uuid AS a, b.uuid AS b, a.acres + b.acres AS acres FROM clu_fields a, clu_fields b
       WHERE a.uuid < b.uuid AND ST_Intersects(a.geom, b.geom)
         AND NOT EXISTS (SELECT 1 FROM fields f WHERE f.clu_uuid IN (a.uuid, b.uuid))
       ORDER BY a.uuid LIMIT 40`,
    );
    const used = new Set<string>();
    const rounds = pairs.filter((pair) => {
      if (used.has(pair.a) || used.has(pair.b)) return false;
      used.add(pair.a);
      used.add(pair.b);
      return true;
    });
    expect(rounds.length).toBeGreaterThanOrEqual(4);
    for (const pair of rounds.slice(0, 4)) {
      const grower = await api.session();
      const west = await claimed(grower.access, pair.a, 'West');
      const east = await claimed(grower.access, pair.b, 'East');
      const merge = (keep: string, absorb: string) =>
        fetch(`${api.url}/farms/fields/${keep}/merge/`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${grower.access}` },
          body: JSON.stringify({ merge_fields: [absorb] }),
        }).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as { errors?: string[] },
        }));
      const answers = await Promise.all([merge(west, east), merge(east, west)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
      expect(answers.find((answer) => answer.status === 404)?.body.errors).toEqual([editMessages.noField]);
      const left = await api.db.query<{ acres: string }>(
        'SELECT f.acres FROM fields f JOIN users u ON u.account_id = f.account_id WHERE u.uuid = $1',
        [grower.uuid],
      );
      expect(left).toHaveLength(1);
      expect(Number(left[0]?.acres)).toBeCloseTo(Number(pair.acres), 0);
    }
  });
});

async function claimed(access: string, clu: string, name: string): Promise<string> {
  const response = await fetch(`${api.url}/farms/fields/${clu}/claim/`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
    body: JSON.stringify({ name, legal_confirmed: true }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { uuid: string }).uuid;
}
