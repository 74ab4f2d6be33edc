import { expect, type Page, test } from '@playwright/test';
import { apiUrl } from '../playwright.config';

// What a grower changes about their own account: the password and the security question from
// the profile menu, and Pro bought on the hosted checkout page (the test provider's is the
// product's own payment page, opened in a new tab). Each test registers its own grower, so no
// demo account changes.

type Mail = { links: string[] };
let counter = 0;

async function trialGrower() {
  const email = `secure.${Date.now()}.${++counter}@example.com`;
  const password = 'wheat-and-soy-2026';
  const registered = await fetch(`${apiUrl}/auth/users/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      full_name: 'Ada Prairie',
      farm_name: 'Prairie Creek Farm',
      email,
      password,
      password_confirmation: password,
      security_question: 3,
      security_answer: 'John Deere',
    }),
  });
  expect(registered.status).toBe(201);
  const [mail] = (await (
    await fetch(`${apiUrl}/dev/mail/?to=${encodeURIComponent(email)}`)
  ).json()) as Mail[];
  const [, , , , hash, uuid] = new URL(mail?.links[0] ?? '').pathname.split('/');
  expect((await fetch(`${apiUrl}/auth/users/activate/${uuid}/${hash}/`)).status).toBe(200);
  return { email, password };
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
}

const toast = (page: Page, message: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: message });

test('a grower changes the password and security question, then logs in with the new password', async ({
  page,
}, testInfo) => {
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(name), fullPage: true, animations: 'disabled' });
  const { email, password } = await trialGrower();
  const newPassword = 'barley-and-oats-2027';
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'Welcome Ada Prairie' }).click();
  await page.getByRole('menuitem', { name: 'Password and security question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Password and security question' });
  await dialog.getByLabel('Current password').fill('not-my-password');
  await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
  await dialog.getByLabel('Confirm new password').fill('barley');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('Passwords are not matching')).toBeVisible();
  await dialog.getByLabel('Confirm new password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('Your current password is not correct.')).toBeVisible();
  await shot('change-password-wrong-current.png');

  await dialog.getByLabel('Current password').fill(password);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(
    toast(page, 'Your password has been changed. Use the new one the next time you log in.'),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Welcome Ada Prairie' }).click();
  await page.getByRole('menuitem', { name: 'Password and security question' }).click();
  await dialog.getByRole('tab', { name: 'Security question' }).click();
  await dialog.getByLabel('Current password').fill(newPassword);
  await dialog.getByRole('combobox', { name: 'Security question' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByLabel('Answer').fill('Shep');
  await shot('change-security-question.png');
  await dialog.getByRole('button', { name: 'Change security question' }).click();
  await expect(toast(page, 'Your security question and answer have been changed.')).toBeVisible();

  await page.getByRole('button', { name: 'Welcome Ada Prairie' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await logIn(page, email, password);
  await expect(page.getByText('Invalid e-mail or password')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Welcome Ada Prairie' })).toBeVisible();
});

test('a trial grower pays on the hosted checkout page and lands on the receipt as Pro', async ({
  page,
  context,
}, testInfo) => {
  const { email, password } = await trialGrower();
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/pricing-plans');
  await page.getByRole('button', { name: 'Get started' }).click();
  const popup = page.getByRole('dialog');
  const opened = context.waitForEvent('page');
  await popup.getByRole('button', { name: 'Pay on the secure checkout page instead' }).click();
  const checkout = await opened;
  await expect(checkout).toHaveURL(/\/payment_details\?package=1$/);
  await expect(checkout.getByRole('heading', { name: 'Payment details' })).toBeVisible();

  await checkout.getByLabel('Cardholder name').fill('Ada Prairie');
  await checkout.getByLabel('Card number').pressSequentially('4242424242424242');
  await checkout.getByRole('combobox', { name: 'Expiry month' }).click();
  await checkout.getByRole('option', { name: '12 – December' }).click();
  await checkout.getByRole('combobox', { name: 'Expiry year' }).click();
  await checkout.getByRole('option', { name: String(new Date().getFullYear() + 1) }).click();
  await checkout.getByLabel('CVC').fill('123');
  await checkout.getByRole('button', { name: 'Pay $25.00' }).click();
  await expect(checkout).toHaveURL(/\/receipt$/);
  await expect(checkout.getByRole('heading', { name: 'Successful purchase!' })).toBeVisible();
  await checkout.screenshot({ path: testInfo.outputPath('hosted-checkout-receipt.png'), fullPage: true });

  await checkout.getByRole('link', { name: 'Continue to app' }).click();
  await expect(checkout).toHaveURL(/\/dashboard$/);
  await checkout.getByRole('button', { name: 'Welcome Ada Prairie' }).click();
  await checkout.getByRole('menuitem', { name: 'Manage Account' }).click();
  await expect(checkout.getByRole('button', { name: 'Manage Subscription' })).toBeVisible();
});
