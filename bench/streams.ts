import { print } from 'graphql';
import { readEvents } from '../api/src/clu/sse-reader';
import { inOrderAhead } from '../gateway/src/subscriptions/lookahead';
import { JOINABLE_MS } from '../gateway/src/upstream/shared-stream';
import { CluFieldsSubscription } from '../web/src/map/operations';
import { type Scheduled, scheduled, scheduledBetween } from './cpu-by-process';
import { type BenchStack, median, type Row } from './support';

/** The schema's limit: a view's nodes come in subscriptions of at most 36. */
export const NODES_PER_SUBSCRIPTION = 36;

// Streaming every demo polygon: directly from the api's SSE, and through the gateway as the
// browser receives it (graphql-sse, one subscription per block of nodes). Also counts the
// bytes on the gateway → browser wire against the same fields as GeoJSON.
// The web app's own subscription document, so the bytes counted are the bytes it receives.
const cluFields = print(CluFieldsSubscription);

type DirectRun = { fields: number; ms: number };

async function* nodeEvents(stack: BenchStack, id: number): AsyncGenerator<number> {
  const response = await fetch(`${stack.api.url}/farms/nodes/${id}/stream?outer_fields=true&compact=true`, {
    headers: { authorization: `Bearer ${stack.access}` },
  });
  for await (const event of readEvents(response.body as ReadableStream<Uint8Array>)) {
    if (event.event === 'fields') yield (JSON.parse(event.data) as { fields: unknown[] }).fields.length;
  }
}

/**
 * Every node's fields read directly from the api's SSE, in the gateway's blocks of 36 and with
 * the gateway's overlap: the next nodes (`STREAMS_AHEAD`) are open while the current one is
 * read (`subscriptions/lookahead.ts`). The fair baseline: what a direct client could do.
 */
export async function streamDirect(stack: BenchStack): Promise<DirectRun> {
  const started = performance.now();
  let fields = 0;
  for (let start = 0; start < stack.nodes.length; start += NODES_PER_SUBSCRIPTION) {
    const block = stack.nodes.slice(start, start + NODES_PER_SUBSCRIPTION);
    for await (const count of inOrderAhead(
      block.map(
        ({ id }) =>
          () =>
            nodeEvents(stack, id),
      ),
    ))
      fields += count;
  }
  return { fields, ms: performance.now() - started };
}

/** The same, one node strictly after another (printed beside the fair baseline). */
export async function streamDirectSequential(stack: BenchStack): Promise<DirectRun> {
  const started = performance.now();
  let fields = 0;
  for (const node of stack.nodes) for await (const count of nodeEvents(stack, node.id)) fields += count;
  return { fields, ms: performance.now() - started };
}

export type GatewayRun = {
  fields: number;
  uuids: Set<string>;
  duplicates: number;
  bytes: number;
  ms: number;
};

/** Where and as whom a client streams through the gateway. */
export type GatewayTarget = Pick<BenchStack, 'gatewayUrl' | 'access' | 'nodes'>;

async function streamBlock(
  target: GatewayTarget,
  nodes: { id: number }[],
  run: GatewayRun,
  keepUuids: boolean,
  near?: { lat: number; lng: number },
): Promise<void> {
  const response = await fetch(`${target.gatewayUrl}/graphql/stream`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      authorization: `Bearer ${target.access}`,
    },
    body: JSON.stringify({ query: cluFields, variables: { nodes, near } }),
  });
  const counted = (response.body as ReadableStream<Uint8Array>).pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        run.bytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
    }),
  );
  for await (const event of readEvents(counted)) {
    if (event.event !== 'next') continue;
    const result = JSON.parse(event.data) as {
      data?: { cluFields: { fields: { u: string }[] } };
      errors?: { message: string }[];
    };
    if (!result.data) throw new Error(`the subscription failed: ${result.errors?.[0]?.message}`);
    const batch = result.data.cluFields;
    run.fields += batch.fields.length;
    if (keepUuids) {
      for (const { u: uuid } of batch.fields) {
        if (run.uuids.has(uuid)) run.duplicates++;
        run.uuids.add(uuid);
      }
    }
  }
}

/**
 * All nodes through the gateway, 36 per subscription (the schema's limit), raw bytes counted.
 * `together`: the subscriptions open at once, as one browser view's would; else one after another.
 */
export async function streamThroughGateway(
  target: GatewayTarget,
  keepUuids = false,
  together = false,
  near?: { lat: number; lng: number },
): Promise<GatewayRun> {
  const started = performance.now();
  const run: GatewayRun = { fields: 0, uuids: new Set(), duplicates: 0, bytes: 0, ms: 0 };
  const blocks: { id: number }[][] = [];
  for (let start = 0; start < target.nodes.length; start += NODES_PER_SUBSCRIPTION) {
    blocks.push(target.nodes.slice(start, start + NODES_PER_SUBSCRIPTION).map(({ id }) => ({ id })));
  }
  if (together) await Promise.all(blocks.map((block) => streamBlock(target, block, run, keepUuids, near)));
  else for (const block of blocks) await streamBlock(target, block, run, keepUuids, near);
  run.ms = performance.now() - started;
  return run;
}

