import { expect, test } from '@playwright/test';
import { watchCspViolations } from './csp';
import { signInAsDemoGrower } from './session';

// The default map with no network: state lines and names over the whole country, county
// lines and names once zoomed in, all from data the product ships. The names are drawn by
// deck.gl on the canvas; the map lists the ones in view for people who cannot see it.

test('the offline map names the states, then the counties, and fetches nothing from outside', async ({
  page,
  baseURL,
}, testInfo) => {
  const cspViolations = watchCspViolations(page);
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL ?? '') && !url.startsWith('data:') && !url.startsWith('blob:')) {
      outside.push(url);
    }
  });
  await signInAsDemoGrower(page);
  const places = page.getByRole('list', { name: 'Places on the map' });
  await expect(places.getByText('Kansas', { exact: true })).toBeAttached({ timeout: 30_000 });
  await expect(places.getByText('Oklahoma', { exact: true })).toBeAttached();
  await page.screenshot({ path: testInfo.outputPath('states.png') });

  await page.getByRole('combobox', { name: 'Go to place' }).fill('Reno County, KS');
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(places.getByText('Reno County', { exact: true })).toBeAttached({ timeout: 30_000 });
  await expect(places.getByText('Kansas', { exact: true })).not.toBeAttached();
  await page.screenshot({ path: testInfo.outputPath('counties.png') });
  expect(outside).toEqual([]);
  expect(await cspViolations()).toEqual([]);
});
