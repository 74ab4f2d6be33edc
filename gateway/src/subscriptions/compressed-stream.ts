import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { Request } from 'express';

// The event stream compressed for the browser, each event flushed as soon as it is written,
// so compression never holds one back. Not the `compression` middleware that compresses the
// GraphQL replies: it drops a write's callback (graphql-sse awaits each one before the next
// event) and hands `drain` listeners to its zlib stream, which never emits `drain` when only
// the socket was full (flow-control.ts waits for the socket's). Here the socket's `drain` and
// `writableNeedDrain` stay the response's own, and a write's callback runs once its event has
// been flushed to the socket.

/** Brotli at a speed a gateway can keep up per viewer (the `compression` default, 4). */
const BROTLI_QUALITY = 4;

type Write = (chunk: string | Uint8Array, callback?: (error?: Error | null) => void) => boolean;

function headerOf(headers: OutgoingHttpHeaders, name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return String(value);
  }
  return undefined;
}

/**
 * Compresses this response if it turns out to be an event stream and the client accepts
 * brotli or gzip; anything else (graphql-sse's 202s and JSON errors) goes out as it is. Call
 * before anything else wraps `response.write` (flow-control.ts counts and fills in the events
 * it is given; they must then reach the compressor, not the socket).
 */
export function compressEventStream(request: Request, response: ServerResponse): void {
  if (!request.headers['accept-encoding']) return;
  // Brotli when taken at all: browsers list it last, and it is the smaller.
  const encoding = request.acceptsEncodings('br') ? 'br' : request.acceptsEncodings('gzip') ? 'gzip' : null;
  if (!encoding) return;
  const socketWrite = response.write.bind(response) as Write;
  const socketEnd = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  let compressor: Compressor | null = null;

  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const at = args.findIndex((arg) => typeof arg === 'object' && arg !== null);
    const headers = at >= 0 ? { ...(args[at] as OutgoingHttpHeaders) } : {};
    const type = headerOf(headers, 'content-type') ?? String(response.getHeader('content-type') ?? '');
    if (type.startsWith('text/event-stream')) {
      // graphql-sse says `content-encoding: none`; this one replaces it.
      for (const key of Object.keys(headers))
        if (['content-encoding', 'vary'].includes(key.toLowerCase())) delete headers[key];
      response.setHeader('Content-Encoding', encoding);
      response.setHeader('Vary', 'Accept-Encoding');
      if (at >= 0) args[at] = headers;
      compressor = compressorFor(response, encoding, socketWrite, socketEnd);
    }
    return (writeHead as (...rest: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];

  response.write = ((chunk: string | Uint8Array, ...rest: unknown[]) =>
    compressor
      ? compressor.write(chunk, rest)
      : socketWrite(chunk, ...(rest as []))) as ServerResponse['write'];
  response.end = ((...args: unknown[]) =>
    compressor ? compressor.end(args) : socketEnd(...args)) as ServerResponse['end'];
}

type Compressor = {
  write(chunk: string | Uint8Array, rest: unknown[]): boolean;
  end(args: unknown[]): ServerResponse;
};

function compressorFor(
  response: ServerResponse,
  encoding: 'br' | 'gzip',
  socketWrite: Write,
  socketEnd: (...args: unknown[]) => ServerResponse,
): Compressor {
  const zip =
    encoding === 'br'
      ? createBrotliCompress({
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        })
      : createGzip();
  const flushKind = encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH;

  zip.on('data', (chunk: Buffer) => {
    if (!socketWrite(chunk)) zip.pause();
  });
  response.on('drain', () => zip.resume());
  response.once('close', () => zip.destroy());
  zip.on('error', (error) => response.destroy(error));

  // The writes of one tick are one event (flow-control.ts writes an event in several parts):
  // one flush for them all, after which their callbacks run.
  let waiting: ((error?: Error | null) => void)[] = [];
  let flushQueued = false;
  const flush = () => {
    flushQueued = false;
    const callbacks = waiting;
    waiting = [];
    zip.flush(flushKind, () => {
      for (const callback of callbacks) callback();
    });
  };

  return {
    write(chunk, rest) {
      const callback = rest.find((arg) => typeof arg === 'function') as
        | ((error?: Error | null) => void)
        | undefined;
      if (zip.destroyed) {
        callback?.(Object.assign(new Error('the client has gone'), { code: 'ERR_STREAM_DESTROYED' }));
        return false;
      }
      const room = zip.write(chunk);
      if (callback) waiting.push(callback);
      if (!flushQueued) {
        flushQueued = true;
        process.nextTick(flush);
      }
      return room && !response.writableNeedDrain;
    },
    end(args) {
      const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      const chunk = args.find((arg) => typeof arg === 'string' || arg instanceof Uint8Array) as
        | string
        | Uint8Array
        | undefined;
      if (zip.destroyed) return socketEnd(callback);
      zip.once('end', () => socketEnd(callback));
      if (chunk !== undefined) zip.end(chunk);
      else zip.end();
      return response;
    },
  };
}
