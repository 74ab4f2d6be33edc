import { PARTNER_SCOPES } from '@field-boundaries/contract/partner-scopes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { connect, registerApp } from './oauth.testing';

// Every route the api has that takes a bearer token declares what a partner app needs for it
// (a scope, or first-party only). This walks every operation of /openapi.json with partner
// tokens: one that holds only account:read meets 403 everywhere but the account's own reads,
// naming the scope each route needs; one that holds every scope passes every scope check but
// never reaches what is the product's own (billing, god mode, staff tools, the password). A new
// route that forgot its declaration, or declared the wrong one, fails here.

type Operation = { security?: unknown[] };
let api: TestApi;
let operations: { name: string; method: string; path: string }[];
let staff: { access: string };
let grower: { uuid: string; access: string };

beforeAll(async () => {
  api = await startTestApi();
  staff = await api.session({ staff: true });
  grower = await api.session();
  const document = (await (await fetch(`${api.url}/openapi.json`)).json()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => (operation.security ?? []).length > 0)
      .map(([method]) => ({ name: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path })),
  );
});
afterAll(() => api?.close());

const concrete = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) =>
    /uuid|Uuid/.test(name)
      ? '00000000-0000-4000-8000-000000000000'
      : name === 'id'
        ? '1'
        : 'not-a-real-value',
  );

