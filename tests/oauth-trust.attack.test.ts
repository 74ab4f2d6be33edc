import { request } from 'node:http';
import { connect as dial } from 'node:net';
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

// Attacks on issue 50's OAuth relay, public origin and consent binding, through the real gateway,
// by a tester who did not write them. Each case here held on 784b7cf.

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

/** Bytes on a socket, for what node's client will not send (two Host headers). */
function wire(text: string) {
  const { hostname, port } = new URL(stack.gateway.url);
  return new Promise<string>((resolve, reject) => {
    const socket = dial(Number(port), hostname, () => socket.end(text));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

const leaked = /partner app holds|"openapi"|operation_document|"document"/;

describe('the OAuth relay, spelled by an attacker', () => {
  it('holds: relays none of these paths to the api', async () => {
    const apiPort = new URL(stack.api.url).port;
    const uid = 'AbCdEf0123456789';
    const targets = [
      '/oauth/token/..',
      '/oauth/token/../../openapi.json',
      `/oauth/auth/${uid}/../../partners/token-owner/`,
      `/oauth/auth/${uid}/..%2f..%2fopenapi.json`,
      '/oauth/..;/openapi.json',
      '/oauth/token;/../../openapi.json',
      '/oauth/%00/../openapi.json',
      '/oauth/token%00',
      '/oauth/%EF%BC%8E%EF%BC%8E/openapi.json',
      '/oauth/%E2%80%A4%E2%80%A4/openapi.json',
      '/oauth//token',
      '/oauth/./token',
      '/oauth/token/',
      '/OAUTH/token/../../openapi.json',
      '/oauth/jwks#/../../openapi.json',
      `http://user:pw@127.0.0.1:${apiPort}/oauth/../openapi.json`,
      `http://127.0.0.1:${apiPort}@evil.example/oauth/../openapi.json`,
      `//127.0.0.1:${apiPort}/openapi.json`,
      `/oauth/${'a/'.repeat(4000)}../openapi.json`,
    ];
    for (const target of targets) {
      const answer = await raw(target);
      expect(answer.status, target.slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(answer.status, target.slice(0, 80)).toBeLessThan(500);
      expect(answer.body).not.toMatch(leaked);
    }
  });

  it('holds: a query string carrying a path stays a query on the endpoint asked for', async () => {
    for (const target of [
      '/oauth/jwks?/../../openapi.json',
      '/oauth/jwks?x=/../../openapi.json',
      '/oauth/jwks?x=%2e%2e%2fopenapi.json',
      '/oauth/jwks?x=%252e%252e%252fopenapi.json',
    ]) {
      const answer = await raw(target);
      expect(answer.body, target).not.toMatch(leaked);
      if (answer.status === 200) expect(answer.body, target).toMatch(/"keys"/);
    }
    expect((await raw('/oauth/jwks?x=1')).status).toBe(200);
  });

  it('holds: a very long path is refused without a 5xx', async () => {
    const answer = await raw(`/oauth/auth/${'A'.repeat(60_000)}`);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });
});

describe('the public origin, with every header that names another', () => {
  it('holds: Forwarded, X-Forwarded-Host/Proto and two Host headers change no link', async () => {
    const variants: Record<string, string>[] = [
      { forwarded: 'for=1.2.3.4;host=evil.example;proto=http' },
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
      { 'x-forwarded-host': 'evil.example, localhost', 'x-forwarded-port': '1' },
      { host: 'evil.example:443', 'x-original-host': 'evil.example' },
    ];
    for (const headers of variants) {
      const answer = await raw('/oauth/.well-known/openid-configuration', headers);
      expect(answer.status).toBe(200);
      const discovery = JSON.parse(answer.body) as Record<string, unknown>;
      expect(discovery.issuer).toBe(`${PUBLIC_ORIGIN}/oauth`);
      expect(answer.body).not.toContain('evil.example');
    }
    const twice = await wire(
      'GET /oauth/.well-known/openid-configuration HTTP/1.1\r\nHost: evil.example\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(twice).not.toContain('evil.example');
  });
});

/** The grower's session at the gateway, with the cookies given. */
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

const CONSENT = 'query C($uid: ID!) { partnerConsent(uid: $uid) { app { name } } }';
const ANSWER =
  'mutation A($uid: ID!) { answerPartnerConsent(uid: $uid, allow: true) { ok errors { message } redirectTo } }';

async function start(browser: Browser) {
  const { challenge } = pkce();
  const started = await browser.open(authorizeUrl(app, challenge, 'fields:read'));
  const uid = /\/connect\/([^/?#]+)/.exec(started.location ?? '')?.[1];
  if (!uid) throw new Error(`no consent step: ${started.status}`);
  return uid;
}

const refusalOf = (answer: Awaited<ReturnType<typeof asGrower>>) =>
  answer.data?.answerPartnerConsent?.errors?.[0]?.message ?? answer.errors?.[0]?.message ?? null;

const cookiesOf = (browser: Browser) =>
  new Map(
    browser
      .cookieHeader()
      .split('; ')
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const),
  );

describe('a consent, with cookies an attacker has', () => {
  it('holds: another interaction’s cookie, a tampered signature or a missing .sig is refused', async () => {
    const stranger = new Browser(stack.gateway.url);
    const victimUid = await start(stranger);
    const other = new Browser(stack.gateway.url);
    const otherUid = await start(other);
    const theirs = cookiesOf(other);
    const value = theirs.get('_interaction') ?? '';
    const sig = theirs.get('_interaction.sig') ?? '';
    expect(value).toBe(otherUid);
    const tampered = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    for (const cookies of [
      `_interaction=${value}; _interaction.sig=${sig}`,
      `_interaction=${victimUid}; _interaction.sig=${sig}`,
      `_interaction=${victimUid}; _interaction.sig=${tampered}`,
      `_interaction=${victimUid}`,
      `_interaction=${victimUid}; _interaction.sig=`,
      `_interaction=${victimUid}; _interaction.sig=${sig}; _interaction=${value}`,
    ]) {
      expect(refusalOf(await asGrower(cookies, ANSWER, { uid: victimUid })), cookies).toBe(
        partnerMessages.consentOtherBrowser,
      );
      expect((await asGrower(cookies, CONSENT, { uid: victimUid })).data?.partnerConsent ?? null).toBeNull();
    }
    const resumed = await stranger.open(`/oauth/auth/${victimUid}`);
    expect(resumed.location ?? '').not.toMatch(/[?&]code=/);
  });

  it('holds: a consent answered once cannot be answered again, nor give a second code', async () => {
    const browser = new Browser(stack.gateway.url);
    const uid = await start(browser);
    const first = await asGrower(browser.cookieHeader(), ANSWER, { uid });
    expect(first.data?.answerPartnerConsent?.ok).toBe(true);
    const back = await browser.open(first.data?.answerPartnerConsent?.redirectTo ?? '');
    expect(new URL(back.location ?? 'http://x/').searchParams.get('code')).toBeTruthy();
    const again = await asGrower(browser.cookieHeader(), ANSWER, { uid });
    expect(again.data?.answerPartnerConsent?.ok ?? false).toBe(false);
    const resumedAgain = await browser.open(`/oauth/auth/${uid}`);
    expect(resumedAgain.location ?? '').not.toMatch(/[?&]code=/);
  });
});
