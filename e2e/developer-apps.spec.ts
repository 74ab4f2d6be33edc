import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signIn, toast } from './session';

// Issue 36: a developer (the demo staff account is a developer too) registers a partner app in
// the web app, copies its client secret from the one place it is ever shown, and subscribes an
// endpoint to webhooks; an endpoint that is not https is refused in the api's words. Then it
// registers a persisted operation (a document the schema refuses is refused beside the input, in
// the validation's words) and removes it.

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

  const operationForm = card.getByRole('form', { name: 'Register an operation' });
  const documentInput = operationForm.getByLabel('GraphQL document');
  await documentInput.fill('query Farms { myFarms { id harvest } }');
  await operationForm.getByRole('button', { name: 'Add operation' }).click();
  await expect(
    operationForm.getByText(
      'This document does not run against the schema: Cannot query field "harvest" on type "Farm".',
    ),
  ).toBeVisible();
  await expect(card.getByRole('table', { name: `Operations of ${name}` })).toHaveCount(0);

  const farms = 'query Farms { myFarms { id name acres } }';
  const hash = createHash('sha256').update(farms).digest('hex');
  await documentInput.fill(farms);
  await operationForm.getByRole('button', { name: 'Add operation' }).click();
  await expect(toast(page, 'Farms is registered: the app can send its hash.')).toBeVisible();
  const operations = card.getByRole('table', { name: `Operations of ${name}` });
  const row = operations.getByRole('row').filter({ hasText: 'Farms' });
  await expect(row).toContainText(hash.slice(0, 12));
  await expect(row.getByText(hash.slice(0, 12))).toHaveAttribute('title', hash);
  await expect(row).toContainText(new Date().toLocaleDateString('en-US', { dateStyle: 'medium' }));
  await expect(documentInput).toHaveValue('');
  await operations.scrollIntoViewIfNeeded();
  await card.screenshot({ path: 'test-results/developer-app-operations.png' });

  await row.getByRole('button', { name: 'Remove Farms' }).click();
  await expect(toast(page, 'Farms is removed: the app can no longer send its hash.')).toBeVisible();
  await expect(operations).toHaveCount(0);
  await expect(card.getByText('No operations yet: register one to send it by hash.')).toBeVisible();
});
