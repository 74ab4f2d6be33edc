import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { currentToken, finishSignIn, signOutOfApp, startSignIn } from './oauth';

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
        scope: 'account:read',
        expires_in: 3600,
        token_type: 'Bearer',
      });
    }) as unknown as typeof fetch;
    const state = url.searchParams.get('state') ?? '';
    const result = await finishSignIn(`?code=c1&state=${state}`, { origin, storage, fetcher });

    expect(result).toMatchObject({
      kind: 'signed-in',
      token: { clientId: 'app_1', accessToken: 'tok', scope: 'account:read' },
    });
    const verifier = sent?.get('code_verifier') ?? '';
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(
      url.searchParams.get('code_challenge'),
    );
    expect(sent?.get('client_id')).toBe('app_1');
    expect(currentToken(storage)?.accessToken).toBe('tok');
    signOutOfApp(storage);
    expect(currentToken(storage)).toBeNull();
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

  it('forgets a token once it has expired', () => {
    const storage = memoryStorage();
    storage.setItem(
      'playground-oauth-token',
      JSON.stringify({ clientId: 'a', accessToken: 't', scope: '', expiresAt: 1000 }),
    );
    expect(currentToken(storage, 999)?.accessToken).toBe('t');
    expect(currentToken(storage, 1000)).toBeNull();
  });
});
