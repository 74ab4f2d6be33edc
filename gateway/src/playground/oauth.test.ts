import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppSession } from './appSession';
import { finishSignIn, startSignIn } from './oauth';

// The playground's sign-in as a partner app: the authorization request it sends the browser to,
// and the way back (the code traded with the PKCE verifier, or the refusal said).

const origin = 'https://fields.example';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('signing GraphiQL in as an app', () => {
  it('asks with an S256 challenge of its verifier and trades the code for a token sent with the verifier', async () => {
    const storage = memoryStorage();
    const url = new URL(
      await startSignIn({ clientId: 'app_1', scopes: ['account:read', 'fields:read'], origin }, storage),
    );
    expect(url.origin + url.pathname).toBe(`${origin}/oauth/auth`);
    expect(url.searchParams.get('redirect_uri')).toBe(`${origin}/graphql`);
    expect(url.searchParams.get('scope')).toBe('account:read fields:read');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');

    let sent: URLSearchParams | undefined;
    const fetcher = (async (_url: string, init: RequestInit) => {
      sent = init.body as URLSearchParams;
      return Response.json({
        access_token: 'tok',
        refresh_token: 'ref',
        scope: 'account:read',
        expires_in: 3600,
        token_type: 'Bearer',
      });
    }) as unknown as typeof fetch;
    const state = url.searchParams.get('state') ?? '';
    const result = await finishSignIn(`?code=c1&state=${state}`, { origin, storage, fetcher });

    expect(result).toMatchObject({
      kind: 'signed-in',
      token: { clientId: 'app_1', accessToken: 'tok', refreshToken: 'ref', scope: 'account:read' },
    });
    const verifier = sent?.get('code_verifier') ?? '';
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(
      url.searchParams.get('code_challenge'),
    );
    expect(sent?.get('client_id')).toBe('app_1');
    const app = new AppSession({ origin, storage });
    expect(app.current()).toMatchObject({ accessToken: 'tok', refreshToken: 'ref' });
    app.signOut();
    expect(app.current()).toBeNull();
  });

  it('says why a sign-in did not finish: refused by the grower, or not started in this tab', async () => {
    const storage = memoryStorage();
    const state = new URL(
      await startSignIn({ clientId: 'app_1', scopes: ['account:read'], origin }, storage),
    ).searchParams.get('state');
    const noFetch = (async () => {
      throw new Error('no token request is made');
    }) as unknown as typeof fetch;
    expect(
      await finishSignIn(
        `?error=access_denied&error_description=The+user+did+not+allow+the+app.&state=${state}`,
        {
          origin,
          storage,
          fetcher: noFetch,
        },
      ),
    ).toEqual({ kind: 'failed', error: 'access_denied', description: 'The user did not allow the app.' });
    expect(
      await finishSignIn('?code=c2&state=someone-elses', { origin, storage, fetcher: noFetch }),
    ).toMatchObject({
      kind: 'failed',
      error: 'invalid_request',
    });
    expect(await finishSignIn('', { origin, storage, fetcher: noFetch })).toEqual({ kind: 'none' });
  });
});
