import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { Browser, connect, postForm, REDIRECT, registerApp } from './oauth.testing';

// The whole OAuth 2.1 flow against oidc-provider, as a partner app and a grower meet it: PKCE,
// consent, code, tokens, an api call within the grant and outside it, refresh rotation, a used
// refresh token presented again (the whole grant is revoked), revocation, introspection, and
// each bad request answered with the RFC's error code.

let api: TestApi;
let staff: { access: string };
let grower: { uuid: string; access: string };

beforeAll(async () => {
  api = await startTestApi();
  staff = await api.session({ staff: true });
  grower = await api.session({ fullName: 'Gail Grower' });
});
afterAll(() => api?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (token: string, path: string) => fetch(`${api.url}${path}`, { headers: bearer(token) });

describe('a public app (PKCE) connected by a grower', () => {
  it('calls the api within its scopes, rotates its refresh token, and loses everything when one is reused', async () => {
    const app = await registerApp(api, staff.access, {
      scopes: ['fields:read', 'account:read', 'reports:read'],
    });
    expect(app.client_secret).toBeNull();
    const tokens = await connect(api, app, grower.access, 'fields:read account:read');
    expect(tokens.scope.split(' ').sort()).toEqual(['account:read', 'fields:read']);

    const me = await get(tokens.access, '/auth/users/me/');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { uuid: string }).uuid).toBe(grower.uuid);
    expect((await get(tokens.access, '/farms/me/')).status).toBe(200);

    // Outside the grant: 403 naming the scope; billing is never a partner's.
    const write = await api.call(tokens.access, 'POST', '/farms/', { name: 'North' });
    expect(write.status).toBe(403);
    expect(write.body).toEqual({
      code: 'insufficient_scope',
      errors: ['This app was not allowed to do this: it needs the fields:write scope.'],
      fields: { scope: ['fields:write'] },
    });
    const reports = await get(tokens.access, '/reports/');
    expect(reports.status).toBe(403);
    expect(reports.headers.get('www-authenticate')).toContain('scope="reports:read"');
    const billing = await get(tokens.access, '/subscription/me/');
    expect(billing.status).toBe(403);
    expect(await billing.json()).toMatchObject({ code: 'first_party_only' });

    // Rotation: a new refresh token each time; the old one presented again revokes the grant.
    const rotated = await postForm(api, '/oauth/token', app, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh,
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.refresh_token).toBeTruthy();
    expect(rotated.body.refresh_token).not.toBe(tokens.refresh);
    expect((await get(rotated.body.access_token ?? '', '/farms/me/')).status).toBe(200);

    const reused = await postForm(api, '/oauth/token', app, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh,
    });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');
    expect((await get(rotated.body.access_token ?? '', '/farms/me/')).status).toBe(401);
    expect((await get(tokens.access, '/farms/me/')).status).toBe(401);
    const family = await postForm(api, '/oauth/token', app, {
      grant_type: 'refresh_token',
      refresh_token: rotated.body.refresh_token ?? '',
    });
    expect(family.body.error).toBe('invalid_grant');
  });

  it('introspects and revokes its tokens, and a revoked one stops working at once', async () => {
    const app = await registerApp(api, staff.access, { scopes: ['fields:read'] });
    const tokens = await connect(api, app, grower.access, 'fields:read');
    const active = await postForm(api, '/oauth/token/introspection', app, { token: tokens.access });
    expect(active.body).toMatchObject({
      active: true,
      client_id: app.client_id,
      scope: 'fields:read',
      sub: grower.uuid,
    });

    const revoked = await postForm(api, '/oauth/token/revocation', app, { token: tokens.access });
    expect(revoked.status).toBe(200);
    expect((await get(tokens.access, '/farms/me/')).status).toBe(401);
    const after = await postForm(api, '/oauth/token/introspection', app, { token: tokens.access });
    expect(after.body).toEqual({ active: false });
  });

  it('is listed in Connected apps until the grower revokes it, which cuts its tokens at once', async () => {
    const app = await registerApp(api, staff.access, {
      scopes: ['spray:read', 'fields:read'],
      name: 'Cab Display',
    });
    const tokens = await connect(api, app, grower.access, 'spray:read fields:read');
    expect((await get(tokens.access, '/farms/me/')).status).toBe(200);
    const listed = await api.call<
      { client_id: string; name: string; scopes: { scope: string }[]; last_used_at: string | null }[]
    >(grower.access, 'GET', '/partners/connected/');
    const mine = listed.body.find((entry) => entry.client_id === app.client_id);
    expect(mine?.name).toBe('Cab Display');
    expect(mine?.scopes.map((entry) => entry.scope).sort()).toEqual(['fields:read', 'spray:read']);
    expect(mine?.last_used_at).not.toBeNull();

    expect((await api.call(grower.access, 'DELETE', `/partners/connected/${app.client_id}/`)).status).toBe(
      204,
    );
    expect((await get(tokens.access, '/farms/me/')).status).toBe(401);
    const refresh = await postForm(api, '/oauth/token', app, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh,
    });
    expect(refresh.body.error).toBe('invalid_grant');
    const again = await api.call<{ client_id: string }[]>(grower.access, 'GET', '/partners/connected/');
    expect(again.body.map((entry) => entry.client_id)).not.toContain(app.client_id);
  });

  it('cannot be used with a partner token to reach the consent or Connected apps calls', async () => {
    const app = await registerApp(api, staff.access, { scopes: ['account:read'] });
    const tokens = await connect(api, app, grower.access, 'account:read');
    const listed = await get(tokens.access, '/partners/connected/');
    expect(listed.status).toBe(403);
  });
});

describe('a confidential app (a server)', () => {
  it('authenticates with its secret and still needs PKCE', async () => {
    const app = await registerApp(api, staff.access, { scopes: ['catalogue:read'], confidential: true });
    expect(app.client_secret).toBeTruthy();
    const tokens = await connect(api, app, grower.access, 'catalogue:read');
    expect((await get(tokens.access, '/farms/crops/me/')).status).not.toBe(403);
    const wrongSecret = await postForm(
      api,
      '/oauth/token',
      { ...app, client_secret: 'not-the-secret' },
      {
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh,
      },
    );
    expect(wrongSecret.status).toBe(401);
    expect(wrongSecret.body.error).toBe('invalid_client');

    // The database keeps only a hash: what it holds is not the secret, and does not pass for it.
    const [kept] = await api.db.query<{ client_secret_hash: string }>(
      'SELECT client_secret_hash FROM oauth_clients WHERE client_id = $1',
      [app.client_id],
    );
    expect(kept?.client_secret_hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(kept?.client_secret_hash).not.toContain(app.client_secret ?? '');
    const keptAsSecret = await postForm(
      api,
      '/oauth/token',
      { ...app, client_secret: kept?.client_secret_hash ?? '' },
      { grant_type: 'refresh_token', refresh_token: tokens.refresh },
    );
    expect(keptAsSecret.status).toBe(401);
    expect(keptAsSecret.body.error).toBe('invalid_client');

    const browser = new Browser(api.url);
    const noPkce = await browser.open(
      `/oauth/auth?${new URLSearchParams({ client_id: app.client_id, redirect_uri: REDIRECT, response_type: 'code', scope: 'catalogue:read', state: 's' })}`,
    );
    const back = new URL(noPkce.location ?? 'http://x/');
    expect(back.origin + back.pathname).toBe(REDIRECT);
    expect(back.searchParams.get('error')).toBe('invalid_request');
  });
});
