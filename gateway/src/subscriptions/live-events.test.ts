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
