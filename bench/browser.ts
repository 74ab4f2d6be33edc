import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { chromiumArgs } from '../e2e/chromium';
import type { BenchResult } from './browser/main';
import { startCpuSampler } from './cpu-by-process';
import { pastSharedReads } from './streams';
import { type BenchStack, GATEWAY_PORT, median, type Row, startGatewayProcess } from './support';

// The headless-Chromium figures (software WebGL): the web app's path (graphql-sse → polyline
// decoding into typed arrays → binary deck.gl layers) against the same polygons fetched as
// GeoJSON and given to a GeoJsonLayer, on the same page (bench/browser/main.ts) and the same
// deck. The page is served as the web app is: by a gateway (its static files, WEB_DIST), so
// the app's stream comes straight from the gateway on the page's own origin. A small server
// beside the api answers the page's setup and the GeoJSON route, from another origin (CORS
// and resource timing allowed: a simple GET, no preflight).
const pageDir = join(import.meta.dirname, 'browser');
const distDir = join(pageDir, 'dist');
// Five: within one run the app's loads have spread from 563 to 936 ms, and a median of three
// moved with one such load.
const RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 5);

// The baseline a plain REST map would have: one route that reads the polygons and their
// properties from the database and answers one GeoJSON FeatureCollection, built by PostgreSQL
// (ST_AsGeoJSON, 6 decimals, outer rings as the app asks for them) on every request: never
// from memory. The properties are the app's, read the way the api reads them for a viewer.
const GEOJSON_SQL = `
  WITH own AS MATERIALIZED (
    SELECT f.geom FROM fields f JOIN farms m ON m.id = f.farm_id WHERE m.account_id = $1
  )
  SELECT json_build_object('type', 'FeatureCollection', 'features', coalesce(json_agg(json_build_object(
    'type', 'Feature',
    'properties', json_build_object(
      'uuid', c.uuid, 'acres', c.acres, 'claimed', m.account_id IS NOT NULL,
      'mine', m.account_id IS NOT DISTINCT FROM $1,
      'neighbour', EXISTS (SELECT 1 FROM own WHERE ST_DWithin(own.geom, c.geom, 0.0003)),
      'owner', CASE WHEN m.account_id IS NULL THEN NULL
                    ELSE json_build_object('full_name', u.full_name, 'email', u.email) END),
    'geometry', ST_AsGeoJSON(
      (SELECT ST_Collect(ST_MakePolygon(ST_ExteriorRing(d.geom))) FROM ST_Dump(c.geom) AS d), 6)::json
  )), '[]'::json))::text AS body
  FROM clu_fields c
  LEFT JOIN fields f ON f.clu_uuid = c.uuid
  LEFT JOIN farms m ON m.id = f.farm_id
  LEFT JOIN users u ON u.uuid = f.owner_uuid`;

