import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultServerLimits } from './server-limits';
import { openSlowClient, type SlowClient } from './slow-client';
import { startTestApi, type TestApi } from './testing';

// Issue 50: a client that sends its headers and then trickles (or stops) its body is cut off at
// its route's deadline, and the api keeps answering everyone else meanwhile. Short deadlines here
// so the suite is quick; the defaults are the same code with larger numbers.

const limits = {
  ...defaultServerLimits,
  headersTimeoutMs: 1500,
  bodyTimeoutMs: 2000,
  uploadTimeoutMs: 60_000,
};

let api: TestApi;
let access: string;
let farm: number;
const port = () => Number(new URL(api.url).port);
const open: SlowClient[] = [];
const client = (head: string) => {
  const slow = openSlowClient(port(), head);
  open.push(slow);
  return slow;
};
const postHead = (path: string, length: number, token?: string) =>
  `POST ${path} HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n${
    token ? `Authorization: Bearer ${token}\r\n` : ''
  }\r\n`;

beforeAll(async () => {
  api = await startTestApi({ serverLimits: limits });
  ({ access } = await api.session());
  farm = (await api.call<{ id: number }>(access, 'POST', '/farms/', { name: 'Slow Farm' })).body.id;
});
afterAll(async () => {
  for (const slow of open) slow.destroy();
  await api.close();
});

describe("the api's request deadlines", () => {
  it('cuts off a JSON body that trickles, with a 408 that says why, and closes the connection', async () => {
    const slow = client(postHead('/auth/jwt/create/', 100_000));
    slow.trickle('{"email":"', 100);
    const { reply } = await slow.closed;
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(reply).toContain('The request took too long to arrive: this call allows 2 s for its body.');
    expect(reply.toLowerCase()).toContain('connection: close');
  });

  it('cuts off a body that stops half way', async () => {
    const slow = client(postHead('/auth/jwt/create/', 200));
    slow.write('{"email":"a@example.com","pass');
    const { reply } = await slow.closed;
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off headers that trickle (slowloris)', async () => {
    const slow = client('GET /health HTTP/1.1\r\nHost: api\r\n');
    slow.trickle('X-Slow: a\r\n', 300);
    const { reply } = await slow.closed;
    expect(reply === '' || /^HTTP\/1\.1 408/.test(reply)).toBe(true);
  });

  it('gives an upload the longer deadline: a JSON trickler started with it is cut first', async () => {
    const uploadPath = `/farms/${farm}/fields/import/`;
    const uploader = client(postHead(uploadPath, 4_000_000, access));
    uploader.trickle('{"format":"geojson","content":"', 100);
    const json = client(postHead('/auth/jwt/create/', 100_000));
    json.trickle('{"email":"', 100);
    await json.closed;
    expect(uploader.isClosed()).toBe(false);
    uploader.destroy();
  });

  it('refuses a JSON body declared past the limit at once, with a 413', async () => {
    const slow = client(postHead('/farms/', 15_000_000, access));
    slow.trickle('{"name":"', 100);
    const { reply } = await slow.closed;
    expect(reply).toMatch(/^HTTP\/1\.1 413/);
  });

  it('a refused body (no session) that goes on trickling is cut off too', async () => {
    const slow = client(postHead('/farms/1/fields/import/', 4_000_000));
    slow.trickle('{"format":"geojson","content":"', 100);
    const { reply } = await slow.closed;
    expect(reply).toMatch(/^HTTP\/1\.1 401/);
  });

  it('answers /health promptly while 30 clients trickle 15 MB bodies and 30 more trickle headers', async () => {
    const tricklers = Array.from({ length: 30 }, () => {
      const slow = client(postHead(`/farms/${farm}/fields/import/`, 15_000_000, access));
      slow.trickle('{"content":"', 50);
      return slow;
    });
    const loris = Array.from({ length: 30 }, () => {
      const slow = client('GET /health HTTP/1.1\r\nHost: api\r\n');
      slow.trickle('X-Slow: a\r\n', 200);
      return slow;
    });
    await Promise.all([...tricklers, ...loris].map((slow) => slow.started));
    for (let round = 0; round < 5; round++) {
      const response = await fetch(`${api.url}/health`);
      expect(response.status).toBe(200);
    }
    // Answered while every one of them still hangs.
    expect([...tricklers, ...loris].filter((slow) => slow.isClosed())).toEqual([]);
    // The header tricklers are cut at their deadline; the uploads are still held (theirs is the
    // upload deadline) but cost /health nothing.
    await Promise.all(loris.map((slow) => slow.closed));
    expect(tricklers.filter((slow) => slow.isClosed())).toEqual([]);
    expect((await fetch(`${api.url}/health`)).status).toBe(200);
  });
});
