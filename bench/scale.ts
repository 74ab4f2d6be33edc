import { writeDemoRegion } from '../api/src/clu/seed';
import { readEvents } from '../api/src/clu/sse-reader';
import { startTestApi } from '../api/src/testing';
import type { Row } from './support';

// A state's worth of CLU polygons on PostgreSQL: how fast a view finds its nodes, and how
// soon a node's stream starts. Sequential requests, as one browser makes them.
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

export async function scaleBenchmark(fields: number, databaseUrl: string | undefined): Promise<Row[]> {
  const names = [
    `${fields.toLocaleString('en-US')} polygons: location-search p95`,
    `${fields.toLocaleString('en-US')} polygons: node stream time to first event p95`,
  ];
  if (!databaseUrl) {
    return names.map((name) => ({
      name,
      value: 0,
      unit: 'not run: needs DATABASE_URL (PostgreSQL)',
      target: name.includes('search') ? '≤ 20 ms' : '≤ 100 ms',
      met: false,
    }));
  }
  const api = await startTestApi({}, databaseUrl);
  try {
    const writing = performance.now();
    await writeDemoRegion(api.db, fields);
    await api.db.query('ANALYZE clu_fields');
    console.log(
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
    const found = new Set<number>();
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
      for (const node of primary_nodes) found.add(node.id);
    }

    const firstEvents: number[] = [];
    for (const id of [...found].sort(() => Math.random() - 0.5).slice(0, 200)) {
      const abort = new AbortController();
      const started = performance.now();
      const response = await fetch(`${api.url}/farms/nodes/${id}/stream`, { headers, signal: abort.signal });
      for await (const event of readEvents(response.body as ReadableStream<Uint8Array>)) {
        if (event.event === 'fields' || event.event === 'end') break;
      }
      firstEvents.push(performance.now() - started);
      abort.abort();
    }
    const searchP95 = percentile(searches, 95);
    const firstP95 = percentile(firstEvents, 95);
    return [
      {
        name: names[0] as string,
        value: Number(searchP95.toFixed(1)),
        unit: `ms (1,000 random points; p50 ${percentile(searches, 50).toFixed(1)} ms)`,
        target: '≤ 20 ms',
        met: searchP95 <= 20,
      },
      {
        name: names[1] as string,
        value: Number(firstP95.toFixed(1)),
        unit: `ms (${firstEvents.length} nodes; p50 ${percentile(firstEvents, 50).toFixed(1)} ms)`,
        target: '≤ 100 ms',
        met: firstP95 <= 100,
      },
    ];
  } finally {
    await api.close();
  }
}
