import { Worker } from 'node:worker_threads';
import type { BoundaryFormat } from './files';
import type { Prepared } from './prepare';
import { releaseUploadMemory } from './release';

// One worker thread for boundary files, started by an upload and ended once it has been idle for
// IDLE_MS: a large file grows the worker's heap, and ending it hands that memory back (V8 keeps
// a grown heap). Uploads wait their turn in it; every other request goes on. A worker that dies
// fails what it held with a fault and is started again for the next upload. Ending it is also when
// this thread gives back what the uploads left in it (release.ts).
const IDLE_MS = 2_000;
type Pending = { resolve(answer: Prepared): void; reject(error: Error): void };

let worker: Worker | null = null;
const pending = new Map<number, Pending>();
let nextId = 1;
let idle: NodeJS.Timeout | null = null;

function started(): Worker {
  if (worker) return worker;
  // The api runs through tsx (`--import tsx`, inherited by workers); a test runner may not.
  const loaded = process.execArgv.some((argument) => argument.includes('tsx'));
  const made = new Worker(new URL('./worker.ts', import.meta.url), {
    ...(loaded ? {} : { execArgv: [...process.execArgv, '--import', 'tsx'] }),
  });
  made.unref();
  made.on('message', ({ id, answer }: { id: number; answer: Prepared }) => {
    pending.get(id)?.resolve(answer);
    pending.delete(id);
    if (pending.size === 0) {
      idle = setTimeout(() => {
        if (worker === made) worker = null;
        void made.terminate().then(releaseUploadMemory);
      }, IDLE_MS);
      idle.unref();
    }
  });
  const fail = (error: Error) => {
    if (worker === made) worker = null;
    for (const each of pending.values()) each.reject(error);
    pending.clear();
  };
  made.on('error', fail);
  made.on('exit', (code) => fail(new Error(`the boundary file worker stopped (${code})`)));
  worker = made;
  return made;
}

/** Reads and shape-checks a boundary file (base64) in the worker thread. */
export function prepareOffThread(
  format: BoundaryFormat,
  content: string,
  crs?: number,
  nameColumn?: string,
): Promise<Prepared> {
  const id = nextId++;
  if (idle) clearTimeout(idle);
  idle = null;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    started().postMessage({
      id,
      format,
      content,
      ...(crs === undefined ? {} : { crs }),
      ...(nameColumn === undefined ? {} : { nameColumn }),
    });
  });
}
