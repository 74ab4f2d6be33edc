import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { CompactField } from '@field-boundaries/contract/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configWith } from '../gateway/src/config';
import { type RunningGateway, startGateway } from '../gateway/src/server';

// A slow client must not make the gateway buffer without bound: while the client reads
// nothing, the gateway stops reading from the api (here an api that never runs out of fields).
let upstream: Server;
let gateway: RunningGateway;
let upstreamBytes = 0;

// As the api writes a field when the gateway asks for the compact form.
const field: CompactField = {
  u: '00000000-0000-5000-8000-000000000000',
  a: 154.21,
  c: false,
  m: false,
  b: false,
  o: null,
  p: [['ma`|fAt{~{yD?anPizL??`nP']],
};
// A node's own stream's event ids are offsets; a stream of several nodes' are `node:offset`.
// Each field its own uuid and outline, as real ones are: the gateway compresses the stream for
// clients that accept it, and copies of one field would shrink a thousandfold, so that the
// socket would hold gigabytes of them before it filled.
const batch = (id: string) =>
  `id: ${id}\nevent: fields\ndata: ${JSON.stringify({
    node: 1,
    fields: Array.from({ length: 500 }, () => ({
      ...field,
      u: randomUUID(),
      p: [[randomBytes(18).toString('base64')]],
    })),
  })}\n\n`;

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
    ['streamed from its start', '{ id: 1 }', 'identity'],
    ['resumed from a cursor', '{ id: 1, after: 500 }', 'identity'],
    ['streamed from its start', '{ id: 1 }', 'br'],
    ['resumed from a cursor', '{ id: 1, after: 500 }', 'gzip'],
  ])(
    'stops pulling from the api while the client reads nothing: a node %s, %s',
    async (_, node, encoding) => {
      const abort = new AbortController();
      const response = await fetch(`${gateway.url}/graphql/stream`, {
        method: 'POST',
        signal: abort.signal,
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          'accept-encoding': encoding,
          authorization: 'Bearer any',
        },
        body: JSON.stringify({
          query: `subscription { cluFields(nodes: [${node}]) { offset fields { uuid } } }`,
        }),
      });
      expect(response.headers.get('content-encoding')).toBe(encoding === 'identity' ? 'none' : encoding);
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      await reader.read(); // the stream is open; now the client stalls
      const before = upstreamBytes;
      // Until the api has sent nothing for half a second. A compressed stream fills the socket's
      // buffers later (each byte in them stands for several of the api's), so this waits for
      // the condition rather than a fixed time; a gateway that never stops pulling fails it.
      let settled = false;
      for (const deadline = Date.now() + 20_000; !settled && Date.now() < deadline; ) {
        const mark = upstreamBytes;
        await new Promise((resolve) => setTimeout(resolve, 500));
        settled = upstreamBytes - mark < 64 * 1024;
      }
      const whileStalled = upstreamBytes - before;
      abort.abort();
      console.info(`upstream sent ${(whileStalled / 1e6).toFixed(1)} MB (${encoding}) before stalling`);
      expect(settled).toBe(true);
      expect(whileStalled).toBeLessThan(64e6);
    },
  );
});
