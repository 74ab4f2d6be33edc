import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type CostBudgets, memoryBudgets, redisBudgets, WINDOW_MS } from './budgets';

// A budget is a fixed minute, as GitHub's: spent charge by charge, whole again when the minute
// ends. The clock is a fake one the test moves.
const minuteStart = Math.ceil(Date.now() / WINDOW_MS) * WINDOW_MS;

function spendsAndRenews(make: (now: () => number) => CostBudgets) {
  return async () => {
    let now = minuteStart + 5_000;
    const budgets = make(() => now);
    const key = `grower-${randomUUID()}`;
    try {
      expect(await budgets.charge(key, 40, 100)).toEqual({
        allowed: true,
        limit: 100,
        used: 40,
        resetAt: minuteStart + WINDOW_MS,
      });
      expect((await budgets.charge(key, 60, 100)).used).toBe(100);
      // Past the budget: refused, and the refused charge spends nothing.
      expect(await budgets.charge(key, 1, 100)).toMatchObject({ allowed: false, used: 100 });
      // Another grower has a budget of its own.
      expect((await budgets.charge(`${key}-other`, 100, 100)).allowed).toBe(true);
      now = minuteStart + WINDOW_MS - 1;
      expect((await budgets.charge(key, 1, 100)).allowed).toBe(false);
      // A new minute: the whole budget again.
      now = minuteStart + WINDOW_MS;
      expect(await budgets.charge(key, 30, 100)).toEqual({
        allowed: true,
        limit: 100,
        used: 30,
        resetAt: minuteStart + 2 * WINDOW_MS,
      });
    } finally {
      await budgets.close();
    }
  };
}

describe('query-cost budgets', () => {
  it(
    'in memory: spent per key, refused past the limit, whole again next minute',
    spendsAndRenews(memoryBudgets),
  );

  // Through the real Redis that CI runs (REDIS_URL names it).
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  it(
    'in Redis: the same, per key and minute',
    spendsAndRenews((now) => redisBudgets(redisUrl, now)),
  );

  it('in Redis: two gateways spend one budget, and never both take its last points', async () => {
    const now = () => minuteStart + 1_000;
    const first = redisBudgets(redisUrl, now);
    const second = redisBudgets(redisUrl, now);
    const key = `grower-${randomUUID()}`;
    try {
      expect((await first.charge(key, 90, 100)).used).toBe(90);
      const race = await Promise.all([first.charge(key, 10, 100), second.charge(key, 10, 100)]);
      expect(race.map((charge) => charge.allowed).sort()).toEqual([false, true]);
      expect((await second.charge(key, 1, 100)).used).toBe(100);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
