import { expect, type Page, test } from '@playwright/test';
import { signInAsDemoGrower } from './session';

// The retailers' users sidebar (spec 2): on Dashboard and Reports an Ag Retailer sees its
// grower accounts where a grower sees farms; an account expands to its farms, a chosen farm's
// fields are listed and drawn on the map, read-only, and god mode is the way to change them.
// And on Reports, a grower's field clicked in the farm sidebar is the report's field.

async function signInAsDemoRetailer(page: Page) {
  await page.goto('/');
  await page.getByLabel('Email').fill('retailer@demo.farm');
  await page.getByLabel('Password', { exact: true }).fill('demo-retailer-2026');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
}

test("a retailer opens a grower's farm from the users sidebar and sees its fields on the map", async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(name), animations: 'disabled' });
  await signInAsDemoRetailer(page);

  const sidebar = page.getByRole('complementary', { name: 'Grower accounts' });
  await expect(sidebar.getByRole('heading', { name: 'Grower Accounts' })).toBeVisible({ timeout: 60_000 });
  // The account (named as its first farm, which is listed inside it) by its e-mail.
  const account = sidebar.getByRole('button', { name: /grower@demo\.farm/ });
  await expect(account).toContainText('Miller Creek Farms');
  await account.click();
  await expect(account).toHaveAttribute('aria-expanded', 'true');

  // The farm's summary says how many fields it has; the list shows as many, read-only.
  // Miller Creek Farms: no other spec adds to it, so its fields stay together and the fit stays close
  // (North Section gets a field imported miles away by the neighbours spec).
  const farm = sidebar.getByRole('button', { name: /^Miller Creek Farms, \d+ fields? · / });
  const fieldCount = Number((await farm.getAttribute('aria-label'))?.match(/, (\d+) field/)?.[1]);
  expect(fieldCount).toBeGreaterThan(0);
  await farm.click();
  const fields = sidebar.getByRole('button', { name: /^Show .* on the map$/ });
  await expect(fields).toHaveCount(fieldCount);
  await expect(
    sidebar.getByText('Read-only. Enter the account in god mode to change these fields.'),
  ).toBeVisible();
  await expect(sidebar.getByRole('button', { name: /^Options of/ })).toHaveCount(0);

  // The map is fitted to the whole farm. Earlier specs claim fields into the demo farms miles
  // apart, so the whole farm can be too far out for boundaries to load (a full run showed three
  // counties); a field shown from the list brings the map close enough to load those around it.
  const map = page.getByTestId('map.fields');
  const schoolhouse = sidebar.getByRole('button', { name: 'Show Schoolhouse quarter on the map' });
  await schoolhouse.click();
  await expect(map.getByText(/fields loaded nearby$/)).toBeVisible({ timeout: 60_000 });
  await shot('retailer-sidebar-dashboard.png');

  // Reports has the same sidebar.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(sidebar.getByRole('heading', { name: 'Grower Accounts' })).toBeVisible({ timeout: 60_000 });
  // The farm chosen on the Dashboard is still the one in view, fitted on the smaller map.
  await expect(sidebar.getByRole('button', { name: /grower@demo\.farm/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(fields).toHaveCount(fieldCount);
  await schoolhouse.click();
  await expect(map.getByText(/fields loaded nearby$/)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("Reports are written in a grower's account")).toBeVisible();
  await shot('retailer-sidebar-reports.png');

  // Changing a field means god mode, opened at that field.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Farms' }).click();
  const fieldName =
    (await fields.first().getAttribute('aria-label'))?.replace(/^Show (.*) on the map$/, '$1') ?? '';
  await sidebar.getByRole('link', { name: `Edit ${fieldName} in god mode` }).click();
  await expect(page.getByText('God mode', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: /Welcome Dana Miller/ })).toBeVisible();
  // In god mode the retailer is the grower: the grower's own farm sidebar, not the users sidebar.
  await expect(page.getByRole('heading', { name: 'Farms', exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(sidebar).toHaveCount(0);
  // Entered once: no second attempt refused behind the badge.
  await expect(page.getByText('Leave god mode before entering another account.')).toHaveCount(0);
  await shot('retailer-god-mode-field.png');
  await page.getByRole('button', { name: 'Leave god mode' }).click();
  await expect(page).toHaveURL(/\/ag_retailer$/);
  await expect(page.getByRole('heading', { name: 'Assigned Ag Retailer accounts', level: 2 })).toBeVisible();
});

test('on Reports, a field clicked in the farm sidebar is the field reported on', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await signInAsDemoGrower(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Application Summary Report' })).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole('button', { name: /^Miller Creek Farms, / }).click();
  const field = page.getByRole('button', { name: /^Show .* on the map$/ }).first();
  const name = (await field.getAttribute('aria-label'))?.replace(/^Show (.*) on the map$/, '$1') ?? '';
  await field.click();
  await expect(page.getByRole('combobox', { name: 'Field' })).toHaveValue(name);
  await expect(page.getByRole('form', { name: 'Application Summary Report form' })).toBeVisible({
    timeout: 60_000,
  });
  await page.screenshot({ path: testInfo.outputPath('reports-sidebar-pick.png'), animations: 'disabled' });
});
