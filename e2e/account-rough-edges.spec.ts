import { expect, type Page, test } from '@playwright/test';
import { apiUrl } from '../playwright.config';
import { logIn, mailsTo, registerActiveGrower, signIn, toast } from './session';

// Three rough edges of the account journeys, as people meet them: a pending Ag Retailer
// invitation shows on both sides with Resend and Cancel, and its link says when it was
// cancelled; an account never activated asks for its activation mail again, at login and at
// recovery's first step; staff find an account, enter it in god mode and read its audit log.

const retailer = { email: 'retailer@demo.farm', password: 'demo-retailer-2026' };
const staff = { email: 'staff@demo.farm', password: 'demo-staff-2026' };

const shoot = (testInfo: { outputPath(name: string): string }) => (target: Page, name: string) =>
  target.screenshot({ path: testInfo.outputPath(name), animations: 'disabled' });

test('a pending invitation shows on both sides with Resend and Cancel; its cancelled link says so', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const shot = shoot(testInfo);
  const grower = await registerActiveGrower('pending', {
    fullName: 'Jo Lindqvist',
    farmName: 'Lindqvist Ridge',
  });

  await signIn(page, retailer);
  await page.goto('/ag_retailer');
  await page.getByRole('button', { name: 'Add Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Account' });
  await dialog.getByLabel('User email').fill(grower.email);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, 'Account successfully added to Ag Retailer')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Not yet an assigned account, but there, waiting, with what can be done about it.
  const pending = page.getByRole('table', { name: 'Pending invitations' });
  const row = pending.getByRole('row', { name: /Jo Lindqvist/ });
  await expect(row).toContainText('Lindqvist Ridge');
  await expect(row).toContainText('Waiting for an answer');
  await expect(row.getByRole('button', { name: 'Resend the invitation to Jo Lindqvist' })).toBeVisible();
  await shot(page, 'pending-invitation-retailer.png');
  // Sent a moment ago: sending it again at once is refused in words.
  await row.getByRole('button', { name: 'Resend the invitation to Jo Lindqvist' }).click();
  await expect(
    toast(
      page,
      'This invitation was sent less than a minute ago. Please wait a minute before sending it again.',
    ),
  ).toBeVisible();
  expect(await mailsTo(grower.email)).toHaveLength(2); // the activation mail and the invitation

  // The grower sees it too, waiting for them, and may decline it.
  const growerPage = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signIn(growerPage, grower);
  await growerPage.goto('/ag_retailer');
  const received = growerPage.getByRole('table', { name: 'Pending invitations' }).getByRole('row', {
    name: /Sam Ortiz/,
  });
  await expect(received).toContainText('Waiting for you');
  await expect(received.getByRole('button', { name: 'Decline the invitation from Sam Ortiz' })).toBeVisible();
  await shot(growerPage, 'pending-invitation-grower.png');

  // The retailer withdraws it: gone from the list, and the mailed link says who cancelled it.
  await row.getByRole('button', { name: 'Cancel the invitation to Jo Lindqvist' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel invitation' })
    .getByRole('button', { name: 'Cancel invitation' })
    .click();
  await expect(toast(page, 'Invitation cancelled')).toBeVisible();
  await expect(pending).toBeHidden();
  const [invitation] = await mailsTo(grower.email);
  await growerPage.goto(new URL(invitation?.links[0] ?? '').pathname);
  await expect(
    growerPage.getByText('This invitation was cancelled by Sam Ortiz (Prairie Ag Supply).'),
  ).toBeVisible();
  await expect(growerPage.getByRole('button', { name: 'Grant access' })).toHaveCount(0);
  await shot(growerPage, 'cancelled-invitation-link.png');
});

test('an account never activated asks for its activation mail again, at login and in recovery', async ({
  page,
}, testInfo) => {
  const shot = shoot(testInfo);
  const email = `inactive.${Date.now()}@example.com`;
  const password = 'wheat-and-soy-2026';
  const registered = await fetch(`${apiUrl}/auth/users/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      full_name: 'Noor Haddad',
      farm_name: 'Haddad Farms',
      email,
      password,
      password_confirmation: password,
      security_question: 3,
      security_answer: 'Case IH',
    }),
  });
  expect(registered.status).toBe(201);

  await page.goto('/');
  await logIn(page, email, password);
  const inactive = 'User is inactive! Please activate your account via link sent to your email.';
  await expect(page.getByText(inactive)).toBeVisible();
  await page.getByRole('button', { name: 'Resend activation mail' }).click();
  await expect(
    page
      .getByText(
        'If this e-mail has an account that is not activated yet, a new activation link is on its way.',
        {
          exact: false,
        },
      )
      .first(),
  ).toBeVisible();
  await shot(page, 'login-activation-resent.png');
  const mails = await mailsTo(email);
  expect(mails).toHaveLength(2);

  // Recovery says so at its first step, and the same button is refused for a minute, in words.
  await page.goto('/password_reset');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(inactive)).toBeVisible();
  await expect(page.getByText('Security question', { exact: true })).toBeVisible(); // the stepper, still at step 1
  await page.getByRole('button', { name: 'Resend activation mail' }).click();
  await expect(toast(page, 'An activation mail was asked for this address a moment ago.')).toBeVisible();
  await shot(page, 'recovery-inactive.png');
  expect(await mailsTo(email)).toHaveLength(2);

  // The newest link activates the account.
  await page.goto(new URL(mails[0]?.links[0] ?? '').pathname);
  await expect(page.getByText('Your account has been activated successfully!').first()).toBeVisible();
});

test('staff find an account, enter it in god mode, and filter its audit log', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const shot = shoot(testInfo);
  await signIn(page, staff);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Accounts' }).click();
  await expect(page).toHaveURL(/\/accounts$/);
  await page.getByRole('textbox', { name: 'Search' }).fill('miller creek');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/accounts\?search=miller\+creek$/);
  const accounts = page.getByRole('table', { name: 'Accounts' });
  const row = accounts.getByRole('row', { name: /Miller Creek Farms/ });
  await expect(row).toContainText('grower@demo.farm');
  await expect(page.getByText('Total records: 1')).toBeVisible();
  await shot(page, 'staff-accounts.png');

  await row.getByRole('link', { name: 'Enter Miller Creek Farms in god mode' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('God mode', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Welcome Dana Miller/ })).toBeVisible();
  await page.getByRole('button', { name: 'Leave god mode' }).click();
  await expect(page).toHaveURL(/\/accounts$/);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit log' }).click();
  await page.getByRole('textbox', { name: 'Account' }).fill('grower@demo.farm');
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Entered the account in god mode' }).click();
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/\/audit\?account=grower%40demo\.farm&action=god_mode\.entered$/);
  const log = page.getByRole('table', { name: 'Audit log' });
  const entry = log.getByRole('row').filter({ hasText: 'Field Boundaries Support' }).first();
  await expect(entry).toContainText('Entered the account in god mode');
  await expect(entry).toContainText('Miller Creek Farms');
  await expect(log.getByRole('row').filter({ hasText: 'Started spraying' })).toHaveCount(0);
  await shot(page, 'staff-audit-filtered.png');
});
