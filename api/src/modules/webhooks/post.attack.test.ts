import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { namesInternalHost, refusalOf } from '../../public-address';
import { deliveryFailures, postToEndpoint } from './post';

// Attacks on one webhook post (issue 50, item 4), by a tester who did not write it: addresses
// spelled to slip past the check, redirects, and endpoints that answer slowly or without end.

const strict = { allowLoopback: false };
const loopbackOk = { allowLoopback: true };
const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

async function endpoint(handle: (request: IncomingMessage, response: ServerResponse) => void) {
  const sockets = new Set<Socket>();
  const server = createServer(handle);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => {
    for (const socket of sockets) socket.destroy();
    server.close();
  });
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, open: () => sockets.size };
}

async function until(condition: () => boolean, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return condition();
}

describe('addresses spelled to slip past the check', () => {
  it('holds: decimal, octal, hex, mapped, NAT64, 6to4, CGN, metadata and unspecified literals are refused', async () => {
    for (const url of [
      'https://2130706433/',
      'https://0177.0.0.1/',
      'https://0x7f.1/',
      'https://127.1/',
      'https://[::ffff:127.0.0.1]/',
      'https://[::ffff:7f00:1]/',
      'https://[::1]/',
      'https://[64:ff9b::a9fe:a9fe]/',
      'https://[2002:7f00:1::]/',
      'https://0.0.0.0/',
      'https://100.64.0.1/',
      'https://169.254.169.254/latest/meta-data/',
      'https://[fd00::1]/',
      'https://[fe80::1]/',
    ]) {
      const { hostname } = new URL(url);
      expect(namesInternalHost(hostname, strict), url).toBe(true);
      expect(await postToEndpoint(url, {}, '{}', { timeoutMs: 500, policy: strict }), url).toEqual({
        error: deliveryFailures.notPublic,
      });
    }
    // An IPv6 zone id is not a URL the WHATWG parser accepts at all.
    expect(() => new URL('https://[fe80::1%25eth0]/')).toThrow();
    expect(refusalOf('8.8.8.8', strict)).toBeNull();
  });

  it('refuses circled digits, ideographic dots, 0, ::, SIIT, broadcast, multicast, and IPv4-compatible ::7f00:1 (which passed)', async () => {
    // A second tester's spellings (attack50): the WHATWG parser folds each to an address first.
    for (const url of [
      'https://①②⑦.0.0.1/',
      'https://127。0。0。1/',
      'https://127%2E0%2E0%2E1/',
      'https://0/',
      'https://[::]/',
      'https://[::127.0.0.1]/',
      'https://[::ffff:0:7f00:1]/',
      'https://[::ffff:a9fe:a9fe]/',
      'https://255.255.255.255/',
      'https://224.0.0.1/',
      'https://[ff02::1]/',
      'https://[fec0::1]/',
      'https://192.0.0.170/',
    ]) {
      const { hostname } = new URL(url);
      expect(namesInternalHost(hostname, strict), `${url} → ${hostname}`).toBe(true);
      expect(await postToEndpoint(url, {}, '{}', { timeoutMs: 500, policy: strict }), url).toEqual({
        error: deliveryFailures.notPublic,
      });
    }
    // Global unicast IPv6 (2000::/3) stays deliverable.
    expect(refusalOf('2606:4700:4700::1111', strict)).toBeNull();
    expect(refusalOf('2a00:1450:4001:80b::200e', strict)).toBeNull();
  });

  it('holds: a name that resolves to loopback (localhost, ::1) is refused as it is dialled', async () => {
    const hooks = await endpoint((_request, response) => response.end('ok'));
    const { port } = new URL(hooks.url);
    for (const host of ['localhost', 'localhost.']) {
      const answer = await postToEndpoint(`https://${host}:${port}/`, {}, '{}', {
        timeoutMs: 1000,
        policy: strict,
      });
      expect(answer, host).toEqual({ error: deliveryFailures.notPublic });
    }
  });
});

describe('endpoints that misbehave', () => {
  it('holds: a redirect is reported as the 3xx it is, not followed', async () => {
    let followed = 0;
    const inner = await endpoint((_request, response) => {
      followed += 1;
      response.end('inner');
    });
    const hooks = await endpoint((_request, response) => {
      response.writeHead(307, { location: inner.url }).end();
    });
    const answer = await postToEndpoint(hooks.url, {}, '{}', { timeoutMs: 1000, policy: loopbackOk });
    expect(answer).toEqual({ status: 307 });
    expect(followed).toBe(0);
  });

  it('holds: an endpoint that never answers is given up on at the deadline', async () => {
    const hooks = await endpoint(() => {});
    const started = Date.now();
    const answer = await postToEndpoint(hooks.url, {}, '{}', { timeoutMs: 300, policy: loopbackOk });
    expect(answer).toEqual({ error: deliveryFailures.noAnswer });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await until(() => hooks.open() === 0, 2000)).toBe(true);
  });

  it('an endpoint that answers 200 and then trickles its body forever does not keep the worker’s connection open past the deadline', async () => {
    const hooks = await endpoint((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      const drip = setInterval(() => response.write('.'), 50);
      response.on('close', () => clearInterval(drip));
    });
    const answer = await postToEndpoint(hooks.url, {}, '{}', { timeoutMs: 300, policy: loopbackOk });
    expect(answer).toEqual({ status: 200 });
    // One connection per delivery held open by the endpoint: an endpoint that does this to every
    // delivery (each retry a new one) holds as many of the worker's sockets as it likes.
    expect(await until(() => hooks.open() === 0, 3000)).toBe(true);
  });
});
