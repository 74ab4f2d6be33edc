import { streamThroughGateway } from './streams';
import { type BenchStack, peakRssMb, type Row } from './support';

// Many browsers at once: each streams every demo polygon through the gateway; every client
// must get every polygon exactly once, and the gateway's peak memory stays bounded.
export async function concurrentBenchmark(stack: BenchStack, clients: number): Promise<Row[]> {
  const expected = stack.nodes.reduce((sum, node) => sum + node.fieldCount, 0);
  const started = performance.now();
  const runs = await Promise.all(Array.from({ length: clients }, () => streamThroughGateway(stack, true)));
  const seconds = (performance.now() - started) / 1000;
  const complete = runs.filter((run) => run.uuids.size === expected && run.duplicates === 0).length;
  const peak = peakRssMb(stack.gatewayPid);
  return [
    {
      name: `${clients} clients × ${expected} polygons: clients that got every polygon exactly once`,
      value: complete,
      unit: `clients (in ${seconds.toFixed(1)} s)`,
      target: `= ${clients}`,
      met: complete === clients,
    },
    {
      name: `${clients} concurrent clients: gateway peak RSS`,
      value: Number(peak.toFixed(0)),
      unit: 'MB',
      target: '≤ 300',
      met: peak <= 300,
    },
  ];
}
