// GraphiQL signs in as a registered partner app, as the app itself would: authorization code
// with PKCE (RFC 7636) against the product's /oauth, the playground's own address (/graphql) as
// the redirect URI. The tokens it gets are kept for this tab only (sessionStorage, appSession.ts)
// and the access token is sent with every query, so a partner sees exactly what that token sees,
// refusals included.
import { type AppToken, saveToken, type TokenAnswer, tokenOf } from './appSession';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

type Pending = { state: string; verifier: string; clientId: string; redirectUri: string };

const PENDING = 'playground-oauth-pending';

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const randomText = () => base64url(crypto.getRandomValues(new Uint8Array(32)));

/** The S256 challenge of a PKCE verifier. */
export async function challengeOf(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

/** Where the playground's sign-in comes back to: its own page. */
export const redirectUriOf = (origin: string) => `${origin}/graphql`;

/**
 * Starts a sign-in as the app: keeps the PKCE verifier and state for the way back, and gives the
 * authorization request's address to send the browser to.
 */
export async function startSignIn(
  { clientId, scopes, origin }: { clientId: string; scopes: string[]; origin: string },
  storage: Storage = sessionStorage,
): Promise<string> {
  const pending: Pending = {
    state: randomText(),
    verifier: randomText(),
    clientId,
    redirectUri: redirectUriOf(origin),
  };
  storage.setItem(PENDING, JSON.stringify(pending));
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: pending.redirectUri,
    response_type: 'code',
    scope: scopes.join(' '),
    state: pending.state,
    code_challenge: await challengeOf(pending.verifier),
    code_challenge_method: 'S256',
  });
  return `${origin}/oauth/auth?${query}`;
}

export type SignInResult =
  | { kind: 'none' }
  | { kind: 'signed-in'; token: AppToken }
  | { kind: 'failed'; error: string; description: string | null };

/**
 * The way back from the authorization server (the page's query): trades the code for a token,
 * or says why not (access_denied, invalid_scope, a state that is not this tab's). Nothing to do
 * when the page was opened plainly.
 */
export async function finishSignIn(
  search: string,
  {
    origin,
    storage = sessionStorage,
    fetcher = fetch,
  }: { origin: string; storage?: Storage; fetcher?: typeof fetch },
): Promise<SignInResult> {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const error = params.get('error');
  if (!code && !error) return { kind: 'none' };
  const kept = storage.getItem(PENDING);
  storage.removeItem(PENDING);
  const pending = kept ? (JSON.parse(kept) as Pending) : null;
  if (!pending || pending.state !== params.get('state'))
    return {
      kind: 'failed',
      error: 'invalid_request',
      description: 'This sign-in was not started in this tab.',
    };
  if (error) return { kind: 'failed', error, description: params.get('error_description') };

  const answer = await fetcher(`${origin}/oauth/token`, {
    method: 'POST',
    credentials: 'omit',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: code ?? '',
      redirect_uri: pending.redirectUri,
      client_id: pending.clientId,
      code_verifier: pending.verifier,
    }),
  });
  const body = (await answer.json().catch(() => ({}))) as TokenAnswer;
  const token = answer.ok ? tokenOf(pending.clientId, body, Date.now()) : null;
  if (!token)
    return {
      kind: 'failed',
      error: body.error ?? 'server_error',
      description: body.error_description ?? null,
    };
  saveToken(storage, token);
  return { kind: 'signed-in', token };
}
