import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEventSource } from '../api/src/events/source';
import { writeDemoRegion } from '../api/src/modules/clu/seed';
import { Browser } from '../api/src/modules/partners/oauth.testing';
import { PartnerGrants } from '../api/src/modules/partners/service';
import { startWebhookDelivery } from '../api/src/modules/webhooks/delivery';
import { type Stack, startStack } from './support';

// docs/partners/getting-started.md's own shell commands, run as written (getting-started.test.ts
// follows the same steps with fetch and the packed SDK): the page's code blocks are read from
// the page, with only what a reader fills in replaced (the origin, the demo grower's e-mail and
// password, the code from the browser's address bar, the receiver's port). What a person does in
// the web app (turning Developer on, allowing the app, claiming a field) is done as the web app
// does it. A command that no longer works as the page shows it fails here.

const repository = resolve(import.meta.dirname, '..');
const page = readFileSync(resolve(repository, 'docs/partners/getting-started.md'), 'utf8');
const blocks = [...page.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
const PASSWORD = 'shell-walk-2026';

/** The page's shell block that contains `marker`. */
function block(marker: string): string {
  const found = blocks.filter((text) => text.includes(marker));
  expect(found, `one sh block with ${marker}`).toHaveLength(1);
  return found[0] ?? '';
}

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ gatewayIsPublic: true, webhooksAllowLoopback: true });
  await writeDemoRegion(stack.api.db, 40);
}, 300_000);
afterAll(() => stack?.close());

/** Runs shell text with bash in the repository (the page's paths are the repository's). */
async function sh(text: string, env: Record<string, string> = {}) {
  const { stdout } = await promisify(execFile)('bash', ['-euo', 'pipefail', '-c', text], {
    cwd: repository,
    env: { PATH: process.env.PATH ?? '', ...env },
    timeout: 30_000,
  });
  return stdout;
}

/** Prints `NAME=value` for each variable a block set, after the block's own output. */
const exported = (names: string[]) =>
  `\n${names.map((name) => `printf '%s=%s\\n' ${name} "$${name}"`).join('\n')}`;
