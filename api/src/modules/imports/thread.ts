import { Worker } from 'node:worker_threads';
import { ApiError } from '../../errors';
import type { BoundaryFormat } from './files';
import type { Prepared } from './prepare';
import { releaseUploadMemory } from './release';

// Boundary files are read in worker threads, a sandbox around code that parses what a stranger
// sent (issue 50, item 6): a file holds a worker of its own while it is read, at most `workers`
// files are read at once and the rest wait their turn, and each file has a deadline and a heap
// of its own (`resourceLimits`). A file that passes either is stopped with its worker, answered
// with what happened, and nothing is imported; the next file gets a new worker. Every other
// request goes on meanwhile. A worker left idle for IDLE_MS is ended: a large file grows a
// worker's heap and V8 keeps a grown heap, so ending it hands the memory back, and the main
// thread then gives back what the uploads left in it (release.ts).
//
// The deadline is wall time from the moment the worker takes the file: a worker reads one file
// at a time, so on a machine that is not starved that is the file's own CPU time.

export type UploadLimits = {
  /** Files read at once, each in its own worker. */
  workers: number;
  /** How long one file may take to read. */
  deadlineMs: number;
  /** The heap one worker may grow to (V8's old generation), in MB. */
  heapMb: number;
  /** Files that may wait for a worker; past it an upload is told to try again. */
  waiting: number;
  /**
   * Files one grower may have read or waiting at once: the line is shared, and without a share
   * one grower's slow files turned every other grower's upload away until they were read.
   */
  perGrower: number;
};

const number = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

/**
 * The limits from the environment: UPLOAD_WORKERS (2), UPLOAD_DEADLINE_SECONDS (60),
 * UPLOAD_HEAP_MB (1024), UPLOAD_WAITING (20) and UPLOAD_PER_GROWER (2). The largest file a grower may send (16 MB of
 * base64 at 10,000 features and 1,000,000 corners, source.ts) reads in a few seconds and under
 * 400 MB of heap.
 */
export function uploadLimits(env: NodeJS.ProcessEnv = process.env): UploadLimits {
  return {
    workers: number(env.UPLOAD_WORKERS, 2),
    deadlineMs: number(env.UPLOAD_DEADLINE_SECONDS, 60) * 1000,
    // Never under 64 MB: V8 ends the whole process, not the worker, when one allocation is larger
    // than the worker's heap can take even after Node gives it headroom to stop, and the file
    // itself (up to 16 MB of base64, routes.ts) is one string in that heap.
    heapMb: Math.max(64, number(env.UPLOAD_HEAP_MB, 1024)),
    waiting: number(env.UPLOAD_WAITING, 20),
    perGrower: number(env.UPLOAD_PER_GROWER, 2),
  };
}

export const uploadMessages = {
  tooSlow: (seconds: number) =>
    `Reading the file took longer than ${seconds} seconds, so it was stopped and nothing was imported. A file this slow to read holds far more, or far more detailed, boundaries than a farm's: split it or simplify its boundaries, and import it again.`,
  tooLarge: (megabytes: number) =>
    `Reading the file needed more memory than one upload may use (${megabytes} MB), so it was stopped and nothing was imported. Split it into smaller files and import them one at a time.`,
  busy: 'Many boundary files are being read just now. Please try again in a minute; nothing was imported.',
  yourOthers: (files: number) =>
    `Your other ${files === 1 ? 'boundary file is' : `${files} boundary files are`} still being read. Import this one when ${files === 1 ? 'it is' : 'they are'} done; nothing was imported.`,
};

const IDLE_MS = 2_000;

type Job = {
  message: { id: number; format: BoundaryFormat; content: string; crs?: number; nameColumn?: string };
  limits: UploadLimits;
  resolve(answer: Prepared): void;
  reject(error: Error): void;
};
type Slot = { worker: Worker; heapMb: number; job: Job | null; timer: NodeJS.Timeout | null };

const slots = new Set<Slot>();
const queue: Job[] = [];
let nextId = 1;
/** Files each grower has read or waiting now. */
const inFlight = new Map<string, number>();

