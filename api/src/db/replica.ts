import type { Db, Row } from './db';
import { openPostgres } from './postgres';
import {
  memoryWriteMarks,
  parseLsn,
  type ReadRoute,
  redisWriteMarks,
  routeRead,
  type WriteMarks,
} from './read-your-writes';

// The reads that may lag (the CLU map's pages and counts) on a streaming replica, with
// read-your-writes per account (read-your-writes.ts). Without a replica, every read is the
// primary's and nothing is marked.

export type ReadRouter = {
  /** The database this account's lag-tolerant reads go to now (null: no account, any replica). */
  readerFor(accountId: number | null): Promise<Db>;
  /** After a request of this account that may have written: its reads wait for the replica. */
  wrote(accountId: number): Promise<void>;
  /** How many reads went where, since start. */
  readonly routed: Record<ReadRoute, number>;
  close(): Promise<void>;
};

/** A replica's position is asked at most this often per api (a stale answer only sends reads to the primary). */
const REPLAY_CACHE_MS = 100;

/** An account whose mark cannot be read (Redis down) is taken to have written just now. */
const UNKNOWN_WRITE = (1n << 64n) - 1n;

export function primaryOnly(primary: Db): ReadRouter {
  const routed = { replica: 0, primary: 0 };
  return {
    routed,
    async readerFor() {
      routed.primary += 1;
      return primary;
    },
    async wrote() {},
    async close() {},
  };
}

/**
 * A replica's failure (down, restarting, a query cancelled for a replay conflict) is not the
 * reader's: the read is made again on the primary.
 */
function fallingBack(replica: Db, primary: Db): Db {
  const query = async <T extends Row>(sql: string, params?: readonly unknown[]) => {
    try {
      return await replica.query<T>(sql, params);
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      const database = /^[0-9A-Z]{5}$/.test(code);
      // A statement's own fault (bad input, a bug) would fail on the primary too: not retried.
      if (database && !code.startsWith('57') && !code.startsWith('08') && code !== '40001') throw error;
      return primary.query<T>(sql, params);
    }
  };
  return { ...primary, query };
}

export function openReadRouter(
  primary: Db,
  options: { replicaUrl: string | undefined; redisUrl: string | undefined },
): ReadRouter {
  if (!options.replicaUrl || primary.engine !== 'postgres') return primaryOnly(primary);
  const replica = openPostgres(options.replicaUrl);
  const reader = fallingBack(replica, primary);
  const marks: WriteMarks = options.redisUrl ? redisWriteMarks(options.redisUrl) : memoryWriteMarks();
  const routed = { replica: 0, primary: 0 };
  let replay: { at: number; lsn: Promise<bigint | null> } | null = null;
  const replayed = () => {
    const now = Date.now();
    if (!replay || now - replay.at > REPLAY_CACHE_MS)
      replay = {
        at: now,
        lsn: replica
          .query<{ lsn: string | null }>('SELECT pg_last_wal_replay_lsn()::text AS lsn')
          .then(([row]) => (row?.lsn ? parseLsn(row.lsn) : null))
          .catch(() => null),
      };
    return replay.lsn;
  };
  return {
    routed,
    async readerFor(accountId) {
      const [lastWrite, position] = await Promise.all([
        accountId === null ? null : marks.lastWrite(accountId).catch(() => UNKNOWN_WRITE),
        replayed(),
      ]);
      const route = routeRead(lastWrite, position);
      routed[route] += 1;
      return route === 'replica' ? reader : primary;
    },
    async wrote(accountId) {
      // Through PgBouncer any server connection will do: the position now is past every commit
      // this request saw acknowledged.
      const [row] = await primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
      if (row) await marks.mark(accountId, parseLsn(row.lsn));
    },
    async close() {
      await marks.close();
      await replica.close();
    },
  };
}
