import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clusterPorts, haproxyConfig, pgbouncerConfig } from '../scripts/cluster/configs';

// The cluster's generated configuration, checked by the tools that will read it; the cluster
// itself is not started here (bench/failover.ts runs it).
const dir = mkdtempSync(join(tmpdir(), 'cluster-configs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const ports = clusterPorts(5600);

// CI installs haproxy (.ci/run) and must not skip this; a developer's machine without it may.
describe.skipIf(!existsSync('/usr/sbin/haproxy') && process.env.CI !== 'true')(
  "the cluster's HAProxy configuration",
  () => {
    it('is valid to HAProxy itself, with no warning', () => {
      const file = join(dir, 'haproxy.cfg');
      writeFileSync(file, haproxyConfig(ports));
      const output = execFileSync('/usr/sbin/haproxy', ['-c', '-f', file], {
        encoding: 'utf8',
        stdio: 'pipe',
      });
      expect(output).toMatch(/Configuration file is valid/);
      expect(output).not.toMatch(/WARNING|ALERT/);
    });

    it('health-checks every gateway and api, and never re-sends a request that may have written', () => {
      const config = haproxyConfig(ports);
      for (const port of [...ports.gateways, ...ports.api])
        expect(config).toContain(`127.0.0.1:${port} check`);
      expect(config).toContain('option httpchk GET /health');
      expect(config).toMatch(/disable-l7-retry unless METH_GET \|\| METH_HEAD/);
    });
  },
);

describe("the cluster's PgBouncer configuration", () => {
  it('pools by transaction, and keeps the settings the api asks for at connect', () => {
    const config = pgbouncerConfig({
      ports,
      database: 'fields',
      primary: { host: '127.0.0.1', port: 5432, user: 'postgres' },
      dir,
    });
    expect(config).toMatch(/^pool_mode = transaction$/m);
    expect(config).toMatch(/^ignore_startup_parameters = extra_float_digits,options$/m);
    expect(config).toContain("connect_query='SET jit = off; SET max_parallel_workers_per_gather = 0'");
  });
});

describe("docker-compose.yml's cluster profile", () => {
  it('mounts the files the generators write (npm run cluster:configs), unchanged', async () => {
    const { composeConfigs, composeConfigDir } = await import('../scripts/cluster/compose-configs');
    const { readFileSync } = await import('node:fs');
    for (const [name, text] of Object.entries(composeConfigs()))
      expect(readFileSync(join(composeConfigDir, name), 'utf8'), `deploy/cluster/${name}`).toBe(text);
  });
});
