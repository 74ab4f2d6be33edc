import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeDemoRegion } from '../api/src/modules/clu/seed';
import { Browser, type RegisteredApp, registerApp } from '../api/src/modules/partners/oauth.testing';
import { calmWeather, lastNoonInKansas } from '../api/src/modules/spray-planner/region.testing';
import { configWith } from '../gateway/src/config';
import { startGateway } from '../gateway/src/server';
import { main, SCOPES } from '../sdk/examples/follow-spray-notices';
import {
  AuthorizationError,
  ConnectionEndedError,
  connectWithLoopback,
  FarmsDocument,
  FieldBoundariesError,
  type FieldCollection,
  InsufficientScopeError,
  openClient,
  RateLimitedError,
  SprayNoticesDocument,
  type SprayNoticesSubscription,
  type TokenSet,
  type TypedDocument,
} from '../sdk/src/node';
import { Client, type Stack, startStack } from './support';

// The SDK's example, run as a partner's command-line app runs it, against the real api and
// gateway: it connects through the loopback redirect (the grower consents on the web app's
// step, driven here as a browser would), lists the farm's fields as GeoJSON, follows spray
// notices live while a neighbour sprays, and refreshes its token when the access token expires.

// The issuer the test api publishes: its WEB_ORIGIN, the gateway's address (as deployed).
const issuer = () => `${stack.gateway.url}/oauth`;

const START = `mutation Start($input: StartSprayingInput!) {
  startSpraying(input: $input) { ok errors { message } planner { neighboursNotified } }
}`;
const STOP = 'mutation Stop($farmId: Int!) { stopSpraying(farmId: $farmId) { ok errors { message } } }';

const measured = {
  measuredWindMph: 5,
  measuredWindDirection: 'S',
  measuredTemperatureF: 70,
  confirmForecast: true,
};

let stack: Stack;
let app: RegisteredApp;
let grower: { access: string; farm: number; field: string };
let sprayer: { access: string; farm: number; field: string };

beforeAll(async () => {
  // Calm air: the drift zone surrounds the sprayed field, so the field beside it is in reach.
  stack = await startStack({ weather: calmWeather(), gatewayIsPublic: true });
  const { api } = stack;
  await writeDemoRegion(api.db, 300);
  const [first] = await api.db.query<{ uuid: string }>('SELECT uuid FROM clu_fields ORDER BY uuid LIMIT 1');
  const [beside] = await api.db.query<{ uuid: string }>(
    `SELECT c.uuid FROM clu_fields c, clu_fields o WHERE o.uuid = $1 AND c.uuid <> o.uuid
       AND ST_DWithin(c.geom::geography, o.geom::geography, 100)
       ORDER BY ST_Distance(ST_Centroid(c.geom), ST_Centroid(o.geom)) LIMIT 1`,
    [first?.uuid],
  );
  const claim = async (access: string, clu: string | undefined, name: string) => {
    const claimed = await api.call<{ uuid: string; farm: number }>(
      access,
      'PATCH',
      `/farms/fields/${clu}/claim/`,
      {
        name,
        legal_confirmed: true,
      },
    );
    expect(claimed.status).toBe(200);
    return { access, farm: claimed.body.farm, field: claimed.body.uuid };
  };
  sprayer = await claim((await api.session({ fullName: 'Dana Miller' })).access, first?.uuid, 'Home quarter');
  grower = await claim(
    (await api.session({ plan: 'B', fullName: 'Sam Ortiz' })).access,
    beside?.uuid,
    'Bean field',
  );
  // soybean - Roundup Ready 2 Xtend: Group 4's 2,4-D injures it.
  const planted = await api.call(grower.access, 'PATCH', `/farms/fields/${grower.field}/`, {
    crop: 2,
    crop_trait: 8,
  });
  expect(planted.status).toBe(200);
  const staff = await api.session({ staff: true });
  app = await registerApp(api, staff.access, {
    name: 'Spray Watch',
    scopes: SCOPES,
    redirectUris: ['http://127.0.0.1/callback'],
  });
});
afterAll(() => stack?.close());

/**
 * The grower's browser: opens the authorization link on the gateway, allows the app on the
 * consent step (the web app's /connect page posts this), and follows the redirect back to the
 * app's loopback server. Resolves with what that page said.
 */
