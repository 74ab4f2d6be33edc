import { createHash, randomBytes } from 'node:crypto';
import type { TestApi } from '../../testing';

// A partner app as tests drive it against the api's authorization server: register (as staff),
// send the browser to /oauth/auth with PKCE, let the grower answer on the consent step, catch
// the redirect with its code, and trade it at the token endpoint. Cookies are kept per browser.

export type RegisteredApp = { client_id: string; client_secret: string | null; redirect_uris: string[] };

export const REDIRECT = 'http://127.0.0.1:9/callback';

/** The public origin the test api's authorization server writes its links with (its WEB_ORIGIN). */
export const PUBLIC_ORIGIN = 'http://localhost:4000';

export async function registerApp(
  api: TestApi,
  staffAccess: string,
  options: { scopes: string[]; confidential?: boolean; redirectUris?: string[]; name?: string },
): Promise<RegisteredApp> {
  const { status, body } = await api.call<RegisteredApp>(staffAccess, 'POST', '/partners/apps/', {
    name: options.name ?? 'Agronomy Notebook',
    logo_uri: null,
    redirect_uris: options.redirectUris ?? [REDIRECT],
    scopes: options.scopes,
    confidential: options.confidential ?? false,
  });
  if (status !== 201) throw new Error(`registering the app answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/**
 * A browser's cookie jar and redirects, stopping at any location off the api. The public origin
 * is served, in tests, by `base` (the api, or a gateway in front of it on a port of its own).
 */
export class Browser {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  /** The cookies this browser sends (the consent step's calls carry its interaction cookie). */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private served(url: URL): URL {
    if (url.origin !== PUBLIC_ORIGIN) return url;
    return new URL(`${url.pathname}${url.search}`, this.base);
  }

  private keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** Follows redirects on the api; returns the first answer that is not one, or a redirect off it. */
  async open(url: string): Promise<{ status: number; location: string | null; body: string }> {
    let next = this.served(new URL(url, this.base));
    for (let hop = 0; hop < 10; hop++) {
      const response = await fetch(next, {
        redirect: 'manual',
        headers: { cookie: this.cookieHeader() },
      });
      this.keep(response);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location)
        return { status: response.status, location, body: await response.text() };
      const target = this.served(new URL(location, next));
      if (target.origin !== new URL(this.base).origin || target.pathname.startsWith('/connect/'))
        return { status: response.status, location: target.toString(), body: '' };
      next = target;
    }
    throw new Error('too many redirects');
  }
}

export function authorizeUrl(
  app: RegisteredApp,
  challenge: string,
  scope: string,
  extra: Record<string, string> = {},
): string {
  const query = new URLSearchParams({
    client_id: app.client_id,
    redirect_uri: app.redirect_uris[0] ?? REDIRECT,
    response_type: 'code',
    scope,
    state: 'state-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
  return `/oauth/auth?${query}`;
}

export type TokenAnswer = {
  status: number;
  body: {
    access_token?: string;
    refresh_token?: string;
    scope?: string;
    token_type?: string;
    error?: string;
    error_description?: string;
  };
};

/** A form post to one of the authorization server's endpoints, as the app (Basic for secrets). */
export async function postForm(
  api: TestApi,
  path: string,
  app: RegisteredApp,
  form: Record<string, string>,
): Promise<TokenAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  const fields = { ...form };
  if (app.client_secret)
    headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(app.client_id)}:${encodeURIComponent(app.client_secret)}`).toString('base64')}`;
  else fields.client_id = app.client_id;
  const response = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(fields),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

/**
 * The whole connection: authorize, the grower allows on the consent step, the code comes back
 * to the redirect URI, and is traded for tokens.
 */
export async function connect(
  api: TestApi,
  app: RegisteredApp,
  growerAccess: string,
  scope: string,
): Promise<{ access: string; refresh: string; scope: string; code: string; verifier: string }> {
  const browser = new Browser(api.url);
  const { verifier, challenge } = pkce();
  const started = await browser.open(authorizeUrl(app, challenge, scope));
  const uid = /\/connect\/([^/?#]+)/.exec(started.location ?? '')?.[1];
  if (!uid) throw new Error(`authorize did not reach the consent step: ${started.status} ${started.body}`);
  const answer = await api.call<{ redirect_to: string }>(
    growerAccess,
    'POST',
    `/partners/consents/${uid}/`,
    { allow: true },
    { cookie: browser.cookieHeader() },
  );
  if (answer.status !== 200)
    throw new Error(`consent answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  const back = await browser.open(answer.body.redirect_to);
  const code = new URL(back.location ?? 'http://x/').searchParams.get('code');
  if (!code) throw new Error(`no code came back: ${back.status} ${back.location} ${back.body}`);
  const tokens = await postForm(api, '/oauth/token', app, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: app.redirect_uris[0] ?? REDIRECT,
    code_verifier: verifier,
  });
  if (!tokens.body.access_token || !tokens.body.refresh_token)
    throw new Error(`the token endpoint answered ${tokens.status}: ${JSON.stringify(tokens.body)}`);
  return {
    access: tokens.body.access_token,
    refresh: tokens.body.refresh_token,
    scope: tokens.body.scope ?? '',
    code,
    verifier,
  };
}
