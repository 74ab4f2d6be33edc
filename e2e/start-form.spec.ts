import { expect, type Request, test } from '@playwright/test';
import { kansasNoonWallClock } from './field-time';
import { signInAsDemoGrower } from './session';

// Issue 55, "Starting a spray": the start form reads the time typed in the field's own zone (the
// demo region is in Kansas, America/Chicago), whatever the browser's zone, and shows that zone;
// and it never changes a reading: 200 °F shows the temperature field's own message and sends
// nothing. The browser here is in Tokyo, fifteen hours ahead of Kansas in winter.
test.use({ timezoneId: 'Asia/Tokyo' });

test('a start typed in a Tokyo browser is read in the field’s zone; 200°F is refused at the field and sends nothing', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  // Every StartSpraying the page sends, held here: none reaches the api, so no spray starts and
  // no neighbour of the shared demo instance is told.
  const sent: Request[] = [];
  await page.route('**/graphql', async (route) => {
    // The web sends trusted documents: an operation name and a hash, no query text.
    const posted = route.request().postDataJSON() as { operationName?: string } | null;
    if (posted?.operationName === 'StartSpraying') {
      sent.push(route.request());
      await route.fulfill({ json: { errors: [{ message: 'held by the test' }] } });
      return;
    }
    await route.fallback();
  });

  await signInAsDemoGrower(page);
  await page.getByRole('button', { name: /^North Section, \d+ fields/ }).click();
  await page.getByRole('button', { name: 'Start spraying' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start spraying North Section' });
  await dialog.getByRole('combobox', { name: 'Tank mix' }).click();
  await page.getByRole('option', { name: 'Corn pre-emerge' }).click();
  // The start is typed in the field's time, and says so: Central time, not Tokyo's.
  const start = dialog.getByLabel(/^Start time \(C[SD]T, the field's time\)$/);
  await expect(start).toBeVisible();
  // Noon in Kansas (18:00 UTC), today's or yesterday's, typed as Kansas's clock shows it.
  const now = new Date();
  const noonUtc = new Date(now);
  noonUtc.setUTCHours(18, 0, 0, 0);
  if (noonUtc.getTime() > now.getTime()) noonUtc.setUTCDate(noonUtc.getUTCDate() - 1);
  await start.fill(kansasNoonWallClock(now));
  await dialog.getByLabel('Wind speed (mph)').fill('0');
  await dialog.getByRole('combobox', { name: 'Wind from' }).click();
  await page.getByRole('option', { name: 'S', exact: true }).click();

  // 200 °F: the temperature field's own message, the reading left as typed, nothing sent.
  const temperature = dialog.getByLabel('Air temperature (°F)');
  await temperature.fill('200');
  await dialog.getByRole('button', { name: 'Start spraying' }).click();
  await expect(dialog).toContainText('Give the air temperature measured at boom height, from -40 to 130°F.');
  await expect(temperature).toHaveValue('200');
  await page.screenshot({ path: testInfo.outputPath('start-200-degrees.png') });
  expect(sent).toHaveLength(0);
  await expect(page.getByRole('status', { name: 'Currently spraying' })).toHaveCount(0);

  // 72 °F: the start goes out, as the instant of noon in Kansas (18:00 UTC), not noon in Tokyo.
  await temperature.fill('72');
  await dialog.getByRole('button', { name: 'Start spraying' }).click();
  await expect.poll(() => sent.length).toBe(1);
  const body = sent[0]?.postDataJSON() as { variables: { input: { startedAt?: string } } } | undefined;
  expect(body?.variables.input.startedAt).toBe(noonUtc.toISOString());
  await page.screenshot({ path: testInfo.outputPath('start-field-zone.png') });
});