function serve(stack: BenchStack, accountId: number, setup: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://bench').pathname;
    // The page is on the gateway's origin: let it read these, and their timing.
    const headers = {
      'cache-control': 'no-store',
      'access-control-allow-origin': '*',
      'timing-allow-origin': '*',
    };
    if (path === '/bench/fields.geojson') {
      stack.api.db.query<{ body: string }>(GEOJSON_SQL, [accountId]).then(
        ([row]) => {
          res.writeHead(200, { ...headers, 'content-type': 'application/geo+json' });
          res.end(row?.body);
        },
        (error: unknown) => {
          console.error('the GeoJSON route failed', error);
          res.writeHead(500).end();
        },
      );
      return;
    }
    if (path === '/bench/setup.json') {
      res.writeHead(200, { ...headers, 'content-type': 'application/json' });
      res.end(setup);
      return;
    }
    res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

type Reading = BenchResult & { heapMb: number };

/**
 * Builds the page and serves it: a gateway of its own (the image's command, WEB_DIST the
 * page) on the stack's api, and the data server. The page's address, with the data's origin.
 */
export async function serveBenchPage(stack: BenchStack): Promise<{ page: string; close(): void }> {
  await build({ configFile: join(pageDir, 'vite.config.ts') });
  const [viewer] = await stack.api.db.query<{ account_id: number }>(
    'SELECT account_id FROM users WHERE email = $1',
    [stack.email],
  );
  const lngs = stack.nodes.map(({ id }) => (id % 3600) / 10 - 180);
  const lats = stack.nodes.map(({ id }) => Math.floor(id / 3600) / 10 - 90);
  const view = {
    longitude: (Math.min(...lngs) + Math.max(...lngs) + 0.1) / 2,
    latitude: (Math.min(...lats) + Math.max(...lats) + 0.1) / 2,
    zoom: 9.5,
  };
  const server = await serve(
    stack,
    Number(viewer?.account_id),
    JSON.stringify({ access: stack.access, nodes: stack.nodes, view }),
  );
  const data = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    // The data's origin is allowed by the gateway's Content-Security-Policy as a map origin.
    const gateway = await startGatewayProcess(stack.api.url, GATEWAY_PORT + 1, {
      WEB_DIST: distDir,
      MAP_ORIGINS: data,
    });
    return {
      page: `${gateway.url}/index.html?data=${encodeURIComponent(data)}`,
      close() {
        gateway.stop();
        server.close();
      },
    };
  } catch (error) {
    server.close();
    throw error;
  }
}

