import { expect, type Locator } from '@playwright/test';

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
