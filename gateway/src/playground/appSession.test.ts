import { describe, expect, it, vi } from 'vitest';
import { AppSession, type AppToken, REFRESH_AHEAD_MS, saveToken } from './appSession';

// GraphiQL signed in as an app keeps working past its access token's hour: the refresh token
// (single use, rotated) is traded for a new pair, one trade at a time, and signing out forgets
// both, even with a trade under way.

const origin = 'https://fields.example';
const HOUR = 3600 * 1000;

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** A token endpoint that answers each trade when the test says, and records what it was sent. */
function tokenEndpoint() {
  const sent: URLSearchParams[] = [];
  const waiting: ((response: Response) => void)[] = [];
  const fetcher = vi.fn(async (_url: string, init: RequestInit) => {
    sent.push(init.body as URLSearchParams);
    return new Promise<Response>((resolve) => waiting.push(resolve));
  }) as unknown as typeof fetch;
  let issued = 0;
  const answer = (response?: Response) => {
    issued++;
    waiting.shift()?.(
      response ??
        Response.json({
          access_token: `access-${issued}`,
          refresh_token: `refresh-${issued}`,
          expires_in: 3600,
        }),
    );
  };
  return { fetcher, sent, answer, pending: () => waiting.length };
}

function sessionAt(clock: { now: number }, token: Partial<AppToken> = {}) {
  const storage = memoryStorage();
  const endpoint = tokenEndpoint();
  const onEnd = vi.fn();
  saveToken(storage, {
    clientId: 'app_1',
    accessToken: 'access-0',
    refreshToken: 'refresh-0',
    scope: 'account:read',
    expiresAt: HOUR,
    ...token,
  });
  const app = new AppSession({ origin, storage, fetcher: endpoint.fetcher, now: () => clock.now, onEnd });
  return { app, storage, endpoint, onEnd };
}

/** Lets the promises waiting on an answer run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the playground’s app session', () => {
  it('sends the access token while it lasts, and renews it once for every request near its end', async () => {
    const clock = { now: 0 };
    const { app, endpoint } = sessionAt(clock);
    expect(await app.accessToken()).toBe('access-0');
    expect(endpoint.fetcher).not.toHaveBeenCalled();

    clock.now = HOUR - REFRESH_AHEAD_MS + 1;
    const three = Promise.all([app.accessToken(), app.accessToken(), app.accessToken()]);
    await settle();
    expect(endpoint.pending()).toBe(1);
    endpoint.answer();
    expect(await three).toEqual(['access-1', 'access-1', 'access-1']);
    expect(Object.fromEntries(endpoint.sent[0] ?? [])).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-0',
      client_id: 'app_1',
    });
    expect(app.current()).toMatchObject({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      scope: 'account:read',
    });

    // An hour on, the rotated refresh token is the one traded: the first is never sent twice.
    clock.now += HOUR;
    const next = app.accessToken();
    await settle();
    endpoint.answer();
    expect(await next).toBe('access-2');
    expect(endpoint.sent.map((body) => body.get('refresh_token'))).toEqual(['refresh-0', 'refresh-1']);
  });

  it('renews a token the gateway refused, once for all the requests it refused', async () => {
    const clock = { now: 0 };
    const { app, endpoint } = sessionAt(clock);
    const retries = Promise.all([app.renewedAfter('access-0'), app.renewedAfter('access-0')]);
    await settle();
    endpoint.answer();
    expect(await retries).toEqual(['access-1', 'access-1']);
    // A request refused with the old token after the renewal gets the new one without a trade.
    expect(await app.renewedAfter('access-0')).toBe('access-1');
    expect(endpoint.fetcher).toHaveBeenCalledTimes(1);
  });

  it('forgets both tokens at sign-out, and drops a renewal that answers after it', async () => {
    const clock = { now: HOUR };
    const { app, endpoint, storage } = sessionAt(clock);
    const renewal = app.accessToken();
    await settle();
    app.signOut();
    endpoint.answer();
    expect(await renewal).toBeNull();
    expect(app.current()).toBeNull();
    expect(storage.getItem('playground-oauth-token')).toBeNull();
    expect(await app.accessToken()).toBeNull();
  });

  it('ends the session when the server refuses the refresh token, and says why', async () => {
    const clock = { now: HOUR };
    const { app, endpoint, onEnd } = sessionAt(clock);
    const renewal = app.accessToken();
    await settle();
    endpoint.answer(
      Response.json(
        { error: 'invalid_grant', error_description: 'grant request is invalid' },
        { status: 400 },
      ),
    );
    expect(await renewal).toBeNull();
    expect(onEnd).toHaveBeenCalledWith({ error: 'invalid_grant', description: 'grant request is invalid' });
    expect(app.current()).toBeNull();
  });

  it('keeps the pair for the next try when the server fails or cannot be reached', async () => {
    const clock = { now: HOUR - 1000 };
    const { app, endpoint, onEnd } = sessionAt(clock);
    const failing = app.accessToken();
    await settle();
    endpoint.answer(new Response('upstream down', { status: 502 }));
    expect(await failing).toBe('access-0');
    expect(app.current()?.refreshToken).toBe('refresh-0');
    expect(onEnd).not.toHaveBeenCalled();

    const storage = memoryStorage();
    saveToken(storage, { clientId: 'a', accessToken: 't', refreshToken: 'r', scope: '', expiresAt: 0 });
    const offline = new AppSession({
      origin,
      storage,
      now: () => 10,
      fetcher: (async () => {
        throw new TypeError('fetch failed');
      }) as unknown as typeof fetch,
    });
    expect(await offline.accessToken()).toBe('t');
    expect(offline.current()?.refreshToken).toBe('r');
  });

  it('forgets an expired token that has nothing to renew it', () => {
    const storage = memoryStorage();
    saveToken(storage, { clientId: 'a', accessToken: 't', refreshToken: null, scope: '', expiresAt: 1000 });
    expect(new AppSession({ origin, storage, now: () => 999 }).current()?.accessToken).toBe('t');
    expect(new AppSession({ origin, storage, now: () => 1000 }).current()).toBeNull();
  });
});