function workerFor(heapMb: number): Worker {
  // The api runs through tsx (`--import tsx`, inherited by workers); a test runner may not.
  const loaded = process.execArgv.some((argument) => argument.includes('tsx'));
  const worker = new Worker(new URL('./worker.ts', import.meta.url), {
    ...(loaded ? {} : { execArgv: [...process.execArgv, '--import', 'tsx'] }),
    resourceLimits: { maxOldGenerationSizeMb: heapMb },
  });
  worker.unref();
  return worker;
}

/** Ends a worker; once none is left, the main thread gives back what the uploads left in it. */
function retire(slot: Slot) {
  if (!slots.delete(slot)) return;
  if (slot.timer) clearTimeout(slot.timer);
  void slot.worker.terminate().then(() => {
    if (slots.size === 0) releaseUploadMemory();
  });
}

/** The slot's file, taken off it: the slot is free for the next (or about to be ended). */
function taken(slot: Slot): Job | null {
  const job = slot.job;
  slot.job = null;
  if (slot.timer) clearTimeout(slot.timer);
  slot.timer = null;
  return job;
}

function started(heapMb: number): Slot {
  const slot: Slot = { worker: workerFor(heapMb), heapMb, job: null, timer: null };
  slots.add(slot);
  slot.worker.on('message', ({ id, answer }: { id: number; answer: Prepared }) => {
    if (slot.job?.message.id !== id) return;
    taken(slot)?.resolve(answer);
    dispatch();
    if (!slot.job && slots.has(slot)) slot.timer = setTimeout(() => retire(slot), IDLE_MS);
  });
  const failed = (error: Error & { code?: string }) => {
    const job = taken(slot);
    retire(slot);
    if (job && error.code === 'ERR_WORKER_OUT_OF_MEMORY')
      job.resolve({ ok: false, known: true, message: uploadMessages.tooLarge(slot.heapMb) });
    else job?.reject(error);
    dispatch();
  };
  slot.worker.on('error', failed);
  slot.worker.on('exit', (code) => failed(new Error(`the boundary file worker stopped (${code})`)));
  return slot;
}

function run(slot: Slot, job: Job) {
  if (slot.timer) clearTimeout(slot.timer);
  slot.job = job;
  slot.timer = setTimeout(() => {
    const seconds = Math.ceil(job.limits.deadlineMs / 1000);
    taken(slot)?.resolve({ ok: false, known: true, message: uploadMessages.tooSlow(seconds) });
    retire(slot);
    dispatch();
  }, job.limits.deadlineMs);
  slot.worker.postMessage(job.message);
}

/** Hands waiting files to free workers, starting workers up to the limit. */
function dispatch() {
  while (queue.length > 0) {
    const job = queue[0] as Job;
    const free = [...slots].find((slot) => !slot.job && slot.heapMb === job.limits.heapMb);
    const slot = free ?? (busyCount() < job.limits.workers ? started(job.limits.heapMb) : null);
    if (!slot) return;
    queue.shift();
    run(slot, job);
  }
}

const busyCount = () => [...slots].filter((slot) => slot.job).length;

/**
 * Reads and shape-checks a boundary file (base64) in a worker of its own, within the limits.
 * `grower` (the user sending it) is held to `limits.perGrower` files at once.
 */
export function prepareOffThread(
  format: BoundaryFormat,
  content: string,
  crs?: number,
  nameColumn?: string,
  limits: UploadLimits = uploadLimits(),
  grower?: string,
): Promise<Prepared> {
  const held = grower === undefined ? 0 : (inFlight.get(grower) ?? 0);
  if (held >= limits.perGrower)
    return Promise.reject(new ApiError(429, 'uploads_in_progress', uploadMessages.yourOthers(held)));
  if (queue.length >= limits.waiting) return Promise.reject(new ApiError(503, 'busy', uploadMessages.busy));
  if (grower !== undefined) inFlight.set(grower, held + 1);
  const done = () => {
    if (grower === undefined) return;
    const left = (inFlight.get(grower) ?? 1) - 1;
    if (left > 0) inFlight.set(grower, left);
    else inFlight.delete(grower);
  };
  return new Promise<Prepared>((resolve, reject) => {
    queue.push({
      message: {
        id: nextId++,
        format,
        content,
        ...(crs === undefined ? {} : { crs }),
        ...(nameColumn === undefined ? {} : { nameColumn }),
      },
      limits,
      resolve,
      reject,
    });
    dispatch();
  }).finally(done);
}
