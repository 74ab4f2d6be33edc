import { Redis } from 'ioredis';

/** A budget's window: GitHub's, a fixed minute that starts again at `resetAt`. */
export const WINDOW_MS = 60_000;

export type Charge = {
  /** Whether the cost fitted in what was left; a refused charge spends nothing. */
  allowed: boolean;
  limit: number;
  /** What this window has spent, this charge included when it was allowed. */
  used: number;
  /** When the window ends and the budget is whole again (ms since the epoch). */
  resetAt: number;
};

export type CostBudgets = {
  charge(key: string, cost: number, limit: number): Promise<Charge>;
  close(): Promise<void>;
};

const windowOf = (now: number) => Math.floor(now / WINDOW_MS) * WINDOW_MS;

/** One gateway's budgets, in its memory. A new minute starts every budget afresh. */
export function memoryBudgets(now: () => number = Date.now): CostBudgets {
  let window = windowOf(now());
  const spent = new Map<string, number>();
  return {
    async charge(key, cost, limit) {
      const current = windowOf(now());
      if (current !== window) {
        // Every entry belongs to a window that has ended.
        spent.clear();
        window = current;
      }
      const used = spent.get(key) ?? 0;
      const allowed = used + cost <= limit;
      if (allowed) spent.set(key, used + cost);
      return { allowed, limit, used: allowed ? used + cost : used, resetAt: current + WINDOW_MS };
    },
    async close() {
      spent.clear();
    },
  };
}

// Check and spend in one step, so two gateways charging the same budget at once cannot both
// take its last points. A refused charge spends nothing.
const CHARGE = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
local cost = tonumber(ARGV[1])
if used + cost > tonumber(ARGV[2]) then return {0, used} end
used = redis.call('INCRBY', KEYS[1], cost)
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return {1, used}`;

/** Budgets shared by every gateway through Redis (REDIS_URL): one key per budget and minute. */
export function redisBudgets(url: string, now: () => number = Date.now): CostBudgets {
  const redis = new Redis(url, { connectionName: `gateway-${process.pid}-budgets` });
  return {
    async charge(key, cost, limit) {
      const time = now();
      const window = windowOf(time);
      const resetAt = window + WINDOW_MS;
      // The key outlives its window by a second, so a slow clock between gateways cannot reopen it.
      const [allowed, used] = (await redis.eval(
        CHARGE,
        1,
        `cost-budget:${key}:${window}`,
        cost,
        limit,
        resetAt - time + 1000,
      )) as [number, number];
      return { allowed: allowed === 1, limit, used, resetAt };
    },
    async close() {
      redis.disconnect();
    },
  };
}

export const createBudgets = (redisUrl: string | undefined, now: () => number = Date.now): CostBudgets =>
  redisUrl ? redisBudgets(redisUrl, now) : memoryBudgets(now);
