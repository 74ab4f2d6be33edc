import { expect, type Page, test } from '@playwright/test';
import { mailsTo, registerActiveGrower, signIn, toast } from './session';

// Ag retailer relations as the two people live them: the demo retailer asks a new grower for
// access, the grower grants it from the mailed link, and the retailer works in the grower's
// account in god mode under the badge, then leaves back to its own.

test('a retailer invites a grower, who grants access from the mail; the retailer enters in god mode', async ({
  page,
  browser,
}, testInfo) => {
  // Two people, two sign-ins and a map in software WebGL: longer than one screen's budget.
  test.setTimeout(300_000);
  const shot = (target: Page, name: string) =>
    target.screenshot({ path: testInfo.outputPath(name), animations: 'disabled' });
  const grower = await registerActiveGrower('invited', {
    fullName: 'Lee Harper',
    farmName: 'Harper Bottoms',
  });

  // The retailer's Grower Accounts: the demo grower is already there.
  await signIn(page, { email: 'retailer@demo.farm', password: 'demo-retailer-2026' });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Grower Accounts' }).click();
  await expect(page.getByRole('heading', { name: 'Assigned Ag Retailer accounts' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Assigned Ag Retailer accounts' });
  // The accounts' own count (pending invitations, listed below, keep a count of their own).
  const accounts = page.locator('.mantine-Paper-root').filter({ has: table });
  await expect(table.getByRole('row', { name: /Miller Creek Farms/ })).toBeVisible();
  await expect(accounts.getByText('Total records: 1')).toBeVisible();
  await shot(page, 'retailer-accounts.png');

  // Add Account: a malformed address is refused beside the input, a good one is mailed.
  await page.getByRole('button', { name: 'Add Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Account' });
  await dialog.getByLabel('User email').fill('lee@harper');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Please enter a valid E-mail address')).toBeVisible();
  await shot(page, 'add-account-invalid.png');
  await dialog.getByLabel('User email').fill(grower.email);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, 'Account successfully added to Ag Retailer')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The grower opens the mailed link and grants access.
  const [invitation] = await mailsTo(grower.email);
  const link = invitation?.links[0] ?? '';
  expect(link).toMatch(/\/ag_retailer_invite\/[\w-]+$/);
  const growerContext = await browser.newContext();
  const growerPage = await growerContext.newPage();
  await growerPage.goto(new URL(link).pathname);
  await expect(
    growerPage.getByText('Sam Ortiz of Prairie Ag Supply asks for access to your account'),
  ).toBeVisible();
  await shot(growerPage, 'invite-notice.png');
  await growerPage.getByRole('button', { name: 'Grant access' }).click();
  await expect(growerPage.getByText('Access granted')).toBeVisible();
  await shot(growerPage, 'invite-granted.png');
  // The link works once.
  await growerPage.goto(new URL(link).pathname);
  await expect(
    growerPage.getByText('This invitation link is invalid, was already used or has expired.'),
  ).toBeVisible();

  // The retailer's table now lists the account; God mode login enters it.
  await page.reload();
  const row = table.getByRole('row', { name: /Harper Bottoms/ });
  await expect(row).toBeVisible();
  await expect(accounts.getByText('Total records: 2')).toBeVisible();
  await row.getByRole('link', { name: 'Enter Harper Bottoms in god mode' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('God mode', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Welcome Lee Harper/ })).toBeVisible();
  await expect(page.getByText('Leave god mode before entering another account.')).toHaveCount(0);
  await shot(page, 'god-mode-dashboard.png');

  // The grower sees on their Ag Retailer page that the retailer worked in the account today.
  await signIn(growerPage, grower);
  await growerPage.goto('/ag_retailer');
  const retailerRow = growerPage.getByRole('table', { name: 'Assigned Ag Retailers' }).getByRole('row', {
    name: /Sam Ortiz/,
  });
  await expect(retailerRow).toContainText('Today');
  await shot(growerPage, 'grower-retailers.png');
  await growerContext.close();

  // Leaving god mode returns the retailer to its own account.
  await page.getByRole('button', { name: 'Leave god mode' }).click();
  await expect(page).toHaveURL(/\/ag_retailer$/);
  await expect(page.getByText('God mode', { exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: /Welcome Sam Ortiz/ })).toBeVisible();
});
