import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDeflateRaw } from 'node:zlib';
import { geojsonOf, ring } from './shapes';
import { type Row, startApiProcess } from './support';

// Hostile boundary uploads against the api in its own process (node itself, so the pid is the
// api's): while each upload is processed, /health is asked every 20 ms from here, and the api's
// resident memory is read off /proc/<pid>/status (VmRSS) every 20 ms. The peak is checked a second
// way: the kernel's own high-water mark (VmHWM), reset before each upload through
// /proc/<pid>/clear_refs, so a spike between two samples is still seen. Every upload is a dry run
// (all the reading and checking, nothing written).
const root = join(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_UPLOADS_PORT ?? 9190);
const url = `http://127.0.0.1:${PORT}`;
const HEALTH_P99_MS = 200;
const GROWTH_MB = 200;
const RETURN_MB = 50;

const kib = (status: string, key: string) =>
  Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
const status = (pid: number) => readFileSync(`/proc/${pid}/status`, 'utf8');
const rssMb = (pid: number) => kib(status(pid), 'VmRSS') / 1024;
const psRssMb = (pid: number) =>
  Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)]).toString()) / 1024;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A zip of one entry deflated from `gigabytes` of zeros, with its sizes as declared (or lying). */
export async function zipBomb(name: string, bytes: number, declared = bytes): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const zeros = Buffer.alloc(16 * 1024 * 1024);
  for (let written = 0; written < bytes; written += zeros.length)
    if (!deflate.write(zeros)) await new Promise((resolve) => deflate.once('drain', resolve));
  deflate.end();
  await done;
  const data = Buffer.concat(out);
  const file = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(0, 14); // CRC: never reached, the sizes refuse it first
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(Math.min(declared, 0xfffffffe), 22);
  local.writeUInt16LE(file.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(Math.min(declared, 0xfffffffe), 24);
  central.writeUInt16LE(file.length, 28);
  central.writeUInt32LE(0, 42);
  const directoryAt = local.length + file.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + file.length, 12);
  end.writeUInt32LE(directoryAt, 16);
  return Buffer.concat([local, file, data, central, file, end]);
}

const geojson = (rings: number[][][]) => Buffer.from(geojsonOf(rings));

const laughs = () => {
  let entities = '<!ENTITY lol0 "lol">';
  for (let level = 1; level < 10; level++)
    entities += `<!ENTITY lol${level} "${`&lol${level - 1};`.repeat(10)}">`;
  return Buffer.from(
    `<?xml version="1.0"?><!DOCTYPE kml [${entities}]><kml><Document><name>&lol9;</name></Document></kml>`,
  );
};

/** A grower signed up and activated through the api's own calls and its local outbox. */
async function signUp(): Promise<{ access: string; farm: number }> {
  const email = `bench-${Date.now()}@example.com`;
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const password = 'bench-password-1';
  await post('/auth/users/', {
    full_name: 'Bench Grower',
    farm_name: 'Bench Farm',
    email,
    password,
    password_confirmation: password,
    security_question: 1,
    security_answer: 'bench',
  });
  const [mail] = (await (await fetch(`${url}/dev/mail/?to=${encodeURIComponent(email)}`)).json()) as {
    links: string[];
  }[];
  const link = mail?.links.find((each) => each.includes('/activate/')) ?? '';
  // ${WEB_ORIGIN}/auth/users/activate/{activation_hash}/{user_uuid}
  const [, , , , hash, uuid] = new URL(link).pathname.split('/');
  const activated = (await (await fetch(`${url}/auth/users/activate/${uuid}/${hash}/`)).json()) as {
    token: { access: string };
  };
  const access = activated.token.access;
  const farms = (await (
    await fetch(`${url}/farms/me/`, { headers: { authorization: `Bearer ${access}` } })
  ).json()) as { id: number }[];
  return { access, farm: farms[0]?.id ?? 0 };
}

type Upload = { name: string; format: 'geojson' | 'kml' | 'shapefile'; bytes: () => Promise<Buffer> };

