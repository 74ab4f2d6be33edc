import { readFileSync, writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { apiUrl } from '../playwright.config';
import { goTo } from './map';
import { signInAsDemoGrower } from './session';

// A plan B grower and their neighbours: inviting a neighbour to claim the free field beside
// theirs, the neighbour following the mailed link (a second browser, logging in on the way) to
// that field fitted on the map with the claim dialog open; and a farm's boundaries imported
// from a file, feature by feature, then exported.
type Mail = { subject: string; links: string[] };

// Two browsers streaming the map on a shared two-core machine: more time than one page needs.
test.describe.configure({ timeout: 240_000 });

const toast = (page: Page, message: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: message });

test('a grower invites a neighbour, who opens the link to the field and its claim dialog', async ({
  page,
  browser,
}, testInfo) => {
  await signInAsDemoGrower(page);
  // Once the flight is over: a click while the map still flies stops it short of the place.
  const centre = await goTo(page, '37.9, -97.7');
  const spot = { x: centre.x + 60, y: centre.y + 40 };
  await page.mouse.click(spot.x, spot.y);
  const popup = page.getByTestId('map.field-popup');
  await expect(popup).toContainText('Unclaimed field');
  // Plan B: the neighbour actions of spec 2 beside Claim field.
  for (const action of ['Assign Crop and Trait', 'Remove Crop and Trait', 'Label as Building'])
    await expect(popup.getByRole('button', { name: action })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('neighbour-popup.png') });
  await popup.getByRole('button', { name: 'Invite neighbor' }).click();

  const email = `neighbour.${Date.now()}@example.com`;
  const dialog = page.getByRole('dialog', { name: 'Invite neighbor' });
  await dialog.getByLabel("Neighbor's e-mail").fill(email);
  await page.screenshot({ path: testInfo.outputPath('invite.png') });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, 'You have successfully invited your neighbor!')).toBeVisible();

  const [mail] = (await (
    await fetch(`${apiUrl}/dev/mail/?to=${encodeURIComponent(email)}`)
  ).json()) as Mail[];
  expect(mail?.subject).toBe('Dana Miller invites you to claim your field');
  const link = new URL(mail?.links[0] ?? '');
  expect(link.pathname).toMatch(/^\/fields\/[0-9a-f-]{36}\/claim$/);

  // The neighbour, in a browser of their own, follows the link and logs in on the way.
  const neighbour = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const theirs = await neighbour.newPage();
  await theirs.goto(link.pathname);
  await expect(theirs.getByText('A neighbour invited you to claim your field')).toBeVisible();
  await theirs.screenshot({ path: testInfo.outputPath('invite-login.png') });
  await theirs.getByLabel('Email').fill('neighbor.hayes@demo.farm');
  await theirs.getByLabel('Password', { exact: true }).fill('demo-neighbor-2026');
  await theirs.getByLabel('Password', { exact: true }).press('Enter');
  await expect(theirs).toHaveURL(/\/dashboard$/);
  const claim = theirs.getByRole('dialog', { name: 'Claim field' });
  await expect(claim).toContainText(/Unclaimed field · [\d.]+ ac\./);
  // Fitted to the field: its boundaries stream in around it, and the map stops moving.
  const theirMap = theirs.getByTestId('map.fields');
  await expect(theirMap).toHaveAttribute('data-fields-expected', /^[1-9]\d*$/, { timeout: 30_000 });
  await expect(theirMap).toHaveAttribute(
    'data-fields-loaded',
    (await theirMap.getAttribute('data-fields-expected')) ?? '',
    {
      timeout: 60_000,
    },
  );
  await theirs.screenshot({ path: testInfo.outputPath('invite-claim-dialog.png') });
  await claim.getByLabel('Field name').fill('Hayes home 80');
  await claim.getByRole('button', { name: 'Save' }).click();
  await expect(toast(theirs, 'You have successfully added your field!')).toBeVisible();
  await neighbour.close();
});

