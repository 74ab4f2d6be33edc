import { expect, test } from '@playwright/test';
import { signIn, toast } from './session';

// Issue 36: a developer (the demo staff account is a developer too) registers a partner app in
// the web app, copies its client secret from the one place it is ever shown, and subscribes an
// endpoint to webhooks; an endpoint that is not https is refused in the api's words.

test('a developer registers an app, sees its secret once and adds a webhook endpoint', async ({ page }) => {
  const name = `Farm Ledger ${Date.now()}`;
  await signIn(page, { email: 'staff@demo.farm', password: 'demo-staff-2026' });
  await page.getByRole('button', { name: /^Welcome / }).click();
  await page.getByRole('menuitem', { name: 'Developer apps' }).click();
  await expect(page).toHaveURL(/\/developer\/apps$/);

  await page.getByRole('button', { name: 'Register an app' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register an app' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Redirect URIs').fill('https://ledger.example.com/oauth/callback');
  await dialog.getByRole('checkbox', { name: 'fields:read' }).check();
  await dialog.getByRole('checkbox', { name: 'spray:read' }).check();
  await expect(
    dialog.getByText('See your farms and fields, their boundaries, crops and neighbours'),
  ).toBeVisible();
  await dialog.getByRole('radio', { name: 'Confidential' }).check();
  await dialog.getByRole('button', { name: 'Register app' }).click();

  await expect(dialog.getByText('This is the only time it is shown.')).toBeVisible();
  const clientId = await dialog.getByRole('textbox', { name: 'Client id' }).inputValue();
  const secret = await dialog.getByRole('textbox', { name: 'Client secret' }).inputValue();
  expect(clientId).toMatch(/^app_/);
  expect(secret.length).toBeGreaterThan(30);
  await expect(dialog.getByRole('button', { name: 'Copy the client secret' })).toBeVisible();
  await dialog.screenshot({ path: 'test-results/developer-app-secret.png' });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('region', { name });
  await expect(card.getByRole('textbox', { name: 'Client id' })).toHaveValue(clientId);
  await expect(card.getByText('Confidential')).toBeVisible();
  await expect(card.getByRole('list', { name: `Scopes of ${name}` })).toContainText('spray:read');
  // The secret is not shown again, anywhere.
  await expect(page.getByRole('textbox', { name: 'Client secret' })).toHaveCount(0);

  const endpointForm = card.getByRole('form', { name: 'Add a webhook endpoint' });
  await endpointForm.getByLabel('Endpoint URL').fill('http://ledger.example.com/hooks');
  await endpointForm.getByRole('checkbox', { name: 'field.created' }).check();
  await endpointForm.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(endpointForm.getByText('A webhook endpoint must be an https:// URL.')).toBeVisible();
  await expect(card.getByRole('table', { name: 'Webhook endpoints' })).toHaveCount(0);

  await endpointForm.getByLabel('Endpoint URL').fill('https://ledger.example.com/hooks');
  await endpointForm.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(toast(page, 'The webhook endpoint is added.')).toBeVisible();
  await expect(card.getByRole('textbox', { name: 'Signing secret' })).toHaveValue(/^whsec_/);
  const endpoints = card.getByRole('table', { name: 'Webhook endpoints' });
  await expect(endpoints).toContainText('https://ledger.example.com/hooks');
  await expect(endpoints).toContainText('field.created');
  await expect(card.getByText('Nothing has been sent yet.')).toBeVisible();
  await expect(page).toHaveURL(/\/developer\/apps$/);
  await card.screenshot({ path: 'test-results/developer-app-card.png' });
  await expect(page).toHaveURL(/\/developer\/apps$/);
});
