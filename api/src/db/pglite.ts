import { PGlite } from '@electric-sql/pglite';
import { postgis } from '@electric-sql/pglite-postgis';
import { tracedQuery } from '../telemetry';
import type { Db, Queryable, Row } from './db';

/**
 * Embedded PostgreSQL + PostGIS in WebAssembly; `dataDir` undefined keeps it in memory, and
 * `image` (a `dumpDataDir()` tarball) starts it from a copy of another database.
 */
export async function openPglite(
  dataDir: string | undefined,
  image?: Blob,
): Promise<Db & { dump(): Promise<Blob> }> {
  const lite = await PGlite.create(dataDir, {
    extensions: { postgis },
    ...(image ? { loadDataDir: image } : {}),
  });
  const run = (client: Pick<PGlite, 'query'>): Queryable => ({
    query: <T extends Row>(sql: string, params: readonly unknown[] = []) =>
      tracedQuery('pglite', sql, async () => (await client.query<T>(sql, params as unknown[])).rows),
  });
  return {
    engine: 'pglite',
    ...run(lite),
    async exec(sql) {
      await lite.exec(sql);
    },
    transaction: (work) => lite.transaction((tx) => work(run(tx))),
    close: () => lite.close(),
    dump: async () => lite.dumpDataDir('gzip'),
  };
}
