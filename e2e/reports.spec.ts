import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signInAsDemoGrower } from './session';

// A grower picks a field on Reports, fills the Application Summary Report, is told what is
// missing, saves it, downloads its PDF (rendered here to a PNG and read back), amends it as a
// second version, and prints it as a page.
const require = createRequire(import.meta.url);

async function choose(page: Page, label: string, option: string | RegExp) {
  await page
    .getByRole('combobox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`) })
    .click();
  await page.getByRole('option', { name: option }).click();
}

test('a grower fills, saves, downloads, amends and prints a report', async ({ page }, testInfo) => {
  test.setTimeout(900_000);
  await signInAsDemoGrower(page);
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { name: 'Application Summary Report' })).toBeVisible({
    timeout: 60_000,
  });
  await page.screenshot({ path: testInfo.outputPath('reports-empty.png') });

  await choose(page, 'Field', 'Creek field');
  const form = page.getByRole('form', { name: 'Application Summary Report form' });
  await expect(form).toBeVisible();
  // The first forecast hour is prefilled, the humidity left for the applicator.
  await expect(form.getByRole('textbox', { name: 'Wind direction', exact: true })).toHaveValue(
    /^[NESW]{1,3}$/,
  );
  await expect(form.getByLabel('Humidity (%)')).toHaveValue('');
  await expect(form.getByText(/Prefilled from the Sample forecast/)).toBeVisible();
  await expect(form.getByLabel(/^Certified applicator( \*)?$/)).not.toHaveValue('');

  await form.getByRole('button', { name: 'Save report' }).click();
  await expect(form.getByText('Enter the relative humidity in % (0 to 100).')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('reports-errors.png'), fullPage: true });

  await form.getByLabel('Certification number').fill('KS-C-12345');
  await form.getByLabel(/^Crop or site/).fill('soybean');
  await form.getByRole('radiogroup', { name: 'Sensitive crop registry checked' }).getByLabel('Yes').check();
  await form
    .getByRole('radiogroup', { name: 'Endangered species restrictions checked' })
    .getByLabel('Yes')
    .check();
  await form.getByLabel('Application start').fill('08:30');
  await form.getByLabel('Application stop').fill('10:15');
  await form.getByRole('combobox', { name: 'Product 1' }).fill('Enlist One');
  await page.getByRole('option', { name: 'Enlist One' }).click();
  await expect(form.getByLabel('EPA registration number 1')).toHaveValue('62719-695');
  await form.getByLabel('Use rate 1').fill('32 fl oz/acre');
  await form.getByLabel('Humidity (%)').fill('55');
  await choose(page, 'Nozzle manufacturer', 'TeeJet');
  await choose(page, 'Nozzle type', /^TTI – Turbo TeeJet Induction/);
  await choose(page, 'Nozzle size', /^04 \(red/);
  await choose(page, 'Pump pressure (psi)', '40 psi');
  await form.getByLabel('Boom height (in)').fill('20');
  await choose(page, 'Droplet size class (ASABE S572)', 'Ultra Coarse (UC)');
  await form.getByRole('button', { name: 'Save report' }).click();
  await expect(
    page.locator('.mantine-Notification-root').filter({ hasText: 'The report has been saved.' }),
  ).toBeVisible();

  const saved = page.getByRole('table', { name: 'Saved reports' });
  // Latest application first: the report just saved heads the list.
  await expect(saved.getByRole('row').nth(1)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('reports-saved.png') });

  const download = page.waitForEvent('download');
  await saved
    .getByRole('link', { name: /Download the PDF of report \d+, version 1/ })
    .first()
    .click();
  const file = await download;
  const pdfPath = testInfo.outputPath('report.pdf');
  await file.saveAs(pdfPath);
  const { text, png } = await renderFirstPage(pdfPath);
  writeFileSync(testInfo.outputPath('report-page-1.png'), png);
  expect(text).toContain('Creek field');
  expect(text).toContain('Enlist One');
  expect(text).toContain('62719-695');
  expect(text).toContain('8:30 AM');
  expect(text).toMatch(/Application date: [A-Z][a-z]+ \d{1,2}, \d{4}/);

  // Reopened, a saved report is amended as version 2 with its reason; version 1 stays.
  await saved.getByRole('button', { name: 'Open' }).first().click();
  const amend = page.getByRole('form', { name: 'Application Summary Report form' });
  await expect(amend.getByText('Saving makes version 2.')).toBeVisible();
  await amend.getByLabel('Use rate 1').fill('24 fl oz/acre');
  await amend.getByRole('button', { name: 'Save as version 2' }).click();
  await expect(
    amend.getByText('Say why this report is being changed: the earlier version is kept.'),
  ).toBeVisible();
  await amend.getByLabel('Reason for the change').fill('Rate misread from the controller');
  await amend.getByRole('button', { name: 'Save as version 2' }).click();
  await expect(
    page
      .locator('.mantine-Notification-root')
      .filter({ hasText: 'The report has been amended; the earlier version is kept.' }),
  ).toBeVisible();
  await saved.getByRole('button', { name: '2 versions' }).first().click();
  const history = page.getByRole('dialog', { name: /every version/ });
  await expect(history.getByText('Reason: Rate misread from the controller')).toBeVisible();
  await expect(history.getByText('Version 1', { exact: true })).toBeVisible();
  // Version 1's file is the one downloaded before version 2 existed, byte for byte: the list says
  // a later version exists beside it, and shows the SHA-256 the kept copy has.
  const keptSha = createHash('sha256').update(readFileSync(pdfPath)).digest('hex');
  await expect(
    history.getByText('A later version of this report exists: version 2 is the latest.'),
  ).toBeVisible();
  await expect(history.getByText(`SHA-256 of this version's PDF: ${keptSha}`)).toBeVisible();
  const again = page.waitForEvent('download');
  await history.getByRole('link', { name: /Download the PDF of report \d+, version 1/ }).click();
  const againPath = testInfo.outputPath('report-v1-again.pdf');
  await (await again).saveAs(againPath);
  expect(readFileSync(againPath).equals(readFileSync(pdfPath))).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('reports-history.png') });
  await page.keyboard.press('Escape');
  await expect(history).toHaveCount(0);

  // Printed as a page: only the report is printed.
  await page.evaluate(() => {
    window.print = () => {};
  });
  await saved.getByRole('button', { name: 'Print' }).first().click();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('article', { name: 'Printable report' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Printable report' })).toContainText('24 fl oz/acre');
  await page.screenshot({ path: testInfo.outputPath('reports-print.png'), fullPage: true });
});

