import { once } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';

// A server-sent event stream over Fastify's raw response: writes wait for the socket to
// drain (a slow client slows the producer instead of filling memory) and stop when the
// client goes away.
export type EventStream = {
  readonly closed: boolean;
  send(event: string, data: unknown, id?: string): Promise<void>;
  /** The same with the data's JSON text already written (on one line). */
  sendJson(event: string, json: string, id?: string): Promise<void>;
  end(): void;
};

export function openEventStream(request: FastifyRequest, reply: FastifyReply): EventStream {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  response.write('retry: 2000\n\n');
  let closed = false;
  request.raw.on('close', () => {
    closed = true;
  });
  const sendJson = async (event: string, json: string, id?: string) => {
    if (closed) return;
    const frame = `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${json}\n\n`;
    if (!response.write(frame)) {
      await Promise.race([once(response, 'drain'), once(response, 'close')]);
    }
  };
  return {
    get closed() {
      return closed || response.destroyed;
    },
    send: (event, data, id) => sendJson(event, JSON.stringify(data), id),
    sendJson,
    end() {
      if (!response.destroyed) response.end();
    },
  };
}

/** Where a reconnecting client left off: the id of the last event it received, or 0. */
export function resumeOffset(request: FastifyRequest): number {
  const header = request.headers['last-event-id'];
  const value = Number(Array.isArray(header) ? header[0] : header);
  return Number.isInteger(value) && value > 0 ? value : 0;
}
