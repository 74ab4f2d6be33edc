import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiUrl } from '../playwright.config';
import { confirmCropsAndStart, fillNorthSectionStart } from './field-time';
import { signIn } from './session';

// God mode is attributed: the demo retailer (Sam Ortiz of Prairie Ag Supply, assigned to the demo
// grower by `npm start`'s seed) enters Miller Creek Farms in god mode and starts spraying the
// corn pre-emerge mix on the North Section, beside Hayes' conventional soybeans, in calm air (the
// Enlist program's label forbids that beside a crop 2,4-D injures). Hayes is told live
// that the retailer sprays for the farm, in the product and by mail, and the staff audit log,
// filtered to the retailer, holds the start and the stop in the grower's account.

const retailer = { email: 'retailer@demo.farm', password: 'demo-retailer-2026' };
const hayes = { email: 'neighbor.hayes@demo.farm', password: 'demo-neighbor-2026' };
const staff = { email: 'staff@demo.farm', password: 'demo-staff-2026' };
const sprayedBy = 'Sam Ortiz, Prairie Ag Supply, for Miller Creek Farms';

async function signInElsewhere(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signIn(page, who);
  return page;
}

test('a retailer sprays in god mode: the neighbour and the audit log name the retailer', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const shot = (on: Page, name: string) =>
    on.screenshot({ path: testInfo.outputPath(name), animations: 'disabled' });

  // Hayes waits signed in, on a page without the map.
  const hayesPage = await signInElsewhere(browser, hayes);
  await hayesPage.getByRole('link', { name: 'My Crops' }).click();
  await expect(hayesPage.getByRole('button', { name: 'Spray notices, 0 new' })).toBeVisible();

  // The retailer enters the grower's account from its Grower Accounts table.
  await signIn(page, retailer);
  await page.getByRole('link', { name: 'Grower Accounts' }).click();
  await page.getByRole('link', { name: 'Enter Miller Creek Farms in god mode' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('God mode', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: /^North Section, \d+ fields/ }).click();
  // Noon in Kansas typed in the field's own time, inside the label's hours, in calm air at the boom.
  const dialog = await fillNorthSectionStart(page);
  await confirmCropsAndStart(dialog);
  await expect(page.getByText(/^Spraying started\. [1-9]\d* neighbours? (was|were) told\.$/)).toBeVisible();

  // Hayes hears it live, and the notice names the retailer for the farm, not the grower.
  await hayesPage.bringToFront();
  const toast = hayesPage.locator('.mantine-Notification-root').filter({ hasText: 'Spray drift notice' });
  await expect(toast).toContainText(`${sprayedBy} is spraying atrazine, S-metolachlor, mesotrione`);
  await expect(toast).not.toContainText('Dana Miller');
  await hayesPage.getByRole('button', { name: 'Spray notices, 1 new' }).click();
  await expect(hayesPage.getByRole('dialog').getByText(sprayedBy, { exact: false }).first()).toBeVisible();
  await shot(hayesPage, 'neighbour-inbox-god-mode.png');

  // So does the mail Hayes got (the local outbox of `npm start`).
  const mails = (await (await fetch(`${apiUrl}/dev/mail/?to=${encodeURIComponent(hayes.email)}`)).json()) as {
    subject: string;
    text: string;
  }[];
  expect(mails.find((mail) => mail.subject.startsWith('Spray drift notice'))?.text).toContain(
    `${sprayedBy} started spraying`,
  );

  // The retailer stops; Hayes is told who stopped it.
  await page.bringToFront();
  await page.getByRole('button', { name: 'Stop spraying' }).click();
  await expect(page.getByText('Spraying stopped.')).toBeVisible();
  await hayesPage.bringToFront();
  await expect(
    hayesPage.locator('.mantine-Notification-root').filter({ hasText: `${sprayedBy} stopped spraying` }),
  ).toBeVisible();

  // Staff find both in the audit log, filtered to the person who acted.
  const staffPage = await signInElsewhere(browser, staff);
  await staffPage.getByRole('link', { name: 'Audit log' }).click();
  await staffPage.getByRole('textbox', { name: 'Done by' }).fill(retailer.email);
  await staffPage.getByRole('button', { name: 'Filter' }).click();
  const log = staffPage.getByRole('table', { name: 'Audit log' });
  // Newest first: other specs of the run may have entered this account before; this is the latest.
  const started = log.getByRole('row').filter({ hasText: 'Started spraying' }).first();
  await expect(started).toContainText('Sam Ortiz');
  await expect(started).toContainText('God mode');
  await expect(started).toContainText('Miller Creek Farms');
  await expect(started).toContainText('atrazine, S-metolachlor, mesotrione');
  await expect(log.getByRole('row').filter({ hasText: 'Stopped spraying' }).first()).toContainText(
    'Sam Ortiz',
  );
  await expect(
    log.getByRole('row').filter({ hasText: 'Entered the account in god mode' }).first(),
  ).toContainText('Miller Creek Farms');
  // And by the account: the grower's account shows the same work under the retailer's name.
  await staffPage.getByRole('textbox', { name: 'Done by' }).fill('');
  await staffPage.getByRole('textbox', { name: 'Account' }).fill('grower@demo.farm');
  await staffPage.getByRole('button', { name: 'Filter' }).click();
  await expect(staffPage).toHaveURL(/\/audit\?account=grower%40demo\.farm$/);
  await expect(log.getByRole('row').filter({ hasText: 'Started spraying' }).first()).toContainText(
    'Sam Ortiz',
  );
  await shot(staffPage, 'staff-audit-log.png');
});
