import { type Browser, expect, type Page, test } from '@playwright/test';
import { signIn, signInAsDemoGrower } from './session';

// A grower starts spraying from the Dashboard: the top bar says 'Currently spraying' in every
// tab of theirs, and a neighbour whose crop in the spray's drift zone would be injured gets the
// notice live in another browser. The neighbours are the demo neighbours `npm start` seeds beside
// the grower's farms (api/src/seed/demo-neighbours.ts): the Brandts' Enlist E3 soybeans reach over
// the creek into the Miller Creek Farms' Creek field, which dicamba (Group 4) injures. Which way
// the (sample) forecast wind blows decides whose field lies in the drift zone, so both wait
// signed in, and the one the product tells must see it live.

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
  await page.getByRole('button', { name: /^Miller Creek Farms, \d+ fields/ }).click();
  await page.getByRole('button', { name: 'Start spraying' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start spraying Miller Creek Farms' });
  await dialog.getByText('Herbicide groups', { exact: true }).click();
  await dialog.getByPlaceholder('Choose from My Herbicides').click();
  await page.getByRole('option', { name: 'Group 4 (Synthetic auxins)' }).click();
  // The list closed, so the picture shows the fields to be sprayed.
  await dialog.getByRole('heading', { name: 'Start spraying Miller Creek Farms' }).click();
  await expect(page.getByRole('option', { name: 'Group 4 (Synthetic auxins)' })).toHaveCount(0);
  await expect(dialog.getByRole('checkbox', { name: 'Creek field' })).toBeChecked();
  await shot(page, 'start-spraying.png');
  await dialog.getByRole('button', { name: 'Start spraying' }).click();
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
    /is spraying 2,4-D.* and \d+ more \(Group 4\) from \d{1,2}(:\d{2})? [AP]M C[SD]T\./,
  );
  const atRisk =
    /At risk: (Brandt creek bottom|Hayes west 40|Hayes pasture corner) \((soybean|corn) - [^)]+\)/;
  await expect(toast).toContainText(atRisk);
  await shot(neighbourPage, 'neighbour-notice.png');
  await neighbourPage.getByRole('button', { name: 'Spray notices, 1 new' }).click();
  await expect(
    neighbourPage
      .getByRole('dialog')
      .getByText(/Brandt creek bottom|Hayes west 40|Hayes pasture corner/)
      .first(),
  ).toBeVisible();
  await shot(neighbourPage, 'neighbour-inbox.png');

  await page.bringToFront();
  const topBar = page.getByRole('status', { name: 'Currently spraying' });
  await expect(topBar).toContainText('Currently spraying');
  await expect(topBar).toContainText('Group 4 (Synthetic auxins): 2,4-D');
  await shot(page, 'currently-spraying.png');
  // Another tab of the grower's shows it too, and hears live when it stops (below).
  const secondTab = await page.context().newPage();
  await secondTab.goto('/dashboard');
  await expect(secondTab.getByRole('status', { name: 'Currently spraying' })).toContainText('Group 4');

  // Stopping clears the top bar in both of the grower's tabs.
  await page.bringToFront();
  await page.getByRole('button', { name: 'Stop spraying' }).click();
  await expect(page.getByText('Spraying stopped.')).toBeVisible();
  await expect(topBar).toHaveCount(0);
  await secondTab.bringToFront();
  await expect(secondTab.getByRole('status', { name: 'Currently spraying' })).toHaveCount(0);
});
