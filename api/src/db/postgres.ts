import pg from 'pg';
import { tracedQuery } from '../telemetry';
import type { Db, Queryable, Row } from './db';

/** The most connections the api holds open (the soak bench counts a leak past it). */
export const POOL_SIZE = 10;

// Bigint counts and numeric areas come back as strings from pg; callers convert where needed.
export function openPostgres(connectionString: string): Db {
  const pool = new pg.Pool({
    connectionString,
    max: POOL_SIZE,
    // Connections stay open once made. A new backend loads PostGIS and plans the map's query
    // cold on its first use (38 ms alone; 150–250 ms each when a map's nine streams open ten at
    // once on a busy machine), which the default of closing a connection idle for 10 s made
    // every quiet spell pay again.
    idleTimeoutMillis: 0,
    // The api's queries are small and many: a parallel worker (~25 ms to start) or a JIT
    // compile (~8 ms) costs more than the page of a node they would help read.
    options: '-c max_parallel_workers_per_gather=0 -c jit=off',
  });
  // An idle connection closed by the server (a restart, a dropped test database) is not a
  // fault of any request: the pool replaces it. Unheard, pg would crash the process.
  pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
  const run = (client: pg.Pool | pg.PoolClient): Queryable => ({
    query: <T extends Row>(sql: string, params: readonly unknown[] = []) =>
      tracedQuery('postgres', sql, async () => (await client.query(sql, params as unknown[])).rows as T[]),
  });
  return {
    engine: 'postgres',
    ...run(pool),
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(run(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
