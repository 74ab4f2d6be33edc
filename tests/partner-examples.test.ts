import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, type RegisteredApp, registerApp } from '../api/src/modules/partners/oauth.testing';
import { type Stack, startStack } from './support';

// docs/partners/examples/oauth-pkce.sh, the sign-in outside TypeScript (curl, openssl, jq), run
// as the page says against the api and the gateway: start prints the link, the grower allows the
// app in a browser, finish trades the address the browser came back to, refresh rotates. (The
// webhook check in shell, verify-webhook.sh, is run by partner-docs.test.ts and
// getting-started.test.ts.) And the public address as an API client meets it: an unknown path is a
// JSON 404, never a page (docs/partners/README.md, "The public address").

const script = resolve(import.meta.dirname, '..', 'docs/partners/examples/oauth-pkce.sh');
const run = promisify(execFile);

let stack: Stack;
let app: RegisteredApp;
let grower: { uuid: string; access: string };
let workdir: string;
beforeAll(async () => {
  // The gateway's address is the public origin, so the issuer the script checks is its own.
  stack = await startStack({ gatewayIsPublic: true });
  const developer = await stack.api.session({ developer: true });
  app = await registerApp(stack.api, developer.access, {
    scopes: ['fields:read', 'account:read'],
    redirectUris: ['http://127.0.0.1/callback'],
  });
  grower = await stack.api.session({ plan: 'B' });
  workdir = mkdtempSync(join(tmpdir(), 'oauth-pkce-'));
}, 120_000);
afterAll(async () => {
  rmSync(workdir, { recursive: true, force: true });
  await stack?.close();
});

/** The script, as a partner's developer runs it (not spawnSync: the gateway runs in this process). */
async function oauth(...args: string[]) {
  try {
    const { stdout, stderr } = await run('bash', [script, ...args], {
      env: {
        PATH: process.env.PATH ?? '',
        ORIGIN: stack.gateway.url,
        CLIENT_ID: app.client_id,
        SCOPES: 'fields:read account:read',
        PKCE_FILE: join(workdir, '.pkce'),
      },
      timeout: 30_000,
    });
    return { status: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { status: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The grower opens the link, answers the consent screen, and the browser comes back. */
async function growerAnswers(link: string, allow: boolean) {
  const browser = new Browser(stack.gateway.url);
  const consent = await browser.open(link);
  const uid = /\/connect\/([^/?#]+)/.exec(consent.location ?? '')?.[1];
  expect(uid, `${consent.status} ${consent.body}`).toBeTruthy();
  const answered = await stack.api.call<{ redirect_to: string }>(
    grower.access,
    'POST',
    `/partners/consents/${uid}/`,
    { allow },
    { cookie: browser.cookieHeader() },
  );
  expect(answered.status).toBe(200);
  return (await browser.open(answered.body.redirect_to)).location ?? '';
}

describe('oauth-pkce.sh', () => {
  it('signs a grower in with PKCE, and the token it prints calls the API and refreshes', async () => {
    const started = await oauth('start');
    expect(started.status, started.stderr).toBe(0);
    const link = new URL(started.stdout.trim());
    expect(`${link.origin}${link.pathname}`).toBe(`${stack.gateway.url}/oauth/auth`);
    expect(link.searchParams.get('code_challenge_method')).toBe('S256');
    expect(link.searchParams.get('scope')).toBe('fields:read account:read');

    const back = await growerAnswers(link.toString(), true);
    expect(back).toMatch(/^http:\/\/127\.0\.0\.1:8765\/callback\?/);
    const finished = await oauth('finish', back);
    expect(finished.status, finished.stderr).toBe(0);
    const tokens = JSON.parse(finished.stdout) as Record<string, string>;
    expect(tokens).toMatchObject({ token_type: 'Bearer', scope: 'fields:read account:read' });

    const me = await fetch(`${stack.gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.access_token}` },
      body: JSON.stringify({ query: '{ me { uuid } }' }),
    });
    expect(await me.json()).toEqual({ data: { me: { uuid: grower.uuid } } });

    const refreshed = await oauth('refresh', tokens.refresh_token ?? '');
    expect(refreshed.status, refreshed.stderr).toBe(0);
    expect(JSON.parse(refreshed.stdout).refresh_token).not.toBe(tokens.refresh_token);
    // The spent refresh token is refused, and the script says so.
    const spent = await oauth('refresh', tokens.refresh_token ?? '');
    expect(spent.status).toBe(1);
    expect(spent.stderr).toMatch(/^the token endpoint refused \(400\): .*invalid_grant/);
  }, 60_000);

  it('refuses a denied consent, and an answer to another sign-in', async () => {
    const first = new URL((await oauth('start')).stdout.trim());
    const denied = await oauth('finish', await growerAnswers(first.toString(), false));
    expect(denied.status).toBe(1);
    expect(denied.stderr).toMatch(/^the grower did not allow the app: access_denied/);

    // An answer to an earlier sign-in (its state is not the one kept) is not traded.
    const earlier = new URL((await oauth('start')).stdout.trim());
    const back = await growerAnswers(earlier.toString(), true);
    expect((await oauth('start')).status).toBe(0);
    const crossed = await oauth('finish', back);
    expect(crossed.status).toBe(1);
    expect(crossed.stderr).toBe("the state is not this sign-in's: start again\n");
  }, 60_000);
});

describe('the public address, as an API client meets it', () => {
  it('answers unknown API-looking paths with a JSON 404, whatever the method', async () => {
    const graphqlShaped = [
      '/openapi.json',
      '/api/farms/',
      '/partners/apps/',
      '/farms/fields/',
      '/v1/fields',
      '/x.json',
    ];
    for (const path of graphqlShaped)
      for (const method of ['GET', 'POST', 'DELETE']) {
        const answer = await fetch(`${stack.gateway.url}${path}`, { method, headers: { accept: '*/*' } });
        expect({ path, method, status: answer.status }).toEqual({ path, method, status: 404 });
        expect(answer.headers.get('content-type'), path).toMatch(/^application\/json/);
        expect(await answer.json()).toEqual({
          errors: [{ message: 'There is nothing at this address.', extensions: { code: 'NOT_FOUND' } }],
        });
      }
    // Under /oauth, the authorization server's way (errors.md, OAuth errors).
    for (const path of ['/oauth/userinfo', '/oauth/register', '/oauth/nope.json', '/oauth/token/nope']) {
      const answer = await fetch(`${stack.gateway.url}${path}`);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(answer.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect({ path, body: await answer.json() }).toMatchObject({ path, body: { error: 'not_found' } });
    }
  });
});
