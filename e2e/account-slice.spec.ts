import { expect, type Page, test } from '@playwright/test';
import { apiUrl } from '../playwright.config';

// The foundation slice as a grower lives it: register in three steps, open the activation
// link from the mail, land on the dashboard, sign out, sign back in.

type Mail = { to: string; subject: string; links: string[] };

async function activationLink(email: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await fetch(`${apiUrl}/dev/mail/?to=${encodeURIComponent(email)}`);
    const mails = (await response.json()) as Mail[];
    const link = mails[0]?.links.find((url) => url.includes('/auth/users/activate/'));
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no activation mail reached ${email}`);
}

async function expectDashboard(page: Page, fullName: string) {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: `Welcome ${fullName}` })).toBeVisible();
  const navigation = page.getByRole('navigation');
  for (const item of ['Farms', 'My Crops', 'Neighbor Crops', 'Traits', 'Herbicides', 'Tank Mix', 'Reports']) {
    await expect(navigation.getByRole('link', { name: item })).toBeVisible();
  }
}

test('a grower registers, activates from the mailed link and signs in', async ({ page }, testInfo) => {
  const email = `ada.${Date.now()}@Example.com`;
  const fullName = 'Ada Prairie';
  const password = 'wheat-and-soy-2026';

  await page.goto('/register');
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Farm name').fill('Prairie Creek Farm');
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill('not-the-same');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Passwords are not matching')).toBeVisible();

  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('combobox', { name: 'Security question' }).click();
  await page.getByRole('option').first().click();
  await page.getByLabel('Answer').fill('Shep');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(/verification link/i)).toBeVisible();

  // The server lowercases the address; the mail goes to the lowercased one.
  await page.goto(await activationLink(email.toLowerCase()));
  await expect(page.getByText('Your account has been activated successfully!')).toBeVisible();
  await expectDashboard(page, fullName);
  // The first farm exists from registration, and the farm tip introduces the sidebar.
  await expect(page.getByRole('button', { name: 'Prairie Creek Farm, 0 fields · 0.00 ac.' })).toBeVisible();
  const tip = page.getByRole('note', { name: 'Farm tutorial' });
  await expect(tip).toContainText('Add, edit, and view your farms here.');
  await page.screenshot({ path: testInfo.outputPath('dashboard.png'), fullPage: true });
  await tip.getByRole('button', { name: 'Got it' }).click();
  await expect(tip).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: /^Prairie Creek Farm/ })).toBeVisible();
  await expect(tip).toHaveCount(0);

  await page.getByRole('button', { name: `Welcome ${fullName}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.getByText('Invalid e-mail or password')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expectDashboard(page, fullName);
});

test('a narrow window is sent to the welcome page', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByText(/desktop or a tablet in landscape mode/i)).toBeVisible();
});
