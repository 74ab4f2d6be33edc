import type { IncomingMessage, ServerResponse } from 'node:http';

// graphql-sse pulls a subscription's results as fast as they come and queues them for the
// socket without bound. Its `onNext` hook is awaited before each result is queued, so we
// hold the producer there until the client has taken all but a few queued results: a slow
// client slows its own stream (and, through it, the api) instead of growing the gateway.
const MAX_QUEUED = 2;

// `streaming`: this response carries the events. In graphql-sse's single-connection mode an
// operation's own request answers 202 and the events go down another response; there is
// nothing to wait for on it.
type Flow = {
  produced: number;
  written: number;
  streaming: boolean;
  closed: boolean;
  waiters: (() => void)[];
};
const flows = new WeakMap<IncomingMessage, Flow>();

function wake(flow: Flow) {
  for (const waiter of flow.waiters.splice(0)) waiter();
}

/** Counts the results written to this response; call before graphql-sse handles it. */
export function trackWrites(request: IncomingMessage, response: ServerResponse) {
  const flow: Flow = { produced: 0, written: 0, streaming: false, closed: false, waiters: [] };
  flows.set(request, flow);
  const write = response.write.bind(response) as (chunk: unknown, ...rest: unknown[]) => boolean;
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    flow.streaming = true;
    if (typeof chunk === 'string' && chunk.startsWith('event: next')) {
      flow.written++;
      wake(flow);
    }
    return write(chunk, ...rest);
  }) as ServerResponse['write'];
  response.once('close', () => {
    flow.closed = true;
    wake(flow);
  });
}

/** Waits, before a result is queued, until the client has room for it (or has gone). */
export async function waitForRoom(request: IncomingMessage): Promise<void> {
  const flow = flows.get(request);
  if (!flow?.streaming) return;
  flow.produced++;
  while (!flow.closed && flow.produced - flow.written > MAX_QUEUED) {
    await new Promise<void>((resolve) => flow.waiters.push(resolve));
  }
}

/** How many results are waiting for the socket now (for tests and metrics). */
export const queuedResults = (request: IncomingMessage) => {
  const flow = flows.get(request);
  return flow ? flow.produced - flow.written : 0;
};
