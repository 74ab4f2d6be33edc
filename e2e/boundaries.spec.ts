import { expect, type Page, test } from '@playwright/test';
import { apiUrl } from '../playwright.config';
import { goTo, nextFrames } from './map';
import { signIn, signInAsDemoGrower } from './session';

// A grower draws boundaries on the map, corner by corner (taking one back on the way), edits
// one's corners, merges two fields and splits one; then another account draws over it and both
// see the dispute. Drawing is clicks on the map canvas at pixel positions, as a person makes them.
// The machine's software WebGL is slow, and slower still when shared: generous limits.
test.describe.configure({ mode: 'serial', timeout: 600_000 });
test.use({ actionTimeout: 60_000 });

const SPOT = '37.70, -97.70';

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
const SLOW = { timeout: 120_000 };

async function drawField(page: Page, corners: { x: number; y: number }[], name: string) {
  await page.getByRole('button', { name: 'Add Field' }).click();
  await page.getByRole('button', { name: 'Draw the boundary on the map' }).click();
  await expect(page.getByRole('region', { name: 'Map editing' })).toContainText(
    'Click the map to place the first corner',
  );
  for (const corner of corners) await page.mouse.click(corner.x, corner.y);
  await page.mouse.click(corners[0]?.x ?? 0, corners[0]?.y ?? 0);
  await expect(page.getByRole('region', { name: 'Map editing' })).toContainText('Boundary closed');
  await page.getByLabel('Boundary name').fill(name);
  await page.getByLabel('Boundary name').press('Enter');
  // The demo grower has not ticked "Don't ask me again": own fields ask each time.
  await page
    .getByRole('dialog', { name: 'Legal confirmation' })
    .getByRole('button', { name: 'I confirm' })
    .click();
  await expect(toast(page, 'You have successfully added your boundary')).toBeVisible(SLOW);
}

test('a grower draws a field undoing a corner, edits its boundary, merges two fields and splits one', async ({
  page,
}, testInfo) => {
  await signInAsDemoGrower(page);
  await page.getByRole('button', { name: /^North Section, \d+ fields/ }).click();
  const c = await goTo(page, SPOT);

  // Draw: three corners, a wrong fourth taken back, the right fourth, then the first again.
  await page.getByRole('button', { name: 'Add Field' }).click();
  await page.getByRole('button', { name: 'Draw the boundary on the map' }).click();
  const banner = page.getByRole('region', { name: 'Map editing' });
  await expect(banner).toContainText('Click the map to place the first corner');
  const square = [
    { x: c.x - 160, y: c.y - 60 },
    { x: c.x - 40, y: c.y - 60 },
    { x: c.x - 40, y: c.y + 60 },
    { x: c.x - 160, y: c.y + 60 },
  ];
  for (const corner of square.slice(0, 3)) await page.mouse.click(corner.x, corner.y);
  await page.mouse.click(c.x - 220, c.y + 160);
  await expect(banner).toContainText('4 corners');
  await banner.getByRole('button', { name: 'Undo last corner' }).click();
  await expect(banner).toContainText('3 corners');
  // A corner that would make the outline cross itself is refused as it is drawn.
  await page.mouse.click(c.x - 100, c.y - 100);
  await expect(banner.getByRole('alert')).toHaveText('A boundary cannot cross itself. Click somewhere else.');
  await page.mouse.click(square[3]?.x ?? 0, square[3]?.y ?? 0);
  await page.mouse.click(square[0]?.x ?? 0, square[0]?.y ?? 0);
  await expect(banner).toContainText(/Boundary closed · \d+\.\d{2} ac\./);
  await expect(page.getByText('Max of 30 characters')).toBeVisible(SLOW);
  await page.getByLabel('Boundary name').fill('Drawn quarter');
  await page.screenshot({ path: testInfo.outputPath('draw-field.png') });
  await page.getByLabel('Boundary name').press('Enter');
  const legal = page.getByRole('dialog', { name: 'Legal confirmation' });
  await expect(legal).toContainText(
    'you are its legal owner, or that you are authorized to act for its owner',
  );
  await page.screenshot({ path: testInfo.outputPath('legal.png') });
  await legal.getByRole('button', { name: 'I confirm' }).click();
  await expect(toast(page, 'You have successfully added your boundary')).toBeVisible(SLOW);
  await expect(page.getByRole('button', { name: 'Show Drawn quarter on the map' })).toBeVisible(SLOW);

  // Edit its boundary: drag its north-east corner outwards; a drag elsewhere would pan.
  const c2 = await goTo(page, SPOT);
  const corner = { x: c2.x - 40, y: c2.y - 60 };
  await page.mouse.click(c2.x - 100, c2.y);
  const popup = page.getByTestId('map.field-popup');
  await expect(popup).toContainText('Drawn quarter');
  await popup.getByRole('button', { name: 'Edit boundary' }).click();
  await expect(banner).toContainText('Editing Drawn quarter');
  await expect(popup).toHaveCount(0);
  await page.mouse.move(corner.x, corner.y);
  await page.mouse.down();
  await page.mouse.move(corner.x + 20, corner.y - 20, { steps: 5 });
  await page.mouse.move(corner.x + 40, corner.y - 40, { steps: 5 });
  await page.mouse.up();
  await page.screenshot({ path: testInfo.outputPath('edit-boundary.png') });
  await banner.getByRole('button', { name: 'Save boundary' }).click();
  await expect(toast(page, 'You have successfully updated your field data!')).toBeVisible(SLOW);

  // A second field beside it, overlapping its east edge; then merge the two.
  await drawField(
    page,
    [
      { x: c2.x - 50, y: c2.y - 20 },
      { x: c2.x + 80, y: c2.y - 20 },
      { x: c2.x + 80, y: c2.y + 60 },
      { x: c2.x - 50, y: c2.y + 60 },
    ],
    'East strip',
  );
  await page.mouse.click(c2.x - 120, c2.y + 20);
  await popup.getByRole('button', { name: 'Merge boundary' }).click();
  await expect(banner).toContainText('Merge: click a second field of yours, touching Drawn quarter');
  await expect(popup).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('merge-banner.png') });
  await page.mouse.click(c2.x + 40, c2.y + 40);
  await expect(toast(page, 'You have successfully merged fields!')).toBeVisible(SLOW);
  await expect(page.getByRole('button', { name: 'Show East strip on the map' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('merged.png') });

  // Split the merged field along a line across it, north to south.
  await page.mouse.click(c2.x - 120, c2.y + 20);
  await popup.getByRole('button', { name: 'Split field' }).click();
  await expect(banner).toContainText('Split Drawn quarter');
  await expect(popup).toHaveCount(0);
  await page.mouse.click(c2.x - 100, c2.y - 140);
  await expect(banner).toContainText('1 point on the line');
  await page.mouse.click(c2.x - 100, c2.y + 140);
  await expect(banner).toContainText('2 points on the line');
  await banner.getByRole('button', { name: 'Split field' }).click();
  await expect(toast(page, 'You have successfully split your field!')).toBeVisible(SLOW);
  await expect(page.getByRole('button', { name: 'Show Drawn quarter 2 on the map' })).toBeVisible(SLOW);
  // The line is put away: no banner, and the next frames of the map are drawn without it.
  await expect(banner).toHaveCount(0);
  await nextFrames(page);
  await page.screenshot({ path: testInfo.outputPath('split.png') });
});

