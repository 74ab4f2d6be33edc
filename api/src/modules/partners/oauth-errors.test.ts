import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { authorizeUrl, Browser, connect, pkce, postForm, REDIRECT, registerApp } from './oauth.testing';

// Each bad OAuth request answered with the RFC's error code and nothing more, and a retailer
// connecting an app to its own account only.

let api: TestApi;
let staff: { access: string };
let grower: { uuid: string; access: string };

beforeAll(async () => {
  api = await startTestApi();
  staff = await api.session({ staff: true });
  grower = await api.session({ fullName: 'Gail Grower' });
});
afterAll(() => api?.close());

const get = (token: string, path: string) =>
  fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

describe('bad requests get the RFC error and nothing more', () => {
  it('refuses a redirect URI that is not registered without redirecting to it', async () => {
    const app = await registerApp(api, staff.access, { scopes: ['fields:read'] });
    const { challenge } = pkce();
    const answer = await new Browser(api.url).open(
      authorizeUrl(app, challenge, 'fields:read', { redirect_uri: 'https://attacker.example/cb' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.location).toBeNull();
    expect(answer.body).toContain('invalid_redirect_uri');
    expect(answer.body).not.toMatch(/node_modules|\bat \w+ \(/);
  });

  it('refuses a scope the app was not registered for, and a scope the grant does not carry on refresh', async () => {
    const app = await registerApp(api, staff.access, { scopes: ['fields:read'] });
    const { challenge } = pkce();
    const answer = await new Browser(api.url).open(authorizeUrl(app, challenge, 'fields:read spray:write'));
    expect(new URL(answer.location ?? 'http://x/').searchParams.get('error')).toBe('invalid_scope');

    const tokens = await connect(api, app, grower.access, 'fields:read');
    const wider = await postForm(api, '/oauth/token', app, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh,
      scope: 'fields:read fields:write',
    });
    expect(wider.status).toBe(400);
    expect(wider.body.error).toBe('invalid_scope');
  });

  it('refuses a wrong PKCE verifier and a code used twice', async () => {
    const app = await registerApp(api, staff.access, { scopes: ['fields:read'] });
    const browser = new Browser(api.url);
    const { challenge, verifier } = pkce();
    const started = await browser.open(authorizeUrl(app, challenge, 'fields:read'));
    const uid = /\/connect\/([^/?#]+)/.exec(started.location ?? '')?.[1];
    const allowed = await api.call<{ redirect_to: string }>(
      grower.access,
      'POST',
      `/partners/consents/${uid}/`,
      { allow: true },
      { cookie: browser.cookieHeader() },
    );
    const back = await browser.open(allowed.body.redirect_to);
    const code = new URL(back.location ?? 'http://x/').searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    const wrongVerifier = await postForm(api, '/oauth/token', app, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      code_verifier: pkce().verifier,
    });
    expect(wrongVerifier.status).toBe(400);
    expect(wrongVerifier.body.error).toBe('invalid_grant');
    expect(JSON.stringify(wrongVerifier.body)).not.toMatch(/node_modules|\bat \w+ \(/);

    // The wrong verifier did not use the code up; the right one does, once.
    const first = await postForm(api, '/oauth/token', app, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
    });
    expect(first.status).toBe(200);
    const second = await postForm(api, '/oauth/token', app, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
    });
    expect(second.status).toBe(400);
    expect(second.body.error).toBe('invalid_grant');
    // A code replayed revokes what it gave.
    expect((await get(first.body.access_token ?? '', '/farms/me/')).status).toBe(401);
  });

  it('has no password grant', async () => {
    const app = await registerApp(api, staff.access, { scopes: ['fields:read'] });
    const answer = await postForm(api, '/oauth/token', app, {
      grant_type: 'password',
      username: 'grower@demo.farm',
      password: 'demo-grower-2026',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('unsupported_grant_type');
  });

  it('tells the app access_denied when the grower denies', async () => {
    const app = await registerApp(api, staff.access, { scopes: ['fields:read'] });
    const browser = new Browser(api.url);
    const started = await browser.open(authorizeUrl(app, pkce().challenge, 'fields:read'));
    const uid = /\/connect\/([^/?#]+)/.exec(started.location ?? '')?.[1];
    const consent = await api.call<{ app: { name: string }; scopes: { wording: string }[] }>(
      grower.access,
      'GET',
      `/partners/consents/${uid}/`,
      undefined,
      { cookie: browser.cookieHeader() },
    );
    expect(consent.body.app.name).toBe('Agronomy Notebook');
    expect(consent.body.scopes[0]?.wording).toMatch(/farms and fields/);
    const denied = await api.call<{ redirect_to: string }>(
      grower.access,
      'POST',
      `/partners/consents/${uid}/`,
      { allow: false },
      { cookie: browser.cookieHeader() },
    );
    const back = await browser.open(denied.body.redirect_to);
    expect(new URL(back.location ?? 'http://x/').searchParams.get('error')).toBe('access_denied');
  });

  it('lets a retailer connect an app to its own account only, not from inside a grower’s', async () => {
    const retailer = await api.session({ agRetailer: true });
    const app = await registerApp(api, staff.access, { scopes: ['fields:read'] });
    const browser = new Browser(api.url);
    const started = await browser.open(authorizeUrl(app, pkce().challenge, 'fields:read'));
    const uid = /\/connect\/([^/?#]+)/.exec(started.location ?? '')?.[1];
    const godMode = await api.tokenFor(grower.uuid, retailer.uuid);
    const cookie = { cookie: browser.cookieHeader() };
    const refused = await api.call(godMode, 'POST', `/partners/consents/${uid}/`, { allow: true }, cookie);
    // The retailer has no access to the grower here, so the session itself is refused; with
    // access it would be 403 (own account only). Either way no grant is made for the grower.
    expect([401, 403]).toContain(refused.status);
    const own = await api.call(retailer.access, 'GET', `/partners/consents/${uid}/`, undefined, cookie);
    expect(own.status).toBe(200);
  });
});