const uploads: Upload[] = [
  {
    name: 'zip bomb, 2 GB of zeros declared',
    format: 'shapefile',
    bytes: () => zipBomb('bomb.shp', 2 * 1024 ** 3),
  },
  {
    name: 'zip bomb, 1 GB declared as 1 KB',
    format: 'shapefile',
    bytes: () => zipBomb('liar.shp', 1024 ** 3, 1000),
  },
  { name: 'ring of 40,000 corners', format: 'geojson', bytes: async () => geojson([ring(40_000)]) },
  { name: 'ring of 200,000 corners', format: 'geojson', bytes: async () => geojson([ring(200_000)]) },
  { name: '10,000 corners, crossing', format: 'geojson', bytes: async () => geojson([ring(9_999, true)]) },
  {
    name: '20 features of 9,999 corners each',
    format: 'geojson',
    bytes: async () => geojson(Array.from({ length: 20 }, () => ring(9_999))),
  },
  { name: 'KML billion laughs', format: 'kml', bytes: async () => laughs() },
];
const realClu = join(root, '..', 'shared', 'real-files', 'clu_public_a_co095.zip');
if (existsSync(realClu))
  uploads.push({
    name: 'USDA CLU, 5,603 polygons (legit)',
    format: 'shapefile',
    bytes: async () => readFileSync(realClu),
  });

export async function uploadBenchmarks(): Promise<Row[]> {
  const api = await startApiProcess(PORT);
  const pid = api.pid;
  const rows: Row[] = [];
  try {
    const { access, farm } = await signUp();
    for (const upload of uploads) {
      const body = JSON.stringify({
        format: upload.format,
        content: (await upload.bytes()).toString('base64'),
        dry_run: true,
      });
      // The api ends its file worker 2 s after an upload: start each from the same place.
      await wait(3000);
      const before = rssMb(pid);
      const beforePs = psRssMb(pid);
      writeFileSync(`/proc/${pid}/clear_refs`, '5'); // resets VmHWM to the RSS now
      let peak = before;
      const latencies: number[] = [];
      let busy = true;
      const started = performance.now();
      const answer = fetch(`${url}/farms/${farm}/fields/import/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
        body,
      }).then(async (response) => ({ status: response.status, text: await response.text() }));
      const probing = (async () => {
        while (busy) {
          const asked = performance.now();
          await fetch(`${url}/health`).then((response) => response.text());
          latencies.push(performance.now() - asked);
          peak = Math.max(peak, rssMb(pid));
          await wait(20);
        }
      })();
      const { status: code, text } = await answer;
      const took = performance.now() - started;
      busy = false;
      await probing;
      const hwm = kib(status(pid), 'VmHWM') / 1024;
      // Settled: the RSS once it has stopped falling for 2 s (15 s at most; the api ends its
      // file worker 2 s after the last upload).
      await wait(2500);
      let after = rssMb(pid);
      let steady = 0;
      for (let tick = 0; tick < 30 && steady < 4; tick++) {
        await wait(500);
        const now = rssMb(pid);
        steady = now < after - 1 ? 0 : steady + 1;
        after = Math.min(after, now);
      }
      latencies.sort((a, b) => a - b);
      const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0;
      const growth = Math.max(peak, hwm) - before;
      const message =
        (JSON.parse(text) as { errors?: string[]; taken?: number }).errors?.[0] ??
        `taken ${JSON.parse(text).taken}`;
      console.log(
        `${upload.name}: ${code} in ${Math.round(took)} ms — ${message.slice(0, 100)}\n  /health p99 ${p99.toFixed(1)} ms over ${latencies.length}; RSS ${before.toFixed(0)} MB (ps ${beforePs.toFixed(0)}) → peak ${peak.toFixed(0)} sampled / ${hwm.toFixed(0)} VmHWM → ${after.toFixed(0)} MB settled (ps ${psRssMb(pid).toFixed(0)})`,
      );
      rows.push(
        {
          name: `uploads: /health p99 during ${upload.name}`,
          value: Math.round(p99 * 10) / 10,
          unit: `ms (${latencies.length} asks, upload ${code} in ${Math.round(took)} ms)`,
          target: `≤ ${HEALTH_P99_MS}`,
          met: p99 <= HEALTH_P99_MS,
        },
        {
          name: `uploads: api RSS growth during ${upload.name}`,
          value: Math.round(growth),
          unit: `MB (VmHWM ${Math.round(hwm)}, sampled ${Math.round(peak)}, from ${Math.round(before)})`,
          target: `≤ ${GROWTH_MB}`,
          met: growth <= GROWTH_MB,
        },
        {
          name: `uploads: api RSS after ${upload.name}`,
          value: Math.round(after - before),
          unit: 'MB above before, settled',
          target: `≤ ${RETURN_MB}`,
          met: after - before <= RETURN_MB,
        },
      );
    }
  } finally {
    await api.close();
  }
  return rows;
}