test("an over-the-top dicamba report asks for the 2026 label's record items, a refill adds a row, and the record prints them", async ({
  page,
}, testInfo) => {
  test.setTimeout(900_000);
  await signInAsDemoGrower(page);
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Application Summary Report' })).toBeVisible({
    timeout: 60_000,
  });
  await choose(page, 'Field', 'Creek field');
  const form = page.getByRole('form', { name: 'Application Summary Report form' });
  await expect(form).toBeVisible();
  await form.getByLabel('Certification number').fill('KS-C-12345');
  await form.getByLabel(/^Crop or site/).fill('soybean');
  await form.getByRole('radiogroup', { name: 'Sensitive crop registry checked' }).getByLabel('Yes').check();
  await form
    .getByRole('radiogroup', { name: 'Endangered species restrictions checked' })
    .getByLabel('Yes')
    .check();
  await form.getByLabel('Sensitive crop registry checked on').fill('2026-06-01');
  await form.getByLabel('Application start').fill('08:30');
  await form.getByLabel('Application stop').fill('10:15');
  await form.getByRole('combobox', { name: 'Product 1' }).fill('Stryax');
  await page.getByRole('option', { name: 'Stryax' }).click();
  await expect(form.getByLabel('EPA registration number 1')).toHaveValue('264-1241');
  await form.getByLabel('Use rate 1').fill('22 fl oz/acre');
  await form.getByLabel('Total amount applied 1').fill('1');
  await form.getByRole('combobox', { name: 'Unit of the total 1' }).click();
  await page.getByRole('option', { name: 'gal', exact: true }).click();
  await form.getByLabel('Humidity (%)').fill('55');
  await form.getByLabel('End temperature (°F)').fill('86');
  await form.getByLabel('End wind speed (mph)').fill('7');
  await form.getByLabel('End wind direction').fill('S');
  await choose(page, 'Nozzle manufacturer', 'TeeJet');
  await choose(page, 'Nozzle type', /^TTI – Turbo TeeJet Induction/);
  await choose(page, 'Nozzle size', /^04 \(red/);
  await choose(page, 'Pump pressure (psi)', '40 psi');
  await form.getByLabel('Boom height (in)').fill('20');
  await choose(page, 'Droplet size class (ASABE S572)', 'Ultra Coarse (UC)');
  await form.getByLabel('Carrier volume (gal/acre)').fill('15');
  await form.getByLabel('Ground speed (mph)').fill('12');
  await form.getByLabel('Adjuvants').fill('VaporGrip Xtra (VRA), Sentris (DRA)');
  await form.getByLabel('Downwind buffer kept (ft)').fill('240');

  // Saved without the label's items 11-24: each is asked for beside its input.
  await form.getByRole('button', { name: 'Save report' }).click();
  const section = form.getByRole('group', { name: 'Over-the-top dicamba record (2026 label)' });
  await expect(
    section.getByText(
      "Name who gave the certified applicator's dicamba-specific training: the Stryax label asks for proof of it.",
    ),
  ).toBeVisible();
  await expect(
    section.getByText(
      'List how the runoff/erosion mitigation points were achieved: the Stryax label asks for it.',
    ),
  ).toBeVisible();
  await section.screenshot({ path: testInfo.outputPath('reports-dicamba-asked.png') });

  await section.getByLabel('Dicamba training given by').fill('University of Missouri Extension');
  await section.getByLabel('Dicamba training completed on').fill('2026-03-02');
  await section.getByLabel('Postemergence').check();
  await section.getByLabel('Sensitive crop registry consulted').fill('FieldWatch');
  await section.getByLabel('Adjacent fields surveyed on').fill('2026-06-01');
  await section.getByLabel('Areas within the downwind buffer').fill('the grass waterway on the east edge');
  await section.getByLabel('Sprayer cleaned out on').fill('2026-06-01');
  await section.getByLabel('Clean-out method').fill('triple rinse with ammonia cleaner');
  await section
    .getByLabel('How the runoff/erosion mitigation points were achieved')
    .fill('no-till (2 points), this record (1 point)');
  // A refill adds a row of readings.
  await section.getByRole('button', { name: 'Add a tank refill' }).click();
  await section.getByLabel('Refill 1 time').fill('09:40');
  await section.getByLabel('Refill 1 temperature at boom height (°F)').fill('84');
  await section.getByLabel('Refill 1 wind speed (mph)').fill('7');
  await section.getByLabel('Refill 1 wind from').fill('ssw');
  await section.getByRole('button', { name: 'Add a tank refill' }).click();
  await expect(section.getByLabel('Refill 2 time')).toBeVisible();
  await section.screenshot({ path: testInfo.outputPath('reports-dicamba-section.png') });
  // An empty refill row is incomplete: it is removed rather than saved blank.
  await section.getByRole('button', { name: 'Remove refill 2' }).click();
  await expect(section.getByLabel('Refill 2 time')).toHaveCount(0);

  await form.getByRole('button', { name: 'Save report' }).click();
  await expect(
    page.locator('.mantine-Notification-root').filter({ hasText: 'The report has been saved.' }),
  ).toBeVisible();
  const saved = page.getByRole('table', { name: 'Saved reports' });
  await page.evaluate(() => {
    window.print = () => {};
  });
  await saved.getByRole('button', { name: 'Print' }).first().click();
  await page.emulateMedia({ media: 'print' });
  const printed = page.getByRole('article', { name: 'Printable report' });
  await expect(printed).toContainText('Over-the-top dicamba record (2026 label)');
  await expect(printed).toContainText('University of Missouri Extension, completed March 2, 2026');
  await expect(printed).toContainText('Postemergence (after the crop emerged)');
  await expect(printed).toContainText(/1\. 9:40 AM C[SD]T: 84 °F at boom height, wind 7 mph from SSW/);
  await page.screenshot({ path: testInfo.outputPath('reports-dicamba-print.png'), fullPage: true });
});

/** The PDF's first page as a PNG (pdf.js on a native canvas) and its text, as a reader finds it. */
async function renderFirstPage(path: string): Promise<{ text: string; png: Buffer }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const { createCanvas } = require('@napi-rs/canvas') as typeof import('@napi-rs/canvas');
  const fonts = `${resolve(require.resolve('pdfjs-dist/package.json'), '..', 'standard_fonts')}/`;
  const document = await pdfjs.getDocument({
    data: new Uint8Array(readFileSync(path)),
    standardFontDataUrl: fonts,
  }).promise;
  const page = await document.getPage(1);
  const viewport = page.getViewport({ scale: 1.5 });
  const canvas = createCanvas(viewport.width, viewport.height);
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
  const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join('\n');
  await document.destroy();
  return { text, png: canvas.toBuffer('image/png') };
}
