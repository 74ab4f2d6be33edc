import { expect, type Page } from '@playwright/test';
import { apiUrl } from '../playwright.config';

type Mail = { links: string[] };
let registered = 0;

/** The mails the local outbox holds for an address (`/dev/mail/`), newest last. */
export async function mailsTo(email: string): Promise<Mail[]> {
  return (await (await fetch(`${apiUrl}/dev/mail/?to=${encodeURIComponent(email)}`)).json()) as Mail[];
}

/**
 * Registers a grower of its own (Ada Prairie of Prairie Creek Farm unless named, first tractor a
 * John Deere) through the api and activates the account from the link in its activation mail,
 * so no demo account changes.
 */
export async function registerActiveGrower(
  prefix: string,
  who: { fullName: string; farmName: string } = { fullName: 'Ada Prairie', farmName: 'Prairie Creek Farm' },
): Promise<{ email: string; password: string }> {
  const email = `${prefix}.${Date.now()}.${++registered}@example.com`;
  const password = 'wheat-and-soy-2026';
  const answer = await fetch(`${apiUrl}/auth/users/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      full_name: who.fullName,
      farm_name: who.farmName,
      email,
      password,
      password_confirmation: password,
      security_question: 3,
      security_answer: 'John Deere',
    }),
  });
  expect(answer.status).toBe(201);
  // The activation mail is written with the registration, in one transaction.
  const [mail] = await mailsTo(email);
  const [, , , , hash, uuid] = new URL(mail?.links[0] ?? '').pathname.split('/');
  expect((await fetch(`${apiUrl}/auth/users/activate/${uuid}/${hash}/`)).status).toBe(200);
  return { email, password };
}

/** Fills the Login form and sends it; where it leads is the caller's to check. */
export async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
}

/** Signs in through the Login form on the start page and waits for the dashboard. */
export async function signInThroughForm(page: Page, who: { email: string; password: string }) {
  await page.goto('/');
  await logIn(page, who.email, who.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Signs in with the login mutation the Login form sends, through the gateway, so the page's
 * context holds the session cookies a browser gets; then opens the dashboard. The form itself is
 * driven where signing in is what a test is about (logIn, signInThroughForm); elsewhere it was
 * ninety-odd page loads and form fills of the suite's time. Each call is a session of its own:
 * a test that signs out or enters god mode ends no other test's session.
 */
export async function signIn(page: Page, who: { email: string; password: string }) {
  const answer = await page.request.post('/graphql', {
    data: {
      query:
        'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { ok } }',
      variables: who,
    },
  });
  expect(await answer.json(), `signing in as ${who.email}`).toEqual({ data: { login: { ok: true } } });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs in as the demo grower that `npm start` seeds, and waits for the dashboard. */
export async function signInAsDemoGrower(page: Page) {
  await signIn(page, { email: 'grower@demo.farm', password: 'demo-grower-2026' });
}

/** A toast (Mantine notification) showing the message. */
export const toast = (page: Page, message: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: message });
