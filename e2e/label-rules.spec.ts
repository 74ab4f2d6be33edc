import { expect, type Page, test } from '@playwright/test';
import { fakeNwsPort, labelInstanceUrl } from '../playwright.config';
import { labelInstanceReady } from './label-instance';
import { signInAsDemoGrower } from './session';

// A label limit is a rule, not a score. On the instance whose forecast is made for this test
// (e2e/fake-nws.ts: 15 mph all day but for three hours around noon in Kansas at 2, 5 and 11 mph,
// wind from the south), the demo grower plans the Xtend mix (dicamba + glyphosate) on Section 12
// east, Xtend soybean: over-the-top dicamba is labelled for it. The stamped Stryax label allows
// 3–10 mph only: the one spray window is the 5 mph hour, and a start measured at 12 mph is
// refused in the label's words.
test.use({ baseURL: labelInstanceUrl });

test.beforeAll(async () => {
  // Started by the global setup while the other specs ran; seeding its 20,000 fields takes minutes.
  test.setTimeout(330_000);
  await labelInstanceReady(300_000);
});

const fakeNws = `http://127.0.0.1:${fakeNwsPort}`;
const setScenario = (hotDayAfter: boolean) =>
  fetch(`${fakeNws}/scenario`, { method: 'POST', body: JSON.stringify({ hotDayAfter }) }).then((answer) => {
    if (!answer.ok) throw new Error(`the fake NWS answered ${answer.status}`);
  });

async function planXtendMix(page: Page) {
  await signInAsDemoGrower(page);
  const farm = page.getByRole('button', { name: /^North Section, \d+ fields/ });
  await farm.click();
  await expect(farm).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('combobox', { name: 'Planned spray' }).click();
  await page.getByRole('option', { name: 'Soybean post (Xtend)' }).click();
  const field = page.getByRole('button', { name: 'Show Section 12 east on the map' });
  return field.locator('xpath=../..').getByTestId('spray.status');
}

test('a dicamba plan over a forecast whose next day reaches 96°F offers no window on either day', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await setScenario(true);
  try {
    const status = await planXtendMix(page);
    // The 5 mph hour at 70°F would be the window; the label reads the day after's forecast high.
    await expect(status).toContainText('No spray window in the forecast', { timeout: 30_000 });
    await expect(status).not.toContainText('Next window');
    await page.screenshot({ path: testInfo.outputPath('label-hot-day-after.png') });
  } finally {
    await setScenario(false);
  }
});

test('a dicamba plan is offered no hour the label forbids, and a 12 mph start is refused', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const status = await planXtendMix(page);
  // The 5 mph hour at noon would be a window by wind alone (and 11 AM – 2 PM if the score decided),
  // but the wind blows from the south all day, toward the conventional soybean north of the
  // field, which dicamba injures: the label says stop, so no hour of the forecast is offered.
  await expect(status).toContainText('No spray window in the forecast', { timeout: 30_000 });
  await expect(status).toContainText(
    'soybean – Conventional downwind. DO NOT apply if sensitive plants are planted on an adjacent downwind field or area.',
  );
  // Now the wind is 15 mph: not allowed, in the label's words.
  await expect(status).toContainText(
    'Not allowed now: wind 15 mph. Apply when wind speed, measured at boom height, is between 3-10 mph. DO NOT apply if wind speed is below 3 mph or above 10 mph.',
  );
  await expect(status.getByTestId('spray.index')).toHaveAttribute(
    'aria-label',
    /, not allowed by the label$/,
  );
  await page.screenshot({ path: testInfo.outputPath('label-window.png') });

  await page.getByRole('button', { name: 'Start spraying' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start spraying North Section' });
  await dialog.getByRole('combobox', { name: 'Tank mix' }).click();
  await page.getByRole('option', { name: 'Soybean post (Xtend)' }).click();
  await dialog.getByLabel('Wind speed (mph)').fill('12');
  await dialog.getByRole('combobox', { name: 'Wind from' }).click();
  await page.getByRole('option', { name: 'S', exact: true }).click();
  await dialog.getByLabel('Air temperature (°F)').fill('70');
  await dialog.getByRole('button', { name: 'Start spraying' }).click();
  await expect(dialog).toContainText(
    'Not allowed by the Engenia, Stryax, Tavium label: wind 12 mph: Apply when wind speed, measured at boom height, is between 3-10 mph. DO NOT apply if wind speed is below 3 mph or above 10 mph.',
  );
  await page.screenshot({ path: testInfo.outputPath('label-refused.png') });
  // Nothing was started.
  await expect(page.getByRole('status', { name: 'Currently spraying' })).toHaveCount(0);
});
