import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import JSZip from 'jszip';
import { registerActiveGrower, signIn } from './session';

// Boundary files to and from the cab: a file the api refuses keeps its reason beside it in the
// import dialog (the toast goes after six seconds), and a display's ISOXML comes in and goes out.
test.describe.configure({ timeout: 180_000 });

const toast = (page: Page, message: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: message });

const square = (west: number, south: number, size: number) =>
  [
    [west, south],
    [west + size, south],
    [west + size, south + size],
    [west, south + size],
  ]
    .map(([lng, lat]) => `<PNT A="2" C="${lat}" D="${lng}"/>`)
    .join('');

test("a refused file's reason stays beside it; a display's TASKDATA comes in and goes out as ISOXML", async ({
  page,
}, testInfo) => {
  const grower = await registerActiveGrower('cab');
  await signIn(page, grower);
  const openImport = async () => {
    await page.getByRole('button', { name: 'Options of Prairie Creek Farm' }).click();
    await page.getByRole('menuitem', { name: 'Import boundaries…' }).click();
    return page.getByRole('dialog', { name: 'Import boundaries into Prairie Creek Farm' });
  };
  const dialog = await openImport();

  const zip = new JSZip();
  zip.file('Yield 2024.pdf', '%PDF-1.4');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'from the co-op.zip',
    mimeType: 'application/zip',
    buffer: await zip.generateAsync({ type: 'nodebuffer' }),
  });
  const reason =
    'The zip holds Yield 2024.pdf, but no boundary file it reads: no shapefile (.shp), no ISOXML TASKDATA.XML and no KML. Zip the .shp with its .dbf, .shx and .prj, or the TASKDATA folder your display or farm program exported, and import again.';
  await expect(dialog.getByText(reason)).toBeVisible();
  // The toast says it too, and goes; the dialog keeps the reason, and Import stays off.
  await expect(toast(page, reason)).toBeHidden({ timeout: 15_000 });
  await expect(dialog.getByText(reason)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('refused-file-reason.png') });

  // A survey's GeoJSON: a field and its fence. The fence is no field: skipped as such, not refused.
  const ring = [
    [-96.7112, 41.1131],
    [-96.7072, 41.1131],
    [-96.7072, 41.1171],
    [-96.7112, 41.1171],
    [-96.7112, 41.1131],
  ];
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'survey.geojson',
    mimeType: 'application/geo+json',
    buffer: Buffer.from(
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: { name: 'Survey 40' },
            geometry: { type: 'Polygon', coordinates: [ring] },
          },
          {
            type: 'Feature',
            properties: { name: 'East fence' },
            geometry: { type: 'LineString', coordinates: [ring[1], ring[2]] },
          },
        ],
      }),
    ),
  });
  await expect(dialog.getByRole('status')).toHaveText(
    '1 of 1 boundaries can be imported; 1 skipped: not a field boundary (a point or line).',
  );
  await expect(dialog.getByText(reason)).toBeHidden();
  const fence = dialog.getByRole('row').filter({ hasText: 'East fence' });
  await expect(fence).toContainText('Skipped');
  await expect(fence).toContainText(
    'Skipped: not a field boundary (a line: a fence, ditch, tile line or guidance line).',
  );
  await expect(dialog.getByText('Refused')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('fence-skipped.png') });

  // A display's TASKDATA.XML: the reason goes with the file it was about.
  const taskdata = `<?xml version="1.0" encoding="UTF-8"?>
<ISO11783_TaskData VersionMajor="4" VersionMinor="3" DataTransferOrigin="2">
  <FRM A="FRM1" B="Home place"/>
  <PFD A="PFD1" C="Cab field 7" D="130000" F="FRM1">
    <PLN A="1"><LSG A="1">${square(-96.7012, 41.1131, 0.004)}</LSG></PLN>
  </PFD>
</ISO11783_TaskData>`;
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'TASKDATA.XML',
    mimeType: 'text/xml',
    buffer: Buffer.from(taskdata),
  });
  await expect(dialog.getByRole('status')).toHaveText('1 of 1 boundaries can be imported.');
  await expect(dialog.getByText(reason)).toBeHidden();
  await expect(
    dialog.getByText('The file\'s fields belong to farm "Home place"; they are imported into this farm.'),
  ).toBeVisible();
  const legal = dialog.getByLabel(
    'I am the legal owner of these fields, or authorized to act for their owner.',
  );
  if (await legal.isVisible()) await legal.check();
  await dialog.getByRole('button', { name: 'Import 1 field' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Imported 1 of 1 boundaries into Prairie Creek Farm.');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Options of Prairie Creek Farm' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export as ISOXML (TASKDATA)' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('Prairie-Creek-Farm-fields.zip');
  const exported = await JSZip.loadAsync(readFileSync((await saved.path()) ?? ''));
  const xml = (await exported.file('TASKDATA/TASKDATA.XML')?.async('string')) ?? '';
  expect(xml).toContain('VersionMajor="4"');
  expect(xml).toContain('C="Cab field 7"');
});
