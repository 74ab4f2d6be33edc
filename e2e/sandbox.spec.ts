import { expect, test } from '@playwright/test';

// Developers see the Sandbox: the grid of CLU nodes around a point and each node's stream, timed.
test('a developer times a node stream and reads its raw CLU stream in the Sandbox', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await page.getByLabel('Email').fill('staff@demo.farm');
  await page.getByLabel('Password', { exact: true }).fill('demo-staff-2026');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.getByRole('navigation').getByRole('link', { name: 'Sandbox' }).click();
  await expect(page).toHaveURL(/\/sandbox$/);

  await page.getByRole('button', { name: 'Find nodes' }).click();
  const table = page.getByRole('table', { name: 'CLU nodes' });
  // The 3 × 3 nodes around the point, laid out as on the ground.
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('cell')).toHaveCount(9);
  const firstStream = table.getByRole('button', { name: /^Stream node/ }).first();
  await expect(firstStream).toBeVisible();
  await firstStream.click();
  await expect(table).toContainText(/\d+ fields in \d+ batches · first \d+ ms/, { timeout: 30_000 });

  await table
    .getByRole('button', { name: /^Raw GeoJSON/ })
    .first()
    .click();
  const raw = page.getByRole('region', { name: /Raw CLU stream of node/ });
  await expect(raw).toContainText(/Raw CLU stream of node \d+: [\d,]+ features in \d+ batches/, {
    timeout: 30_000,
  });
  await expect(raw.getByRole('link', { name: 'Download GeoJSON' })).toHaveAttribute('download', /\.geojson$/);
  await expect(raw).toContainText('"type": "Feature"');
  await page.screenshot({ path: testInfo.outputPath('sandbox.png'), fullPage: true });
});

test('growers do not see the Sandbox', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Email').fill('grower@demo.farm');
  await page.getByLabel('Password', { exact: true }).fill('demo-grower-2026');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Farms' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Sandbox' })).toHaveCount(0);
});
