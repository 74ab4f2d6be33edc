// One loop for the api's outboxes (mail, webhooks): take what is due, handle each, and look again
// after `pollMs` when nothing is. Rows are taken by the caller's own lease query, so any number of
// api instances share the work; here, one pass at a time runs in this process.

export type QueueWorker = {
  /** Handles what is due now; resolves with how many were handled (tests and shutdown call it). */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
};

export type QueueWorkerOptions<Item> = {
  /** Leases up to `batch` due items. */
  take(batch: number): Promise<Item[]>;
  /** Handles one item; true when it is done with, false when it was put back for later. */
  handle(item: Item): Promise<boolean>;
  pollMs: number;
  batch: number;
  onError?: (error: unknown) => void;
  /** Runs once the last pass has ended, on stop. */
  onStop?: () => void;
};

export function startQueueWorker<Item>(options: QueueWorkerOptions<Item>): QueueWorker {
  const { take, handle, pollMs, batch } = options;
  let stopped = false;
  let running: Promise<number> = Promise.resolve(0);
  let timer: NodeJS.Timeout | undefined;

  async function drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      const due = await take(batch);
      if (due.length === 0) return handled;
      for (const item of due) if (await handle(item)) handled += 1;
      if (due.length < batch) return handled;
    }
  }

  // The timer's passes and any asked for by runOnce queue up behind each other.
  const pass = () => {
    running = running.then(drain, drain).catch((error: unknown) => {
      options.onError?.(error);
      return 0;
    });
    return running;
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void pass().then(schedule), pollMs);
  };
  schedule();

  return {
    runOnce: pass,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      options.onStop?.();
    },
  };
}