/** The same fields and properties as a GeoJSON FeatureCollection with 6-decimal coordinates. */
export async function geojsonOf(stack: BenchStack) {
  const rows = await stack.api.db.query<{ uuid: string; acres: string; geojson: string }>(
    `SELECT uuid, acres, ST_AsGeoJSON((SELECT ST_Collect(ST_MakePolygon(ST_ExteriorRing(d.geom))) FROM ST_Dump(geom) AS d), 6) AS geojson FROM clu_fields`,
  );
  const features = rows.map((row) => ({
    type: 'Feature',
    properties: {
      uuid: row.uuid,
      acres: Number(row.acres),
      claimed: false,
      mine: false,
      neighbour: false,
      owner: null,
    },
    geometry: JSON.parse(row.geojson),
  }));
  const collection = { type: 'FeatureCollection', features };
  return { collection, bytes: Buffer.byteLength(JSON.stringify(collection)), fields: rows.length };
}

/** Alternating runs of each path after one warm-up of each; the ratio is of the medians. */
const STREAM_RUNS = Number(process.env.BENCH_STREAM_RUNS ?? 5);

/**
 * Waits until no node read by an earlier run is still joinable in the gateway
 * (upstream/shared-stream.ts): each timed gateway run reads every node from the api, as a
 * browser's first load does, never the previous run's events.
 */
export const pastSharedReads = () => new Promise((resolve) => setTimeout(resolve, JOINABLE_MS + 200));

export async function streamBenchmarks(stack: BenchStack): Promise<Row[]> {
  await streamDirect(stack);
  await streamThroughGateway(stack);
  await streamDirectSequential(stack);
  const direct: number[] = [];
  const sequential: number[] = [];
  const gateway: GatewayRun[] = [];
  // What each kind of process did per run: ms on a CPU, and ms it was ready but waited for one.
  const machine = { direct: [] as Scheduled[], gateway: [] as Scheduled[] };
  const timeDirect = async () => {
    const before = scheduled();
    direct.push((await streamDirect(stack)).ms);
    machine.direct.push(scheduledBetween(before, scheduled()));
  };
  const timeGateway = async () => {
    const before = scheduled();
    gateway.push(await streamThroughGateway(stack));
    machine.gateway.push(scheduledBetween(before, scheduled()));
  };
  // Each timed run starts after the same pause (the one the gateway's shared reads need to
  // expire), and the two paths take turns going first: neither starts warmer than the other.
  for (let round = 0; round < STREAM_RUNS; round++) {
    for (const time of round % 2 === 0 ? [timeDirect, timeGateway] : [timeGateway, timeDirect]) {
      await pastSharedReads();
      await time();
    }
    sequential.push((await streamDirectSequential(stack)).ms);
  }
  const machineOf = (runs: Scheduled[]) =>
    [...(runs[0] as Scheduled).keys()]
      .map((kind) => {
        const of = (key: 'cpuMs' | 'waitingMs') =>
          median(runs.map((run) => run.get(kind)?.[key] ?? 0)).toFixed(0);
        return `${kind} ${of('cpuMs')}/${of('waitingMs')}`;
      })
      .join(', ');
  const cpuLine = `ms on a CPU/waiting for one per run, medians: direct: ${machineOf(machine.direct)}; through the gateway: ${machineOf(machine.gateway)}`;
  const spread = (values: number[]) => `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`;
  const directMs = median(direct);
  const gatewayMs = median(gateway.map((run) => run.ms));
  const sequentialMs = median(sequential);
  const sample = gateway[0] as GatewayRun;
  const geojson = await geojsonOf(stack);
  const wirePerPolygon = sample.bytes / sample.fields;
  const geojsonPerPolygon = geojson.bytes / geojson.fields;
  const timeRatio = gatewayMs / directMs;
  const byteRatio = wirePerPolygon / geojsonPerPolygon;
  return [
    {
      name: `stream ${sample.fields} polygons: gateway time ÷ api SSE time (same overlap)`,
      value: Number(timeRatio.toFixed(3)),
      unit: `ratio (${gatewayMs.toFixed(0)} ms ÷ ${directMs.toFixed(0)} ms, medians of ${STREAM_RUNS} alternating; runs ${spread(gateway.map((run) => run.ms))} ÷ ${spread(direct)} ms; api read node after node: ${sequentialMs.toFixed(0)} ms; ${cpuLine})`,
      target: '≤ 1.10',
      met: timeRatio <= 1.1,
    },
    {
      name: 'bytes per polygon, gateway → browser wire ÷ GeoJSON (6 decimals)',
      value: Number(byteRatio.toFixed(3)),
      unit: `ratio (${wirePerPolygon.toFixed(0)} B ÷ ${geojsonPerPolygon.toFixed(0)} B)`,
      target: '≤ 0.30',
      met: byteRatio <= 0.3,
    },
  ];
}
