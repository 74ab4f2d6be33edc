// `npm run start:cluster`: the scaled-out deployment on this one machine (scripts/cluster/cluster.ts),
// until Ctrl-C. DATABASE_URL names the primary and the cluster's database (made if missing),
// REDIS_URL the Redis, CLUSTER_BASE_PORT the first of its hundred ports (5600), CLUSTER_DIR
// where its generated files and the replica's data go (removed at stop).
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster } from './cluster';

const cluster = await startCluster({
  databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/fields_cluster',
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  basePort: Number(process.env.CLUSTER_BASE_PORT ?? 5600),
  dir: process.env.CLUSTER_DIR ?? join(tmpdir(), `fields-cluster-${process.env.CLUSTER_BASE_PORT ?? 5600}`),
  seedDemo: process.env.SEED_DEMO !== 'false',
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
const { ports } = cluster;
console.log(`
The cluster is running (Ctrl-C stops it):
  clients           ${cluster.url}  (HAProxy → gateways ${ports.gateways.join(', ')})
  apis              http://127.0.0.1:${ports.apis}  (HAProxy → apis ${ports.api.join(', ')})
  HAProxy stats     http://127.0.0.1:${ports.stats}/
  PgBouncer         127.0.0.1:${ports.pgbouncer} (transaction pooling) → ${new URL(cluster.primaryUrl).host}
  replica           ${cluster.replicaUrl}
`);
const stop = async () => {
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
