import { expect, test } from '@playwright/test';
import { logIn, registerActiveGrower, toast } from './session';

// Forgot password as a grower lives it: from the login page, e-mail → the security question
// chosen at registration → a new password → back to Login, where only the new one works. The
// account is registered here, so no other spec's demo password changes.

test('a grower who forgot their password recovers it with the security answer', async ({
  page,
}, testInfo) => {
  const { email, password } = await registerActiveGrower('recovering');
  // Animations finished, so a toast is shown as a person reads it, not half slid in.
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(name), fullPage: true, animations: 'disabled' });

  await page.goto('/');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/password_reset$/);
  await expect(page.getByRole('heading', { name: 'Recover your password' })).toBeVisible();

  // Step 1: the e-mail.
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('No account associated with this email.')).toBeVisible();
  await shot('1-email-unknown.png');
  await page.getByLabel('Email').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: the account's own question.
  const answer = page.getByLabel('What was the make of your first tractor?');
  await expect(answer).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('An answer is required')).toBeVisible();
  await answer.fill('Massey Ferguson');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText('That answer does not match the one on this account. Please try again.'),
  ).toBeVisible();
  await shot('2-question-wrong-answer.png');
  await answer.fill('  john deere ');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 3: the new password.
  const newPassword = page.getByLabel('New password', { exact: true });
  await expect(newPassword).toBeVisible();
  await newPassword.fill('short');
  await page.getByLabel('Confirm new password').fill('shorter');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Password needs to be at least 8 characters long')).toBeVisible();
  await expect(page.getByText('Passwords are not matching')).toBeVisible();
  await shot('3-new-password-refused.png');
  await newPassword.fill('harvest-moon-2027');
  await page.getByLabel('Confirm new password').fill('harvest-moon-2027');
  await page.getByRole('button', { name: 'Save new password' }).click();

  // Told, and sent to Login, where the old password no longer works and the new one does.
  await expect(page).toHaveURL(/\/$/);
  await expect(
    toast(page, 'Your password has been reset. Please log in with your new password.'),
  ).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await shot('4-back-at-login.png');
  await logIn(page, email, password);
  await expect(page.getByText('Invalid e-mail or password')).toBeVisible();
  await logIn(page, email, 'harvest-moon-2027');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Welcome Ada Prairie' })).toBeVisible();
});