test('a grower imports boundaries from a GeoJSON, sees what was refused and why, and exports them', async ({
  page,
}, testInfo) => {
  const square = (west: number, south: number, side = 0.004) => [
    [
      [west, south],
      [west + side, south],
      [west + side, south + side],
      [west, south + side],
      [west, south],
    ],
  ];
  const file = testInfo.outputPath('imported.geojson');
  writeFileSync(
    file,
    JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { name: 'River 40' },
          geometry: { type: 'Polygon', coordinates: square(-97.1, 38.5) },
        },
        {
          type: 'Feature',
          properties: { name: 'Bow tie' },
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [-97.12, 38.5],
                [-97.11, 38.51],
                [-97.11, 38.5],
                [-97.12, 38.51],
                [-97.12, 38.5],
              ],
            ],
          },
        },
        {
          type: 'Feature',
          properties: { name: 'Ridge 80' },
          geometry: { type: 'Polygon', coordinates: square(-97.13, 38.5) },
        },
      ],
    }),
  );
  await signInAsDemoGrower(page);
  // Other specs may have drawn fields into this farm: count from what it holds now.
  const northSection = page.getByRole('button', { name: /^North Section, \d+ fields/ });
  const before = Number(/(\d+) fields/.exec((await northSection.textContent()) ?? '')?.[1]);
  await page.getByRole('button', { name: 'Options of North Section' }).click();
  await page.getByRole('menuitem', { name: 'Import boundaries…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import boundaries into North Section' });
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await expect(dialog.getByRole('status')).toHaveText('2 of 3 boundaries can be imported; 1 refused.');
  const report = dialog.getByRole('table', { name: 'Import report' });
  await expect(report.getByRole('row').nth(2)).toContainText(
    'Bow tieRefusedThe boundary crosses itself near 38.50500, -97.11500.',
  );
  await page.screenshot({ path: testInfo.outputPath('import-report.png') });

  const legal = dialog.getByLabel(
    'I am the legal owner of these fields, or authorized to act for their owner.',
  );
  if (await legal.isVisible()) await legal.check();
  await dialog.getByRole('button', { name: 'Import 2 fields' }).click();
  await expect(toast(page, '2 fields imported successfully!')).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('Imported 2 of 3 boundaries into North Section.');
  await page.screenshot({ path: testInfo.outputPath('import-done.png') });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(
    page.getByRole('button', { name: new RegExp(`^North Section, ${before + 2} fields`) }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Options of North Section' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export as GeoJSON' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('North-Section-fields.geojson');
  const exported = JSON.parse(readFileSync((await saved.path()) ?? '', 'utf8')) as {
    features: { properties: { name: string } }[];
  };
  expect(exported.features.map((feature) => feature.properties.name)).toEqual(
    expect.arrayContaining(['River 40', 'Ridge 80', 'Section 12 east']),
  );
});

test("a grower changes the note of a neighbour's field: it keeps one note, with the new trait", async ({
  page,
}, testInfo) => {
  await signInAsDemoGrower(page);
  const centre = await goTo(page, '37.96, -97.62');
  const popup = page.getByTestId('map.field-popup');
  // The first spot off a road that is free land. Each click's popup is waited for (isVisible
  // answers at once, whatever its timeout says, so a popup still on its way read as no field).
  for (const [dx, dy] of [
    [40, 30],
    [-80, 60],
    [120, -70],
    [-150, -90],
  ] as const) {
    await page.mouse.click(centre.x + dx, centre.y + dy);
    const free = await expect(popup)
      .toContainText('Unclaimed field', { timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    if (free) break;
  }
  await expect(popup).toContainText('Unclaimed field');
  // The field call's weather, first forecast hour, labelled as the sample it is.
  await expect(popup.getByTestId('map.field-weather')).toContainText(
    /Now: -?\d+°F · (wind \w+ [\d.]+ mph|calm) · rain \d+%/,
  );
  await expect(popup.getByTestId('map.field-weather')).toContainText('Sample forecast');

  const assign = async (trait: string) => {
    await popup.getByRole('button', { name: 'Assign Crop and Trait' }).click();
    const dialog = page.getByRole('dialog', { name: "Neighbor's crop and trait" });
    // A note being changed opens with its crop chosen (choosing it again would clear it).
    const crop = dialog.getByRole('combobox', { name: 'Crop' });
    if ((await crop.inputValue()) !== 'soybean') {
      await crop.click();
      await page.getByRole('option', { name: 'soybean', exact: true }).click();
    }
    await dialog.getByRole('combobox', { name: 'Trait' }).click();
    await page.getByRole('option', { name: trait, exact: true }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    // The save waits for the farm list to be read again (its neighbour warnings change with it).
    await expect(toast(page, "You have successfully edited neighbor's field!").last()).toBeVisible({
      timeout: 60_000,
    });
    await expect(dialog).toBeHidden();
  };

  await assign('Enlist E3');
  await expect(popup.getByTestId('map.neighbour-note')).toHaveText('You noted: soybean - Enlist E3');

  // The second time it is that note that changes: the PATCH of spec 7, not a new note.
  const edit = page.waitForRequest((request) =>
    (request.postData() ?? '').includes('"operationName":"UpdateAdjacentTrait"'),
  );
  await assign('Roundup Ready 2 Xtend');
  expect(JSON.parse((await edit).postData() ?? '{}').variables.id).toEqual(expect.any(Number));
  await expect(popup.getByTestId('map.neighbour-note')).toHaveCount(1);
  await expect(popup.getByTestId('map.neighbour-note')).toHaveText(
    'You noted: soybean - Roundup Ready 2 Xtend',
  );
  await page.screenshot({ path: testInfo.outputPath('neighbour-note-edited.png') });
});
