import { expect, type Page, test } from '@playwright/test';
import { apiUrl } from '../playwright.config';
import { watchCspViolations } from './csp';
import { registerActiveGrower, signIn } from './session';

// GraphiQL is bundled with the gateway: it loads and shows the schema without any network
// beyond the product itself (Chromium here has no route to a CDN), and its editor and workers
// run under the gateway's Content-Security-Policy.
test('GraphiQL at /graphql shows the schema', async ({ page, baseURL }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL ?? '')) outside.push(request.url());
  });
  const cspViolations = watchCspViolations(page);
  await page.goto('/graphql', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /documentation explorer/i }).click();
  await expect(page.getByText('Root Types')).toBeVisible();
  await page.getByRole('link', { name: 'Query' }).click();
  await expect(page.getByText('securityQuestions')).toBeVisible();
  expect(outside.filter((url) => !url.startsWith('data:') && !url.startsWith('blob:'))).toEqual([]);
  // Monaco's editor, whose language workers start with it.
  await expect(page.locator('.monaco-editor').first()).toBeVisible();
  expect(await cspViolations()).toEqual([]);
});

/**
 * Replaces GraphiQL's query with `query`, runs it, and gives the result pane. The editor is read
 * back before running: keys sent while Monaco is still starting are lost, and the query left
 * (the default one, with two operations) makes Execute ask which to run rather than run.
 */
async function run(page: Page, query: string) {
  const editor = page.locator('.graphiql-query-editor .monaco-editor').first();
  await expect(async () => {
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(query);
    await expect(editor.locator('.view-lines')).toHaveText(query, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('button', { name: /^Execute query/ }).click();
  return page.locator('.graphiql-response');
}

// Issue 36: a partner explores as its app. GraphiQL signs in through OAuth (code + PKCE, its own
// page as the redirect URI), the grower allows it, and every query then goes with the app's
// token alone: what the scope allows answers, what it does not is refused as insufficient_scope.
test('GraphiQL signs in as a partner app and sees exactly what its token sees', async ({ page, baseURL }) => {
  const staff = await fetch(`${apiUrl}/auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'staff@demo.farm', password: 'demo-staff-2026' }),
  });
  const { access } = (await staff.json()) as { access: string };
  const registered = await fetch(`${apiUrl}/partners/apps/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
    body: JSON.stringify({
      name: 'Playground Explorer',
      redirect_uris: [`${baseURL}/graphql`],
      scopes: ['account:read', 'fields:read'],
      confidential: false,
    }),
  });
  expect(registered.status).toBe(201);
  const app = (await registered.json()) as { client_id: string };
  const grower = await registerActiveGrower('playground');
  await signIn(page, grower);

  await page.goto('/graphql');
  const form = page.getByRole('form', { name: 'Sign in as an app' });
  await form.getByLabel('Client id').fill(app.client_id);
  await page.screenshot({ path: 'test-results/graphiql-sign-in.png' });
  await expect(form.getByRole('checkbox', { name: 'account:read' })).toBeChecked();
  await form.getByRole('button', { name: 'Sign in as the app' }).click();

  await expect(
    page.getByRole('heading', { name: 'Playground Explorer wants to connect to your account' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();

  await expect(page).toHaveURL(/\/graphql$/);
  await expect(page.getByRole('status')).toContainText(
    `Signed in as app ${app.client_id} with scopes account:read`,
  );
  await expect(await run(page, '{ me { email } }')).toContainText(grower.email);
  // An hour on, the access token has run out: the next query renews the pair with the refresh token.
  const kept = () =>
    page.evaluate(() => JSON.parse(sessionStorage.getItem('playground-oauth-token') ?? '{}'));
  const before = await kept();
  await page.evaluate(() => {
    const token = JSON.parse(sessionStorage.getItem('playground-oauth-token') ?? '{}');
    sessionStorage.setItem('playground-oauth-token', JSON.stringify({ ...token, expiresAt: Date.now() - 1 }));
  });
  // The pane shows the last answer (which has the e-mail too) until this one comes: wait for the
  // field only this query asks for, then for the renewed pair to be kept.
  await expect(await run(page, '{ me { fullName email } }')).toContainText('fullName');
  await expect.poll(async () => (await kept()).accessToken, { timeout: 15_000 }).not.toBe(before.accessToken);
  const after = await kept();
  expect(after.accessToken).not.toBe(before.accessToken);
  expect(after.refreshToken).not.toBe(before.refreshToken);
  expect(after.expiresAt).toBeGreaterThan(Date.now() + 50 * 60 * 1000);
  const refused = await run(page, '{ myFarms { id } }');
  await expect(refused).toContainText('insufficient_scope');
  await expect(refused).toContainText('it needs the fields:read scope');
  await page.screenshot({ path: 'test-results/graphiql-as-app.png', fullPage: true });

  await page.getByRole('button', { name: 'Sign out of the app' }).click();
  await expect(page.getByRole('form', { name: 'Sign in as an app' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('playground-oauth-token'))).toBeNull();
});
