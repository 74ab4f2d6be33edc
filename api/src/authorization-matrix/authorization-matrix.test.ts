import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Build, Call } from './build';
import { calls } from './calls';
import { type Caller, callerNames, callers } from './fixtures';
import { expected, ownersAlone, readers, readersIn } from './table';
import { buildWorld, type World } from './world';

// Issue 33, item 7: the authorization matrix. Every operation of /openapi.json is called by
// each caller with a valid body and the owner's object ids, so the status says who may, not
// whether the body was right. The callers:
//   anonymous  no token
//   owner      the grower whose farm, field, report, tank mix, spray and notes they are (plan B)
//   grower     another grower, plan B, unrelated to the owner
//   retailer   an ag retailer the owner never assigned
//   assigned   the ag retailer the owner granted access, acting as itself (not in god mode)
//   godMode    the assigned retailer's god-mode token into the owner's account: acts as the owner
//   staff      a staff member, acting as itself
// A `/me` operation acts on the caller's own things: its 200 to another grower is that grower's
// own list, and the answers below are checked never to carry the owner's private things.
// An operation of /openapi.json without a row here, or a row without an operation, fails.

/** `work` on each item, at most `width` at a time; the results in the items' order. */
async function inPool<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

let world: World;
let operations: string[];
let secured: Set<string>;
beforeAll(async () => {
  world = await buildWorld();
  const document = (await (await fetch(`${world.api.url}/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      secured: (operation.security ?? []).length > 0,
    })),
  );
  operations = documented.map((operation) => operation.name);
  secured = new Set(documented.filter((operation) => operation.secured).map((operation) => operation.name));
}, 180_000);
afterAll(() => world?.api.close());

async function send(w: World, who: Caller, operation: string, call: Call) {
  const method = operation.split(' ')[0] as string;
  const token = w.tokens[who];
  const response = await fetch(`${w.api.url}${call.path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...call.headers,
    },
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
  });
  return { status: response.status, text: await response.text() };
}

describe('the authorization matrix', () => {
  it('has one row for each operation of /openapi.json, and none for an operation it lacks', () => {
    expect(operations.filter((name) => !(name in expected))).toEqual([]);
    expect(Object.keys(expected).filter((name) => !operations.includes(name))).toEqual([]);
    expect(Object.keys(calls).sort()).toEqual(Object.keys(expected).sort());
  });

  it('answers god mode as the owner, but for the owner’s secrets; and anonymous 401 wherever a token is documented', () => {
    const differing = Object.entries(expected).filter(([, [, owner, , , , god]]) => owner !== god);
    expect(differing.map(([operation]) => operation)).toEqual(ownersAlone);
    for (const operation of ownersAlone) expect(expected[operation]?.[5], operation).toBe(403);
    const anonymous = Object.entries(expected).filter(
      ([operation, [status]]) => secured.has(operation) !== (status === 401),
    );
    expect(anonymous.map(([operation]) => operation)).toEqual([]);
  });

  it('answers every caller of every operation as the table says', async () => {
    const rows = Object.keys(expected);
    const answered = await inPool(rows, 6, async (operation) => {
      const build = calls[operation] as Build;
      // The calls are made first (fresh objects are the owner's), then the seven sent at once.
      const made = await Promise.all(callers.map((who) => build(world, who)));
      return Promise.all(callers.map((who, index) => send(world, who, operation, made[index] as Call)));
    });
    const wrong = rows.flatMap((operation, row) =>
      callers.flatMap((who, index) => {
        const answer = answered[row]?.[index];
        const want = expected[operation]?.[index];
        const problems: string[] = [];
        if (answer?.status !== want)
          problems.push(
            `${operation} as ${callerNames[who]}: expected ${want}, got ${answer?.status} ${answer?.text.slice(0, 160)}`,
          );
        for (const [secret, mayRead] of Object.entries(readers))
          if (
            !mayRead.includes(who) &&
            !readersIn[operation]?.[secret as keyof World['secrets']]?.includes(who) &&
            answer?.text.includes(world.secrets[secret as keyof World['secrets']])
          )
            problems.push(`${operation} as ${callerNames[who]}: the answer holds the owner's ${secret}`);
        return problems;
      }),
    );
    expect(wrong).toEqual([]);
  }, 180_000);
});
