import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pastSharedReads } from './streams';
import { type BenchStack, cpuSeconds, peakRssMb, type Row, resetPeakRss, rssMb } from './support';

// Many browsers at once: each streams every demo polygon through ONE gateway (its
// subscriptions open together, as a view's are); every client must get every polygon exactly
// once. The clients run in their own process and the api in the bench's, so the time and the
// memory are the gateway's: its polygons per second, its peak RSS (VmHWM of the gateway's own
// node process), and what each further client adds to it.
type Load = {
  clients: number;
  complete: number;
  seconds: number;
  expected: number;
  peakMb: number;
  /** CPU seconds of the gateway's process, and of the clients' process, during the load. */
  gatewayCpu: number;
  cpu: number;
};

async function load(stack: BenchStack, clients: number): Promise<Load> {
  const target = JSON.stringify({ gatewayUrl: stack.gatewayUrl, access: stack.access, nodes: stack.nodes });
  await pastSharedReads(); // every load reads every node from the api, none from the last load
  resetPeakRss(stack.gatewayPid);
  const cpuBefore = cpuSeconds(stack.gatewayPid);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'load-clients.ts'), target, String(clients)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`the load clients failed (exit ${code})`);
  const result = JSON.parse(output.trim().split('\n').at(-1) as string) as Omit<
    Load,
    'peakMb' | 'gatewayCpu'
  >;
  return {
    ...result,
    peakMb: peakRssMb(stack.gatewayPid),
    gatewayCpu: cpuSeconds(stack.gatewayPid) - cpuBefore,
  };
}

export async function concurrentBenchmark(stack: BenchStack, clients: number): Promise<Row[]> {
  await load(stack, 2); // warm-up: the gateway's JIT, the database's buffers
  const idle = rssMb(stack.gatewayPid);
  const few = await load(stack, Math.max(1, Math.round(clients / 5)));
  const many = await load(stack, clients);
  const perClient = (many.peakMb - few.peakMb) / (many.clients - few.clients);
  const polygonsPerSecond = (many.complete * many.expected) / many.seconds;
  return [
    {
      name: `${clients} clients × ${many.expected} polygons: clients that got every polygon exactly once`,
      value: many.complete,
      unit: `clients (in ${many.seconds.toFixed(1)} s)`,
      target: `= ${clients}`,
      met: many.complete === clients,
    },
    {
      name: `${clients} concurrent clients: polygons per second from one gateway`,
      value: Math.round(polygonsPerSecond),
      unit: `polygons/s (${(many.complete * many.expected).toLocaleString('en-US')} in ${many.seconds.toFixed(1)} s; ${few.clients} clients: ${Math.round((few.complete * few.expected) / few.seconds)}/s; CPU s: gateway ${many.gatewayCpu.toFixed(1)}, clients ${many.cpu.toFixed(1)}; load average ${loadavg()[0]?.toFixed(1)})`,
      target: '≥ 100000',
      met: polygonsPerSecond >= 100_000,
    },
    {
      name: `${clients} concurrent clients: gateway peak RSS`,
      value: Number(many.peakMb.toFixed(0)),
      unit: `MB (gateway process VmHWM; idle ${idle.toFixed(0)} MB, ${few.clients} clients ${few.peakMb.toFixed(0)} MB)`,
      target: '≤ 150',
      met: many.peakMb <= 150,
    },
    {
      name: 'gateway memory per further concurrent client',
      value: Number(perClient.toFixed(2)),
      unit: `MB (peak RSS, ${few.clients} → ${many.clients} clients)`,
      target: 'printed',
      met: true,
    },
  ];
}
