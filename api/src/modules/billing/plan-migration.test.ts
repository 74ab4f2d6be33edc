import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate';
import { startTestApi, type TestApi } from '../../testing';

// 048 moves the plan off accounts into billing's own table. Every account must keep its plan and
// its Pro year's end, the accounts table must keep none of it, and a grower signed in before must
// still be seen on the plan they paid for.
let api: TestApi;
// A Pro year still running: three months ahead, to the second.
const proEnds = new Date(Math.floor(Date.now() / 1000) * 1000 + 90 * 24 * 3_600_000);
const growers: { uuid: string; plan: 'N' | 'F' | 'B'; ends: Date | null }[] = [
  { uuid: randomUUID(), plan: 'N', ends: null },
  { uuid: randomUUID(), plan: 'F', ends: null },
  { uuid: randomUUID(), plan: 'B', ends: proEnds },
];

beforeAll(async () => {
  api = await startTestApi({}, process.env.DATABASE_URL, '047_neighbour_notes_view.sql');
  for (const grower of growers)
    await api.db.query(
      `WITH account AS (
         INSERT INTO accounts (name, subscription_plan, plan_expires_at) VALUES ('Prairie Farms', $3, $4) RETURNING id
       )
       INSERT INTO users (uuid, email, full_name, password_hash, security_question_id, security_answer_hash,
                          account_id, is_active)
       SELECT $1, $2, 'Early Grower', 'not-a-hash', 1, 'not-a-hash', id, $5 FROM account`,
      [grower.uuid, `${grower.uuid}@example.com`, grower.plan, grower.ends, grower.plan !== 'N'],
    );
  await migrate(api.db);
});
afterAll(() => api?.close());

describe("an account's plan moved to billing (migration 048)", () => {
  it('keeps every plan and the end of every Pro year, and accounts keep neither', async () => {
    const rows = await api.db.query<{ uuid: string; plan: string; expires_at: Date | null }>(
      `SELECT u.uuid, p.plan, p.expires_at FROM users u JOIN billing_plans p ON p.account_id = u.account_id
       WHERE u.uuid = ANY($1::uuid[])`,
      [growers.map((grower) => grower.uuid)],
    );
    const kept = new Map(rows.map((row) => [row.uuid, row]));
    for (const grower of growers) {
      expect(kept.get(grower.uuid)?.plan).toBe(grower.plan);
      expect(kept.get(grower.uuid)?.expires_at?.toISOString() ?? null).toBe(
        grower.ends?.toISOString() ?? null,
      );
    }
    const columns = await api.db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'accounts'`,
    );
    expect(columns.map((column) => column.column_name).sort()).toEqual(['created_at', 'id', 'name']);
  });

  it('still sees a Pro grower on Pro until the end of their year', async () => {
    const pro = growers[2] as (typeof growers)[number];
    const access = await api.tokenFor(pro.uuid);
    const me = await api.call<{ subscription_plan: string }>(access, 'GET', '/auth/users/me/');
    expect(me.body.subscription_plan).toBe('B');
    const plan = await api.call<{ plan: string; plan_expires_at: string }>(
      access,
      'GET',
      '/subscription/me/',
    );
    expect(plan.body).toMatchObject({ plan: 'B', plan_expires_at: proEnds.toISOString() });
  });
});
