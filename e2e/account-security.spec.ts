import { expect, test } from '@playwright/test';
import { logIn, registerActiveGrower, signIn, toast } from './session';

// What a grower changes about their own account: the password and the security question from
// the profile menu, and Pro bought on the hosted checkout page (the test provider's is the
// product's own payment page, opened in a new tab). Each test registers its own grower, so no
// demo account changes.

test('a grower changes the password and security question, then logs in with the new password', async ({
  page,
}, testInfo) => {
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(name), fullPage: true, animations: 'disabled' });
  const { email, password } = await registerActiveGrower('secure');
  const newPassword = 'barley-and-oats-2027';
  await signIn(page, { email, password });

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
  const { email, password } = await registerActiveGrower('secure');
  await signIn(page, { email, password });
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
