import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createLiveEvents } from './live-events';

// The relay's two ways in. The api's outbox publishing through them is tested end to end in
// tests/live-events.test.ts (and across two gateway processes in tests/spray-live.test.ts).

/** A stand-in for the api's GET events/live/{feed}/: what a test writes to each stream, as it asks. */
async function liveFeedServer() {
  const streams: ServerResponse[] = [];
  let closed = 0;
  const requests: { url: string; authorization: string | undefined }[] = [];
  let refuse = false;
  const server = createServer((request, response) => {
    requests.push({ url: request.url ?? '', authorization: request.headers.authorization });
    if (refuse) {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ errors: ['Your session has expired.'] }));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write('event: ready\ndata: {}\n\n');
    response.on('close', () => {
      closed += 1;
    });
    streams.push(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    streams,
    requests,
    closed: () => closed,
    signal: (at = streams.length - 1) =>
      streams[at]?.write(
        'event: signal\ndata: {"type":"neighbour.notice","account":7,"farm":null,"sequence":1}\n\n',
      ),
    refuseFromNow() {
      refuse = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('live events from the api’s own stream (no Redis)', () => {
  it('relays the api’s signals with the subscriber’s identity, once for many, and lets go when it leaves', async () => {
    const api = await liveFeedServer();
    const events = createLiveEvents(undefined);
    try {
      const signals = await events.listen('notices', 7, { apiUrl: api.url, accessToken: 'grower-token' });
      expect(api.requests).toEqual([{ url: '/events/live/notices/', authorization: 'Bearer grower-token' }]);
      api.signal();
      api.signal();
      expect(await signals.next()).toEqual({ value: {}, done: false });
      const waiting = signals.next();
      await signals.return?.();
      expect(await waiting).toEqual({ value: undefined, done: true });
      // Its stream is closed: the api lets go of the listener.
      await expect.poll(api.closed).toBe(1);
    } finally {
      await events.close();
      await api.close();
    }
  });

  it('opens a dropped stream again and says read again, and ends when the api refuses the caller', async () => {
    const api = await liveFeedServer();
    const events = createLiveEvents(undefined);
    try {
      const signals = await events.listen('sprays', 7, { apiUrl: api.url, accessToken: 'grower-token' });
      api.streams[0]?.destroy();
      // Whatever was published while it was down went unheard: one wake once it is back.
      expect(await signals.next()).toEqual({ value: {}, done: false });
      expect(api.requests).toHaveLength(2);
      api.signal(1);
      expect(await signals.next()).toEqual({ value: {}, done: false });

      api.refuseFromNow();
      api.streams[1]?.destroy();
      expect(await signals.next()).toEqual({ value: undefined, done: true });
    } finally {
      await events.close();
      await api.close();
    }
  });

  it('tells the subscriber the api’s refusal at once', async () => {
    const api = await liveFeedServer();
    api.refuseFromNow();
    const events = createLiveEvents(undefined);
    try {
      await expect(events.listen('notices', 7, { apiUrl: api.url })).rejects.toThrow(
        'Your session has expired.',
      );
    } finally {
      await events.close();
      await api.close();
    }
  });
});

// Through the real Redis that CI runs (REDIS_URL names it), as the apis publish and the gateways listen.
describe('live events through Redis', () => {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  // An account no other test file uses: channels are shared by every Redis database.
  const account = 900_000_000 + process.pid;
  const topic = `notices.account.${account}`;
  const signal = JSON.stringify({ type: 'neighbour.notice', account, farm: null, sequence: 1 });

  it('wakes a listener once for signals that came while it was busy, and stops when it leaves', async () => {
    const events = createLiveEvents(redisUrl);
    const api = new Redis(redisUrl);
    try {
      const signals = await events.listen('notices', account, { apiUrl: 'http://127.0.0.1:9' });
      await api.publish(topic, signal);
      await api.publish(topic, signal);
      await api.publish(`notices.account.${account + 1}`, signal);
      expect(await signals.next()).toEqual({ value: {}, done: false });
      const waiting = signals.next();
      await signals.return?.();
      expect(await waiting).toEqual({ value: undefined, done: true });
      expect(await signals.next()).toEqual({ value: undefined, done: true });
    } finally {
      api.disconnect();
      await events.close();
    }
  });

  it('tells every listener to read again when its subscriber connection comes back', async () => {
    const events = createLiveEvents(redisUrl);
    const admin = new Redis(redisUrl);
    try {
      const signals = await events.listen('notices', account, { apiUrl: 'http://127.0.0.1:9' });
      await admin.publish(topic, signal);
      expect(await signals.next()).toEqual({ value: {}, done: false });

      // Redis drops the subscriber: whatever was published while it was away is gone, so the
      // listener must be woken once it is back, with no publish at all.
      // (Every subscriber of this process: another one left here would only reconnect too.)
      const clients = String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub')).split('\n');
      const ours = clients
        .filter((line) => line.includes(` name=gateway-${process.pid}-subscriber `))
        .map((line) => /\bid=(\d+)/.exec(line)?.[1] ?? '');
      expect(ours.length).toBeGreaterThan(0);
      for (const id of ours) expect(await admin.call('CLIENT', 'KILL', 'ID', id)).toBe(1);
      expect(await signals.next()).toEqual({ value: {}, done: false });

      // And it is subscribed again: a signal published now arrives.
      await admin.publish(topic, signal);
      expect(await signals.next()).toEqual({ value: {}, done: false });
      await signals.return?.();
    } finally {
      admin.disconnect();
      await events.close();
    }
  });
});
