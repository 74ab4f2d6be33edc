import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { queuedResults, trackWrites, verbatim, waitForRoom } from './flow-control';

function fakeConnection() {
  const request = {} as IncomingMessage;
  const response = Object.assign(new EventEmitter(), {
    write: (_chunk: unknown) => true,
  }) as unknown as ServerResponse;
  trackWrites(request, response);
  response.write(':\n\n'); // graphql-sse opens the stream with a comment
  return { request, response };
}

const settled = async (promise: Promise<void>) =>
  Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 30)),
  ]);

describe('subscription flow control', () => {
  it('holds the producer once two results wait for a slow client', async () => {
    const { request, response } = fakeConnection();
    await waitForRoom(request);
    await waitForRoom(request);
    const third = waitForRoom(request);
    expect(await settled(third)).toBe(false);
    expect(queuedResults(request)).toBe(3);

    response.write('event: next\ndata: {}\n\n'); // the client took one
    expect(await settled(third)).toBe(true);
  });

  it('lets the producer go when the client leaves', async () => {
    const { request, response } = fakeConnection();
    await waitForRoom(request);
    await waitForRoom(request);
    const blocked = waitForRoom(request);
    response.emit('close');
    expect(await settled(blocked)).toBe(true);
  });

  it('never holds a request that does not carry the event stream', async () => {
    const request = {} as IncomingMessage;
    trackWrites(
      request,
      Object.assign(new EventEmitter(), { write: () => true }) as unknown as ServerResponse,
    );
    for (let index = 0; index < 5; index++) expect(await settled(waitForRoom(request))).toBe(true);
  });
});

describe('verbatim parts of a result', () => {
  it('writes the JSON text (or its bytes) in place of its stand-in, once', async () => {
    const request = {} as IncomingMessage;
    const written: Buffer[] = [];
    let corked = 0;
    const response = Object.assign(new EventEmitter(), {
      write: (chunk: string | Uint8Array) => written.push(Buffer.from(chunk)) > 0,
      cork: () => corked++,
      uncork: () => corked--,
    }) as unknown as ServerResponse;
    trackWrites(request, response);
    response.write(':\n\n');
    const standIn = verbatim(request, Buffer.from('[{"u":"a","p":[["_c`|@\\\\"]]}]')) as string;
    const other = verbatim(request, '[2]') as string;
    response.write(`event: next\ndata: ${JSON.stringify({ data: { a: standIn, b: 'x', c: other } })}\n\n`);
    await new Promise((resolve) => process.nextTick(resolve));
    expect(corked).toBe(0);
    const event = Buffer.concat(written.slice(1)).toString();
    expect(JSON.parse(event.slice('event: next\ndata: '.length))).toEqual({
      data: { a: [{ u: 'a', p: [['_c`|@\\']] }], b: 'x', c: [2] },
    });
  });

  it('gives no stand-in where the request does not carry the events', () => {
    const request = {} as IncomingMessage;
    trackWrites(
      request,
      Object.assign(new EventEmitter(), { write: () => true }) as unknown as ServerResponse,
    );
    expect(verbatim(request, '[]')).toBeNull();
  });

  it('holds the producer while the socket has not drained what was written to it', async () => {
    const { request, response } = fakeConnection();
    Object.assign(response, { writableNeedDrain: true });
    const waiting = waitForRoom(request);
    expect(await settled(waiting)).toBe(false);
    Object.assign(response, { writableNeedDrain: false });
    response.emit('drain');
    expect(await settled(waiting)).toBe(true);
  });
});
