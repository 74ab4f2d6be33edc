import { expect, type Page, test } from '@playwright/test';
import { signInAsDemoGrower } from './session';

// The catalogue as the demo grower meets it: crops bring their traits, a crop keeps a trait,
// and a tank mix says which crops it would injure, refuses a name twice, and can be deleted.

/** Each screen's guided tour shows until finished; these tests are about the screens behind it. */
async function closeTour(page: Page) {
  const tour = page.getByRole('dialog', { name: /^Tutorial/ });
  if (await tour.isVisible()) {
    await tour.getByRole('button', { name: 'Close tutorial' }).click();
    await page.getByRole('button', { name: 'Disable' }).click();
    await expect(tour).toHaveCount(0);
  }
}

const toast = (page: Page, message: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: message });

test('a grower adds a crop and finds its traits added', async ({ page }, testInfo) => {
  await signInAsDemoGrower(page);
  await page.getByRole('link', { name: 'My Crops' }).click();
  await expect(page.getByRole('checkbox', { name: 'corn' })).toBeVisible();
  await page.getByRole('tab', { name: 'Add Crops' }).click();
  await page.getByLabel('Search crops').fill('sunflower');
  await page.getByRole('checkbox', { name: 'sunflower' }).check();
  await page.getByRole('button', { name: 'Add selected (1)' }).click();
  await expect(toast(page, 'Crop successfully added!')).toBeVisible();
  // After adding, the list of my crops again.
  await expect(page.getByRole('tab', { name: 'My Crops' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('checkbox', { name: 'sunflower' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('my-crops.png') });

  await page.getByRole('link', { name: 'Traits' }).click();
  await page.getByRole('button', { name: 'Close tutorial' }).click();
  await expect(page.getByRole('dialog', { name: 'Disable tutorial' })).toContainText(
    'Are you sure you want to disable all tutorials? This action cannot be undone.',
  );
  await page.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByRole('dialog', { name: /^Tutorial/ })).toHaveCount(0);
  for (const trait of ['sunflower - Conventional', 'sunflower - Clearfield', 'sunflower - ExpressSun'])
    await expect(page.getByRole('checkbox', { name: trait })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('traits.png') });
});

test("a grower cannot remove all of a crop's traits", async ({ page }, testInfo) => {
  await signInAsDemoGrower(page);
  await page.goto('/traits');
  await expect(page.getByRole('checkbox', { name: 'wheat - Conventional' })).toBeVisible();
  await closeTour(page);
  await page.getByLabel('Search traits').fill('wheat');
  await page.getByRole('button', { name: 'Select all' }).click();
  await page.getByRole('button', { name: /^Remove selected/ }).click();
  await expect(
    toast(page, "You can't remove all traits for a crop! Consider removing crop instead."),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('all-traits-refused.png') });
  // Nothing was removed: the wheat traits are all still there.
  await page.reload();
  await page.getByLabel('Search traits').fill('wheat');
  await expect(page.getByRole('checkbox', { name: /^wheat - / })).toHaveCount(3);

  // One of them may go.
  await page.getByRole('checkbox', { name: 'wheat - CoAXium' }).check();
  await page.getByRole('button', { name: 'Remove selected (1)' }).click();
  await expect(toast(page, 'Trait successfully removed!')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^wheat - / })).toHaveCount(2);
});

test('a grower builds a tank mix, sees whose crops it would injure, and cannot reuse its name', async ({
  page,
}, testInfo) => {
  await signInAsDemoGrower(page);
  await page.goto('/tank_mix');
  const myHerbicides = page.getByTestId('mix.my-herbicides');
  await expect(myHerbicides.getByRole('checkbox', { name: /^Group 4 ·/ })).toBeVisible();
  await closeTour(page);
  await myHerbicides.getByRole('checkbox', { name: /^Group 4 ·/ }).check();
  await myHerbicides.getByRole('checkbox', { name: /^Group 9 ·/ }).check();
  await page.getByRole('button', { name: 'Move into the mix' }).click();
  const mix = page.getByTestId('mix.working');
  await expect(mix.getByRole('checkbox', { name: /^Group 4 ·/ })).toBeVisible();
  // Group 4 stands for all of its actives until the grower says which is in the tank.
  await mix.getByRole('combobox', { name: 'Actives of Group 4 in the tank' }).click();
  await page.getByRole('option', { name: /^dicamba/ }).click();
  await page.keyboard.press('Escape');
  const warnings = mix.getByRole('alert').filter({ hasText: 'Neighbor compatibility' });
  await expect(warnings).toContainText("Neighbors' crops");
  const more = warnings.getByRole('button', { name: /^Show \d+ more$/ });
  if (await more.isVisible()) await more.click();
  await expect(warnings).toContainText('This mix would injure soybean - Enlist E3 (dicamba)');
  await mix.getByLabel('Mix name').fill('Pasture burndown');
  await page.screenshot({ path: testInfo.outputPath('mix-warning.png') });
  await mix.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Tank Mix successfully created!')).toBeVisible();
  // Create clears the working mix and its name.
  await expect(mix.getByLabel('Mix name')).toHaveValue('');
  await expect(page.getByRole('article', { name: 'Tank mix Pasture burndown' })).toBeVisible();

  await myHerbicides.getByRole('checkbox', { name: /^Group 15 ·/ }).check();
  await page.getByRole('button', { name: 'Move into the mix' }).click();
  await mix.getByLabel('Mix name').fill('PASTURE Burndown');
  await mix.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Tank Mix with this name already exists')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('mix-duplicate.png') });
  await expect(page.getByRole('article', { name: /^Tank mix / })).toHaveCount(4);
});

test('a grower deletes a tank mix after saying yes', async ({ page }, testInfo) => {
  await signInAsDemoGrower(page);
  await page.goto('/tank_mix');
  await expect(page.getByRole('article', { name: 'Tank mix Corn pre-emerge', exact: true })).toBeVisible();
  await closeTour(page);
  // A mix of its own to delete: the demo's mixes are the ones other specs start sprays with.
  await page
    .getByTestId('mix.my-herbicides')
    .getByRole('checkbox', { name: /^Group 15 ·/ })
    .check();
  await page.getByRole('button', { name: 'Move into the mix' }).click();
  const working = page.getByTestId('mix.working');
  await working.getByLabel('Mix name').fill('Fence-row cleanup');
  await working.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Tank Mix successfully created!')).toBeVisible();
  const card = page.getByRole('article', { name: 'Tank mix Fence-row cleanup', exact: true });
  await card.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'No', exact: true }).click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete Fence-row cleanup?' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('mix-delete-confirm.png') });
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, 'Tank Mix successfully removed!')).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('article', { name: 'Tank mix Corn pre-emerge', exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);
});
