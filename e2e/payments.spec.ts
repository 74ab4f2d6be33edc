import { expect, type Page, test } from '@playwright/test';
import { registerActiveGrower, signIn, toast } from './session';

// Buying Pro as a grower does it: Pricing Plans → Payment details (popup or page) → Receipt,
// on the test payment provider, which keeps Stripe's test cards. Each test registers its own
// trial grower, so no demo account changes plan.

/** A trial grower of its own, signed in on the dashboard. */
async function logInAsTrialGrower(page: Page) {
  await signIn(page, await registerActiveGrower('buyer'));
}

const nextYear = String(new Date().getFullYear() + 1);

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Cardholder name').fill('Ada Prairie');
  await page.getByLabel('Card number').pressSequentially(number);
  await page.getByRole('combobox', { name: 'Expiry month' }).click();
  await page.getByRole('option', { name: '12 – December' }).click();
  await page.getByRole('combobox', { name: 'Expiry year' }).click();
  await page.getByRole('option', { name: nextYear }).click();
  await page.getByLabel('CVC').fill('123');
}

test('a trial grower buys Pro with a test card from the Pricing Plans popup', async ({ page }, testInfo) => {
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(name), fullPage: true, animations: 'disabled' });
  await logInAsTrialGrower(page);
  await page.goto('/pricing-plans');
  await expect(page.getByRole('heading', { name: 'Pricing Plans' })).toBeVisible();
  await shot('pricing-plans.png');
  await page.getByRole('button', { name: 'Get started' }).click();
  const popup = page.getByRole('dialog');
  await expect(popup.getByRole('heading', { name: 'Payment details' })).toBeVisible();

  // Pay with nothing filled in: every problem, under one heading.
  await popup.getByRole('button', { name: 'Pay $25.00' }).click();
  const issues = popup.getByRole('alert').filter({ hasText: 'Please correct the following issues' });
  for (const message of [
    'Cardholder name is a required field.',
    'The card number you entered appears to be invalid. Please enter a valid 16-digit card number',
    'Month and Year are required fields.',
    'Security code is a required field.',
  ])
    await expect(issues.getByText(message)).toBeVisible();
  await shot('payment-popup-issues.png');

  // American Express is masked 4-6-5, and its type is named from the prefix.
  await popup.getByLabel('Card number').pressSequentially('378282246310005');
  await expect(popup.getByLabel('Card number')).toHaveValue('3782 822463 10005');
  await expect(popup.getByTestId('payment.card-type')).toHaveText('American Express');
  await popup.getByLabel('Card number').fill('');

  await fillCard(page, '4242424242424242');
  await expect(popup.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await expect(popup.getByTestId('payment.card-type')).toHaveText('Visa');
  await shot('payment-popup-filled.png');
  await popup.getByRole('button', { name: 'Pay $25.00' }).click();

  await expect(page).toHaveURL(/\/receipt$/);
  await expect(page.getByRole('heading', { name: 'Successful purchase!' })).toBeVisible();
  await expect(page.getByText('You paid $25.00.')).toBeVisible();
  await shot('receipt.png');
  await page.getByRole('link', { name: 'Continue to app' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a gift card code prices Pro at 0.99 on the Payment details page', async ({ page }, testInfo) => {
  await logInAsTrialGrower(page);
  await page.goto('/payment_details');
  await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();

  await page.getByLabel('Gift card code').fill('NOT-A-CODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('This gift card code is not valid.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('payment-page-bad-gift.png'), animations: 'disabled' });

  await page.getByLabel('Gift card code').fill('prairie-gift');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Pay $0.99' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('button', { name: 'Pay $25.00' })).toBeVisible();
  await page.getByLabel('Gift card code').fill('PRAIRIE-GIFT');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Pay $0.99' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('payment-page-gift.png'), animations: 'disabled' });

  await fillCard(page, '5555555555554444');
  await page.getByRole('button', { name: 'Pay $0.99' }).click();
  await expect(page.getByRole('heading', { name: 'Successful purchase!' })).toBeVisible();
  await expect(page.getByText('You paid $0.99.')).toBeVisible();
});

test('a declined card shows the bank’s message and buys nothing', async ({ page }, testInfo) => {
  await logInAsTrialGrower(page);
  await page.goto('/payment_details');
  await fillCard(page, '4000000000000002');
  await page.getByRole('button', { name: 'Pay $25.00' }).click();
  const issues = page.getByRole('alert').filter({ hasText: 'Please correct the following issues' });
  await expect(issues.getByText('Your card was declined.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('payment-declined.png'), animations: 'disabled' });
  await expect(page).toHaveURL(/\/payment_details$/);
  // Still on the free plan: the back arrow leads to pricing, where Pro is still offered.
  await page.getByRole('button', { name: 'Back to pricing plans' }).click();
  await expect(page).toHaveURL(/\/pricing-plans$/);
});

test('buying while logged out asks to log in or register', async ({ page }) => {
  await page.goto('/pricing-plans');
  await page.getByRole('button', { name: 'Get started' }).click();
  await expect(
    toast(page, 'To purchase a plan, you must be logged in! Please login or register to continue.'),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
