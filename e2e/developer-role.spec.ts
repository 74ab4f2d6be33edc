import { expect, test } from '@playwright/test';
import { registerActiveGrower, signIn, toast } from './session';

// A partner engineer with an ordinary grower account turns on Developer from the profile menu,
// registers an app in Developer apps, and is told why Developer stays on while the app remains;
// staff see the role in their accounts list.

const stillRegistered =
  'Developer cannot be turned off while 1 registered app remains: remove it in Developer apps first, so no connected grower is left with an app nobody manages.';

test('a grower turns on Developer and registers an app', async ({ page, browser }) => {
  const grower = await registerActiveGrower('developer-role', {
    fullName: 'Priya Raman',
    farmName: 'Raman Agronomy Lab',
  });
  await signIn(page, grower);
  const menu = page.getByRole('button', { name: /^Welcome / });
  await menu.click();
  await expect(page.getByRole('menuitem', { name: 'Developer apps' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Developer', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Developer' });
  await expect(
    dialog.getByText(
      'A developer account can register apps that other growers can connect to their accounts.',
    ),
  ).toBeVisible();
  const developer = dialog.getByRole('switch', { name: 'Developer' });
  await expect(developer).not.toBeChecked();
  await dialog.screenshot({ path: 'test-results/developer-role-off.png', animations: 'disabled' });
  // The switch follows the api's answer, so it turns on once the role is granted.
  await developer.click();
  await expect(toast(page, 'Developer is on. Register your apps in Developer apps.')).toBeVisible();
  await expect(developer).toBeChecked();
  await dialog.getByRole('button', { name: 'Open Developer apps' }).click();
  await expect(page).toHaveURL(/\/developer\/apps$/);
  await expect(page.getByText('You have not registered an app yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Register an app' }).click();
  const register = page.getByRole('dialog', { name: 'Register an app' });
  await register.getByLabel('Name').fill('Raman Scout');
  await register.getByLabel('Redirect URIs').fill('https://scout.raman.example/callback');
  await register.getByRole('checkbox', { name: 'fields:read' }).check();
  await register.getByRole('button', { name: 'Register app' }).click();
  await expect(register.getByRole('textbox', { name: 'Client id' })).toHaveValue(/^app_/);
  await register.getByRole('button', { name: 'Done' }).click();
  const card = page.getByRole('region', { name: 'Raman Scout' });
  await expect(card.getByText('Public')).toBeVisible();

  // Off is refused while the app remains: its growers would be left with an app nobody manages.
  await menu.click();
  await expect(page.getByRole('menuitem', { name: 'Developer apps' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Developer', exact: true }).click();
  await developer.click();
  await expect(dialog.getByText(stillRegistered)).toBeVisible();
  await expect(developer).toBeChecked();
  await dialog.screenshot({ path: 'test-results/developer-role-refused.png', animations: 'disabled' });

  // Staff see the role in their accounts list, where they can turn it on or off: not off here either.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, { email: 'staff@demo.farm', password: 'demo-staff-2026' });
  await staff.goto(`/accounts?search=${encodeURIComponent(grower.email)}`);
  const role = staff.getByRole('switch', { name: 'Developer: Raman Agronomy Lab' });
  await expect(role).toBeChecked();
  await staff.screenshot({ path: 'test-results/developer-role-staff.png', fullPage: true });
  await role.click();
  await expect(toast(staff, stillRegistered)).toBeVisible();
  await expect(role).toBeChecked();
  await staffContext.close();
});
