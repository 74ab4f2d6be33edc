import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
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
    const response = Object.assign(new EventEmitter(), {
      write: (chunk: string | Uint8Array) => written.push(Buffer.from(chunk)) > 0,
    }) as unknown as ServerResponse;
    trackWrites(request, response);
    response.write(':\n\n');
    const standIn = verbatim(request, Buffer.from('[{"u":"a","p":[["_c`|@\\\\"]]}]')) as string;
    const other = verbatim(request, '[2]') as string;
    response.write(`event: next\ndata: ${JSON.stringify({ data: { a: standIn, b: 'x', c: other } })}\n\n`);
    const event = Buffer.concat(written.slice(1)).toString();
    expect(JSON.parse(event.slice('event: next\ndata: '.length))).toEqual({
      data: { a: [{ u: 'a', p: [['_c`|@\\']] }], b: 'x', c: [2] },
    });
  });

  it('sends an event with its verbatim parts to the socket in one send', async () => {
    // Each send is a packet for the client to read. An event in six sends (a corked chunked
    // response flushes its writes one by one) cost the bench's client a third more CPU than
    // reading the api directly (bench/README.md, 15:10).
    let sends = 0;
    let eventSends = -1;
    const server = createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      const socket = response.socket as Socket;
      const writeOne = socket._write.bind(socket);
      const writeMany = socket._writev?.bind(socket);
      socket._write = (chunk, encoding, callback) => {
        sends++;
        writeOne(chunk, encoding, callback);
      };
      socket._writev = (chunks, callback) => {
        sends++;
        writeMany?.(chunks, callback);
      };
      trackWrites(request, response);
      response.write(':\n\n');
      setImmediate(() => {
        const before = sends;
        const standIn = verbatim(request, Buffer.from('[{"u":"a"}]')) as string;
        response.write(`event: next\ndata: ${JSON.stringify({ data: { a: standIn } })}\n\n`);
        setImmediate(() => {
          eventSends = sends - before;
          response.end();
        });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const body = await (await fetch(`http://127.0.0.1:${port}/`)).text();
      expect(body).toBe(':\n\nevent: next\ndata: {"data":{"a":[{"u":"a"}]}}\n\n');
      expect(eventSends).toBe(1);
    } finally {
      server.close();
    }
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
