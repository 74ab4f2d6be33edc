import { expect, test } from '@playwright/test';
import { signInAsDemoGrower } from './session';

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Each line whole, as the app words it (web/src/features/spray-safety/wording.ts, and the api's
// sprayability.ts for the reasons), so a line of any other text fails. The demo region is in
// Kansas: Central time.
const clock = String.raw`\d{1,2}(:\d{2})? [AP]M`;
const weekday = '(today|Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const windowLine = new RegExp(
  `^(Spray window: now – ${clock} C[SD]T|Next window: ${weekday} ${clock} – ${clock} C[SD]T|No spray window in the forecast: .+ (break|breaks) a label rule.*|No spray window in the forecast: (all|the other) .+ under 70, the best \\d+.*)$`,
);
const reason = [
  '[a-z][a-z ]* – [^,]+(, [a-z][a-z ]* – [^,]+)* downwind',
  String.raw`wind \d+ mph`,
  String.raw`wind under \d+ mph \(\d+ mph\)`,
  'inversion risk: (light wind )?outside 1 h after sunrise to 2 h before sunset',
  String.raw`chance of rain \d+%`,
  String.raw`heat \d+°F`,
].join('|');
const explanation = (index: string) => new RegExp(`^${index}: (no concerns|(${reason})(, (${reason}))*)$`);

// The demo grower plans a spray on the Dashboard and sees, for each field, the sprayability
// index explained on hover, the weather labelled as the sample forecast, and on the map the
// field's drift zone with the neighbours coloured by the plan.
test('a grower sees a field’s sprayability, explained, and its drift zone on the map', async ({
  page,
}, testInfo) => {
  // The map's software WebGL makes every step slow on a busy machine.
  test.setTimeout(240_000);
  await signInAsDemoGrower(page);
  const farm = page.getByRole('button', { name: /^Miller Creek Farms, \d+ fields/ });
  await farm.click();
  await expect(farm).toHaveAttribute('aria-expanded', 'true');

  // Plan the Xtend program: its dicamba injures the Enlist E3 soybean next door.
  await page.getByRole('combobox', { name: 'Planned spray' }).click();
  await page.getByRole('option', { name: 'Soybean post (Xtend)' }).click();
  await expect(page.getByRole('combobox', { name: 'Planned spray' })).toHaveValue('Soybean post (Xtend)');

  const schoolhouse = page.getByRole('button', { name: 'Show Schoolhouse quarter on the map' });
  const status = schoolhouse.locator('xpath=../..').getByTestId('spray.status');
  const index = status.getByTestId('spray.index');
  await expect(index).toHaveText(/^\d{1,3}$/, { timeout: 30_000 });
  await expect(status.getByText(/^\d+°F · (wind [NESW]{1,3} \d+ mph|calm) · rain \d+%$/)).toBeVisible();
  await expect(status.getByText('Sample forecast')).toBeVisible();
  await expect(status.getByText(windowLine)).toBeVisible();

  // Hover explains the number: '42: soybean – Enlist E3 downwind, wind 12 mph'.
  const value = (await index.textContent()) ?? '';
  await index.hover();
  // The mouse may still rest on another explained line (a label's citation, say), whose
  // tooltip stays open beside this one: the number's own tooltip is the one that starts with it.
  const tooltip = page.getByRole('tooltip').filter({ hasText: new RegExp(`^${value}: `) });
  await expect(tooltip).toHaveText(explanation(value));
  // The label's verdict is said beside the number: an hour the label forbids is never 'good'.
  const explained = `Sprayability ${(await tooltip.textContent()) ?? ''}`;
  await expect(index).toHaveAttribute(
    'aria-label',
    new RegExp(`^${literally(explained)}(, not allowed by the label)?$`),
  );

  // The field's drift zone on the map, with what the colours mean.
  await schoolhouse.click();
  const legend = page.getByTestId('map.drift-legend');
  await expect(legend).toContainText('Drift zone of Schoolhouse quarter');
  await expect(legend).toContainText(/(Wind from [NESW]{1,3} at \d+ mph|Calm): drift reaches \d+ ft/);
  // The Xtend mix carries dicamba: the zone is never shorter than its label's 240 ft.
  await expect(legend).toContainText(/reaches (2[4-9]\d|[3-9]\d\d|\d{4,}) ft/);
  await expect(legend).toContainText(/Incompatible with the plan: \d+/);
  await expect(legend.getByText('Sample forecast')).toBeVisible();
  await expect(page.getByText(/^[\d,]+ fields loaded nearby$/)).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: testInfo.outputPath('spray-safety.png') });
});