function growerAllows(access: string, tamper: (callback: URL) => URL = (callback) => callback) {
  let page: Promise<{ status: number; text: string }> | undefined;
  const open = async (url: URL) => {
    expect(url.origin).toBe(stack.gateway.url);
    const browser = new Browser(stack.gateway.url);
    const started = await browser.open(url.toString());
    const uid = /\/connect\/([^/?#]+)/.exec(started.location ?? '')?.[1];
    if (!uid) throw new Error(`authorize did not reach the consent step: ${started.status} ${started.body}`);
    const consent = await stack.api.call<{ redirect_to: string }>(
      access,
      'POST',
      `/partners/consents/${uid}/`,
      { allow: true },
      { cookie: browser.cookieHeader() },
    );
    expect(consent.status).toBe(200);
    const back = await browser.open(consent.body.redirect_to);
    const callback = new URL(back.location ?? '');
    expect(callback.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    page = fetch(tamper(callback)).then(async (answer) => ({
      status: answer.status,
      text: await answer.text(),
    }));
    await page;
  };
  return { open, page: () => page };
}

const server = () => ({ origin: stack.gateway.url, issuer: issuer(), app: { clientId: app.client_id } });

type Notice = SprayNoticesSubscription['sprayNotices'];

describe('the SDK example against the test stack', () => {
  let stored: TokenSet[] = [];

  it('connects through the loopback, lists the farm as GeoJSON, follows notices, and refreshes an expired token', async () => {
    const browser = growerAllows(grower.access);
    const stop = new AbortController();
    let fields: FieldCollection | undefined;
    const notices: Notice[] = [];
    const run = main({
      origin: stack.gateway.url,
      issuer: issuer(),
      clientId: app.client_id,
      open: browser.open,
      onTokens: (tokens) => {
        stored.push(tokens);
      },
      // From the first notice: the spray counts whether it lands before or after the stream opens.
      after: 0,
      onFields: (collection) => {
        fields = collection;
      },
      onNotice: (notice) => notices.push(notice),
      signal: stop.signal,
    });
    let failure: unknown;
    run.catch((error: unknown) => {
      failure = error;
    });
    const until = (check: () => void) =>
      vi.waitFor(
        () => {
          if (failure) throw failure;
          check();
        },
        { timeout: 20_000 },
      );

    await until(() => expect(fields).toBeDefined());
    expect(await browser.page()).toMatchObject({ status: 200, text: expect.stringContaining('Connected') });
    expect(stored).toHaveLength(1);
    expect(stored[0]?.scopes.sort()).toEqual(['catalogue:read', 'fields:read', 'spray:read']);
    expect(fields?.type).toBe('FeatureCollection');
    const [bean] = fields?.features ?? [];
    expect(fields?.features).toHaveLength(1);
    expect(bean).toMatchObject({
      type: 'Feature',
      id: grower.field,
      properties: { name: 'Bean field', cropTrait: 'soybean - Roundup Ready 2 Xtend', farm: grower.farm },
      geometry: { type: 'MultiPolygon' },
    });
    const outline = bean?.geometry.coordinates[0]?.[0] ?? [];
    expect(outline.length).toBeGreaterThanOrEqual(4);
    expect(outline[0]).toEqual(outline.at(-1));
    expect(bean?.properties.acres).toBeGreaterThan(1);

    // The neighbour starts spraying 2,4-D beside the bean field: the notice comes live.
    const spraying = new Client(stack.gateway.url, sprayer.access);
    const started = await spraying.request<{ startSpraying: { ok: boolean } }>(START, {
      input: {
        farmId: sprayer.farm,
        herbicideGroupIds: [4],
        fieldUuids: [sprayer.field],
        startedAt: lastNoonInKansas(),
        ...measured,
      },
    });
    expect(started.data?.startSpraying.ok).toBe(true);
    await until(() => expect(notices).toHaveLength(1));
    expect(notices[0]).toMatchObject({
      kind: 'STARTED',
      active: true,
      herbicides: [{ groupLabel: 'Group 4' }],
      fields: [{ name: 'Bean field', cropTrait: 'soybean - Roundup Ready 2 Xtend' }],
      // A plan B grower is told who sprays.
      sprayer: { fullName: 'Dana Miller' },
    });

    // The access token expires while the stream is open; the next notice still comes, over a
    // refreshed token, and the rotated refresh token reaches the app's storage.
    const expired = await stack.api.db.query(
      `UPDATE oauth_models SET expires_at = now() - interval '1 second'
        WHERE model = 'AccessToken' AND id = $1 RETURNING id`,
      [stored[0]?.accessToken],
    );
    expect(expired).toHaveLength(1);
    const stopped = await spraying.request<{ stopSpraying: { ok: boolean } }>(STOP, { farmId: sprayer.farm });
    expect(stopped.data?.stopSpraying.ok).toBe(true);
    await until(() => expect(notices).toHaveLength(2));
    expect(notices[1]).toMatchObject({ kind: 'STOPPED', sprayId: notices[0]?.sprayId });
    expect(stored).toHaveLength(2);
    expect(stored[1]?.accessToken).not.toBe(stored[0]?.accessToken);
    expect(stored[1]?.refreshToken).not.toBe(stored[0]?.refreshToken);

    stop.abort();
    expect(await run).toEqual({ lastNotice: notices[1]?.id });
  });

  it('refreshes once for calls made together with an expired token, and names a scope it lacks', async () => {
    const latest = stored.at(-1);
    if (!latest) throw new Error('the first test stores tokens');
    const refreshed: TokenSet[] = [];
    const client = await openClient({
      ...server(),
      tokens: { ...latest, expiresAt: 0 },
      onTokens: (tokens) => {
        refreshed.push(tokens);
      },
    });
    const answers = await Promise.all([1, 2, 3].map(() => client.request(FarmsDocument)));
    for (const answer of answers)
      expect(answer.myFarms).toEqual([expect.objectContaining({ id: grower.farm })]);
    // One refresh for all three: a rotated refresh token used twice would end the connection.
    expect(refreshed).toHaveLength(1);
    stored.push(...refreshed);

    const reports = '{ reports { meta { total } } }' as unknown as TypedDocument<
      unknown,
      Record<string, never>
    >;
    const refused = await client.request(reports).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(InsufficientScopeError);
    expect(refused).toMatchObject({ scope: 'reports:read' });
    client.close();
  });

  it('gives a spent budget as RateLimitedError with the gateway’s Retry-After, on both paths', async () => {
    const latest = stored.at(-1);
    if (!latest) throw new Error('the tests before store tokens');
    // A gateway where a partner's budget is one unit of cost a minute: any operation spends it.
    const tight = await startGateway(
      configWith({
        apiUrl: stack.api.url,
        port: 0,
        host: '127.0.0.1',
        webDist: '/nonexistent',
        budgets: { perMinute: 1, byClient: {} },
      }),
    );
    try {
      const client = await openClient({ ...server(), origin: tight.url, tokens: latest });
      const query = await client.request(FarmsDocument).catch((error: unknown) => error);
      expect(query).toBeInstanceOf(RateLimitedError);
      expect((query as RateLimitedError).retryAfter).toBeGreaterThan(0);
      expect((query as RateLimitedError).limit).toBe(1);
      expect((query as Error).message).toMatch(/^Rate limit exceeded/);

      const stream = client.subscribe(SprayNoticesDocument, { after: null });
      const subscription = await stream.next().catch((error: unknown) => error);
      expect(subscription).toBeInstanceOf(RateLimitedError);
      expect((subscription as RateLimitedError).retryAfter).toBeGreaterThan(0);
      client.close();
    } finally {
      await tight.close();
    }
  });

  it('starts and stops a spray for a sprayer’s app that holds spray:write alone', async () => {
    const staff = await stack.api.session({ staff: true });
    const cab = await registerApp(stack.api, staff.access, {
      name: 'Cab Display',
      scopes: ['spray:write'],
      redirectUris: ['http://127.0.0.1/callback'],
    });
    const browser = growerAllows(sprayer.access);
    const cabServer = { origin: stack.gateway.url, issuer: issuer(), app: { clientId: cab.client_id } };
    const tokens = await connectWithLoopback({ ...cabServer, scopes: ['spray:write'], open: browser.open });
    const client = await openClient({ ...cabServer, tokens });
    type Start = { startSpraying: { ok: boolean; errors: { message: string }[] } };
    type Stop = { stopSpraying: { ok: boolean } };
    const start = START as unknown as TypedDocument<Start, { input: Record<string, unknown> }>;
    const stopSpray = STOP as unknown as TypedDocument<Stop, { farmId: number }>;
    const input = { farmId: sprayer.farm, herbicideGroupIds: [4], fieldUuids: [sprayer.field] };
    const started = await client.request(start, {
      input: { ...input, startedAt: lastNoonInKansas(), ...measured },
    });
    expect(started.startSpraying).toMatchObject({ ok: true, errors: [] });
    expect((await client.request(stopSpray, { farmId: sprayer.farm })).stopSpraying.ok).toBe(true);
    client.close();
  });

  it('tells the app its connection has ended once the grower revokes it', async () => {
    const latest = stored.at(-1);
    if (!latest) throw new Error('the tests before store tokens');
    const client = await openClient({ ...server(), tokens: latest });
    expect((await client.request(FarmsDocument)).myFarms).toHaveLength(1);
    const revoked = await stack.api.call(grower.access, 'DELETE', `/partners/connected/${app.client_id}/`);
    expect(revoked.status).toBe(204);
    const refused = await client.request(FarmsDocument).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ConnectionEndedError);
    expect((refused as Error).message).toMatch(/connect the app again/);
    client.close();
    stored = [];
  });

  it('refuses a redirect that does not carry the sign-in’s state', async () => {
    const browser = growerAllows(grower.access, (callback) => {
      const forged = new URL(callback);
      forged.searchParams.set('state', 'not-the-state');
      return forged;
    });
    const refused = await connectWithLoopback({ ...server(), scopes: SCOPES, open: browser.open }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AuthorizationError);
    expect(await browser.page()).toMatchObject({
      text: expect.stringContaining('Could not connect the app'),
    });
  });

  it('refuses an authorization server that names another issuer, and says what to do', async () => {
    // The same gateway by another name: its issuer is the configured public origin, not this one.
    const otherName = stack.gateway.url.replace('127.0.0.1', 'localhost');
    const refused = await connectWithLoopback({
      origin: otherName,
      app: { clientId: app.client_id },
      scopes: SCOPES,
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(FieldBoundariesError);
    expect((refused as Error).message).toContain(`is not the authorization server ${otherName}/oauth`);
  });
});
