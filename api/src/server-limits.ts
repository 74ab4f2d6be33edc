import type { Server } from 'node:http';
import { bodyTooSlow } from '@field-boundaries/contract/operating';
import type { FastifyHttpOptions, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// How long a client may take to send a request, and how long a quiet connection is kept (issue
// 50). Fastify sets Node's requestTimeout to 0 (no limit) unless told otherwise: 30 clients
// each trickling a 15 MB body held their connections and their buffers for as long as they liked
// and slowed /health to 2.3 s. Node's own limits are per server, not per route, so they are set
// to what the slowest honest request needs (a boundary file from a rural uplink), and a body
// deadline per route (below) holds every other call to far less.

export type ServerLimits = {
  /** The request line and headers must have arrived within this (Node's headersTimeout). */
  headersTimeoutMs: number;
  /** The body of an ordinary JSON call must have arrived within this after its headers. */
  bodyTimeoutMs: number;
  /** The body of an upload (a route taking more than `bodyLimitBytes`) must have arrived within this. */
  uploadTimeoutMs: number;
  /** A connection with nothing sent either way for this long is closed (Node's server.timeout); 0: never. */
  idleTimeoutMs: number;
  /** A kept-alive connection waiting for its next request is closed after this. */
  keepAliveTimeoutMs: number;
  /** The largest body of an ordinary call; upload routes set their own, larger ones. */
  bodyLimitBytes: number;
};

/**
 * The defaults (config.ts reads them from API_*_TIMEOUT_MS): the headers of any honest client
 * arrive in well under 10 s; a JSON call of up to 1 MB takes 11 s on Lighthouse's Slow 4G uplink
 * (750 kbit/s); a 16 MB boundary file (the import's limit) takes 180 s there. Idle connections
 * are not closed (0): a connection is quiet both ways while the api reads a large boundary file
 * (the uploads bench's 20 features of 9,999 corners took 156 s on a shared machine, and a 120 s
 * idle timeout reset it), and the deadlines above already bound what a client may withhold.
 * Kept-alive connections outlive the gateway's pools (Fastify's own 72 s), so a reused
 * connection is never closed under a request.
 */
export const defaultServerLimits: ServerLimits = {
  headersTimeoutMs: 10_000,
  bodyTimeoutMs: 30_000,
  uploadTimeoutMs: 300_000,
  idleTimeoutMs: 0,
  keepAliveTimeoutMs: 72_000,
  bodyLimitBytes: 1024 * 1024,
};

/** Fastify's factory options for these limits. */
export function serverOptions(limits: ServerLimits): FastifyHttpOptions<Server> {
  return {
    bodyLimit: limits.bodyLimitBytes,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // The whole request, headers and body, on any route: the body deadlines below are shorter,
    // this is the net under them (and under a request that never reaches a route).
    requestTimeout: limits.uploadTimeoutMs + limits.headersTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      // Node looks for requests past their time at this interval (30 s by default): a deadline of
      // a few seconds would otherwise be kept up to 30 s late.
      connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
    },
  };
}

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/**
 * Cuts off a request whose body has not all arrived by its route's deadline: a 408 that says so,
 * then the connection closed (the rest of a trickled body is not waited for).
 */
export function enforceBodyDeadlines(app: FastifyInstance, limits: ServerLimits) {
  app.addHook('onRequest', (request, reply, done) => {
    if (!hasBody(request)) return done();
    // A route that takes a file or a large boundary says so by its larger bodyLimit.
    const isUpload = (request.routeOptions.bodyLimit ?? 0) > limits.bodyLimitBytes;
    const ms = isUpload ? limits.uploadTimeoutMs : limits.bodyTimeoutMs;
    let timer = setTimeout(() => cutOff(request, reply, ms), ms);
    timer.unref();
    const stop = () => clearTimeout(timer);
    request.raw.once('end', stop);
    request.raw.once('close', stop);
    // A body refused before it was read (401, 404) is still read to its end by Node, on the
    // connection the answer went out on: what is left of it gets the ordinary deadline, not an
    // upload's (closing at once could reset the connection before the client reads the answer).
    reply.raw.once('finish', () => {
      if (request.raw.complete || ms === limits.bodyTimeoutMs) return;
      stop();
      timer = setTimeout(() => request.raw.socket.destroy(), limits.bodyTimeoutMs);
      timer.unref();
    });
    done();
  });
}

function cutOff(request: FastifyRequest, reply: FastifyReply, ms: number) {
  const socket = request.raw.socket;
  if (reply.sent || reply.raw.headersSent) {
    socket.destroy();
    return;
  }
  request.log.info({ url: request.url, ms }, 'request body too slow: cut off');
  reply.raw.once('finish', () => socket.destroy());
  reply
    .code(408)
    .header('connection', 'close')
    .send({
      code: 'request_timeout',
      errors: [bodyTooSlow('this call', Math.round(ms / 1000))],
    });
}
