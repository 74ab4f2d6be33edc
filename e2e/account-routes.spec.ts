import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiUrl } from '../playwright.config';

// Every route of the account spec's table (accounts.md 2.1) opens as a working screen for the
// user it is for, on the seeded demo accounts and a grower registered here. Each screen is
// photographed for a person to look at (test-results/…/route-*.png).

type Mail = { links: string[] };
const demo = {
  grower: { email: 'grower@demo.farm', password: 'demo-grower-2026' },
  retailer: { email: 'retailer@demo.farm', password: 'demo-retailer-2026' },
  developer: { email: 'staff@demo.farm', password: 'demo-staff-2026' },
};

async function apiLogin(who: { email: string; password: string }) {
  const response = await fetch(`${apiUrl}/auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access: string }).access;
}

async function mailedLink(email: string, part: string) {
  await expect
    .poll(async () => {
      const mails = (await (
        await fetch(`${apiUrl}/dev/mail/?to=${encodeURIComponent(email)}`)
      ).json()) as Mail[];
      return mails.flatMap((mail) => mail.links).find((link) => link.includes(part)) ?? '';
    })
    .toContain(part);
  const mails = (await (await fetch(`${apiUrl}/dev/mail/?to=${encodeURIComponent(email)}`)).json()) as Mail[];
  return mails.flatMap((mail) => mail.links).find((link) => link.includes(part)) ?? '';
}

/** A grower registered through the api; the activation link is left in the outbox, unopened. */
async function registeredGrower() {
  const email = `routes.${Date.now()}@example.com`;
  const password = 'wheat-and-soy-2026';
  const response = await fetch(`${apiUrl}/auth/users/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      full_name: 'Rowan Fields',
      farm_name: 'Rowan Creek Farm',
      email,
      password,
      password_confirmation: password,
      security_question: 3,
      security_answer: 'John Deere',
    }),
  });
  expect(response.status).toBe(201);
  return { email, password };
}

async function signedIn(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/(dashboard|pricing-plans)$/);
  return page;
}

test('every route of the account spec is a working screen for its user', async ({ browser }, testInfo) => {
  test.setTimeout(300_000);
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: testInfo.outputPath(`route-${name}.png`), animations: 'disabled' });

  // Public screens, signed out.
  const visitor = await (await browser.newContext()).newPage();
  const publicScreens: [string, string, RegExp | string][] = [
    ['login', '/', 'Log in'],
    ['register', '/register', 'Continue'],
    ['password-reset', '/password_reset', 'Continue'],
    ['pricing-plans', '/pricing-plans', 'Pricing Plans'],
    ['payment-details', '/payment_details', 'Payment details'],
    ['receipt', '/receipt', 'Successful purchase!'],
  ];
  for (const [name, path, text] of publicScreens) {
    await visitor.goto(path);
    await expect(visitor.getByText(text, { exact: true }).first()).toBeVisible();
    await shot(visitor, name);
  }
  await visitor.setViewportSize({ width: 800, height: 900 });
  await visitor.goto('/welcome');
  await expect(visitor.getByText(/desktop or a tablet in landscape mode/i)).toBeVisible();
  await shot(visitor, 'welcome');
  await visitor.setViewportSize({ width: 1280, height: 800 });

  // Account Activation, from the mailed link.
  const newcomer = await registeredGrower();
  await visitor.goto(await mailedLink(newcomer.email, '/auth/users/activate/'));
  await expect(visitor.getByText('Your account has been activated successfully!')).toBeVisible();
  await expect(visitor).toHaveURL(/\/dashboard$/);
  await shot(visitor, 'activation');

  // The grower's screens.
  const grower = await signedIn(browser, demo.grower);
  const growerScreens: [string, string, string][] = [
    ['dashboard', '/dashboard', 'Farms'],
    ['reports', '/reports', 'Application Summary Report'],
    ['crops', '/crops', 'My Crops'],
    ['neighbor-crops', '/neighbor-crops', 'Neighbor Crops'],
    ['herbicides', '/herbicides', 'Herbicides'],
    ['traits', '/traits', 'Traits'],
    ['tank-mix', '/tank_mix', 'Tank Mix'],
    ['ag-retailer-grower', '/ag_retailer', 'Assigned Ag Retailers'],
  ];
  for (const [name, path, text] of growerScreens) {
    await grower.goto(path);
    await expect(grower).toHaveURL(new RegExp(`${path}$`));
    await expect(grower.getByRole('main').getByRole('heading', { name: text, exact: true })).toBeVisible();
    await shot(grower, name);
  }

  // The retailer: its Grower Accounts, an invitation for the new grower, and god mode.
  const retailerToken = await apiLogin(demo.retailer);
  const retailer = await signedIn(browser, demo.retailer);
  await retailer.goto('/ag_retailer');
  await expect(retailer.getByText('Assigned Ag Retailer accounts')).toBeVisible();
  await shot(retailer, 'ag-retailer-retailer');
  const invited = await fetch(`${apiUrl}/auth/users/ag-retailers/invite/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${retailerToken}` },
    body: JSON.stringify({ email: newcomer.email }),
  });
  expect(invited.status).toBe(201);
  const inviteLink = await mailedLink(newcomer.email, '/ag_retailer_invite/');
  const newcomerPage = await signedIn(browser, newcomer);
  await newcomerPage.goto(inviteLink);
  await expect(newcomerPage.getByText(/Sam Ortiz/).first()).toBeVisible();
  await shot(newcomerPage, 'ag-retailer-invite');

  await retailer.getByRole('link', { name: 'Enter Miller Creek Farms in god mode' }).click();
  await expect(retailer).toHaveURL(/\/dashboard/);
  await expect(retailer.getByText('God mode', { exact: true })).toBeVisible();
  // The grower's own farms, as the grower sees them, under the badge.
  await expect(retailer.getByRole('button', { name: /^Miller Creek Farms, \d+ fields/ })).toBeVisible({
    timeout: 60_000,
  });
  await shot(retailer, 'god-mode');

  // The developer's sandbox.
  const developer = await signedIn(browser, demo.developer);
  await developer.goto('/sandbox');
  await expect(developer.getByRole('button', { name: 'Find nodes' })).toBeVisible();
  await shot(developer, 'sandbox');
});
