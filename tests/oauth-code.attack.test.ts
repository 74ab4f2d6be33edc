import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizeUrl,
  Browser,
  pkce,
  postForm,
  REDIRECT,
  type RegisteredApp,
  registerApp,
} from '../api/src/modules/partners/oauth.testing';
import type { TestApi } from '../api/src/testing';
import { type Stack, startStack } from './support';

// Attacks on the code a consent gives, through the gateway's OAuth relay, by a tester who did
// not write it (attack50): the code used twice, PKCE left out or weakened, and redirect URIs
// that are almost the registered one. Each case here held.

let stack: Stack;
let app: RegisteredApp;
let grower: { uuid: string; access: string };

beforeAll(async () => {
  stack = await startStack();
  const staff = await stack.api.session({ staff: true });
  app = await registerApp(stack.api, staff.access, { scopes: ['fields:read'] });
  grower = await stack.api.session({ fullName: 'Ada Attacked' });
});
afterAll(() => stack?.close());

/** The token endpoint at the gateway's public address. */
const gateway = () => ({ url: stack.gateway.url }) as TestApi;

/** A code for the grower, as the app's redirect URI receives it, and the PKCE pair behind it. */
async function codeFor(extra: Record<string, string> = {}) {
  const browser = new Browser(stack.gateway.url);
  const { verifier, challenge } = pkce();
  const started = await browser.open(authorizeUrl(app, challenge, 'fields:read', extra));
  const uid = /\/connect\/([^/?#]+)/.exec(started.location ?? '')?.[1];
  if (!uid) throw new Error(`no consent step: ${started.status} ${started.body.slice(0, 200)}`);
  const answer = await stack.api.call<{ redirect_to: string }>(
    grower.access,
    'POST',
    `/partners/consents/${uid}/`,
    { allow: true },
    { cookie: browser.cookieHeader() },
  );
  const back = await browser.open(answer.body.redirect_to);
  const code = new URL(back.location ?? 'http://x/').searchParams.get('code');
  if (!code) throw new Error(`no code: ${back.status} ${back.location}`);
  return { code, verifier };
}

const trade = (code: string, verifier: string | null, redirectUri = REDIRECT) =>
  postForm(gateway(), '/oauth/token', app, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    ...(verifier === null ? {} : { code_verifier: verifier }),
  });

describe('a code, in an attacker’s hands', () => {
  it('holds: a code is traded once; the second trade is refused and ends the first one’s tokens', async () => {
    const { code, verifier } = await codeFor();
    const first = await trade(code, verifier);
    expect(first.status).toBe(200);
    const again = await trade(code, verifier);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('invalid_grant');
    // RFC 6749 §4.1.2: a code used twice should revoke the tokens issued for it.
    const refresh = await postForm(gateway(), '/oauth/token', app, {
      grant_type: 'refresh_token',
      refresh_token: first.body.refresh_token ?? '',
    });
    expect(refresh.body.error).toBe('invalid_grant');
  });

  it('holds: no verifier, a wrong one, or the challenge itself as verifier trades no code', async () => {
    const { code, verifier } = await codeFor();
    const { challenge } = pkce();
    for (const wrong of [null, '', pkce().verifier, challenge, `${verifier}x`, verifier.toUpperCase()]) {
      const answer = await trade(code, wrong);
      expect(answer.status, String(wrong)).toBe(400);
      expect(answer.body.access_token).toBeUndefined();
    }
  });

  it('holds: an authorization asking for no PKCE, or plain PKCE, never reaches the consent step', async () => {
    for (const extra of <Record<string, string>[]>[
      { code_challenge: '', code_challenge_method: '' },
      { code_challenge_method: 'plain' },
      { code_challenge: 'short', code_challenge_method: 'S256' },
    ]) {
      const browser = new Browser(stack.gateway.url);
      const started = await browser.open(authorizeUrl(app, pkce().challenge, 'fields:read', extra));
      expect(started.location ?? '', JSON.stringify(extra)).not.toMatch(/\/connect\//);
    }
  });

  it('holds: a redirect URI that is almost the registered one is never sent a code, nor the browser', async () => {
    const near = [
      `${REDIRECT}/`,
      `${REDIRECT}?next=https://evil.example/`,
      `${REDIRECT}#x`,
      REDIRECT.replace('/callback', '/CALLBACK'),
      REDIRECT.replace('/callback', '/callback/../evil'),
      REDIRECT.replace('/callback', '/%63allback'),
      REDIRECT.replace('127.0.0.1', 'evil.example@127.0.0.1'),
      REDIRECT.replace('http://127.0.0.1:9', 'http://127.0.0.1:9@evil.example'),
      REDIRECT.replace('http:', 'https:'),
      'https://evil.example/callback',
    ];
    for (const redirectUri of near) {
      const browser = new Browser(stack.gateway.url);
      const started = await browser.open(
        authorizeUrl(app, pkce().challenge, 'fields:read', { redirect_uri: redirectUri }),
      );
      expect(started.location ?? '', redirectUri).not.toMatch(/\/connect\//);
      expect(started.location ?? '', redirectUri).not.toMatch(/evil|CALLBACK/);
    }
    // Another port on the loopback URI is let through on purpose: a native app listens on
    // whichever port it was given (RFC 8252 §7.3), and the code still stays on the grower's machine.
    // And at the token endpoint: a code given to the registered URI is not traded for another.
    const { code, verifier } = await codeFor();
    const answer = await trade(code, verifier, `${REDIRECT}/`);
    expect(answer.status).toBe(400);
    expect(answer.body.access_token).toBeUndefined();
  });
});

describe('what the relay passes back', () => {
  it('passes back none of the api connection’s own headers (keep-alive, connection)', async () => {
    // RFC 9110 §7.6.1: hop-by-hop fields are the connection's, not the message's. The api's
    // `keep-alive: timeout=72` told clients to keep a socket the gateway closes after 5 s.
    const answer = await fetch(`${stack.gateway.url}/oauth/jwks`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('keep-alive') ?? '').not.toMatch(/timeout=72/);
    await answer.text();
  });
});
