import { expect, test } from '@playwright/test';

// GraphiQL is bundled with the gateway: it loads and shows the schema without any network
// beyond the product itself (Chromium here has no route to a CDN).
test('GraphiQL at /graphql shows the schema', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://localhost:4100')) outside.push(request.url());
  });
  await page.goto('/graphql', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /documentation explorer/i }).click();
  await expect(page.getByText('Root Types')).toBeVisible();
  await page.getByRole('link', { name: 'Query' }).click();
  await expect(page.getByText('securityQuestions')).toBeVisible();
  expect(outside.filter((url) => !url.startsWith('data:') && !url.startsWith('blob:'))).toEqual([]);
});
