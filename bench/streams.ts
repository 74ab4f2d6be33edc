import { print } from 'graphql';
import { readEvents } from '../api/src/clu/sse-reader';
import { CluFieldsSubscription } from '../web/src/map/operations';
import type { BenchStack, Row } from './support';

// Streaming every demo polygon: directly from the api's SSE, and through the gateway as the
// browser receives it (graphql-sse, one subscription per block of nodes). Also counts the
// bytes on the gateway → browser wire against the same fields as GeoJSON.
// The web app's own subscription document, so the bytes counted are the bytes it receives.
const cluFields = print(CluFieldsSubscription);

export async function streamDirect(stack: BenchStack): Promise<{ fields: number; ms: number }> {
  const started = performance.now();
  let fields = 0;
  for (const node of stack.nodes) {
    const response = await fetch(`${stack.api.url}/farms/nodes/${node.id}/stream?outer_fields=true`, {
      headers: { authorization: `Bearer ${stack.access}` },
    });
    for await (const event of readEvents(response.body as ReadableStream<Uint8Array>)) {
      if (event.event === 'fields') fields += (JSON.parse(event.data) as { fields: unknown[] }).fields.length;
    }
  }
  return { fields, ms: performance.now() - started };
}

export type GatewayRun = {
  fields: number;
  uuids: Set<string>;
  duplicates: number;
  bytes: number;
  ms: number;
};

/** All nodes through the gateway, 36 per subscription (the schema's limit), raw bytes counted. */
export async function streamThroughGateway(stack: BenchStack, keepUuids = false): Promise<GatewayRun> {
  const started = performance.now();
  const run: GatewayRun = { fields: 0, uuids: new Set(), duplicates: 0, bytes: 0, ms: 0 };
  for (let start = 0; start < stack.nodes.length; start += 36) {
    const nodes = stack.nodes.slice(start, start + 36).map(({ id }) => ({ id }));
    const response = await fetch(`${stack.gatewayUrl}/graphql/stream`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        authorization: `Bearer ${stack.access}`,
      },
      body: JSON.stringify({ query: cluFields, variables: { nodes } }),
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
      const batch = (JSON.parse(event.data) as { data: { cluFields: { fields: { u: string }[] } } }).data
        .cluFields;
      run.fields += batch.fields.length;
      if (keepUuids) {
        for (const { u: uuid } of batch.fields) {
          if (run.uuids.has(uuid)) run.duplicates++;
          run.uuids.add(uuid);
        }
      }
    }
  }
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

export async function streamBenchmarks(stack: BenchStack): Promise<Row[]> {
  // Warm both paths once, then alternate and keep the best of three of each.
  await streamDirect(stack);
  await streamThroughGateway(stack);
  const direct: number[] = [];
  const gateway: GatewayRun[] = [];
  for (let round = 0; round < 3; round++) {
    direct.push((await streamDirect(stack)).ms);
    gateway.push(await streamThroughGateway(stack));
  }
  const bestDirect = Math.min(...direct);
  const bestGateway = gateway.reduce((best, run) => (run.ms < best.ms ? run : best));
  const geojson = await geojsonOf(stack);
  const wirePerPolygon = bestGateway.bytes / bestGateway.fields;
  const geojsonPerPolygon = geojson.bytes / geojson.fields;
  const timeRatio = bestGateway.ms / bestDirect;
  const byteRatio = wirePerPolygon / geojsonPerPolygon;
  return [
    {
      name: `stream ${bestGateway.fields} polygons: gateway time ÷ api SSE time`,
      value: Number(timeRatio.toFixed(3)),
      unit: `ratio (${bestGateway.ms.toFixed(0)} ms ÷ ${bestDirect.toFixed(0)} ms)`,
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