const valuesOf = (stdout: string) =>
  Object.fromEntries(
    stdout
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

describe('getting-started.md, its shell commands as written', () => {
  it('registers, signs in, calls and receives a verified webhook', async () => {
    const { api } = stack;
    const origin = stack.gateway.url;
    const grower = await api.session({ fullName: 'Dana Miller', password: PASSWORD });
    // The reader signs in to the web app and turns Developer on in the profile menu.
    expect(
      (await api.call(grower.access, 'PUT', '/auth/users/me/developer/', { is_developer: true })).status,
    ).toBe(200);

    // 1. Register the app.
    const register = block('registerPartnerApp')
      .replace('ORIGIN=http://localhost:4000', `ORIGIN=${origin}`)
      .replace('grower@demo.farm', grower.email)
      .replace('<the printed password>', PASSWORD);
    const registered = await sh(register + exported(['DEV_TOKEN']));
    const { DEV_TOKEN } = valuesOf(registered);
    const answer = JSON.parse(registered.split('\n').find((line) => line.startsWith('{')) ?? '{}');
    expect(answer).toMatchObject({ data: { registerPartnerApp: { ok: true } } });
    const CLIENT_ID: string = answer.data.registerPartnerApp.app.clientId;
    expect(CLIENT_ID).toMatch(/^app_/);

    // 2. The sign-in link, then the grower allows the app in the browser.
    const start = block('code_challenge_method=S256').replace('CLIENT_ID=app_...', `CLIENT_ID=${CLIENT_ID}`);
    const started = await sh(start + exported(['VERIFIER', 'REDIRECT']), { ORIGIN: origin });
    const { VERIFIER, REDIRECT } = valuesOf(started);
    const link = started.split('\n').find((line) => line.startsWith(`${origin}/oauth/auth?`)) ?? '';
    const browser = new Browser(origin);
    const uid = /\/connect\/([^/?#]+)/.exec((await browser.open(link)).location ?? '')?.[1];
    expect(uid).toBeTruthy();
    const allowed = await api.call<{ redirect_to: string }>(
      grower.access,
      'POST',
      `/partners/consents/${uid}/`,
      { allow: true },
      { cookie: browser.cookieHeader() },
    );
    const addressBar = new URL((await browser.open(allowed.body.redirect_to)).location ?? 'http://x/');
    // The reader copies `code` from the address bar and trades it.
    const traded = await sh(block('grant_type=authorization_code'), {
      ORIGIN: origin,
      CLIENT_ID,
      REDIRECT: REDIRECT ?? '',
      VERIFIER: VERIFIER ?? '',
      CODE: addressBar.searchParams.get('code') ?? '',
    });
    const tokens = JSON.parse(traded.split('\n').find((line) => line.startsWith('{')) ?? '{}');
    expect(tokens).toMatchObject({ token_type: 'Bearer', scope: 'fields:read spray:read account:read' });
    const refreshed = await sh(block('grant_type=refresh_token'), {
      ORIGIN: origin,
      CLIENT_ID,
      REFRESH: tokens.refresh_token,
    });
    const ACCESS = JSON.parse(refreshed).access_token as string;

    // 3. First call: headers (-i), then the answer.
    const called = await sh(block('{ me { uuid accountId fullName }'), { ORIGIN: origin, ACCESS });
    expect(called).toMatch(/^x-ratelimit-remaining: \d+\r?$/im);
    const me = JSON.parse(called.slice(called.indexOf('{"data"')));
    expect(me.data.me).toMatchObject({ uuid: grower.uuid, fullName: 'Dana Miller' });

    // 5. First webhook: a receiver on this machine, the endpoint added as the page adds it.
    const received: { headers: IncomingHttpHeaders; body: string }[] = [];
    const receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.statusCode = 204;
        response.end();
      });
    });
    await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
    const port = (receiver.address() as AddressInfo).port;
    const delivery = startWebhookDelivery(api.db, {
      events: domainEventSource(api.db),
      partners: new PartnerGrants(api.db),
      pollMs: 100,
      addresses: { allowLoopback: true },
    });
    try {
      const added = JSON.parse(
        await sh(block('addWebhookEndpoint').replace('127.0.0.1:9000', `127.0.0.1:${port}`), {
          ORIGIN: origin,
          DEV_TOKEN: DEV_TOKEN ?? '',
          CLIENT_ID,
        }),
      );
      expect(added.data.addWebhookEndpoint).toMatchObject({
        ok: true,
        secret: expect.stringMatching(/^whsec_/),
      });
      // The grower claims a field in the web app.
      const [clu] = await api.db.query<{ uuid: string }>('SELECT uuid FROM clu_fields ORDER BY uuid LIMIT 1');
      const claimed = await api.call(grower.access, 'PATCH', `/farms/fields/${clu?.uuid}/claim/`, {
        name: 'North 40',
        legal_confirmed: true,
      });
      expect(claimed.status).toBe(200);
      await expect.poll(() => received.length, { timeout: 20_000 }).toBe(1);
      const [hook] = received;
      expect(JSON.parse(hook?.body ?? '{}')).toMatchObject({
        type: 'field.created',
        accountId: me.data.me.accountId,
      });
      // The page's check, with the delivery's own headers and body.
      const check = block('verify-webhook.sh')
        .replace('WEBHOOK_SECRET=whsec_...', `WEBHOOK_SECRET=${added.data.addWebhookEndpoint.secret}`)
        .replace('evt_42', String(hook?.headers['webhook-id']))
        .replace('1796612400', String(hook?.headers['webhook-timestamp']))
        .replace("'v1,Bf0Y…'", `'${hook?.headers['webhook-signature']}'`)
        // The body exactly as it came (a here-string would add a newline).
        .replace('< body.json', '< <(printf %s "$BODY")');
      await sh(check, { BODY: hook?.body ?? '' });
    } finally {
      await delivery.stop();
      await new Promise<void>((done) => receiver.close(() => done()));
    }
  }, 120_000);
});
