import { type IncomingMessage, request } from 'node:http';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configWith } from '../config';
import { type RunningGateway, startGateway } from '../server';

// What a browser on a slow link receives from /graphql and /graphql/stream: compressed, and
// each event of a stream as soon as it happens, not when a compressor's buffer fills.
let gateway: RunningGateway;
beforeAll(async () => {
  // Neither the clock subscription nor introspection asks the api anything.
  gateway = await startGateway(
    configWith({ apiUrl: 'http://127.0.0.1:9', port: 0, host: '127.0.0.1', webDist: '/nonexistent' }),
  );
});
afterAll(() => gateway?.close());

function post(path: string, body: unknown, headers: Record<string, string>): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${gateway.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
    });
    outgoing.on('response', resolve).on('error', reject);
    outgoing.end(JSON.stringify(body));
  });
}

function decoded(response: IncomingMessage): NodeJS.ReadableStream {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return response.pipe(createBrotliDecompress());
  if (encoding === 'gzip') return response.pipe(createGunzip());
  return response;
}

/** Reads decoded text until `count` `next` events have come, while the stream is still open. */
async function firstEvents(response: IncomingMessage, count: number): Promise<string[]> {
  let text = '';
  for await (const chunk of decoded(response)) {
    text += chunk.toString();
    const events = text.split('\n\n').filter((event) => event.startsWith('event: next'));
    if (events.length >= count) {
      // The subscription never ends (a clock): these came through before the stream did.
      expect(response.complete).toBe(false);
      response.destroy();
      return events;
    }
  }
  throw new Error(`the stream ended after ${text.length} characters: ${text}`);
}

const clock = { query: 'subscription { serverTime }' };

describe('a compressed event stream', () => {
  for (const encoding of ['br', 'gzip'] as const) {
    it(`delivers each event through ${encoding} as it happens, before the stream ends`, async () => {
      const response = await post('/graphql/stream', clock, {
        accept: 'text/event-stream',
        'accept-encoding': encoding === 'br' ? 'gzip, deflate, br, zstd' : 'gzip',
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      const events = await firstEvents(response, 2);
      for (const event of events) {
        const data = JSON.parse(event.split('\ndata: ')[1] ?? '') as { data: { serverTime: string } };
        expect(Date.parse(data.data.serverTime)).not.toBeNaN();
      }
    });
  }

  it('is sent as it is to a client that accepts no compression', async () => {
    const response = await post('/graphql/stream', clock, { accept: 'text/event-stream' });
    // graphql-sse's own `none`, which tells proxies to leave the stream as it is.
    expect(response.headers['content-encoding']).toBe('none');
    expect(await firstEvents(response, 1)).toHaveLength(1);
  });

  it('leaves a refusal on the stream path readable JSON', async () => {
    const response = await post(
      '/graphql/stream',
      { query: '{ __typename }' },
      { accept: 'text/event-stream', 'accept-encoding': 'br' },
    );
    expect(response.statusCode).toBe(400);
    let text = '';
    for await (const chunk of decoded(response)) text += chunk.toString();
    expect(JSON.parse(text).errors[0].message).toMatch(/Only subscriptions/);
  });
});

describe('a compressed GraphQL reply', () => {
  it('comes brotli-compressed to a browser that accepts it, and reads the same', async () => {
    const introspection = { query: '{ __schema { types { name fields { name } } } }' };
    const plain = await post('/graphql', introspection, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    let plainText = '';
    for await (const chunk of plain) plainText += chunk.toString();

    const response = await post('/graphql', introspection, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
    let wire = 0;
    response.on('data', (chunk: Buffer) => {
      wire += chunk.length;
    });
    let text = '';
    for await (const chunk of decoded(response)) text += chunk.toString();
    expect(text).toBe(plainText);
    expect(wire).toBeLessThan(Buffer.byteLength(plainText) / 4);
  });
});
