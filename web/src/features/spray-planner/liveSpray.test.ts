import type { ApolloClient } from '@apollo/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveSpray, startLiveSpray } from './liveSpray';

// Issue 50: a refused live feed says why, reopens with a growing, jittered wait (not every 10 s
// for ever), and stops on a refusal that waiting will not change.

type Feed = { next(result: unknown): void; complete(): void };

const refusal = (status: number, message: string) => ({
  response: new Response(JSON.stringify({ errors: [{ message }] }), { status }),
});

/** An Apollo client whose feeds each answer with `answer(n)` (the nth opening, from 0). */
function apolloAnswering(answer: (opening: number) => unknown) {
  let openings = 0;
  const apollo = {
    subscribe: () => ({
      subscribe(feed: Feed) {
        const result = answer(openings++);
        queueMicrotask(() => {
          feed.next({ data: undefined, error: result });
          feed.complete();
        });
        return { unsubscribe() {} };
      },
    }),
    query: () => Promise.resolve({ data: { sprayNotices: [] } }),
  };
  return { apollo: apollo as unknown as ApolloClient, openings: () => openings };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(1);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a refused live feed', () => {
  it('says the refusal and waits longer each time: 1 s, 2 s, 4 s…', async () => {
    const { apollo, openings } = apolloAnswering(() => refusal(429, 'Too many open subscriptions.'));
    const stop = startLiveSpray(apollo, () => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(liveSpray.get().refused).toBe('Too many open subscriptions.');
    const first = openings(); // the sprays feed and the notices feed, once each
    await vi.advanceTimersByTimeAsync(999);
    expect(openings()).toBe(first);
    await vi.advanceTimersByTimeAsync(1);
    expect(openings()).toBe(first + 2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(openings()).toBe(first + 2);
    await vi.advanceTimersByTimeAsync(1);
    expect(openings()).toBe(first + 4);
    stop();
  });

  it('stops trying on a refusal that waiting will not change', async () => {
    const { apollo, openings } = apolloAnswering(() =>
      refusal(400, 'The variable $after holds too long a string.'),
    );
    const stop = startLiveSpray(apollo, () => {});
    await vi.advanceTimersByTimeAsync(0);
    const first = openings();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(openings()).toBe(first);
    expect(liveSpray.get().refused).toBe('The variable $after holds too long a string.');
    stop();
  });
});
