import { parentPort } from 'node:worker_threads';
import type { BoundaryFormat } from './files';
import { prepareBoundaryFile } from './prepare';

// The worker thread that reads boundary files (see prepare.ts and thread.ts).
parentPort?.on(
  'message',
  async (job: { id: number; format: BoundaryFormat; content: string; crs?: number; nameColumn?: string }) => {
    parentPort?.postMessage({
      id: job.id,
      answer: await prepareBoundaryFile(job.format, job.content, job.crs, job.nameColumn),
    });
  },
);
