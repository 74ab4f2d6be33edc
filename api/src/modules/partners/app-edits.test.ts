import { hostname } from 'node:os';
import { partnerAppMessages } from '@field-boundaries/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { authorizeUrl, Browser, connect, pkce, type RegisteredApp, registerApp } from './oauth.testing';

// A developer edits an app after registering it: name, logo, redirect URIs, scopes. Each edit is
// checked as registration checks (no internal or metadata address, https, known scopes), takes
// effect at the next authorization request, and a scope taken away stops working at once.

type App = {
  client_id: string;
  name: string;
  logo_uri: string | null;
  redirect_uris: string[];
  scopes: string[];
};

let api: TestApi;
let developer: { access: string };
let otherDeveloper: { access: string };
let grower: { access: string };
beforeAll(async () => {
  api = await startTestApi();
  developer = await api.session({ developer: true, fullName: 'App Developer' });
  otherDeveloper = await api.session({ developer: true, fullName: 'Other Developer' });
  grower = await api.session({ plan: 'B' });
}, 300_000);
afterAll(() => api?.close());

const edit = (access: string, clientId: string, body: Record<string, unknown>) =>
  api.call<App & { errors: string[]; fields?: Record<string, string[]> }>(
    access,
    'PATCH',
    `/partners/apps/${clientId}/`,
    body,
  );
const listed = async (clientId: string) =>
  (await api.call<App[]>(developer.access, 'GET', '/partners/apps/')).body.find(
    (app) => app.client_id === clientId,
  );

describe('editing an app', () => {
  it('changes what its developer sends and keeps the rest; nobody else may', async () => {
    const app = await registerApp(api, developer.access, { scopes: ['fields:read'], name: 'Field Notebook' });
    const changed = await edit(developer.access, app.client_id, {
      name: 'Field Notebook Pro',
      logo_uri: 'https://cdn.example.com/notebook.png',
      redirect_uris: ['https://notebook.example.com/callback', 'http://127.0.0.1/callback'],
      scopes: ['fields:read', 'reports:read'],
    });
    expect(changed.status).toBe(200);
    const expected = {
      client_id: app.client_id,
      name: 'Field Notebook Pro',
      logo_uri: 'https://cdn.example.com/notebook.png',
      redirect_uris: ['https://notebook.example.com/callback', 'http://127.0.0.1/callback'],
      scopes: ['fields:read', 'reports:read'],
    };
    expect(changed.body).toMatchObject(expected);
    expect(await listed(app.client_id)).toMatchObject(expected);

    const renamed = await edit(developer.access, app.client_id, { name: 'Notebook', logo_uri: null });
    expect(renamed.body).toMatchObject({ ...expected, name: 'Notebook', logo_uri: null });

    for (const stranger of [otherDeveloper, grower]) {
      const refused = await edit(stranger.access, app.client_id, { name: 'Taken over' });
      expect(refused.status).toBe(404);
    }
    expect((await listed(app.client_id))?.name).toBe('Notebook');
  });

  it('refuses what registering refuses, naming the field, and changes nothing', async () => {
    const app = await registerApp(api, developer.access, {
      scopes: ['fields:read'],
      name: 'Strict Notebook',
    });
    const before = await listed(app.client_id);
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ redirect_uris: ['https://192.168.1.1/cb'] }, 'redirect_uris', 'names an internal address'],
      [{ redirect_uris: ['http://169.254.169.254/cb'] }, 'redirect_uris', 'names an internal address'],
      [{ redirect_uris: ['http://notebook.example.com/cb'] }, 'redirect_uris', 'must use https'],
      [
        { redirect_uris: ['https://notebook.example.com/cb#here'] },
        'redirect_uris',
        'must not have a #fragment',
      ],
      [{ redirect_uris: [] }, 'redirect_uris', partnerAppMessages.redirectUris],
      [{ logo_uri: 'http://cdn.example.com/logo.png' }, 'logo_uri', 'The logo must be an https URL.'],
      [{ logo_uri: 'https://10.0.0.8/logo.png' }, 'logo_uri', 'The logo must be on the public internet.'],
      [{ logo_uri: 'https://[fd00::1]/logo.png' }, 'logo_uri', 'The logo must be on the public internet.'],
      // A name, not an address, that resolves to this machine: checked as it resolves now.
      [
        { logo_uri: `https://${hostname()}/logo.png` },
        'logo_uri',
        'The logo must be on the public internet.',
      ],
      [{ scopes: [] }, 'scopes', partnerAppMessages.scopes],
      [{ scopes: ['fields:everything'] }, 'scopes', 'Unknown scopes: fields:everything'],
      [{ name: '   ' }, 'name', 'Give the app a name of 1 to 100 characters.'],
    ];
    for (const [body, field, message] of refusals) {
      const answer = await edit(developer.access, app.client_id, body);
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
      expect(JSON.stringify(answer.body.fields?.[field]), JSON.stringify(body)).toContain(message);
    }
    expect(await listed(app.client_id)).toEqual(before);
  });

  it('sends growers to the new redirect URI only: the one removed is refused at the next request', async () => {
    const app = await registerApp(api, developer.access, {
      scopes: ['fields:read'],
      name: 'Moving Notebook',
    });
    const moved = await edit(developer.access, app.client_id, {
      redirect_uris: ['http://127.0.0.1:9/moved'],
    });
    expect(moved.status).toBe(200);
    const { challenge } = pkce();
    const old = await new Browser(api.url).open(authorizeUrl(app, challenge, 'fields:read'));
    expect(old.location ?? '').not.toContain('/connect/');
    expect(old.body).toContain('redirect_uri');
    const movedApp: RegisteredApp = { ...app, redirect_uris: ['http://127.0.0.1:9/moved'] };
    const fresh = await new Browser(api.url).open(authorizeUrl(movedApp, challenge, 'fields:read'));
    expect(fresh.location).toContain('/connect/');
  });

  it('stops a scope taken off the app at once, for tokens already issued, and does not widen a grant', async () => {
    const app = await registerApp(api, developer.access, {
      scopes: ['fields:read', 'reports:read'],
      name: 'Narrowing Notebook',
    });
    const token = await connect(api, app, grower.access, 'fields:read reports:read');
    expect((await api.call(token.access, 'GET', '/farms/me/')).status).toBe(200);
    expect((await api.call(token.access, 'GET', '/reports/')).status).toBe(200);

    await edit(developer.access, app.client_id, { scopes: ['reports:read', 'catalogue:read'] });
    const refused = await api.call<{ fields?: { scope?: string[] } }>(token.access, 'GET', '/farms/me/');
    expect(refused.status).toBe(403);
    expect(refused.body.fields?.scope).toEqual(['fields:read']);
    expect((await api.call(token.access, 'GET', '/reports/')).status).toBe(200);
    // Added to the app, not granted by the grower: the token still may not.
    expect((await api.call(token.access, 'GET', '/farms/crops/me/')).status).toBe(403);
    const connected = await api.call<{ client_id: string; scopes: { scope: string }[] }[]>(
      grower.access,
      'GET',
      '/partners/connected/',
    );
    const shown = connected.body.find((entry) => entry.client_id === app.client_id);
    expect(shown?.scopes.map((entry) => entry.scope)).toEqual(['reports:read']);
  });
});
