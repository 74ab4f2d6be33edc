import { createServer, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nodeBatches, readNodesTogether } from './node-stream';

// An api with nodes 1, 2 and 3, each of two batches of two fields; it answers a node's own
// stream and a stream of several, as farms/nodes/{id}/stream and farms/nodes/stream/ do.
const NODES = [1, 2, 3];
const requests: string[] = [];
let server: Server;
let apiUrl: string;
/** Cuts a several-node stream after this many events, once. */
let cutAfter: number | null = null;
/** Sends this many events of a several-node stream, once, and holds it open. */
let holdAfter: number | null = null;
let closedEarly = 0;

const batchEvent = (node: number, offset: number, id: string) => {
  const done = offset === 4 ? '"done":true,' : '';
  const fields = [offset - 1, offset].map((field) => `{"u":"${node}-${field}"}`).join(',');
  return `id: ${id}\nevent: fields\ndata: {"node":${node},${done}"fields":[${fields}]}\n\n`;
};
const nodeEvents = (node: number, after: number, id: (offset: number) => string) => [
  ...[2, 4].filter((offset) => offset > after).map((offset) => batchEvent(node, offset, id(offset))),
  `id: ${id(4)}\nevent: end\ndata: {"node":${node},"total":4}\n\n`,
];

function send(response: ServerResponse, events: string[]) {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  const [cut, hold] = [cutAfter, holdAfter];
  [cutAfter, holdAfter] = [null, null];
  if (hold !== null) response.write(events.slice(0, hold).join(''));
  else if (cut !== null) {
    response.write(events.slice(0, cut).join(''));
    setImmediate(() => response.destroy());
  } else response.end(events.join(''));
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://api');
    requests.push(
      `${url.pathname}${url.searchParams.has('ids') ? `?ids=${url.searchParams.get('ids')}` : ''}`,
    );
    request.on('close', () => {
      if (!response.writableFinished) closedEarly++;
    });
    const own = /^\/farms\/nodes\/(\d+)\/stream$/.exec(url.pathname);
    if (own) {
      const after = Number(request.headers['last-event-id'] ?? 0);
      send(response, nodeEvents(Number(own[1]), after, String));
    } else {
      const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
      send(
        response,
        ids.flatMap((node) => nodeEvents(node, 0, (offset) => `${node}:${offset}`)),
      );
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  requests.length = 0;
  cutAfter = null;
  holdAfter = null;
  closedEarly = 0;
});

// Each test its own `near`, so no test joins a read another left joinable.
let place = 0;
function subscription() {
  const options = { near: { lat: 40, lng: -++place }, outerRingsOnly: true };
  const identity = { apiUrl };
  const end = readNodesTogether(identity, NODES, options);
  const read = (node: number) => nodeBatches(identity, node, { ...options, after: 0 });
  return { end, read, options };
}

async function fieldsOf(batches: AsyncGenerator<{ wire: Buffer | null; offset: number; done: boolean }>) {
  const seen: string[] = [];
  for await (const batch of batches) {
    if (batch.wire) seen.push(...(JSON.parse(batch.wire.toString()) as { u: string }[]).map(({ u }) => u));
    if (batch.done) seen.push(`done at ${batch.offset}`);
  }
  return seen;
}

const everyField = (node: number) => [`${node}-1`, `${node}-2`, `${node}-3`, `${node}-4`, 'done at 4'];

describe("a subscription's nodes read in one upstream request", () => {
  it('reads them in one request, each node whole, in order, its last batch marked done', async () => {
    const { end, read } = subscription();
    for (const node of NODES) expect(await fieldsOf(read(node))).toEqual(everyField(node));
    end();
    expect(requests).toEqual(['/farms/nodes/stream/?ids=1,2,3']);
  });

  it("lets another viewer's subscription of the same nodes join it rather than ask again", async () => {
    const first = subscription();
    const second = { read: (node: number) => nodeBatches({ apiUrl }, node, { ...first.options, after: 0 }) };
    for (const node of NODES) {
      const [a, b] = await Promise.all([fieldsOf(first.read(node)), fieldsOf(second.read(node))]);
      expect(a).toEqual(everyField(node));
      expect(b).toEqual(everyField(node));
    }
    first.end();
    expect(requests).toEqual(['/farms/nodes/stream/?ids=1,2,3']);
  });

  it('goes on node by node, each from where it was, when the connection is lost', async () => {
    cutAfter = 1; // node 1's first batch, then the connection drops
    const { end, read } = subscription();
    for (const node of NODES) expect(await fieldsOf(read(node))).toEqual(everyField(node));
    end();
    expect(requests).toEqual([
      '/farms/nodes/stream/?ids=1,2,3',
      '/farms/nodes/1/stream',
      '/farms/nodes/2/stream',
      '/farms/nodes/3/stream',
    ]);
  });

  it('leaves the nodes an ended subscription never reached to be read anew by the next viewer', async () => {
    holdAfter = 3; // node 1, then the connection stays open
    const { end, read, options } = subscription();
    expect(await fieldsOf(read(1))).toEqual(everyField(1));
    end();
    const next = nodeBatches({ apiUrl }, 2, { ...options, after: 0 });
    expect(await fieldsOf(next)).toEqual(everyField(2));
    expect(requests).toEqual(['/farms/nodes/stream/?ids=1,2,3', '/farms/nodes/2/stream']);
  });

  it('closes the request when the subscription ends before its nodes are read', async () => {
    holdAfter = 2;
    const { end, read } = subscription();
    const first = read(1);
    await first.next();
    await first.return(undefined);
    end();
    await expect.poll(() => closedEarly).toBe(1);
  });
});