/** The operation called with this token; the body is read only on a refusal (streams stay shut). */
async function callAs(token: string, method: string, path: string) {
  const response = await fetch(`${api.url}${concrete(path)}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(['POST', 'PUT', 'PATCH'].includes(method) ? { 'content-type': 'application/json' } : {}),
    },
    ...(['POST', 'PUT', 'PATCH'].includes(method) ? { body: '{}' } : {}),
  });
  if (response.status !== 403) {
    await response.body?.cancel();
    // 401: the route takes another kind of token (a password reset's), never a partner's.
    return { status: response.status, need: response.status === 401 ? 'another token' : null };
  }
  const body = (await response.json()) as { code: string; errors: string[]; fields?: { scope?: string[] } };
  const need = body.code === 'first_party_only' ? 'first-party' : (body.fields?.scope?.[0] ?? body.code);
  // The sentence a developer reads names the same scope.
  if (body.code === 'insufficient_scope')
    expect(body.errors).toEqual([`This app was not allowed to do this: it needs the ${need} scope.`]);
  return { status: 403, need };
}

const allScopes = PARTNER_SCOPES.join(' ');

describe('partner scopes on every route', () => {
  it('refuses a token outside its grant on every route, naming what the route needs', async () => {
    const app = await registerApp(api, staff.access, { scopes: [...PARTNER_SCOPES] });
    const narrow = await connect(api, app, grower.access, 'account:read');
    const needs = new Map<string, string | null>();
    for (const operation of operations)
      needs.set(operation.name, (await callAs(narrow.access, operation.method, operation.path)).need);

    // Open to account:read: the account's own reads, and the reference catalogue (every crop,
    // trait and herbicide group), which any connected app reads.
    expect(
      [...needs]
        .filter(([, need]) => need === null)
        .map(([name]) => name)
        .sort(),
    ).toEqual([
      'GET /auth/users/me/',
      'GET /farms/crop-traits/',
      'GET /farms/crops/',
      'GET /herbicides/groups/',
    ]);
    // Each refusal names a scope or says the route is the product's own.
    expect(needs.get('POST /auth/security/reset_password/')).toBe('another token');
    const named = new Set(needs.values());
    named.delete(null);
    named.delete('another token');
    expect(
      [...named].filter(
        (need) => need !== 'first-party' && !(PARTNER_SCOPES as readonly string[]).includes(need ?? ''),
      ),
    ).toEqual([]);
    // Every scope but account:read (held here) guards some route.
    for (const scope of PARTNER_SCOPES.filter((scope) => scope !== 'account:read'))
      expect(named).toContain(scope);

    expect(needs.get('POST /farms/')).toBe('fields:write');
    expect(needs.get('GET /farms/me/')).toBe('fields:read');
    expect(needs.get('POST /farms/fields/location-search/')).toBe('fields:read');
    expect(needs.get('GET /farms/crops/me/')).toBe('catalogue:read');
    expect(needs.get('POST /herbicides/tank-mixes/me/')).toBe('catalogue:write');
    expect(needs.get('GET /farms/fields/{uuid}/sprayability/')).toBe('spray:read');
    expect(needs.get('PUT /events/farms/{id}/spray-planner/')).toBe('spray:write');
    // What a spray app follows needs spray:read alone (the farms spraying now name their account).
    expect(needs.get('GET /events/spray-planner/current/')).toBe('spray:read');
    expect(needs.get('GET /events/spray-notices/')).toBe('spray:read');
    expect(needs.get('GET /reports/')).toBe('reports:read');
    expect(needs.get('POST /reports/')).toBe('reports:write');
    for (const own of [
      'GET /subscription/me/',
      'POST /subscription/buy-package/',
      'POST /auth/god-mode/login/',
      'GET /staff/accounts/',
      'GET /audit/',
      'POST /auth/users/set_password/',
      'PATCH /auth/users/me/',
      'GET /partners/connected/',
      'POST /partners/apps/',
    ])
      expect([own, needs.get(own)]).toEqual([own, 'first-party']);
  });

  it('lets an app of one scope read the reference catalogue, and its own records under that scope alone', async () => {
    const app = await registerApp(api, staff.access, { scopes: [...PARTNER_SCOPES] });
    for (const scope of ['fields:read', 'spray:read', 'catalogue:write'] as const) {
      const token = await connect(api, app, grower.access, scope);
      for (const path of ['/farms/crops/', '/farms/crop-traits/', '/herbicides/groups/'])
        expect([scope, path, (await callAs(token.access, 'GET', path)).status]).toEqual([scope, path, 200]);
      // A grower's own lists stay catalogue:read's.
      expect(await callAs(token.access, 'GET', '/farms/crops/me/')).toEqual({
        status: 403,
        need: 'catalogue:read',
      });
    }
    const spray = await connect(api, app, grower.access, 'spray:read');
    expect((await callAs(spray.access, 'GET', '/events/spray-planner/current/')).status).toBe(200);
    // A tank mix is made for the caller's own account with catalogue:write alone.
    const mixer = await connect(api, app, grower.access, 'catalogue:write');
    const made = await fetch(`${api.url}/herbicides/tank-mixes/me/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${mixer.access}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Burndown', herbicide_groups: [9] }),
    });
    expect(made.status).toBe(201);
  });

  it('refuses account:read outside its grant too', async () => {
    const app = await registerApp(api, staff.access, { scopes: [...PARTNER_SCOPES] });
    const others = PARTNER_SCOPES.filter((scope) => scope !== 'account:read').join(' ');
    const token = await connect(api, app, grower.access, others);
    expect(await callAs(token.access, 'GET', '/auth/users/me/')).toEqual({
      status: 403,
      need: 'account:read',
    });
  });

  it('lets a token with every scope past every scope check, and never into the product’s own routes', async () => {
    const app = await registerApp(api, staff.access, { scopes: [...PARTNER_SCOPES] });
    const wide = await connect(api, app, grower.access, allScopes);
    const refused: string[] = [];
    for (const operation of operations) {
      const { need } = await callAs(wide.access, operation.method, operation.path);
      if (need !== null && need !== 'first-party' && need !== 'another token')
        refused.push(`${operation.name} → ${need}`);
      if (operation.path.startsWith('/subscription/') || operation.path.startsWith('/auth/god-mode/'))
        expect([operation.name, need]).toEqual([operation.name, 'first-party']);
    }
    // A 403 left is the route's own rule (not the owner's object), never a scope.
    expect(refused.filter((entry) => PARTNER_SCOPES.some((scope) => entry.endsWith(scope)))).toEqual([]);
  });
});
