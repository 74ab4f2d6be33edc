import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeDemoRegion } from '../api/src/clu/seed';
import { nodeCounts } from '../api/src/clu/store';
import { startTestApi, type TestApi } from '../api/src/testing';

// The stack as benchmarks measure it: the real api on a fresh database holding the demo
// region, and the real gateway in its own process (so its memory is its own).
export type BenchStack = {
  api: TestApi;
  gatewayUrl: string;
  gatewayPid: number;
  access: string;
  nodes: { id: number; fieldCount: number }[];
  close(): Promise<void>;
};

const root = join(import.meta.dirname, '..');

export async function startBenchStack(fields: number): Promise<BenchStack> {
  const api = await startTestApi();
  await writeDemoRegion(api.db, fields);
  const { access } = await api.session();
  const rows = await api.db.query<{ id: number }>('SELECT id FROM clu_nodes ORDER BY id');
  const counts = await nodeCounts(
    api.db,
    rows.map((row) => Number(row.id)),
  );
  const nodes = [...counts].map(([id, fieldCount]) => ({ id, fieldCount }));
  const port = 4300 + Math.floor(Math.random() * 500);
  const gateway: ChildProcess = spawn(join(root, 'node_modules/.bin/tsx'), ['gateway/src/main.ts'], {
    cwd: root,
    env: { ...process.env, API_URL: api.url, PORT: String(port), HOST: '127.0.0.1', WEB_DIST: '/none' },
    stdio: 'ignore',
  });
  const gatewayUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (
      await fetch(`${gatewayUrl}/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    api,
    gatewayUrl,
    gatewayPid: gateway.pid ?? 0,
    access,
    nodes,
    async close() {
      gateway.kill('SIGTERM');
      await api.close();
    },
  };
}

/** Peak resident memory of a process so far (Linux VmHWM), in MB. */
export function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

export type Row = { name: string; value: number; unit: string; target: string; met: boolean; note?: string };
