import { execFile, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEventSource } from '../api/src/events/source';
import { writeDemoRegion } from '../api/src/modules/clu/seed';
import { Browser } from '../api/src/modules/partners/oauth.testing';
import { PartnerGrants } from '../api/src/modules/partners/service';
import { startWebhookDelivery } from '../api/src/modules/webhooks/delivery';
import { closedValidators } from '../api/src/modules/webhooks/schemas.testing';
import { type Stack, startStack } from './support';

// docs/partners/getting-started.md, step by step, as a partner's developer follows it: every
// call goes to the public address (the gateway) the way the page's curl commands send it. Only
// what a person does in the web app (allowing the app on the consent screen, claiming a field) is
// done as the web app does it.

const repository = resolve(import.meta.dirname, '..');
const verifyScript = join(repository, 'docs/partners/examples/verify-webhook.sh');
const PASSWORD = 'getting-started-2026';
const base64url = (bytes: Buffer) => bytes.toString('base64url');

let stack: Stack;
beforeAll(async () => {
  // The partner's webhook receiver runs on this machine, as in local development.
  stack = await startStack({ webhooksAllowLoopback: true });
  await writeDemoRegion(stack.api.db, 40);
}, 300_000);
afterAll(() => stack?.close());

/** `curl $ORIGIN/graphql -H 'content-type: application/json' [-H 'authorization: Bearer …']`. */
async function graphql<T>(query: string, token?: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, query).toBeUndefined();
  return { data: body.data as T, headers: response.headers };
}

