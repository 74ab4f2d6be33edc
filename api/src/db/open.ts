import { mkdirSync } from 'node:fs';
import type { ApiConfig } from '../config';
import type { Db } from './db';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export async function openDatabase(config: Pick<ApiConfig, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  mkdirSync(config.dataDir, { recursive: true });
  return openPglite(config.dataDir);
}

export async function openMigratedDatabase(config: Pick<ApiConfig, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  const db = await openDatabase(config);
  await migrate(db);
  return db;
}
