import { type Browser, expect, type Page, test } from '@playwright/test';
import { confirmCropsAndStart, fillNorthSectionStart } from './field-time';
import { signIn, signInAsDemoGrower } from './session';

// A grower starts spraying from the Dashboard: the top bar says 'Currently spraying' in every
// tab of theirs, and a neighbour whose crop in the spray's drift zone would be injured gets the
// notice live in another browser. The neighbours are the demo neighbours `npm start` seeds beside
// the grower's farms (api/src/seed/demo-neighbours.ts): Hayes' conventional soybeans lie beside
// the North Section's Section 12 east, and the corn pre-emerge mix (atrazine, S-metolachlor,
// mesotrione) injures them. The start is recorded at the last noon in Kansas, in calm air measured
// at the boom, so the drift zone surrounds the fields; no label in labels.json speaks for that tank.
// (Not the Enlist program: its label forbids spraying while the wind, calm air included, may carry
// toward an adjacent crop 2,4-D injures, as Hayes' soybeans are.) Both neighbours wait signed in,
// and the one the product tells must see it live.

const neighbours = [
  { email: 'neighbor.brandt@demo.farm', password: 'demo-neighbor-2026' },
  { email: 'neighbor.hayes@demo.farm', password: 'demo-neighbor-2026' },
];

async function signInElsewhere(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signIn(page, who);
  return page;
}

test('a grower starts spraying and a neighbour in another browser sees the notice', async ({
  page,
  browser,
}, testInfo) => {
  // Four signed-in pages, two of them with the map, in software WebGL on a shared machine.
  test.setTimeout(300_000);
  const shot = (on: Page, name: string) =>
    on.screenshot({ path: testInfo.outputPath(name), animations: 'disabled' });

  // Each neighbour is signed in and waiting, in a browser of their own, on a page without the
  // map (notices reach every page; software WebGL on this machine is slow with several maps).
  const waiting: Page[] = [];
  for (const neighbour of neighbours) {
    const neighbourPage = await signInElsewhere(browser, neighbour);
    await neighbourPage.getByRole('link', { name: 'My Crops' }).click();
    await expect(neighbourPage.getByRole('button', { name: 'Spray notices, 0 new' })).toBeVisible();
    waiting.push(neighbourPage);
  }

  await signInAsDemoGrower(page);
  await page.getByRole('button', { name: /^North Section, \d+ fields/ }).click();
  // Noon in Kansas typed in the field's own time, inside the label's hours, in calm air at the boom.
  const dialog = await fillNorthSectionStart(page);
  await shot(page, 'start-spraying.png');
  await confirmCropsAndStart(dialog);
  // At least one demo neighbour has a field the spray injures inside its drift zone.
  await expect(page.getByText(/^Spraying started\. [1-9]\d* neighbours? (was|were) told\.$/)).toBeVisible();

  // The neighbour told gets the notice live: the product and the time, and their field at risk.
  // Looked for at once: the toast closes by itself after a few seconds.
  const driftToast = (on: Page) =>
    on.locator('.mantine-Notification-root').filter({ hasText: 'Spray drift notice' });
  let neighbourPage: Page | undefined;
  await expect
    .poll(async () => {
      for (const waiter of waiting) if ((await driftToast(waiter).count()) > 0) neighbourPage = waiter;
      return neighbourPage !== undefined;
    })
    .toBe(true);
  if (!neighbourPage) throw new Error('no demo neighbour was told');
  await neighbourPage.bringToFront();
  const toast = driftToast(neighbourPage);
  await expect(toast).toContainText(
    /is spraying atrazine, S-metolachlor, mesotrione \(Group 5, Group 15, Group 27\) from (12|1) PM C[SD]T\./,
  );
  const atRisk = /At risk: Hayes west 40 \(soybean - Conventional\)/;
  await expect(toast).toContainText(atRisk);
  await shot(neighbourPage, 'neighbour-notice.png');
  await neighbourPage.getByRole('button', { name: 'Spray notices, 1 new' }).click();
  await expect(
    neighbourPage
      .getByRole('dialog')
      .getByText(/Hayes west 40/)
      .first(),
  ).toBeVisible();
  await shot(neighbourPage, 'neighbour-inbox.png');

  await page.bringToFront();
  const topBar = page.getByRole('status', { name: 'Currently spraying' });
  await expect(topBar).toContainText('Currently spraying');
  await expect(topBar).toContainText('Group 5 (Photosystem II inhibitors): atrazine');
  await shot(page, 'currently-spraying.png');
  // Another tab of the grower's shows it too, and hears live when it stops (below).
  const secondTab = await page.context().newPage();
  await secondTab.goto('/dashboard');
  await expect(secondTab.getByRole('status', { name: 'Currently spraying' })).toContainText('Group 5');

  // Stopping clears the top bar in both of the grower's tabs.
  await page.bringToFront();
  await page.getByRole('button', { name: 'Stop spraying' }).click();
  await expect(page.getByText('Spraying stopped.')).toBeVisible();
  await expect(topBar).toHaveCount(0);
  await secondTab.bringToFront();
  await expect(secondTab.getByRole('status', { name: 'Currently spraying' })).toHaveCount(0);
});
