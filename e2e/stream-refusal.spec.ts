import { expect, test } from '@playwright/test';
import { signInAsDemoGrower } from './session';

// Issue 50: when the gateway refuses the live spray feeds (429 TOO_MANY_SUBSCRIPTIONS: the
// grower's other tabs hold every stream one person may open), the top bar says so in the
// gateway's own words where 'Currently spraying' would be, and the spray notices say new ones
// are paused; nothing shows live data that is not live.

const message =
  'Too many open subscriptions: one user or app may hold 50 at once on this gateway. Close one to open another.';

test('a grower whose live feeds are refused is told why, where the live line would be', async ({
  page,
}, testInfo) => {
  let refused = 0;
  await page.route('**/graphql/stream', async (route) => {
    refused += 1;
    await route.fulfill({
      status: 429,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ errors: [{ message, extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' } }] }),
    });
  });
  await signInAsDemoGrower(page);
  // The dashboard's top bar: where 'Currently spraying' would be.
  const paused = page.getByRole('alert', { name: 'Live spray updates paused' });
  await expect(paused).toBeVisible({ timeout: 30_000 });
  await expect(paused).toContainText(message);
  await page.screenshot({ path: testInfo.outputPath('live-feeds-refused.png'), animations: 'disabled' });
  // Any page: the spray notices say new ones are paused, and why.
  await page.getByRole('link', { name: 'My Crops' }).click();
  await page.getByRole('button', { name: /^Spray notices/ }).click();
  await expect(page.getByText(`New notices are paused: ${message}`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('notices-refused.png'), animations: 'disabled' });
  expect(refused).toBeGreaterThan(0);
});
