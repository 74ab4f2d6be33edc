import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { apiUrl } from '../playwright.config';
import { logIn, mailsTo, registerActiveGrower, signIn } from './session';

// Issue 36: a partner app (here a command-line tool with a loopback redirect this test serves)
// sends the grower to the consent screen; the grower allows it, the app gets a code and trades
// it for tokens on the gateway's /oauth, calls the api, and is cut off the moment the grower
// revokes it in Connected apps.

let callback: Server;
let callbackUrl = '';
const codes: string[] = [];

test.beforeAll(async () => {
  callback = createServer((request, response) => {
    const code = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams.get('code');
    if (code) codes.push(code);
    response.setHeader('content-type', 'text/html');
    response.end('<!doctype html><title>Connected</title><h1>You can go back to the app now.</h1>');
  });
  await new Promise<void>((resolve) => callback.listen(0, '127.0.0.1', resolve));
  callbackUrl = `http://127.0.0.1:${(callback.address() as AddressInfo).port}/callback`;
});
test.afterAll(() => new Promise<void>((resolve) => callback.close(() => resolve())));

/** A public app registered by staff with the test's loopback redirect. */
async function registerApp(name: string, scopes: string[]): Promise<{ client_id: string }> {
  const registered = await fetch(`${apiUrl}/partners/apps/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await staffToken()}` },
    body: JSON.stringify({ name, redirect_uris: [callbackUrl], scopes, confidential: false }),
  });
  expect(registered.status).toBe(201);
  return (await registered.json()) as { client_id: string };
}

/** The app's authorization request, with a PKCE challenge. */
function authorizePath(clientId: string, scope: string, state: string) {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: callbackUrl,
    response_type: 'code',
    scope,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  return { path: `/oauth/auth?${query}`, verifier };
}

async function staffToken(): Promise<string> {
  const answer = await fetch(`${apiUrl}/auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'staff@demo.farm', password: 'demo-staff-2026' }),
  });
  return ((await answer.json()) as { access: string }).access;
}

test('a grower connects an app on the consent screen and revokes it from Connected apps', async ({
  page,
  baseURL,
}) => {
  const app = await registerApp('Field Notes CLI', ['fields:read', 'account:read']);

  const grower = await registerActiveGrower('connect');
  await signIn(page, grower);

  const { path, verifier } = authorizePath(app.client_id, 'fields:read account:read', 'cli-1');
  await page.goto(path);

  await expect(page).toHaveURL(/\/connect\/[^/]+$/);
  await expect(
    page.getByRole('heading', { name: 'Field Notes CLI wants to connect to your account' }),
  ).toBeVisible();
  const abilities = page.getByRole('list', { name: 'What the app will be able to do' });
  await expect(abilities).toContainText('See your farms and fields');
  await expect(abilities).toContainText('See your name, e-mail address and plan');
  await expect(page.getByRole('list', { name: 'Farms the app will see' })).toContainText(
    'Prairie Creek Farm',
  );
  await page.screenshot({ path: 'test-results/connect-consent.png', fullPage: true });

  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('heading', { name: 'You can go back to the app now.' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('state')).toBe('cli-1');
  const code = codes.at(-1) ?? '';
  expect(code).not.toBe('');

  // The app trades the code on the gateway's public origin, then calls the api with its token.
  const tokens = await fetch(`${baseURL}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: callbackUrl,
      client_id: app.client_id,
      code_verifier: verifier,
    }),
  });
  expect(tokens.status).toBe(200);
  const { access_token: access } = (await tokens.json()) as { access_token: string };
  const me = await fetch(`${apiUrl}/auth/users/me/`, { headers: { authorization: `Bearer ${access}` } });
  expect(me.status).toBe(200);

  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^Welcome / }).click();
  await page.getByRole('menuitem', { name: 'Connected apps' }).click();
  await expect(page).toHaveURL(/\/connected-apps$/);
  const card = page.getByRole('region', { name: 'Field Notes CLI' });
  await expect(card).toContainText('See your farms and fields');
  await expect(card).toContainText(/last used/);
  await page.screenshot({ path: 'test-results/connected-apps.png', fullPage: true });

  await card.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(
    page.getByText('Field Notes CLI is disconnected. It can no longer reach your account.'),
  ).toBeVisible();
  await expect(page.getByText('No apps are connected to your account.')).toBeVisible();
  const after = await fetch(`${apiUrl}/auth/users/me/`, { headers: { authorization: `Bearer ${access}` } });
  expect(after.status).toBe(401);
});

test('a signed-out grower following an app’s link signs in and comes back to its consent screen', async ({
  page,
}) => {
  const app = await registerApp('Scout Notes', ['account:read']);
  const grower = await registerActiveGrower('connect-later');
  const { path } = authorizePath(app.client_id, 'account:read', 'later-1');
  await page.goto(path);

  // Signed out: Login, which knows an app is waiting.
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByText('An app asks to connect to your account')).toBeVisible();
  await logIn(page, grower.email, grower.password);

  await expect(page).toHaveURL(/\/connect\/[^/]+$/);
  await expect(
    page.getByRole('heading', { name: 'Scout Notes wants to connect to your account' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('heading', { name: 'You can go back to the app now.' })).toBeVisible();
  const back = new URL(page.url());
  expect(back.searchParams.get('state')).toBe('later-1');
  expect(back.searchParams.get('code')).toBeTruthy();
});

test('a new grower following an app’s link signs up, opens the activation mail and lands on its consent screen', async ({
  page,
  context,
}) => {
  const app = await registerApp('Bin Monitor', ['account:read']);
  const email = `connect-new.${Date.now()}@example.com`;
  const { path } = authorizePath(app.client_id, 'account:read', 'new-1');
  await page.goto(path);

  await expect(page.getByText('An app asks to connect to your account')).toBeVisible();
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByText('An app asks to connect to your account')).toBeVisible();
  await page.getByLabel('Full name').fill('Noor Haddad');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Farm name').fill('Haddad Bottoms');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill('sorghum-and-milo-26');
  await page.getByLabel('Confirm password').fill('sorghum-and-milo-26');
  await page.getByRole('combobox', { name: 'Security question' }).click();
  await page.getByRole('option').first().click();
  await page.getByLabel('Answer').fill('Shep');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(/verification link/i)).toBeVisible();
  await page.screenshot({ path: 'test-results/connect-sign-up.png', fullPage: true });

  // The mailed link opens in a tab of its own, as a mail client opens it.
  const [mail] = await mailsTo(email);
  const link = mail?.links.find((url) => url.includes('/auth/users/activate/')) ?? '';
  expect(link).not.toBe('');
  const mailTab = await context.newPage();
  await mailTab.goto(link);
  await expect(mailTab).toHaveURL(/\/connect\/[^/]+$/);
  await expect(
    mailTab.getByRole('heading', { name: 'Bin Monitor wants to connect to your account' }),
  ).toBeVisible();
  await mailTab.getByRole('button', { name: 'Allow' }).click();
  await expect(mailTab.getByRole('heading', { name: 'You can go back to the app now.' })).toBeVisible();
  const back = new URL(mailTab.url());
  expect(back.searchParams.get('state')).toBe('new-1');
  expect(back.searchParams.get('code')).toBeTruthy();
});
