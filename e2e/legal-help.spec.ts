import { expect, type Page, test } from '@playwright/test';

// Legal and Help as a grower finds them: from the profile menu in the top bar.
async function signInAsDemoGrower(page: Page) {
  await page.goto('/');
  await page.getByLabel('Email').fill('grower@demo.farm');
  await page.getByLabel('Password', { exact: true }).fill('demo-grower-2026');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function openFromProfileMenu(page: Page, item: 'Legal') {
  await page.getByRole('button', { name: /^Welcome / }).click();
  await page.getByRole('menuitem', { name: item }).click();
  const dialog = page.getByRole('dialog', { name: item });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a grower reads the Privacy Policy, Terms of Use and Seed Trait Legal', async ({ page }, testInfo) => {
  await signInAsDemoGrower(page);
  const dialog = await openFromProfileMenu(page, 'Legal');
  const documents = {
    'Privacy Policy': 'privacy',
    'Terms of Use': 'terms',
    'Seed Trait Legal': 'seed-trait-legal',
  };
  for (const [name, file] of Object.entries(documents)) {
    await dialog.getByRole('tab', { name }).click();
    const document = dialog.getByRole('article', { name });
    await expect(document.getByRole('heading', { level: 3, name })).toBeVisible();
    await expect(document.getByText('Last updated: November 2026')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`legal-${file}.png`) });
  }
  await expect(dialog.getByRole('table', { name: 'Trademarks and their owners' })).toContainText(
    'Bayer Group',
  );

  // The end of a long document is reachable inside the modal.
  const lastHeading = dialog.getByRole('heading', { name: '5. The catalog may lag label changes' });
  await lastHeading.scrollIntoViewIfNeeded();
  await expect(lastHeading).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('legal-seed-trait-legal-end.png') });

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('Help opens from the profile menu with the guides, on a dropped connection too', async ({
  page,
  context,
}, testInfo) => {
  await signInAsDemoGrower(page);
  // Help is part of the app: once signed in, it needs no network at all. The profile menu shows
  // with the signed-in frame, whose module carries Help's code (web/src/routes/signedInFrame.ts),
  // so a grower who can see the menu holds Help. The URL alone changes before the frame arrives.
  const profileMenu = page.getByRole('button', { name: /^Welcome / });
  await expect(profileMenu).toBeVisible();
  await context.setOffline(true);
  await profileMenu.click();
  await page.getByRole('menuitem', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/help$/);
  for (const guide of [
    'Claim a field',
    'Draw a field',
    'Merge fields',
    'Build a tank mix',
    'Save a report',
    'Start spraying',
  ])
    await expect(page.getByRole('article', { name: guide })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Claim a field' })).toContainText('press Claim field');
  // No video link unless the videos are configured (VITE_HELP_VIDEOS_URL).
  await expect(page.getByRole('link', { name: 'Our how-to videos' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('help.png') });

  await page
    .getByRole('navigation', { name: 'Guides' })
    .getByRole('link', { name: 'Start spraying' })
    .click();
  await expect(page.getByRole('article', { name: 'Start spraying' })).toBeInViewport();
  await page.getByRole('button', { name: 'Why does Tank Mix warn that a mix would injure a crop?' }).click();
  await expect(page.getByText(/guidance, not a label/)).toBeVisible();
  await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await page.screenshot({ path: testInfo.outputPath('help-end.png'), fullPage: true });
  await context.setOffline(false);
});

test('the Terms linked from registration are the same Terms of Use as in Legal', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Ada Prairie');
  await page.getByLabel('Email').fill(`terms.${Date.now()}@example.com`);
  await page.getByLabel('Farm name').fill('Prairie Creek Farm');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Terms of Use' }).click();
  const dialog = page.getByRole('dialog', { name: 'Legal' });
  await expect(dialog.getByRole('tab', { name: 'Terms of Use' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('article', { name: 'Terms of Use' })).toContainText(
    'Claim or draw only fields you own',
  );
});
