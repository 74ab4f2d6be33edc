import { request } from 'node:http';
import { partnerMessages } from '@field-boundaries/contract/partner-scopes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizeUrl,
  Browser,
  PUBLIC_ORIGIN,
  pkce,
  type RegisteredApp,
  registerApp,
} from '../api/src/modules/partners/oauth.testing';
import { type Stack, startStack } from './support';

// The authorization server as a stranger meets it at the gateway's public address: only its
// own endpoints are relayed, however the path is spelled; its links use the configured public
// origin whatever Host a request names; and an authorization request is answered only in the
// browser that started it, so a consent link sent to a grower cannot hand the sender a code.

let stack: Stack;
let app: RegisteredApp;
let grower: { uuid: string; access: string };

beforeAll(async () => {
  stack = await startStack();
  const staff = await stack.api.session({ staff: true });
  app = await registerApp(stack.api, staff.access, { scopes: ['fields:read'] });
  grower = await stack.api.session({ fullName: 'Sam Ortiz' });
});
afterAll(() => stack?.close());

/** A request with its target sent byte for byte as given (curl --path-as-is), and extra headers. */
function raw(target: string, headers: Record<string, string> = {}, method = 'GET') {
  const { hostname, port } = new URL(stack.gateway.url);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const sent = request({ host: hostname, port, path: target, method, headers }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk) => {
        body += chunk;
      });
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
    });
    sent.on('error', reject);
    sent.end(method === 'POST' ? '{"token":"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"}' : undefined);
  });
}

/** The grower's browser session at the gateway, plus whatever cookies the browser holds. */
async function asGrower(cookies: string, query: string, variables: Record<string, unknown>) {
  const answer = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: [`access_token=${grower.access}`, cookies].filter(Boolean).join('; '),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await answer.json()) as {
    data?: Record<
      string,
      { ok?: boolean; errors?: { message: string }[]; redirectTo?: string | null } | null
    >;
    errors?: { message: string }[];
  };
}

const CONSENT = 'query C($uid: ID!) { partnerConsent(uid: $uid) { app { name } redirectOrigin } }';
const ANSWER =
  'mutation A($uid: ID!) { answerPartnerConsent(uid: $uid, allow: true) { ok errors { message } redirectTo } }';

async function startAuthorization(browser: Browser) {
  const { challenge, verifier } = pkce();
  const started = await browser.open(authorizeUrl(app, challenge, 'fields:read'));
  const uid = /\/connect\/([^/?#]+)/.exec(started.location ?? '')?.[1];
  if (!uid) throw new Error(`authorize did not reach the consent step: ${started.status} ${started.body}`);
  return { uid, verifier };
}

describe('the OAuth relay', () => {
  it('relays only the authorization server’s own paths, however the path is spelled', async () => {
    const apiPort = new URL(stack.api.url).port;
    const internal = [
      '/oauth/%2e%2e/partners/token-owner/',
      '/oauth/%2E%2E/partners/token-owner/',
      '/oauth/../partners/token-owner/',
      '/oauth/.%2e/partners/token-owner/',
      '/oauth/auth/..%2f..%2fpartners/token-owner/',
      '/oauth/%252e%252e/partners/token-owner/',
      '/oauth/..%5cpartners/token-owner/',
      '/oauth/token/../../partners/token-owner/',
      '/oauth//partners/token-owner/',
      `http://127.0.0.1:${apiPort}/oauth/x/../../partners/token-owner/`,
    ];
    for (const target of internal) {
      const answer = await raw(target, { 'content-type': 'application/json' }, 'POST');
      expect({ target, status: answer.status }).toEqual({ target, status: 404 });
      expect(answer.body).not.toMatch(/partner app holds/);
    }
    for (const target of [
      '/oauth/%2e%2e/openapi.json',
      '/oauth/..%2fopenapi.json',
      '/oauth/%2e%2e/partners/operation-document/',
      `http://127.0.0.1:${apiPort}/oauth/x/../../openapi.json`,
      'http://127.0.0.1:1/oauth/jwks',
    ]) {
      const answer = await raw(target);
      expect({ target, status: answer.status }).toEqual({ target, status: 404 });
      expect(answer.body).not.toMatch(/"openapi"/);
    }
    // The server's own endpoints still answer.
    expect((await raw('/oauth/.well-known/openid-configuration')).status).toBe(200);
    expect((await raw('/oauth/jwks')).status).toBe(200);
  });

  it('writes its links with the configured public origin, whatever Host the request names', async () => {
    const answer = await raw('/oauth/.well-known/openid-configuration', {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    });
    const discovery = JSON.parse(answer.body) as Record<string, unknown>;
    expect(discovery.issuer).toBe(`${PUBLIC_ORIGIN}/oauth`);
    for (const name of ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'revocation_endpoint'])
      expect(String(discovery[name])).toMatch(new RegExp(`^${PUBLIC_ORIGIN}/oauth/`));
    expect(answer.body).not.toContain('evil.example');
  });
});

describe('an authorization request', () => {
  it('cannot be answered in a browser other than the one that started it', async () => {
    // The stranger starts the request in their own browser and sends the grower the link.
    const stranger = new Browser(stack.gateway.url);
    const { uid } = await startAuthorization(stranger);
    const shown = await asGrower('', CONSENT, { uid });
    expect(shown.data?.partnerConsent ?? null).toBeNull();
    expect(shown.errors?.[0]?.message).toBe(partnerMessages.consentOtherBrowser);
    const allowed = await asGrower('', ANSWER, { uid });
    const refusal = allowed.data?.answerPartnerConsent?.errors?.[0]?.message ?? allowed.errors?.[0]?.message;
    expect(refusal).toBe(partnerMessages.consentOtherBrowser);
    // The stranger resumes with their own cookies: no code comes back for the grower's account.
    const resumed = await stranger.open(`/oauth/auth/${uid}`);
    expect(resumed.location ?? '').not.toMatch(/[?&]code=/);
  });

  it('is answered in the browser that started it, and sends it back to the public origin', async () => {
    const browser = new Browser(stack.gateway.url);
    const { uid } = await startAuthorization(browser);
    const shown = await asGrower(browser.cookieHeader(), CONSENT, { uid });
    expect(shown.data?.partnerConsent).toMatchObject({ app: { name: 'Agronomy Notebook' } });
    const allowed = await asGrower(browser.cookieHeader(), ANSWER, { uid });
    const redirectTo = allowed.data?.answerPartnerConsent?.redirectTo ?? '';
    expect(redirectTo).toBe(`${PUBLIC_ORIGIN}/oauth/auth/${uid}`);
    const back = await browser.open(redirectTo);
    expect(new URL(back.location ?? 'http://x/').searchParams.get('code')).toBeTruthy();
  });

  it('sends the browser back to the public origin even when the request named another host', async () => {
    const browser = new Browser(stack.gateway.url);
    const { challenge } = pkce();
    const started = await raw(authorizeUrl(app, challenge, 'fields:read'), { host: 'evil.example' });
    expect(started.status).toBeLessThan(500);
    const { uid } = await startAuthorization(browser);
    const allowed = await asGrower(browser.cookieHeader(), ANSWER, { uid });
    expect(allowed.data?.answerPartnerConsent?.redirectTo ?? '').toMatch(new RegExp(`^${PUBLIC_ORIGIN}/`));
  });
});
