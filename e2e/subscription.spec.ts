import { expect, type Page, test } from '@playwright/test';
import { apiUrl } from '../playwright.config';
import { registerActiveGrower, signIn, signInAsDemoGrower, toast } from './session';

// What a grower notices of their subscription and account: Manage Subscription opens the billing
// page, signed in, where plan and card change; a farm's fields that fail to load say so and load
// again; Welcome greets an account that got its plan on Pricing Plans; a user without a plan is
// sent to Account Activation even from the root; a new name shows in the top bar at once.

const nextYear = String(new Date().getFullYear() + 1);
const shot = (page: Page, path: string) => page.screenshot({ path, fullPage: true, animations: 'disabled' });

/** A grower of its own made Pro through the api, as the billing page's upgrade does it. */
async function proGrower() {
  const who = await registerActiveGrower('billing');
  const call = async (method: string, path: string, access: string, body: unknown) => {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };
  const login = await fetch(`${apiUrl}/auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  const { access } = (await login.json()) as { access: string };
  const me = (await (
    await fetch(`${apiUrl}/subscription/me/`, { headers: { authorization: `Bearer ${access}` } })
  ).json()) as { account: number };
  const card = await call('POST', '/subscription/verify-card/', access, {
    number: '4242424242424242',
    cvc: '123',
    exp_month: '12',
    exp_year: nextYear,
  });
  await call('PATCH', '/subscription/me/', access, {
    account: me.account,
    plan: 'B',
    payment_method_id: card.payment_method_id,
  });
  return who;
}

/**
 * Answers the app as if the signed-in user had no plan yet (N): activation always sets F, so no
 * such user can be made through the api. Stops once the user chooses a plan.
 */
async function pretendNoPlan(page: Page) {
  let noPlan = true;
  const toN = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(toN);
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value).map(([key, each]) => [key, key === 'subscriptionPlan' ? 'N' : toN(each)]),
      );
    return value;
  };
  await page.route(/\/graphql$/, async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName === 'ChangeSubscription') noPlan = false;
    const response = await route.fetch();
    if (!noPlan) return route.fulfill({ response });
    return route.fulfill({ response, json: toN(await response.json()) });
  });
}

test('Manage Subscription opens the billing page, where a Pro grower changes card and cancels', async ({
  page,
}, testInfo) => {
  await signIn(page, await proGrower());
  await page.getByRole('button', { name: 'Welcome Ada Prairie ▾' }).click();
  await page.getByRole('menuitem', { name: 'Manage Account' }).click();
  await page
    .getByRole('dialog', { name: 'Manage Account' })
    .getByRole('button', { name: 'Manage Subscription' })
    .click();

  await expect(page).toHaveURL(/\/billing$/);
  const status = page.getByTestId('billing.status');
  await expect(status).toHaveText(/^Renews on .+: \$25\.00 will be charged to your Visa ending 4242\.$/);
  await expect(page.getByText('PRO annual: $25.00 a year')).toBeVisible();
  await shot(page, testInfo.outputPath('billing-page.png'));

  await page.getByRole('button', { name: 'Change card' }).click();
  const cardDialog = page.getByRole('dialog', { name: 'Change card' });
  await cardDialog.getByLabel('Cardholder name').fill('Ada Prairie');
  await cardDialog.getByLabel('Card number').pressSequentially('5555555555554444');
  await cardDialog.getByRole('combobox', { name: 'Expiry month' }).click();
  await page.getByRole('option', { name: '12 – December' }).click();
  await cardDialog.getByRole('combobox', { name: 'Expiry year' }).click();
  await page.getByRole('option', { name: nextYear }).click();
  await cardDialog.getByLabel('CVC').fill('123');
  await cardDialog.getByRole('button', { name: 'Save card' }).click();
  await expect(toast(page, 'Your card has been changed.')).toBeVisible();
  await expect(page.getByText('Mastercard ending 4444', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel your Pro subscription?' })
    .getByRole('button', { name: 'Cancel subscription' })
    .click();
  await expect(status).toHaveText(/^Ends on .+\. Your account then moves to the Free trial/);
  await expect(page.getByRole('button', { name: 'Keep Pro: renew it' })).toBeVisible();
  await shot(page, testInfo.outputPath('billing-page-cancelled.png'));
  // It is the api's answer, not the page's: a reload shows the same.
  await page.reload();
  await expect(page.getByTestId('billing.status')).toHaveText(/^Ends on /);
});

test('a farm whose fields fail to load says so, and Try again loads them', async ({ page }, testInfo) => {
  let failing = true;
  await page.route(/\/graphql$/, async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (failing && body?.operationName === 'FarmSidebar')
      return route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: '{"errors":[{"message":"Bad gateway"}]}',
      });
    return route.fallback();
  });
  await signInAsDemoGrower(page);
  const alert = page.getByRole('alert').filter({ hasText: 'Farm fields did not load' });
  await expect(alert).toContainText(
    'There was an error fetching farm fields. Please try reloading browser window!',
  );
  await expect(
    toast(page, 'There was an error fetching farm fields. Please try reloading browser window!'),
  ).toBeVisible();
  await shot(page, testInfo.outputPath('farm-fields-error.png'));
  failing = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(toast(page, 'Farm fields have been updated!')).toBeVisible();
  await expect(alert).toHaveCount(0);
  await expect(page.getByText('No farms yet. Add a farm to start.')).toHaveCount(0);
});

test('Welcome says the account is activated when it got its plan on Pricing Plans', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  const who = await registerActiveGrower('welcome');
  await pretendNoPlan(page);
  await page.goto('/');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  // After login, plan N goes to pricing (spec 2.3).
  await expect(page).toHaveURL(/\/pricing-plans$/);
  await page.getByRole('button', { name: 'Get started' }).first().click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByText('Your account has been activated successfully!')).toBeVisible();
});

test('a signed-in user without a plan is sent from the root to Account Activation', async ({ page }) => {
  const who = await registerActiveGrower('no-plan');
  await pretendNoPlan(page);
  await page.goto('/');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/pricing-plans$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/users\/activate$/);
  await expect(
    page.getByText('Your account does not have a plan yet. Choose one to start mapping your fields.'),
  ).toBeVisible();
});

test('a new name shows in the top bar as soon as it is saved', async ({ page }) => {
  await signIn(page, await registerActiveGrower('rename'));
  await page.getByRole('button', { name: 'Welcome Ada Prairie ▾' }).click();
  await page.getByRole('menuitem', { name: 'Edit profile' }).click();
  await page.getByLabel('Full name').fill('Ada Miller');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Profile successfully updated')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Welcome Ada Miller ▾' })).toBeVisible();
});
