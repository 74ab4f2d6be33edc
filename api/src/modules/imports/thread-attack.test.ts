import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors';
import { COMPUTED_LAYER } from './geopackage';
import type { Prepared } from './prepare';
import { prepareOffThread, type UploadLimits, uploadLimits, uploadMessages } from './thread';
import {
  blobGeopackage,
  countingGeopackage,
  kansasFields,
  rssRise,
  runningWorkerThreads,
} from './thread-attack.testing';

// The upload sandbox (thread.ts, issue 50 item 6) attacked as a stranger would: files that make a
// worker pass its deadline or heap where the sandbox cannot reach, and files that might take the
// whole api down with them. A case written `it.fails` is a finding: it shows what the sandbox
// does not hold today (see the comment above it) and passes once that is fixed.

const limits = (changes: Partial<UploadLimits>): UploadLimits => ({ ...uploadLimits({}), ...changes });
const base64 = (bytes: Buffer) => bytes.toString('base64');
const small = base64(kansasFields(2));

/**
 * Reads `expression` (a Buffer of thread-attack.testing.ts) in a process of its own, as the api
 * reads an upload: what the process printed and how it ended. A file that aborts the process
 * (V8's fatal out-of-memory) would take the api down with every grower's requests.
 */
function inOwnProcess(format: string, expression: string, heapMb: number) {
  const here = (name: string) => new URL(name, import.meta.url).pathname;
  const folder = mkdtempSync(join(tmpdir(), 'upload-attack-'));
  const script = join(folder, 'read.mts');
  writeFileSync(
    script,
    `import { prepareOffThread, uploadLimits } from '${here('./thread.ts')}';
    import * as files from '${here('./thread-attack.testing.ts')}';
    const answer = await prepareOffThread('${format}', (${expression}).toString('base64'), undefined, undefined,
      { ...uploadLimits({}), heapMb: ${heapMb} });
    console.log(JSON.stringify(answer.ok ? { ok: true } : answer));`,
  );
  try {
    const child = spawnSync(process.execPath, ['--import', 'tsx', script], {
      cwd: here('../../..'),
      encoding: 'utf8',
      timeout: 90_000,
    });
    return { status: child.status, signal: child.signal, stdout: child.stdout.trim(), stderr: child.stderr };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('the upload sandbox under attack', { timeout: 120_000 }, () => {
  it('a worker that runs out of heap twice over leaves a pool that reads the next file', async () => {
    for (let round = 0; round < 2; round++) {
      const greedy = await prepareOffThread(
        'geojson',
        base64(kansasFields(10_000, 100)),
        undefined,
        undefined,
        limits({ heapMb: 64, workers: 1 }),
      );
      expect(greedy).toEqual({ ok: false, known: true, message: uploadMessages.tooLarge(64) });
    }
    const next = await prepareOffThread('geojson', small, undefined, undefined, limits({ workers: 1 }));
    expect(next.ok && next.file.features).toHaveLength(2);
  });

  it('a GeoJSON nested a million arrays deep is answered with a message, and the next file read', async () => {
    const deep = Buffer.from(`{"type":"Polygon","coordinates":${'['.repeat(1e6)}${']'.repeat(1e6)}}`);
    const answer = await prepareOffThread('geojson', base64(deep));
    expect(answer.ok).toBe(false);
    const next = await prepareOffThread('geojson', small);
    expect(next.ok).toBe(true);
  });

  // FOUND (fixed): the deadline cannot stop SQLite. A 20 KB GeoPackage whose feature table was a
  // view that counts inside SQLite (countingGeopackage) was answered "took longer than…" at the
  // deadline, but Worker.terminate() interrupts JavaScript only (node:sqlite has no interrupt,
  // nodejs/node#62227): the thread went on in SQLite's C loop, off the pool's books, beside the
  // fresh worker the pool started. Three such uploads on the running api (UPLOAD_DEADLINE_SECONDS=5)
  // left three threads at full CPU a minute later. Now the reader runs no SQL of the file's:
  // a layer must be a plain table, and an authorizer refuses views, recursion and functions
  // (geopackage.ts), so the file is refused at once and nothing is left running.
  it('a GeoPackage that would count inside SQLite is refused at once and leaves no thread running', async () => {
    const answer = await prepareOffThread(
      'geopackage',
      base64(countingGeopackage(1e12)),
      undefined,
      undefined,
      limits({ workers: 1, deadlineMs: 30_000 }),
    );
    expect(answer).toEqual({ ok: false, known: true, message: COMPUTED_LAYER });
    await expect.poll(runningWorkerThreads, { timeout: 2_000, interval: 100 }).toBe(0);
  });

  // FOUND (fixed): the heap limit does not bound what SQLite and ArrayBuffers hold (resourceLimits
  // caps V8's heap only: "no external data, including no ArrayBuffers", Node's worker_threads
  // docs). A 24 KB file whose view made 3 rows of 200 MB zeroblobs took the api from 82 to 880 MB
  // and was read. Views and functions are refused now, and a plain table's blobs are in the file,
  // which the upload's size bounds.
  it('a GeoPackage of made-up blobs is refused without growing the process', async () => {
    const { result, riseMb } = await rssRise(() =>
      prepareOffThread(
        'geopackage',
        base64(blobGeopackage(3, 100_000_000)),
        undefined,
        undefined,
        limits({ heapMb: 64 }),
      ),
    );
    expect(result).toEqual({ ok: false, known: true, message: COMPUTED_LAYER });
    expect(riseMb).toBeLessThan(64 + 100);
  });

  // The line is shared; one grower's share of it is UPLOAD_PER_GROWER files (read or waiting).
  it("one grower's files past their share are turned away at once, saying why; another grower's are read", async () => {
    const line = limits({ workers: 1, waiting: 2, perGrower: 2 });
    const hogs = Array.from({ length: 5 }, () =>
      prepareOffThread('geojson', small, undefined, undefined, line, 'hog').then(
        (answer): Prepared | ApiError => answer,
        (error: ApiError) => error,
      ),
    );
    const theirs = prepareOffThread('geojson', small, undefined, undefined, line, 'other');
    const answers = await Promise.all(hogs);
    const turned = answers.filter((answer) => answer instanceof ApiError);
    expect(turned.map((error) => [error.status, error.message])).toEqual(
      Array(3).fill([429, uploadMessages.yourOthers(2)]),
    );
    expect(answers.filter((answer) => !(answer instanceof ApiError) && answer.ok)).toHaveLength(2);
    expect((await theirs).ok).toBe(true);
    // Their files read, the grower has the whole share again.
    const again = await prepareOffThread('geojson', small, undefined, undefined, line, 'hog');
    expect(again.ok).toBe(true);
  });

  it('a GeoJSON of one flat array of six million numbers, with the smallest heap, never aborts the process', () => {
    const child = inOwnProcess('geojson', 'files.flatCoordinates(6_000_000)', 64);
    expect({ status: child.status, signal: child.signal }).toEqual({ status: 0, signal: null });
    expect(JSON.parse(child.stdout).ok).toBe(false);
  });
});
