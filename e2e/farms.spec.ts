import { expect, test } from '@playwright/test';
import { signInAsDemoGrower } from './session';

// The farm sidebar as the demo grower meets it: farms with field counts and acres, a farm's
// fields with their crop and trait, a click that takes the map to a field, and farms added,
// renamed and deleted.
test('a grower finds a field from the farm sidebar', async ({ page }, testInfo) => {
  await signInAsDemoGrower(page);
  const farm = page.getByRole('button', { name: /^Miller Creek Farms, \d+ fields · [\d,]+\.\d{2} ac\.$/ });
  await expect(farm).toBeVisible();
  await expect(page.getByRole('button', { name: /^North Section, \d+ fields/ })).toBeVisible();
  await farm.click();
  await expect(farm).toHaveAttribute('aria-expanded', 'true');
  const creek = page.getByRole('button', { name: 'Show Creek field on the map' });
  await expect(creek).toContainText('soybean - Enlist E3');
  await expect(page.getByRole('button', { name: 'Show Lane pivot on the map' })).toContainText(
    'crop/trait missing',
  );
  await creek.click();
  await expect(page.getByText(/^[\d,]+ fields loaded nearby$/)).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: testInfo.outputPath('farm-sidebar.png') });
});

test('a grower adds, renames and deletes a farm', async ({ page }, testInfo) => {
  await signInAsDemoGrower(page);
  await page.getByRole('button', { name: 'Add Farm' }).click();
  await page.getByLabel('Farm name').fill('River Bottom');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.locator('.mantine-Notification-root').filter({ hasText: 'Farm successfully added!' }),
  ).toBeVisible();
  const added = page.getByRole('button', { name: 'River Bottom, 0 fields · 0.00 ac.' });
  await expect(added).toBeVisible();

  await added.click();
  await expect(page.getByText("What's a farm without a field? Add a field by clicking the")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('empty-farm.png') });
  await added.click();

  await page.getByRole('button', { name: 'Options of River Bottom' }).click();
  await page.getByRole('menuitem', { name: 'Rename Farm' }).click();
  await page.getByLabel('Farm name').fill('River Bottoms');
  await page.getByRole('button', { name: 'Save' }).click();
  const renamed = page.getByRole('button', { name: 'River Bottoms, 0 fields · 0.00 ac.' });
  await expect(renamed).toBeVisible();

  await page.getByRole('button', { name: 'Options of River Bottoms' }).click();
  await page.getByRole('menuitem', { name: 'Delete Farm' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete River Bottoms?' });
  await expect(dialog).toContainText('The farm has no fields.');
  await dialog.getByRole('button', { name: 'Delete farm' }).click();
  await expect(renamed).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Miller Creek Farms/ })).toBeVisible();
});

test("a grower edits a field's crop and trait, then sets crops on several fields at once", async ({
  page,
}, testInfo) => {
  await signInAsDemoGrower(page);
  await page.getByRole('button', { name: /^North Section, \d+ fields/ }).click();
  await page.getByRole('button', { name: 'Options of Old homestead' }).click();
  await page.getByRole('menuitem', { name: 'Edit field' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Old homestead' });
  await dialog.getByRole('combobox', { name: 'Crop' }).click();
  await page.getByRole('option', { name: 'soybean', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Trait' }).click();
  await page.getByRole('option', { name: 'Enlist E3', exact: true }).click();
  await page.screenshot({ path: testInfo.outputPath('edit-field.png') });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('You have successfully updated your field data!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show Old homestead on the map' })).toContainText(
    'soybean - Enlist E3',
  );

  await page.getByRole('button', { name: 'Edit Crop Type/Trait' }).click();
  await page.getByRole('checkbox', { name: 'Select Section 12 west' }).check();
  await page.getByRole('checkbox', { name: 'Select Section 12 east' }).check();
  await page.getByRole('combobox', { name: 'Crop' }).click();
  await page.getByRole('option', { name: 'wheat', exact: true }).click();
  await page.screenshot({ path: testInfo.outputPath('bulk-edit.png') });
  await page.getByRole('button', { name: 'Apply' }).click();
  for (const name of ['Section 12 west', 'Section 12 east'])
    await expect(page.getByRole('button', { name: `Show ${name} on the map` })).toContainText(
      'wheat - Conventional',
    );
});
