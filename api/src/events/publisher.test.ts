import type { LiveSignal } from '@field-boundaries/contract/live-topics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing';
import type { EventBus } from './bus';
import { startEventPublisher } from './publisher';

// The outbox's publishers, as several api instances run them on one database: every event goes
// out once, by one of them, and each account's in the order its changes committed, even when
// one publisher's Redis fails half way through a pass. (End to end, through a gateway, with
// Redis and without: tests/live-events.test.ts.)

/** A bus that keeps what it is given, in one list shared by every publisher of the test. */
function recordingBus(heard: LiveSignal[], failing: { next: number } = { next: 0 }): EventBus {
  return {
    kind: 'memory',
    async publish(_topic, signal) {
      // Let the other publisher run between sends, as two processes would.
      await new Promise((resolve) => setImmediate(resolve));
      if (failing.next > 0) {
        failing.next -= 1;
        throw new Error('Redis is unreachable');
      }
      heard.push(signal);
    },
    subscribe: () => () => {},
    close: async () => {},
  };
}

let api: TestApi;
let accounts: number[];

beforeAll(async () => {
  // The api's own publisher stays out of the way: the test runs its own two.
  api = await startTestApi({ publishPollMs: 3_600_000 });
  const people = [await api.session(), await api.session(), await api.session()];
  accounts = [];
  for (const person of people) {
    const [row] = await api.db.query<{ account: number }>(
      'SELECT account_id::int AS account FROM users WHERE uuid = $1',
      [person.uuid],
    );
    accounts.push(row?.account ?? 0);
  }
}, 300_000);

afterAll(() => api?.close());

/** One change of `account`, committed on its own, as a trigger writes its event. */
const change = (account: number) =>
  api.db.transaction((tx) =>
    tx.query(`SELECT domain_event('field.updated', $1, NULL, '{"fieldUuid":"x"}'::jsonb)`, [account]),
  );

describe('the outbox publisher', () => {
  it('publishes each event once and each account’s in order, with two publishers and a failing send', async () => {
    const heard: LiveSignal[] = [];
    const failing = { next: 2 };
    const errors: unknown[] = [];
    const first = startEventPublisher(api.db, recordingBus(heard, failing), {
      pollMs: 5,
      batch: 4,
      onError: (error) => errors.push(error),
    });
    const second = startEventPublisher(api.db, recordingBus(heard), { pollMs: 5, batch: 4 });
    try {
      for (let round = 0; round < 8; round++) for (const account of accounts) await change(account);
      await expect.poll(() => heard.length, { timeout: 10_000 }).toBe(24);
      expect(errors.length).toBeGreaterThan(0);
      for (const account of accounts) {
        const sequences = heard
          .filter((signal) => signal.account === account)
          .map((signal) => signal.sequence);
        expect(sequences).toHaveLength(8);
        expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
        expect(new Set(sequences).size).toBe(8);
      }
      expect(heard.every((signal) => signal.type === 'field.updated' && signal.farm === null)).toBe(true);
      // Nothing private travels: ids and the event's name only.
      expect(Object.keys(heard[0] ?? {}).sort()).toEqual(['account', 'farm', 'sequence', 'type']);
      // Each is marked published once sent, and no lease is left behind.
      const left = () =>
        api.db.query('SELECT id FROM domain_events WHERE published_at IS NULL OR leased_until IS NOT NULL');
      await expect.poll(async () => (await left()).length).toBe(0);
    } finally {
      await first.stop();
      await second.stop();
    }
  });

  it('writes no event for a change that is rolled back', async () => {
    const before = await api.db.query('SELECT id FROM domain_events');
    await expect(
      api.db.transaction(async (tx) => {
        await tx.query(`SELECT domain_event('field.updated', $1, NULL, '{}'::jsonb)`, [accounts[0]]);
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await api.db.query('SELECT id FROM domain_events')).toEqual(before);
  });
});
