import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createLiveEvents } from './live-events';

// The in-memory PubSub a single gateway uses without REDIS_URL (Redis is tested across two
// gateway processes in tests/spray-live.test.ts).
describe('live events in one process', () => {
  it('wakes a listener once for signals that came while it was busy, and stops when it leaves', async () => {
    const events = createLiveEvents(undefined);
    const signals = await events.listen('spray.account.1');
    await events.publish('spray.account.1');
    await events.publish('spray.account.1');
    await events.publish('spray.account.2');
    expect(await signals.next()).toEqual({ value: {}, done: false });
    const waiting = signals.next();
    await signals.return?.();
    expect(await waiting).toEqual({ value: undefined, done: true });
    await events.publish('spray.account.1');
    expect(await signals.next()).toEqual({ value: undefined, done: true });
    await events.close();
  });

  it('wakes a listener on its own after a while, in case a signal was lost', async () => {
    const events = createLiveEvents(undefined);
    const signals = await events.listen('notices.account.1', 10);
    expect(await signals.next()).toEqual({ value: {}, done: false });
    await signals.return?.();
  });
});

// Through the real Redis that CI runs (REDIS_URL names it), as the gateways share it.
describe('live events through Redis', () => {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

  it('tells every listener to read again when its subscriber connection comes back', async () => {
    const events = createLiveEvents(redisUrl);
    const admin = new Redis(redisUrl);
    const topic = `notices.account.test-${process.pid}`;
    try {
      const signals = await events.listen(topic);
      await events.publish(topic);
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
      await events.publish(topic);
      expect(await signals.next()).toEqual({ value: {}, done: false });
      await signals.return?.();
    } finally {
      admin.disconnect();
      await events.close();
    }
  });
});