/** `curl $ORIGIN/oauth/token -d …`. */
async function token(form: Record<string, string>) {
  const response = await fetch(`${stack.gateway.url}/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams(form),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

/** A receiver on this machine, as step 5 starts one. */
async function receiver() {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = 204;
      response.end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

type ExampleRun = { env: Record<string, string>; tokens: unknown };

/**
 * Runs `script` in a new project that installed the SDK from `npm pack`'s tarball, as the SDK's
 * README says, then the example the package ships (examples/first-call.mjs) once for each of
 * `examples`, with its tokens file written first: their stdout, or their stderr when they fail.
 */
async function packedSdkRun(
  script: string,
  args: string[],
  examples: ExampleRun[] = [],
): Promise<{ app: string; examples: { status: number; stdout: string; stderr: string }[] }> {
  const run = (command: string, commandArgs: string[], cwd: string) => {
    const done = spawnSync(command, commandArgs, { cwd, encoding: 'utf8' });
    expect(done.status, `${command} ${commandArgs.join(' ')}: ${done.stderr}`).toBe(0);
    return done.stdout;
  };
  const project = mkdtempSync(join(tmpdir(), 'partner-app-'));
  try {
    run('npm', ['pack', '-w', 'sdk', '--pack-destination', project, '--silent'], repository);
    const [tarball] = readdirSync(project).filter((name) => name.endsWith('.tgz'));
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({ name: 'partner-app', private: true, type: 'module' }),
    );
    run(
      'npm',
      ['install', `./${tarball}`, 'graphql@^16.11.0', '--prefer-offline', '--no-audit', '--no-fund'],
      project,
    );
    const installed = JSON.parse(
      readFileSync(join(project, 'node_modules/@field-boundaries/sdk/package.json'), 'utf8'),
    );
    expect(installed.license).toBe('MIT');
    expect(existsSync(join(project, 'node_modules/@field-boundaries/sdk/LICENSE'))).toBe(true);
    writeFileSync(join(project, 'app.mjs'), script);
    // Not spawnSync: the app calls the gateway, which runs in this process.
    const { stdout } = await promisify(execFile)(process.execPath, ['app.mjs', ...args], {
      cwd: project,
      timeout: 30_000,
    });
    const ran = [];
    for (const example of examples) {
      writeFileSync(join(project, 'tokens.json'), JSON.stringify(example.tokens));
      ran.push(
        await promisify(execFile)(
          process.execPath,
          ['node_modules/@field-boundaries/sdk/examples/first-call.mjs'],
          { cwd: project, timeout: 30_000, env: { PATH: process.env.PATH ?? '', ...example.env } },
        ).then(
          (done) => ({ status: 0, stdout: done.stdout, stderr: done.stderr }),
          (failed: { code: number; stdout: string; stderr: string }) => ({
            status: failed.code,
            stdout: failed.stdout,
            stderr: failed.stderr,
          }),
        ),
      );
    }
    return { app: stdout, examples: ran };
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}

describe('getting started, from the docs alone', () => {
  it('registers an app, signs a grower in with PKCE, calls, subscribes, and receives a verified webhook', async () => {
    const { api } = stack;
    const grower = await api.session({ fullName: 'Dana Miller', password: PASSWORD });

    // 1. Become a developer and register an app (a public, native one).
    const login = await graphql<{ login: { access: string } }>(
      `mutation { login(email: "${grower.email}", password: "${PASSWORD}") { access } }`,
      undefined,
      { 'x-session-mode': 'token' },
    );
    const developerToken = login.data.login.access;
    expect(developerToken).toBeTruthy();
    await graphql('mutation { setDeveloper(on: true) { ok } }', developerToken);
    const registered = await graphql<{ registerPartnerApp: { ok: boolean; app: { clientId: string } } }>(
      `mutation { registerPartnerApp(input: { name: "Field Notebook", redirectUris: ["http://127.0.0.1/callback"],
         scopes: ["fields:read", "spray:read", "account:read"], confidential: false }) { ok errors { message } app { clientId } } }`,
      developerToken,
    );
    const clientId = registered.data.registerPartnerApp.app.clientId;
    expect(clientId).toMatch(/^app_/);

    // 2. Sign the grower in: authorization code with PKCE, on any loopback port.
    const metadata = (await (
      await fetch(`${stack.gateway.url}/oauth/.well-known/openid-configuration`)
    ).json()) as { authorization_endpoint: string; token_endpoint: string };
    expect(new URL(metadata.authorization_endpoint).pathname).toBe('/oauth/auth');
    expect(new URL(metadata.token_endpoint).pathname).toBe('/oauth/token');
    const redirect = 'http://127.0.0.1:8765/callback';
    const verifier = base64url(randomBytes(48));
    const challenge = base64url(createHash('sha256').update(verifier).digest());
    const state = randomBytes(16).toString('hex');
    const authorize = new URL(`${stack.gateway.url}/oauth/auth`);
    for (const [name, value] of Object.entries({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: redirect,
      scope: 'fields:read spray:read account:read',
      state,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }))
      authorize.searchParams.set(name, value);
    const browser = new Browser(stack.gateway.url);
    const consentStep = await browser.open(authorize.toString());
    const uid = /\/connect\/([^/?#]+)/.exec(consentStep.location ?? '')?.[1];
    expect(uid, `${consentStep.status} ${consentStep.body}`).toBeTruthy();
    // The grower allows the app on the consent screen (the web app's call).
    const allowed = await api.call<{ redirect_to: string }>(
      grower.access,
      'POST',
      `/partners/consents/${uid}/`,
      { allow: true },
      // The consent belongs to the browser that started it: the web app's call carries its cookie.
      { cookie: browser.cookieHeader() },
    );
    expect(allowed.status).toBe(200);
    const back = new URL((await browser.open(allowed.body.redirect_to)).location ?? 'http://x/');
    expect(`${back.origin}${back.pathname}`).toBe(redirect);
    expect(back.searchParams.get('state')).toBe(state);
    const traded = await token({
      grant_type: 'authorization_code',
      client_id: clientId,
      redirect_uri: redirect,
      code: back.searchParams.get('code') ?? '',
      code_verifier: verifier,
    });
    expect(traded.status).toBe(200);
    expect(traded.body).toMatchObject({ token_type: 'Bearer', scope: 'fields:read spray:read account:read' });
    const access = traded.body.access_token ?? '';
    // A refresh rotates the refresh token.
    const refreshed = await token({
      grant_type: 'refresh_token',
      client_id: clientId,
      refresh_token: traded.body.refresh_token ?? '',
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(traded.body.refresh_token);

    // 3. First call, with the budget it spent.
    const first = await graphql<{ me: { uuid: string; accountId: number }; myFarms: { id: number }[] }>(
      '{ me { uuid accountId fullName } myFarms { id name fields { uuid name } } }',
      access,
    );
    expect(first.data.me.uuid).toBe(grower.uuid);
    expect(first.headers.get('x-ratelimit-limit')).toBe('50000');
    expect(Number(first.headers.get('x-ratelimit-remaining'))).toBeLessThan(50_000);

    // The same call with the SDK as a partner installs it: packed, then installed from the tarball.
    const exampleTokens = {
      accessToken: refreshed.body.access_token,
      refreshToken: refreshed.body.refresh_token,
      expiresAt: Date.now() + 3_600_000,
      scopes: ['fields:read', 'spray:read', 'account:read'],
    };
    const exampleEnv = {
      FIELD_BOUNDARIES_ISSUER: 'http://localhost:4000/oauth',
      CLIENT_ID: clientId,
      TOKENS_FILE: 'tokens.json',
    };
    const sdkCall = await packedSdkRun(
      `import { createClient, CurrentSpraysLiveDocument, FarmsDocument, FieldBoundariesError, MeDocument, openClient } from '@field-boundaries/sdk';
       const [origin, issuer, clientId, accessToken, refreshToken] = process.argv.slice(2);
       const tokens = { accessToken, refreshToken, expiresAt: Date.now() + 3_600_000, scopes: [] };
       const client = await openClient({ origin, issuer, app: { clientId }, tokens });
       const { myFarms } = await client.request(FarmsDocument);
       const { me } = await client.request(MeDocument);
       // The first subscription, with the SDK: the sprays going on now, as its first result.
       let live;
       for await (const result of client.subscribe(CurrentSpraysLiveDocument, {})) { live = result.currentSprays; break; }
       const lost = await createClient({ origin: 'http://127.0.0.1:9', session: client.session })
         .request(FarmsDocument).catch((error) => error);
       client.close();
       console.log(JSON.stringify({ farms: myFarms.length, accountId: me.accountId, live, lost: lost instanceof FieldBoundariesError && lost.name }));`,
      [
        stack.gateway.url,
        'http://localhost:4000/oauth', // the issuer the test api publishes (its WEB_ORIGIN)
        clientId,
        refreshed.body.access_token ?? '',
        refreshed.body.refresh_token ?? '',
      ],
      [
        // The package's own example, as its first lines say to run it.
        { env: { ...exampleEnv, FIELD_BOUNDARIES_ORIGIN: stack.gateway.url }, tokens: exampleTokens },
        // And with the product out of reach: the SDK's own error, by class.
        { env: { ...exampleEnv, FIELD_BOUNDARIES_ORIGIN: 'http://127.0.0.1:9' }, tokens: exampleTokens },
      ],
    );
    const [example, unreachable] = sdkCall.examples;
    expect(example?.stderr).toBe('');
    expect(JSON.parse(example?.stdout ?? '')).toEqual({
      accountId: first.data.me.accountId,
      fullName: 'Dana Miller',
      farms: first.data.myFarms.map((farm) => ({
        id: farm.id,
        name: expect.any(String),
        fields: expect.any(Number),
      })),
    });
    expect(unreachable?.status).toBe(1);
    expect(unreachable?.stderr).toMatch(
      /^ConnectionLostError: Could not reach Field Boundaries at http:\/\/127\.0\.0\.1:9 /,
    );
    expect(JSON.parse(sdkCall.app)).toEqual({
      farms: first.data.myFarms.length,
      accountId: first.data.me.accountId,
      live: [],
      lost: 'ConnectionLostError',
    });

    // 4. First subscription, over graphql-sse: the current sprays now, as an `event: next`.
    const stop = new AbortController();
    const stream = await fetch(`${stack.gateway.url}/graphql/stream`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        authorization: `Bearer ${access}`,
      },
      body: JSON.stringify({ query: 'subscription { currentSprays { farmId } }' }),
      signal: stop.signal,
    });
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = (stream.body as ReadableStream<Uint8Array>)
      .pipeThrough(new TextDecoderStream())
      .getReader();
    let events = '';
    while (!/event: next\ndata: .*\n\n/.test(events)) events += (await reader.read()).value ?? '';
    expect(JSON.parse(/data: (.*)\n/.exec(events.slice(events.indexOf('event: next')))?.[1] ?? '')).toEqual({
      data: { currentSprays: [] },
    });
    stop.abort();
    // A subscription the schema refuses is refused, with the code the docs give (graphql-sse
    // answers it inside the event stream, then completes it).
    const refused = await fetch(`${stack.gateway.url}/graphql/stream`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        authorization: `Bearer ${access}`,
      },
      body: JSON.stringify({ query: 'subscription { harvest }' }),
    });
    const refusal = await refused.text();
    expect(refusal).toMatch(/event: complete/);
    expect(JSON.parse(/data: (.*)\n/.exec(refusal)?.[1] ?? '')).toMatchObject({
      errors: [
        {
          message: 'Cannot query field "harvest" on type "Subscription".',
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        },
      ],
    });

    // 5. First webhook: an endpoint on this machine, a change in the grower's account.
    const hooks = await receiver();
    const delivery = startWebhookDelivery(api.db, {
      events: domainEventSource(api.db),
      partners: new PartnerGrants(api.db),
      pollMs: 100,
      addresses: { allowLoopback: true },
    });
    try {
      const added = await graphql<{ addWebhookEndpoint: { ok: boolean; secret: string } }>(
        `mutation { addWebhookEndpoint(input: { clientId: "${clientId}", url: "${hooks.url}",
           events: ["field.created", "field.updated", "spray.started"] }) { ok errors { message } secret } }`,
        developerToken,
      );
      expect(added.data.addWebhookEndpoint.secret).toMatch(/^whsec_/);
      // The grower claims a field in the web app.
      const [clu] = await api.db.query<{ uuid: string }>('SELECT uuid FROM clu_fields ORDER BY uuid LIMIT 1');
      const claimed = await api.call<{ uuid: string; farm: number }>(
        grower.access,
        'PATCH',
        `/farms/fields/${clu?.uuid}/claim/`,
        { name: 'North 40', legal_confirmed: true },
      );
      expect(claimed.status).toBe(200);
      await expect.poll(() => hooks.received.length, { timeout: 20_000 }).toBe(1);
      const [request] = hooks.received;
      const headers = request?.headers ?? {};
      const body = JSON.parse(request?.body ?? '{}');
      expect(body).toMatchObject({
        id: headers['webhook-id'],
        type: 'field.created',
        schemaVersion: 1,
        accountId: first.data.me.accountId,
        data: { fieldUuid: claimed.body.uuid, farmId: claimed.body.farm, name: 'North 40' },
      });
      expect(closedValidators()['field.created'](body)).toBe(true);
      // Checked as the page says, with the openssl script.
      const checked = spawnSync(
        'bash',
        [
          verifyScript,
          String(headers['webhook-id']),
          String(headers['webhook-timestamp']),
          String(headers['webhook-signature']),
        ],
        {
          input: request?.body,
          env: { PATH: process.env.PATH ?? '', WEBHOOK_SECRET: added.data.addWebhookEndpoint.secret },
          encoding: 'utf8',
        },
      );
      expect([checked.status, checked.stderr]).toEqual([0, '']);
    } finally {
      await delivery.stop();
      await hooks.close();
    }
  }, 120_000);
});