export async function browserBenchmarks(stack: BenchStack): Promise<Row[]> {
  const served = await serveBenchPage(stack);
  // BENCH_CPU_BY_PROCESS=1: each load also prints the CPU each kind of process used from asking
  // to all decoded (PostgreSQL, the api, the gateways, Chromium's processes).
  const cpu = process.env.BENCH_CPU_BY_PROCESS ? startCpuSampler() : null;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });

  /** One load of the page; `firstFrame` times its first frame with a field (see main.ts). */
  const load = async (mode: string, firstFrame = false): Promise<Reading> => {
    // A fresh context each time: nothing cached, nothing left from the run before.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto(`${served.page}&mode=${mode}${firstFrame ? '&first=1' : ''}`);
      await page.waitForFunction(() => window.benchResult !== undefined, null, { timeout: 300_000 });
      const result = (await page.evaluate(() => window.benchResult)) as BenchResult;
      if (result.error) throw new Error(`${mode}: ${result.error}`);
      const first = firstFrame
        ? `, first field drawn at ${(result.firstDrawn - result.requested).toFixed(0)} ms`
        : '';
      console.error(
        `  ${mode}${firstFrame ? ' (first frame)' : ''}: decoded ${(result.decoded - result.requested).toFixed(0)} ms after asking${first}; ${result.polygons} polygons arrived ${(result.arrived - result.firstByte).toFixed(0)} ms and were drawn ${(result.drawn - result.firstByte).toFixed(0)} ms after the first byte, attributes ${result.updateAttributesMs.toFixed(0)} ms, ${result.frames} frames, one more frame ${result.frameMs.toFixed(0)} ms`,
      );
      if (cpu) {
        const origin = await page.evaluate(() => performance.timeOrigin);
        const used = [...cpu.between(origin + result.requested, origin + result.decoded)]
          .filter(([, seconds]) => seconds > 0)
          .sort(([, a], [, b]) => b - a);
        console.error(
          `    CPU from asking to all decoded: ${used.map(([kind, seconds]) => `${kind} ${seconds.toFixed(2)} s`).join(', ')}`,
        );
      }
      const cdp = await context.newCDPSession(page);
      await cdp.send('HeapProfiler.collectGarbage');
      const heap = (await cdp.send('Runtime.getHeapUsage')) as {
        usedSize: number;
        backingStorageSize?: number;
      };
      // Typed arrays' memory lives outside V8's heap (backing stores): count it, it is the data.
      return { ...result, heapMb: (heap.usedSize + (heap.backingStorageSize ?? 0)) / 2 ** 20 };
    } finally {
      await context.close();
    }
  };

  try {
    await load('binary'); // warm-up: the OS file cache, the database's buffers, the JIT of the gateway
    await load('geojson');
    const binary: Reading[] = [];
    const binaryFirst: Reading[] = [];
    const plain: Reading[] = [];
    for (let run = 0; run < RUNS; run++) {
      await pastSharedReads(); // the app's run reads every node from the api, as a first load does
      binary.push(await load('binary'));
      await pastSharedReads();
      binaryFirst.push(await load('binary', true));
      plain.push(await load('geojson', true));
    }
    const empty = await load('empty');
    const drawMs = (readings: Reading[]) =>
      median(readings.map((reading) => reading.drawn - reading.firstByte));
    const heapMb = (readings: Reading[]) => median(readings.map((reading) => reading.heapMb));
    const updateMs = (readings: Reading[]) => median(readings.map((reading) => reading.updateAttributesMs));
    const polygons = binary[0]?.polygons ?? 0;
    if (plain[0]?.polygons !== polygons) {
      throw new Error(`the two paths drew different polygons: ${polygons} vs ${plain[0]?.polygons}`);
    }
    const arrivalMs = (readings: Reading[]) =>
      median(readings.map((reading) => reading.decoded - reading.requested));
    const firstDrawnMs = (readings: Reading[]) =>
      median(readings.map((reading) => reading.firstDrawn - reading.requested));
    const arrival = arrivalMs(binary) / arrivalMs(plain);
    const draw = drawMs(binary) / drawMs(plain);
    const heap = heapMb(binary) / heapMb(plain);
    const update = updateMs(binary) / updateMs(plain);
    return [
      {
        name: `Chromium, ${polygons} polygons: asked → all decoded, app ÷ GeoJSON from the database`,
        value: Number(arrival.toFixed(3)),
        unit: `ratio (${arrivalMs(binary).toFixed(0)} ms ÷ ${arrivalMs(plain).toFixed(0)} ms, median of ${RUNS})`,
        target: '≤ 1.0',
        met: arrival <= 1,
      },
      {
        name: `Chromium, ${polygons} polygons: asked → first field drawn, app ÷ GeoJSON`,
        value: Number((firstDrawnMs(binaryFirst) / firstDrawnMs(plain)).toFixed(3)),
        unit: `ratio (${firstDrawnMs(binaryFirst).toFixed(0)} ms ÷ ${firstDrawnMs(plain).toFixed(0)} ms, median of ${RUNS}; the app's in runs of its own)`,
        target: 'printed',
        met: true,
      },
      {
        name: `Chromium, ${polygons} polygons: first byte → all drawn, app ÷ GeoJSON`,
        value: Number(draw.toFixed(3)),
        unit: `ratio (${drawMs(binary).toFixed(0)} ms ÷ ${drawMs(plain).toFixed(0)} ms, median of ${RUNS})`,
        target: '≤ 0.5',
        met: draw <= 0.5,
      },
      {
        name: `Chromium, ${polygons} polygons loaded: JS heap, app ÷ GeoJSON`,
        value: Number(heap.toFixed(3)),
        unit: `ratio (${heapMb(binary).toFixed(1)} MB ÷ ${heapMb(plain).toFixed(1)} MB; empty page ${empty.heapMb.toFixed(1)} MB)`,
        target: '≤ 0.5',
        met: heap <= 0.5,
      },
      {
        name: 'Chromium: deck.gl attribute-update time, binary ÷ GeoJSON',
        value: Number(update.toFixed(3)),
        unit: `ratio (${updateMs(binary).toFixed(0)} ms ÷ ${updateMs(plain).toFixed(0)} ms, median of ${RUNS})`,
        target: '≤ 0.6',
        met: update <= 0.6,
      },
    ];
  } finally {
    cpu?.stop();
    await browser.close();
    served.close();
  }
}
