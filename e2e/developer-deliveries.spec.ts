import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { signIn, toast } from './session';

// Issue 53 item 4: a developer edits a registered app (its settings refused in the api's words
// beside the inputs, then saved), sends a test event to a webhook receiver on this machine, reads
// each attempt and the payload, and sends a failed delivery again. The e2e product fails a
// delivery after 20 s of retries (WEBHOOK_RETRY_WINDOW_SECONDS in playwright.config.ts).

/** A receiver on this machine's loopback that answers each post with the next status given. */
async function receiver() {
  const statuses: number[] = [];
  let otherwise = 204;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.statusCode = statuses.shift() ?? otherwise;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    answer: (...next: number[]) => statuses.push(...next),
    answerEveryTime: (status: number) => {
      otherwise = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function openDeveloperApps(page: Page) {
  await page.getByRole('button', { name: /^Welcome / }).click();
  await page.getByRole('menuitem', { name: 'Developer apps' }).click();
  await expect(page).toHaveURL(/\/developer\/apps$/);
}

test('a developer edits an app, tests its webhook, reads each attempt and sends a failed delivery again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Nothing leaves this machine: a logo's address is never fetched.
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
  const hooks = await receiver();
  const name = `Crop Diary ${Date.now()}`;
  await signIn(page, { email: 'staff@demo.farm', password: 'demo-staff-2026' });
  await openDeveloperApps(page);

  await page.getByRole('button', { name: 'Register an app' }).click();
  const register = page.getByRole('dialog', { name: 'Register an app' });
  await register.getByLabel('Name').fill(name);
  await register.getByLabel('Redirect URIs').fill('https://diary.example.com/callback');
  await register.getByRole('checkbox', { name: 'fields:read' }).check();
  await register.getByRole('button', { name: 'Register app' }).click();
  await register.getByRole('button', { name: 'Done' }).click();

  // Edit: what registering refuses is refused here too, beside the input it names.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(edit.getByLabel('Name')).toHaveValue(name);
  await expect(edit.getByLabel('Redirect URIs')).toHaveValue('https://diary.example.com/callback');
  await edit.getByLabel('Redirect URIs').fill('https://10.0.0.8/callback');
  await edit.getByLabel('Logo URL').fill('http://diary.example.com/logo.png');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByText('https://10.0.0.8/callback names an internal address.')).toBeVisible();
  await expect(edit.getByText('The logo must be an https URL.')).toBeVisible();

  const renamed = `${name} Pro`;
  await edit.getByLabel('Name').fill(renamed);
  await edit.getByLabel('Logo URL').fill('');
  await edit
    .getByLabel('Redirect URIs')
    .fill('https://diary.example.com/callback\nhttp://127.0.0.1/callback');
  await edit.getByRole('checkbox', { name: 'reports:read' }).check();
  await expect(edit.getByText(/asked to allow reports:read the next time they sign in/)).toBeVisible();
  await edit.screenshot({ path: 'test-results/developer-app-edit.png' });
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, `${renamed} is saved.`)).toBeVisible();
  await expect(edit).toBeHidden();
  const card = page.getByRole('region', { name: renamed });
  await expect(card.getByRole('list', { name: `Redirect URIs of ${renamed}` })).toContainText(
    'http://127.0.0.1/callback',
  );
  await expect(card.getByRole('list', { name: `Scopes of ${renamed}` })).toContainText('reports:read');

  const endpointForm = card.getByRole('form', { name: 'Add a webhook endpoint' });
  await endpointForm.getByLabel('Endpoint URL').fill(hooks.url);
  await endpointForm.getByRole('checkbox', { name: 'field.created' }).check();
  await endpointForm.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(toast(page, 'The webhook endpoint is added.')).toBeVisible();

  // A test event the receiver refuses once, then takes on the retry 5 s later.
  hooks.answer(500, 204);
  await card.getByRole('button', { name: `Send test event to ${hooks.url}` }).click();
  await expect(toast(page, 'A test event is on its way to the endpoint')).toBeVisible();
  const deliveries = card.getByRole('table', { name: 'Webhook deliveries' });
  const delivered = deliveries.getByRole('row').filter({ hasText: 'webhook.test' }).first();
  await expect(delivered).toContainText('Delivered', { timeout: 30_000 });
  await expect(delivered.getByRole('cell').nth(2)).toHaveText('2');
  await expect(delivered).toContainText('HTTP 204');

  await delivered.getByRole('button', { name: /^Details of webhook\.test/ }).click();
  const details = page.getByRole('dialog', { name: 'Delivery of webhook.test' });
  const attempts = details.getByRole('table', { name: 'Attempts' });
  await expect(attempts.getByRole('row')).toHaveCount(3);
  await expect(attempts.getByRole('row').nth(1)).toContainText('HTTP 500');
  await expect(attempts.getByRole('row').nth(2)).toContainText('HTTP 204');
  await expect(details.getByText('"type": "webhook.test"')).toBeVisible();
  // "Last sent" is the attempt that got through, not the first one.
  const secondSent = await attempts.getByRole('row').nth(2).getByRole('cell').nth(1).textContent();
  const firstSent = await attempts.getByRole('row').nth(1).getByRole('cell').nth(1).textContent();
  expect(secondSent).not.toBe(firstSent);
  await details.screenshot({ path: 'test-results/developer-delivery-details.png' });
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(delivered.getByRole('cell').nth(5)).toHaveText(secondSent ?? '');

  // A test event the receiver refuses until its 20 s run out: failed, then sent again by hand.
  hooks.answerEveryTime(500);
  await card.getByRole('button', { name: `Send test event to ${hooks.url}` }).click();
  const failed = deliveries.getByRole('row').filter({ hasText: 'Failed' });
  await expect(failed).toHaveCount(1, { timeout: 45_000 });
  await card.screenshot({ path: 'test-results/developer-deliveries.png' });
  hooks.answerEveryTime(204);
  await failed.getByRole('button', { name: /^Send again: webhook\.test/ }).click();
  await expect(toast(page, 'The delivery is sent again now.')).toBeVisible();
  await expect(deliveries.getByRole('row').filter({ hasText: 'Failed' })).toHaveCount(0, { timeout: 30_000 });
  await expect(deliveries.getByRole('row').filter({ hasText: 'Delivered' })).toHaveCount(2);
  await hooks.close();
});
