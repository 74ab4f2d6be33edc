import { expect, test } from '@playwright/test';
import { watchCspViolations } from './csp';

// GraphiQL is bundled with the gateway: it loads and shows the schema without any network
// beyond the product itself (Chromium here has no route to a CDN), and its editor and workers
// run under the gateway's Content-Security-Policy.
test('GraphiQL at /graphql shows the schema', async ({ page, baseURL }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL ?? '')) outside.push(request.url());
  });
  const cspViolations = watchCspViolations(page);
  await page.goto('/graphql', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /documentation explorer/i }).click();
  await expect(page.getByText('Root Types')).toBeVisible();
  await page.getByRole('link', { name: 'Query' }).click();
  await expect(page.getByText('securityQuestions')).toBeVisible();
  expect(outside.filter((url) => !url.startsWith('data:') && !url.startsWith('blob:'))).toEqual([]);
  // Monaco's editor, whose language workers start with it.
  await expect(page.locator('.monaco-editor').first()).toBeVisible();
  expect(await cspViolations()).toEqual([]);
});
