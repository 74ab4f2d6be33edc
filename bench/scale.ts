import { writeDemoRegion } from '../api/src/modules/clu/seed';
import { readEvents } from '../api/src/modules/clu/sse-reader';
import { NODE_COUNTS_SQL } from '../api/src/modules/clu/store';
import { startTestApi } from '../api/src/testing';
import { nodesStreamUrl } from '../gateway/src/upstream/node-stream';
import { percentile, type Row } from './support';

// A state's worth of CLU polygons on PostgreSQL, asked as the app asks: location-search at a
// point, then each node's stream with the view's centre (`lat`, `lng`: nearest fields first)
// and outer rings only, asked by the gateway's own `nodesStreamUrl` (the several-node stream
// it reads a subscription's nodes from: the shared body, compact). Sequential requests, as one
// browser makes them.
const STREAMS = 200;

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };

/**
 * Whether a plan (EXPLAIN FORMAT JSON) reads `table` through an index, never by a seq scan: an
 * index (only) scan of it, or a bitmap heap scan fed by a bitmap index scan (PostgreSQL's
 * choice for a handful of ids, as location-search asks).
 */
function readsThroughIndex(plan: unknown, table: string): boolean {
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk((plan as [{ Plan: PlanNode }])[0].Plan);
  const onTable = nodes.filter((node) => node['Relation Name'] === table);
  const byIndex = (node: PlanNode) =>
    node['Node Type'].includes('Index') ||
    (node['Node Type'] === 'Bitmap Heap Scan' &&
      (node.Plans ?? []).some((child) => child['Node Type'] === 'Bitmap Index Scan'));
  return onTable.length > 0 && onTable.every(byIndex);
}

export async function scaleBenchmark(fields: number, databaseUrl: string | undefined): Promise<Row[]> {
  const label = `${fields.toLocaleString('en-US')} polygons`;
  const names = {
    search: `${label}: location-search p95`,
    first: `${label}: app's node stream (lat/lng, outer_fields) time to first event p95`,
    whole: `${label}: app's node stream (lat/lng, outer_fields) whole stream p95`,
  };
  if (!databaseUrl) {
    const missing = (name: string, target: string) => ({
      name,
      value: 0,
      unit: 'not run: needs DATABASE_URL (PostgreSQL)',
      target,
      met: false,
    });
    return [
      missing(names.search, '≤ 20 ms'),
      missing(names.first, '≤ 100 ms'),
      missing(names.whole, '≤ 150 ms'),
    ];
  }
  const api = await startTestApi({}, databaseUrl);
  try {
    const writing = performance.now();
    await writeDemoRegion(api.db, fields);
    await api.db.query('ANALYZE');
    console.error(
      `wrote ${fields.toLocaleString('en-US')} polygons in ${((performance.now() - writing) / 1000).toFixed(0)} s`,
    );
    const { access } = await api.session();
    const headers = { authorization: `Bearer ${access}` };
    const [extent] = await api.db.query<{ xmin: number; ymin: number; xmax: number; ymax: number }>(
      'SELECT ST_XMin(e) AS xmin, ST_YMin(e) AS ymin, ST_XMax(e) AS xmax, ST_YMax(e) AS ymax FROM (SELECT ST_Extent(geom)::geometry AS e FROM clu_fields) AS x',
    );
    const box = {
      xmin: Number(extent?.xmin),
      ymin: Number(extent?.ymin),
      xmax: Number(extent?.xmax),
      ymax: Number(extent?.ymax),
    };

    const searches: number[] = [];
    // Each node found, with the point it was found from: its stream is asked from there.
    const found = new Map<number, { lat: number; lng: number }>();
    for (let index = 0; index < 1000; index++) {
      const point = {
        lat: box.ymin + Math.random() * (box.ymax - box.ymin),
        lng: box.xmin + Math.random() * (box.xmax - box.xmin),
      };
      const started = performance.now();
      const response = await fetch(`${api.url}/farms/fields/location-search/`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ point }),
      });
      const { primary_nodes } = (await response.json()) as { primary_nodes: { id: number }[] };
      searches.push(performance.now() - started);
      for (const node of primary_nodes) found.set(node.id, point);
    }
    const [plan] = await api.db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${NODE_COUNTS_SQL}`, [
      [...found.keys()].slice(0, 9),
    ]);
    const searchIndexed = readsThroughIndex(plan?.['QUERY PLAN'], 'clu_nodes');

    const firstEvents: number[] = [];
    const wholeStreams: number[] = [];
    let polygons = 0;
    const sample = [...found].sort(() => Math.random() - 0.5).slice(0, STREAMS);
    for (const [id, near] of sample) {
      // As the gateway asks for a subscription's nodes (upstream/nodes-read.ts), one node a
      // request, so each node's stream is timed alone.
      const url = nodesStreamUrl(api.url, [id], { near, outerRingsOnly: true });
      const started = performance.now();
      const response = await fetch(url, { headers });
      let first = 0;
      for await (const event of readEvents(response.body as ReadableStream<Uint8Array>)) {
        if (first === 0 && (event.event === 'fields' || event.event === 'end')) first = performance.now();
        if (event.event === 'fields')
          polygons += (JSON.parse(event.data) as { fields: unknown[] }).fields.length;
      }
      firstEvents.push(first - started);
      wholeStreams.push(performance.now() - started);
    }
    const searchP95 = percentile(searches, 95);
    const firstP95 = percentile(firstEvents, 95);
    const wholeP95 = percentile(wholeStreams, 95);
    return [
      {
        name: names.search,
        value: Number(searchP95.toFixed(1)),
        unit: `ms (1,000 random points; p50 ${percentile(searches, 50).toFixed(1)} ms; plan ${searchIndexed ? 'reads clu_nodes by index' : 'does NOT read clu_nodes by index'})`,
        target: '≤ 20 ms, by index',
        met: searchP95 <= 20 && searchIndexed,
      },
      {
        name: names.first,
        value: Number(firstP95.toFixed(1)),
        unit: `ms (${firstEvents.length} nodes; p50 ${percentile(firstEvents, 50).toFixed(1)} ms)`,
        target: '≤ 100 ms',
        met: firstP95 <= 100,
      },
      {
        name: names.whole,
        value: Number(wholeP95.toFixed(1)),
        unit: `ms (${wholeStreams.length} nodes, ${Math.round(polygons / wholeStreams.length)} polygons each on average; p50 ${percentile(wholeStreams, 50).toFixed(1)} ms)`,
        target: '≤ 150 ms',
        met: wholeP95 <= 150,
      },
    ];
  } finally {
    await api.close();
  }
}
