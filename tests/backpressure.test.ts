import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configWith } from '../gateway/src/config';
import { type RunningGateway, startGateway } from '../gateway/src/server';

// A slow client must not make the gateway buffer without bound: while the client reads
// nothing, the gateway stops reading from the api (here an api that never runs out of fields).
let upstream: Server;
let gateway: RunningGateway;
let upstreamBytes = 0;

// As the api writes a field when the gateway asks for the compact form.
const field = {
  u: '00000000-0000-5000-8000-000000000000',
  a: 154.21,
  c: false,
  m: false,
  b: false,
  o: null,
  p: [['ma`|fAt{~{yD?anPizL??`nP']],
};
// A node's own stream's event ids are offsets; a stream of several nodes' are `node:offset`.
const batch = (id: string) =>
  `id: ${id}\nevent: fields\ndata: ${JSON.stringify({ node: 1, fields: Array.from({ length: 500 }, () => field) })}\n\n`;

beforeAll(async () => {
  upstream = createServer((request, response) => {
    if (request.url?.startsWith('/farms/nodes/viewer-fields/')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ fields: [] }));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    const several = request.url?.startsWith('/farms/nodes/stream/');
    let offset = Number(request.headers['last-event-id'] ?? 0);
    const pump = () => {
      while (!response.destroyed) {
        offset += 500;
        const chunk = batch(several ? `1:${offset}` : String(offset));
        upstreamBytes += chunk.length;
        if (!response.write(chunk)) return response.once('drain', pump);
      }
    };
    request.on('close', () => response.destroy());
    pump();
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const address = upstream.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  gateway = await startGateway(
    configWith({ apiUrl: `http://127.0.0.1:${port}`, port: 0, host: '127.0.0.1', webDist: '/none' }),
  );
});
afterAll(async () => {
  await gateway?.close();
  upstream?.closeAllConnections();
  await new Promise<void>((resolve) => upstream?.close(() => resolve()));
});

describe('subscription backpressure', () => {
  // A node streamed from its start is read in a request for the subscription's nodes; one
  // resumed from a cursor, in a request of its own.
  it.each([
    ['streamed from its start', '{ id: 1 }'],
    ['resumed from a cursor', '{ id: 1, after: 500 }'],
  ])('stops pulling from the api while the client reads nothing: a node %s', async (_, node) => {
    const abort = new AbortController();
    const response = await fetch(`${gateway.url}/graphql/stream`, {
      method: 'POST',
      signal: abort.signal,
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        authorization: 'Bearer any',
      },
      body: JSON.stringify({
        query: `subscription { cluFields(nodes: [${node}]) { offset fields { uuid } } }`,
      }),
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await reader.read(); // the stream is open; now the client stalls
    const before = upstreamBytes;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const whileStalled = upstreamBytes - before;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const growth = upstreamBytes - before - whileStalled;
    abort.abort();
    console.info(
      `upstream sent ${(whileStalled / 1e6).toFixed(1)} MB before stalling, then ${(growth / 1e6).toFixed(2)} MB`,
    );
    expect(whileStalled).toBeLessThan(64e6);
    expect(growth).toBeLessThan(1e6);
  });
});