type ApiField = { name: string; geometry: { coordinates: number[][][][] } };

async function login(email: string, password: string): Promise<string> {
  const answer = await fetch(`${apiUrl}/auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await answer.json()) as { access: string }).access;
}

async function call<T>(access: string, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await answer.json()) as T;
}

test('a dispute shows to both growers when another account draws over a field', async ({
  page,
}, testInfo) => {
  // The staff demo account draws a field over the west part of the grower's Drawn quarter.
  const grower = await login('grower@demo.farm', 'demo-grower-2026');
  const farms = await call<{ id: number; name: string }[]>(grower, 'GET', '/farms/me/');
  const fields = (
    await Promise.all(farms.map((farm) => call<ApiField[]>(grower, 'GET', `/farms/${farm.id}/fields/`)))
  ).flat();
  const drawn = fields.find((field) => field.name === 'Drawn quarter');
  const ring = drawn?.geometry.coordinates[0]?.[0] ?? [];
  const lngs = ring.map(([lng]) => lng ?? 0);
  const lats = ring.map(([, lat]) => lat ?? 0);
  const [west, east] = [Math.min(...lngs), Math.max(...lngs)];
  const [south, north] = [Math.min(...lats), Math.max(...lats)];
  const staff = await login('staff@demo.farm', 'demo-staff-2026');
  const farm = await call<{ id: number }>(staff, 'POST', '/farms/', { name: `Staff plots ${Date.now()}` });
  const overlap = west + (east - west) * 0.3;
  const made = await call<{ uuid?: string; errors?: string[] }>(staff, 'POST', '/farms/fields/', {
    name: 'Over the line',
    mpoly: [
      [west - 0.002, south],
      [overlap, south],
      [overlap, north],
      [west - 0.002, north],
      [west - 0.002, south],
    ],
    farm: farm.id,
    crop: null,
    crop_trait: null,
    herbicide: null,
    tank_mix: null,
    legal_confirmed: true,
  });
  expect(made.errors).toBeUndefined();

  const inside = `${((south + north) / 2).toFixed(5)}, ${(west + (overlap - west) / 2).toFixed(5)}`;
  for (const [who, shot] of [
    ['grower', 'dispute-grower.png'],
    ['staff', 'dispute-staff.png'],
  ] as const) {
    await page.context().clearCookies();
    if (who === 'grower') await signInAsDemoGrower(page);
    else await signIn(page, { email: 'staff@demo.farm', password: 'demo-staff-2026' });
    const c = await goTo(page, inside);
    // South of the overlap's middle: the field's marker (its name) stands on its centre, and a
    // click on a marker fits the map to the field instead of opening its popup.
    await page.mouse.click(c.x, c.y + 80);
    // The staff's strip reaches past the quarter's west edge, so it may overlap a second
    // grower's field too: each field in dispute is named with its own acres.
    await expect(page.getByTestId('map.field-popup')).toContainText(
      /Disputed: overlaps another grower's field by \d+\.\d{2} ac[.;]/,
    );
    await page.screenshot({ path: testInfo.outputPath(shot) });
  }
});
