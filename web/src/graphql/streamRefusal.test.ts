import { describe, expect, it, vi } from 'vitest';
import { backoffDelay, fetchKeepingRefusals, streamFailure } from './streamRefusal';

// What a grower is told when the gateway refuses a live feed, and how often it is tried again.
const refusal = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
  message: `Server responded with ${status}`,
  response: new Response(JSON.stringify(body), { status, headers }),
});

describe('streamFailure', () => {
  it("gives the gateway's words for too many open subscriptions, and keeps trying", async () => {
    const message =
      'Too many open subscriptions: one user or app may hold 50 at once on this gateway. Close one to open another.';
    expect(
      await streamFailure(
        refusal(429, { errors: [{ message, extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' } }] }),
      ),
    ).toEqual({ message, retry: true });
  });

  it("waits as long as a spent budget's Retry-After says", async () => {
    const failure = await streamFailure(
      refusal(429, { errors: [{ message: 'Budget spent' }] }, { 'retry-after': '42' }),
    );
    expect(failure.retryAfterMs).toBe(42_000);
  });

  it('stops on a refusal that waiting will not change', async () => {
    const failure = await streamFailure(
      refusal(400, { errors: [{ message: 'The variable $after holds too long a string' }] }),
    );
    expect(failure).toEqual({ message: 'The variable $after holds too long a string', retry: false });
  });

  it('reconnects quietly after a dropped connection or a fault', async () => {
    expect(await streamFailure(new TypeError('network error'))).toEqual({ message: null, retry: true });
    expect(await streamFailure(refusal(502, 'bad gateway'))).toEqual({ message: null, retry: true });
    expect(await streamFailure(undefined)).toEqual({ message: null, retry: true });
  });
});

describe('fetchKeepingRefusals', () => {
  it("keeps a refusal's body readable after its request is aborted, as graphql-sse aborts it", async () => {
    const server = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"errors":[{"message":"Too many"}]}'));
          init?.signal?.addEventListener('abort', () =>
            controller.error(new DOMException('aborted', 'AbortError')),
          );
          controller.close();
        },
      });
      return new Response(body, { status: 429 });
    });
    const control = new AbortController();
    const response = await fetchKeepingRefusals('/graphql/stream', { signal: control.signal });
    control.abort();
    expect(await streamFailure({ response })).toEqual({ message: 'Too many', retry: true });
    server.mockRestore();
  });
});

describe('backoffDelay', () => {
  it('doubles from a second to a minute, drawn from the upper half of each', () => {
    expect([0, 1, 2, 3].map((attempt) => backoffDelay(attempt, () => 1))).toEqual([1000, 2000, 4000, 8000]);
    expect([0, 1, 2].map((attempt) => backoffDelay(attempt, () => 0))).toEqual([500, 1000, 2000]);
    expect(backoffDelay(20, () => 1)).toBe(60_000);
    expect(backoffDelay(20, () => 0)).toBe(30_000);
  });
});
