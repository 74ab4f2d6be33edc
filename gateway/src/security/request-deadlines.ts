import { createServer, type RequestListener, type Server } from 'node:http';
import { bodyTooSlow } from '@field-boundaries/contract/operating';
import type { RequestHandler } from 'express';

// How long a client may take to send a request to the gateway (issue 50). Node's own limits are
// per server: headers within `headersTimeoutMs`, the whole request within the upload deadline.
// A body deadline per request (below) holds every ordinary call to far less: /graphql carries
// both a query of a few hundred bytes and a boundary file of 12 MB, so the declared length tells
// them apart. No idle timeout: a subscription to sprays or notices may be quiet for hours, and
// its connection is the subscription (graphql-sse's distinct connections mode).

export type RequestDeadlines = {
  /** The request line and headers must have arrived within this (Node's headersTimeout). */
  headersTimeoutMs: number;
  /** The body of a request of up to `uploadFromBytes` must have arrived within this. */
  bodyTimeoutMs: number;
  /** The body of a larger one (a boundary file in importFarmFields' variables), or chunked. */
  uploadTimeoutMs: number;
  /** A kept-alive connection waiting for its next request is closed after this. */
  keepAliveTimeoutMs: number;
  /** Bodies declared larger than this get the upload deadline. */
  uploadFromBytes: number;
};

/** The gateway's http server with these deadlines. */
export function serverWithDeadlines(deadlines: RequestDeadlines, app: RequestListener): Server {
  return createServer(
    {
      headersTimeout: deadlines.headersTimeoutMs,
      requestTimeout: deadlines.uploadTimeoutMs + deadlines.headersTimeoutMs,
      keepAliveTimeout: deadlines.keepAliveTimeoutMs,
      // Node looks for requests past their time at this interval (30 s by default).
      connectionsCheckingInterval: Math.min(1000, deadlines.headersTimeoutMs),
    },
    app,
  );
}

const declaredLength = (headers: Record<string, string | string[] | undefined>) =>
  headers['transfer-encoding'] !== undefined
    ? Number.POSITIVE_INFINITY
    : Number(headers['content-length'] ?? 0);

/**
 * Cuts off a request whose body has not all arrived by its deadline: a 408 with a GraphQL error
 * that says so, then the connection closed (the rest of a trickled body is not waited for).
 */
export function bodyDeadline(deadlines: RequestDeadlines): RequestHandler {
  return (request, response, next) => {
    const length = declaredLength(request.headers);
    if (!(length > 0) || request.complete) return next();
    const ms = length > deadlines.uploadFromBytes ? deadlines.uploadTimeoutMs : deadlines.bodyTimeoutMs;
    const socket = request.socket;
    let timer = setTimeout(() => {
      if (response.headersSent) {
        socket.destroy();
        return;
      }
      response.once('finish', () => socket.destroy());
      response
        .status(408)
        .set('connection', 'close')
        .json({
          errors: [
            {
              message: bodyTooSlow('the gateway', Math.round(ms / 1000)),
              extensions: { code: 'REQUEST_TIMEOUT' },
            },
          ],
        });
    }, ms);
    timer.unref();
    const stop = () => clearTimeout(timer);
    request.once('end', stop);
    request.once('close', stop);
    // A body refused before it was read (too large, not JSON) is still read to its end by Node:
    // what is left of it gets the ordinary deadline (closing at once could reset the connection
    // before the client reads the answer).
    response.once('finish', () => {
      if (request.complete) return;
      stop();
      timer = setTimeout(() => socket.destroy(), deadlines.bodyTimeoutMs);
      timer.unref();
    });
    next();
  };
}

/**
 * Refuses at once a body declared larger than `limitBytes` (the error page says so, 413):
 * body-parser would first read all of it, so a client declaring 50 MB held the connection for
 * the upload deadline and an honest one learned its file was too large only after sending it.
 */
export function refuseDeclaredPast(limitBytes: number): RequestHandler {
  return (request, _response, next) => {
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > limitBytes) next({ status: 413, type: 'entity.too.large' });
    else next();
  };
}
