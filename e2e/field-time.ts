import { expect, type Locator, type Page } from '@playwright/test';

// The start form reads a typed time in the field's own zone (the demo region is in Kansas,
// America/Chicago), whatever the browser's zone: tests type the field's wall clock.

/** Noon in Kansas (18:00 UTC), today's or yesterday's, as Kansas's clock shows it: '2026-06-15T13:00'. */
export function kansasNoonWallClock(now = new Date()): string {
  const at = new Date(now);
  at.setUTCHours(18, 0, 0, 0);
  if (at.getTime() > now.getTime()) at.setUTCDate(at.getUTCDate() - 1);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Chicago',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/**
 * Starting the corn pre-emerge mix on North Section asks first: it injures two of the crops being
 * sprayed (atrazine and mesotrione the Xtend soybean of Section 12 east, S-metolachlor and
 * mesotrione the sorghum of Section 12 west), which the applicator confirms, in the label check's
 * words, before it starts.
 */
export async function confirmCropsAndStart(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Start spraying' }).click();
  const confirm = dialog.getByTestId('spray.confirm-forecast');
  await expect(confirm).toContainText('the crop being sprayed');
  await confirm
    .getByRole('checkbox', { name: 'I checked the conditions at the field and start anyway' })
    .check();
  await dialog.getByRole('button', { name: 'Start anyway' }).click();
}

/**
 * Opens Start spraying for North Section (its farm card already open) and fills it as the demo's
 * applicator does: the corn pre-emerge mix, noon in Kansas typed in the field's own time, calm air
 * (0 mph, from S) and 72 °F measured at the boom. Returns the dialog, not yet sent: the caller
 * confirms and starts it (confirmCropsAndStart), after a screenshot if it takes one.
 */
export async function fillNorthSectionStart(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Start spraying' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start spraying North Section' });
  await dialog.getByRole('combobox', { name: 'Tank mix' }).click();
  await page.getByRole('option', { name: 'Corn pre-emerge' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Section 12 east' })).toBeChecked();
  await dialog.getByLabel('Start time').fill(kansasNoonWallClock());
  await dialog.getByLabel('Wind speed (mph)').fill('0');
  await dialog.getByRole('combobox', { name: 'Wind from' }).click();
  await page.getByRole('option', { name: 'S', exact: true }).click();
  await dialog.getByLabel('Air temperature (°F)').fill('72');
  // Out of the last box, so its value is taken before anything reads the form.
  await dialog.getByRole('heading', { name: 'Start spraying North Section' }).click();
  return dialog;
}
