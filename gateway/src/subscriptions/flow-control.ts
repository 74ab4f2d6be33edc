import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

// graphql-sse pulls a subscription's results as fast as they come and queues them for the
// socket without bound. Its `onNext` hook is awaited before each result is queued, so we
// hold the producer there until the client has taken all but a few queued results, and
// until the socket has drained what was written to it (a write the kernel cannot take yet
// stays in the gateway's memory): a slow client slows its own stream (and, through it, the
// api) instead of growing the gateway.
const MAX_QUEUED = 2;

// `streaming`: this response carries the events. In graphql-sse's single-connection mode an
// operation's own request answers 202 and the events go down another response; there is
// nothing to wait for on it.
type Flow = {
  produced: number;
  written: number;
  streaming: boolean;
  closed: boolean;
  /** The socket holds more than its high-water mark: wait for `drain`. */
  full: () => boolean;
  waiters: (() => void)[];
  /** JSON texts (or their UTF-8 bytes) to write in place of their stand-ins (see `verbatim`). */
  verbatim: Map<string, string | Uint8Array>;
};
const flows = new WeakMap<IncomingMessage, Flow>();

function wake(flow: Flow) {
  for (const waiter of flow.waiters.splice(0)) waiter();
}

/** Counts the results written to this response; call before graphql-sse handles it. */
export function trackWrites(request: IncomingMessage, response: ServerResponse) {
  const flow: Flow = {
    produced: 0,
    written: 0,
    streaming: false,
    closed: false,
    full: () => response.writableNeedDrain,
    waiters: [],
    verbatim: new Map(),
  };
  response.on('drain', () => wake(flow));
  flows.set(request, flow);
  const write = response.write.bind(response) as (chunk: unknown, ...rest: unknown[]) => boolean;
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    flow.streaming = true;
    if (typeof chunk === 'string' && chunk.startsWith('event: next')) {
      flow.written++;
      wake(flow);
      const parts = flow.verbatim.size > 0 ? withVerbatim(flow, chunk) : null;
      if (parts) {
        // One event in several writes (the bytes shared between viewers are never copied);
        // the last write carries graphql-sse's callback. Not `response.cork()`: node corks
        // the socket itself for writes in one tick and sends them in one writev, while a
        // corked chunked response flushes each of its writes in a send of its own.
        for (const part of parts.slice(0, -1)) write(part);
        return write(parts.at(-1), ...rest);
      }
    }
    return write(chunk, ...rest);
  }) as ServerResponse['write'];
  response.once('close', () => {
    flow.closed = true;
    flow.verbatim.clear();
    wake(flow);
  });
}

/** Waits, before a result is queued, until the client has room for it (or has gone). */
export async function waitForRoom(request: IncomingMessage): Promise<void> {
  const flow = flows.get(request);
  if (!flow?.streaming) return;
  flow.produced++;
  while (!flow.closed && (flow.produced - flow.written > MAX_QUEUED || flow.full())) {
    await new Promise<void>((resolve) => flow.waiters.push(resolve));
  }
}

/** How many results are waiting for the socket now (for tests and metrics). */
export const queuedResults = (request: IncomingMessage) => {
  const flow = flows.get(request);
  return flow ? flow.produced - flow.written : 0;
};

// A result's large, already-encoded parts (a batch's fields as the api sent them) would be
// parsed into objects only for graphql-sse to serialise them again. Instead a resolver puts a
// stand-in string in the result, and the write of that result puts the text in its place.
// A stand-in starts with U+0001 (written by JSON.stringify as the six characters \u0001) and
// a per-process nonce, so no other string in a result can be mistaken for one.
const NONCE = randomBytes(8).toString('hex');
const PREFIX = `\u0001verbatim:${NONCE}:`;
const WRITTEN_PREFIX = `"\\u0001verbatim:${NONCE}:`;
let standIns = 0;

/** The chunk's parts with each stand-in's JSON in its place, or null when it holds none. */
function withVerbatim(flow: Flow, chunk: string): (string | Uint8Array)[] | null {
  const parts: (string | Uint8Array)[] = [];
  let from = 0;
  for (let at = chunk.indexOf(WRITTEN_PREFIX); at >= 0; at = chunk.indexOf(WRITTEN_PREFIX, from)) {
    const end = chunk.indexOf('"', at + WRITTEN_PREFIX.length);
    const key = `${PREFIX}${chunk.slice(at + WRITTEN_PREFIX.length, end)}`;
    const text = flow.verbatim.get(key);
    if (text === undefined) break;
    flow.verbatim.delete(key);
    parts.push(chunk.slice(from, at), text);
    from = end + 1;
  }
  if (from === 0) return null;
  parts.push(chunk.slice(from));
  return parts;
}

/**
 * A string to put in a result where `json` (valid JSON text on one line, or its UTF-8 bytes,
 * which are written as they are: share them between responses rather than copy them) should
 * go; the result's write on this request's event stream writes `json` there. Null when this
 * request does not carry the events (graphql-sse's single-connection mode): then the caller
 * must give the value itself.
 */
export function verbatim(request: IncomingMessage, json: string | Uint8Array): string | null {
  const flow = flows.get(request);
  if (!flow?.streaming || flow.closed) return null;
  const key = `${PREFIX}${standIns++}`;
  flow.verbatim.set(key, json);
  return key;
}
