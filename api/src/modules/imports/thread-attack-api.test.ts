import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { uploadMessages } from './thread';
import { countingGeopackage, kansasFields } from './thread-attack.testing';

// The upload sandbox (thread.ts) through the api, as growers meet it: one grower's uploads
// against another's, and the rest of the api while files are read. `it.fails` marks a finding.

let api: TestApi;
const saved = { ...process.env };
beforeAll(async () => {
  // One file read at a time and two waiting: the pool of thread.ts, made small (uploadLimits
  // reads the environment at each upload).
  Object.assign(process.env, { UPLOAD_WORKERS: '1', UPLOAD_WAITING: '2' });
  api = await startTestApi();
});
afterAll(async () => {
  for (const name of ['UPLOAD_WORKERS', 'UPLOAD_WAITING']) delete process.env[name];
  Object.assign(process.env, saved);
  await api?.close();
});

type Report = { taken: number; refused: number; features: unknown[] };

async function growerWithFarm() {
  const grower = await api.session({ plan: 'B' });
  const farm = await api.call<{ id: number }>(grower.access, 'POST', '/farms/', { name: 'Attack farm' });
  return { access: grower.access, farm: farm.body.id };
}

const upload = (who: { access: string; farm: number }, format: string, bytes: Buffer) =>
  api.call<Report & { errors: string[] }>(who.access, 'POST', `/farms/${who.farm}/fields/import/`, {
    format,
    content: bytes.toString('base64'),
    dry_run: true,
  });

describe('the upload sandbox between growers', { timeout: 120_000 }, () => {
  // FINDING: the waiting line is one for all growers. A grower who sends UPLOAD_WORKERS +
  // UPLOAD_WAITING slow files (22 by default, each allowed 60 s) has every other grower's upload
  // answered 503 "Many boundary files are being read just now" until theirs are read: with files
  // that each take the full minute, 11 minutes. Nothing bounds a grower's share of the pool.
  // Reproduce: the running api, one grower POSTs 22 copies of countingGeopackage(1e12) at once,
  // then another grower imports a two-field GeoJSON: 503.
  it.fails("one grower's slow files do not turn another grower's upload away", async () => {
    const hog = await growerWithFarm();
    const other = await growerWithFarm();
    const slow = countingGeopackage(1_500_000);
    const hogs = Array.from({ length: 5 }, () => upload(hog, 'geopackage', slow));
    // The first of the hog's uploads answered is turned away: the line is full.
    const first = await Promise.race(hogs);
    expect(first.status).toBe(503);
    expect(first.body.errors).toEqual([uploadMessages.busy]);
    const theirs = await upload(other, 'geojson', kansasFields(2));
    await Promise.all(hogs);
    expect(theirs.status).toBe(200);
  });
});
