import { Redis } from 'ioredis';

// Read-your-writes over a lagging replica (issue 56). Reads that may lag go to the replica, except
// for an account that has written something the replica has not replayed yet: its reads go to
// the primary until the replica's replay position passes its last write. The mark is kept per
// account (not per connection, nor per api process): a grower's next request may reach the other
// api through the balancer, or come from their other device, and must see the write all the same.
// Other growers' writes may show a moment late; that is what the replica's reads are allowed.

/** A WAL position (`pg_current_wal_lsn()`'s 'X/Y', two hex halves) as one number. */
export function parseLsn(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  if (high === undefined || low === undefined || !/^[0-9A-Fa-f]+$/.test(high + low))
    throw new Error(`Not a WAL position: ${lsn}`);
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

export type ReadRoute = 'replica' | 'primary';

/**
 * Where a read goes: the replica when it has replayed the account's last write (or the account
 * has none marked), the primary when it has not, or when the replica's position is unknown (down,
 * unreachable: the primary is always right, only slower).
 */
export function routeRead(lastWrite: bigint | null, replayed: bigint | null): ReadRoute {
  if (replayed === null) return 'primary';
  if (lastWrite === null) return 'replica';
  return replayed >= lastWrite ? 'replica' : 'primary';
}

/** Each account's last write position, shared by every api. */
export type WriteMarks = {
  mark(accountId: number, lsn: bigint): Promise<void>;
  lastWrite(accountId: number): Promise<bigint | null>;
  close(): Promise<void>;
};

/**
 * How long a mark is kept. A replica more than this behind would serve an account its older
 * state again: one that far behind is broken, and is to be taken out (an alert on its lag).
 */
export const MARK_TTL_MS = 10 * 60_000;

// Fixed-width hex compares as the number does: a mark only moves forward, whichever of two
// concurrent writes of an account records its position last.
const hex = (lsn: bigint) => lsn.toString(16).padStart(16, '0');
const RAISE = `local old = redis.call('GET', KEYS[1])
if (not old) or ARGV[1] > old then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) else redis.call('PEXPIRE', KEYS[1], ARGV[2]) end`;

export function redisWriteMarks(redisUrl: string): WriteMarks {
  const redis = new Redis(redisUrl, { connectionName: `api-${process.pid}-marks` });
  const key = (accountId: number) => `fields:wrote:${accountId}`;
  return {
    async mark(accountId, lsn) {
      await redis.eval(RAISE, 1, key(accountId), hex(lsn), MARK_TTL_MS);
    },
    async lastWrite(accountId) {
      const value = await redis.get(key(accountId));
      return value ? BigInt(`0x${value}`) : null;
    },
    async close() {
      await redis.quit();
    },
  };
}

/** One api alone (no Redis): its own marks are every mark there is. */
export function memoryWriteMarks(): WriteMarks {
  const marks = new Map<number, { lsn: bigint; until: number }>();
  return {
    async mark(accountId, lsn) {
      const old = marks.get(accountId);
      marks.set(accountId, { lsn: old && old.lsn > lsn ? old.lsn : lsn, until: Date.now() + MARK_TTL_MS });
    },
    async lastWrite(accountId) {
      const mark = marks.get(accountId);
      if (!mark || mark.until < Date.now()) return null;
      return mark.lsn;
    },
    async close() {
      marks.clear();
    },
  };
}
