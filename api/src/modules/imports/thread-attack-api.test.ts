import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { kansasFields } from './thread-attack.testing';

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
  // FOUND (fixed): the waiting line was one for all growers. A grower who sent UPLOAD_WORKERS +
  // UPLOAD_WAITING slow files (22 by default, each allowed 60 s) had every other grower's upload
  // answered 503 "Many boundary files are being read just now" until theirs were read. Now one
  // grower has at most UPLOAD_PER_GROWER (2) files read or waiting; the next is answered 429 with
  // why (thread-attack.test.ts counts them), and the line keeps room for the others.
  it("the other grower is read while the first grower's files still are", async () => {
    const hog = await growerWithFarm();
    const other = await growerWithFarm();
    // Seconds to read, as a county's worth of detailed boundaries would be.
    const slow = kansasFields(2_000, 100);
    const hogs = Array.from({ length: 2 }, () => upload(hog, 'geojson', slow));
    const theirs = await upload(other, 'geojson', kansasFields(2));
    expect(theirs.status).toBe(200);
    expect((await Promise.all(hogs)).map((answer) => answer.status)).toEqual([200, 200]);
  });
});
