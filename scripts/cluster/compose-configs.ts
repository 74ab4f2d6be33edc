// `npm run cluster:configs`: the cluster's HAProxy and PgBouncer files for docker-compose.yml's
// `cluster` profile (deploy/cluster/), from the same generators `npm run start:cluster` uses. A
// test (tests/cluster-configs.test.ts) fails when the committed files differ from these.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { clusterPorts, haproxyConfig, pgbouncerConfig } from './configs';

/** Inside the compose network every process has its own host and the usual port. */
export function composeConfigs(): Record<string, string> {
  const ports = { ...clusterPorts(4000), front: 4000, apis: 8000, stats: 8404, pgbouncer: 6432 };
  return {
    'haproxy.cfg': haproxyConfig(ports, {
      gateways: ['cluster-gateway-1:4000', 'cluster-gateway-2:4000'],
      apis: ['cluster-api-1:8000', 'cluster-api-2:8000'],
    }),
    'pgbouncer.ini': pgbouncerConfig({
      ports,
      database: 'fields',
      primary: { host: 'db', port: 5432, user: 'postgres' },
      dir: '/etc/pgbouncer',
      compose: true,
    }),
    // A trial's password, as the compose file's own (docker-compose.yml: db).
    'userlist.txt': '"postgres" "fields"\n',
  };
}

export const composeConfigDir = join(import.meta.dirname, '..', '..', 'deploy', 'cluster');

if (process.argv[1] === import.meta.filename)
  for (const [name, text] of Object.entries(composeConfigs()))
    writeFileSync(join(composeConfigDir, name), text);
