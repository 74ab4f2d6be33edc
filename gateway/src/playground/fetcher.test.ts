import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetcher, refusedForToken } from './fetcher';

// GraphiQL's HTTP requests as a partner app: each goes with the session's current access token,
// and one the gateway refused only for its token is sent again, once, with the renewed token.

const unauthenticated = {
  errors: [{ message: 'Your session has expired.', extensions: { code: 'UNAUTHENTICATED' } }],
  data: null,
};

/** The gateway's answers in turn, and the authorization header of each request. */
function gateway(...answers: unknown[]) {
  const sent: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(new Headers(init.headers).get('authorization'));
      return Response.json(answers.shift());
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

const me = { query: '{ me { email } }' };

describe('the playground’s fetcher signed in as an app', () => {
  it('sends the query again with the renewed token when the gateway refused the old one', async () => {
    const sent = gateway(unauthenticated, { data: { me: { email: 'ada@example.com' } } });
    const app = { accessToken: vi.fn(async () => 'old'), renewedAfter: vi.fn(async () => 'new') };
    const answer = await createFetcher('/graphql', '/graphql/stream', app)(me);
    expect(answer).toEqual({ data: { me: { email: 'ada@example.com' } } });
    expect(sent).toEqual(['Bearer old', 'Bearer new']);
    expect(app.renewedAfter).toHaveBeenCalledWith('old');
  });

  it('gives the refusal when there is no renewed token, and sends nothing more', async () => {
    const sent = gateway(unauthenticated);
    const app = { accessToken: async () => 'old', renewedAfter: async () => null };
    expect(await createFetcher('/graphql', '/graphql/stream', app)(me)).toEqual(unauthenticated);
    expect(sent).toEqual(['Bearer old']);
  });

  it('sends no token without an app, and never retries an answer that is not a refusal of the token', async () => {
    const sent = gateway({ data: { me: null } });
    expect(await createFetcher('/graphql', '/graphql/stream')(me)).toEqual({ data: { me: null } });
    expect(sent).toEqual([null]);
  });
});

describe('an answer refused only for its token', () => {
  it('is one where every error is UNAUTHENTICATED and no root field answered', () => {
    expect(refusedForToken(unauthenticated)).toBe(true);
    expect(refusedForToken({ ...unauthenticated, data: { me: null } })).toBe(true);
    // A mutation whose first field ran: sending it again would run it twice.
    expect(refusedForToken({ ...unauthenticated, data: { addFarm: { ok: true }, me: null } })).toBe(false);
    expect(refusedForToken({ errors: [{ extensions: { code: 'FORBIDDEN' } }], data: null })).toBe(false);
    expect(refusedForToken({ data: { me: null } })).toBe(false);
  });
});
