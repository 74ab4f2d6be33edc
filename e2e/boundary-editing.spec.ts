import { expect, type Page, test } from '@playwright/test';
import { apiUrl } from '../playwright.config';
import { goTo, nextFrames } from './map';
import { signInAsDemoGrower } from './session';

// A grower reshapes a drawn field as mapping software lets one: a corner inserted on an edge, a
// corner deleted, a hole drawn around a pond, the last edits undone and redone, then saved. The
// saved acres must be the outline's less the hole's, figured here independently of the product.
test.describe.configure({ timeout: 600_000 });
test.use({ actionTimeout: 60_000 });

const SPOT = '37.62, -97.62';
const SLOW = { timeout: 120_000 };
const SQUARE_METRES_PER_ACRE = 4046.8564224;

/** Moves the pointer to a spot and lets the editing layer see it there before a click. */
async function pointAt(page: Page, at: { x: number; y: number }) {
  await page.mouse.move(at.x - 4, at.y - 4);
  await page.mouse.move(at.x, at.y, { steps: 2 });
  await nextFrames(page);
}

/**
 * A ring's area on the WGS 84 authalic sphere, in square metres (the spherical-excess sum over
 * its edges): written here so the test does not lean on the product's own measure.
 */
function ringSquareMetres(ring: number[][]): number {
  const radius = 6_371_007.2;
  const rad = Math.PI / 180;
  let sum = 0;
  for (let at = 0; at + 1 < ring.length; at++) {
    const [lng1 = 0, lat1 = 0] = ring[at] ?? [];
    const [lng2 = 0, lat2 = 0] = ring[at + 1] ?? [];
    sum += (lng2 - lng1) * rad * (2 + Math.sin(lat1 * rad) + Math.sin(lat2 * rad));
  }
  return Math.abs((sum * radius * radius) / 2);
}

type ApiField = { name: string; area: number; geometry: { coordinates: number[][][][] } };

async function savedField(name: string): Promise<ApiField | undefined> {
  const login = await fetch(`${apiUrl}/auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'grower@demo.farm', password: 'demo-grower-2026' }),
  });
  const { access } = (await login.json()) as { access: string };
  const get = async <T>(path: string) =>
    (await (await fetch(`${apiUrl}${path}`, { headers: { authorization: `Bearer ${access}` } })).json()) as T;
  const farms = await get<{ id: number }[]>('/farms/me/');
  const fields = (
    await Promise.all(farms.map((farm) => get<ApiField[]>(`/farms/${farm.id}/fields/`)))
  ).flat();
  return fields.find((field) => field.name === name);
}

test('a grower inserts and deletes corners, draws a hole, undoes and redoes, and saves', async ({
  page,
}, testInfo) => {
  await signInAsDemoGrower(page);
  await page.getByRole('button', { name: /^North Section, \d+ fields/ }).click();
  const c = await goTo(page, SPOT);
  const [nw, ne, se, sw] = [
    { x: c.x - 150, y: c.y - 100 },
    { x: c.x + 150, y: c.y - 100 },
    { x: c.x + 150, y: c.y + 100 },
    { x: c.x - 150, y: c.y + 100 },
  ] as const;

  // Draw the field; clicking its first corner again closes it.
  await page.getByRole('button', { name: 'Add Field' }).click();
  await page.getByRole('button', { name: 'Draw the boundary on the map' }).click();
  const banner = page.getByRole('region', { name: 'Map editing' });
  for (const corner of [nw, ne, se]) await page.mouse.click(corner.x, corner.y);
  // Measured while drawing: the length so far, the last side, the acres once closed.
  await expect(banner).toContainText(
    /3 corners · [\d,.]+ (ft|mi) drawn \(last side [\d,.]+ (ft|mi)\) · \d+\.\d{2} ac when closed/,
  );
  await page.screenshot({ path: testInfo.outputPath('draw-measured.png') });
  for (const corner of [sw, nw]) await page.mouse.click(corner.x, corner.y);
  await expect(banner).toContainText(/Boundary closed · \d+\.\d{2} ac\. [\d,.]+ (ft|mi) around\./);
  await page.getByLabel('Boundary name').fill('Pond quarter');
  await page.getByLabel('Boundary name').press('Enter');
  await page
    .getByRole('dialog', { name: 'Legal confirmation' })
    .getByRole('button', { name: 'I confirm' })
    .click();
  await expect(page.getByRole('button', { name: 'Show Pond quarter on the map' })).toBeVisible(SLOW);

  const drawn = await savedField('Pond quarter');
  const westOf = (field: ApiField | undefined) =>
    Math.min(...(field?.geometry.coordinates[0]?.[0] ?? []).map(([lng = 0]) => lng));

  // Edit its boundary from its popup (clicked away from its name label, which fits the map).
  const at = await goTo(page, SPOT);
  expect(at).toEqual(c);
  await page.mouse.click(c.x - 100, c.y + 60);
  const popup = page.getByTestId('map.field-popup');
  await expect(popup).toContainText('Pond quarter');
  await popup.getByRole('button', { name: 'Edit boundary' }).click();
  await expect(banner).toContainText(/Editing Pond quarter · \d+\.\d{2} ac · 4 corners/);
  await page.screenshot({ path: testInfo.outputPath('edit-toolbar.png') });

  // A corner inserted on the north edge, where the handle that follows the pointer sits.
  await pointAt(page, { x: c.x, y: nw.y });
  await page.mouse.click(c.x, nw.y);
  await expect(banner).toContainText('5 corners');
  // The south-east corner deleted with a click.
  await pointAt(page, se);
  await page.mouse.click(se.x, se.y);
  await expect(banner).toContainText('4 corners');

  // A hole around a pond in the middle: three corners, then the first again closes it.
  await banner.getByRole('button', { name: 'Draw hole' }).click();
  await expect(banner.getByRole('button', { name: 'Draw hole' })).toHaveAttribute('aria-pressed', 'true');
  const pond = [
    { x: c.x - 80, y: c.y - 50 },
    { x: c.x - 10, y: c.y - 50 },
    { x: c.x - 45, y: c.y + 10 },
  ];
  for (const corner of pond) {
    await pointAt(page, corner);
    await page.mouse.click(corner.x, corner.y);
  }
  await pointAt(page, pond[0] ?? c);
  await nextFrames(page);
  await page.screenshot({ path: testInfo.outputPath('hole-being-drawn.png') });
  await page.mouse.click(pond[0]?.x ?? 0, pond[0]?.y ?? 0);
  await expect(banner).toContainText('1 hole taken out');
  const withHole = Number((await banner.textContent())?.match(/([\d.]+) ac/)?.[1]);

  // Undo twice (the keys, then the button): the hole goes, then the deleted corner comes back.
  await page.keyboard.press('Control+z');
  await expect(banner).not.toContainText('hole taken out');
  await banner.getByRole('button', { name: 'Undo' }).click();
  await expect(banner).toContainText('5 corners');
  // Redo both (the button, then the keys).
  await banner.getByRole('button', { name: 'Redo' }).click();
  await expect(banner).toContainText('4 corners');
  await page.keyboard.press('Control+Shift+z');
  await expect(banner).toContainText(`${withHole.toFixed(2)} ac · 4 corners · 1 hole taken out`);
  await page.screenshot({ path: testInfo.outputPath('edit-undone-redone.png') });

  // The whole boundary moved east, hole and all, by a drag from inside it.
  await banner.getByRole('button', { name: 'Move boundary' }).click();
  const grip = { x: c.x + 60, y: c.y - 70 };
  await pointAt(page, grip);
  await page.mouse.down();
  await page.mouse.move(grip.x + 20, grip.y, { steps: 4 });
  await page.mouse.move(grip.x + 40, grip.y, { steps: 4 });
  await page.mouse.up();
  await expect(banner.getByRole('button', { name: 'Undo' })).toBeEnabled();
  await expect(banner).toContainText('4 corners · 1 hole taken out');

  await banner.getByRole('button', { name: 'Save boundary' }).click();
  await expect(
    page
      .locator('.mantine-Notification-root')
      .filter({ hasText: 'You have successfully updated your field data!' }),
  ).toBeVisible(SLOW);

  // What the api saved: one part, its outline of four corners and one hole of three.
  const saved = await savedField('Pond quarter');
  const [part, ...others] = saved?.geometry.coordinates ?? [];
  expect(others).toHaveLength(0);
  const [outline = [], hole = [], ...moreHoles] = part ?? [];
  expect(moreHoles).toHaveLength(0);
  expect(outline).toHaveLength(5);
  expect(hole).toHaveLength(4);
  const expected = (ringSquareMetres(outline) - ringSquareMetres(hole)) / SQUARE_METRES_PER_ACRE;
  // The api's figure is PostGIS's, on the ellipsoid: within 0.5% of the sphere's.
  expect(Math.abs((saved?.area ?? 0) - expected) / expected).toBeLessThan(0.005);
  expect(ringSquareMetres(hole)).toBeGreaterThan(0);
  // Moved east: some 40 px at this zoom, and not a pan of the map (the map stays where it was).
  expect(westOf(saved)).toBeGreaterThan(westOf(drawn) + 0.0001);
  // The map's preview said the same acres before the save.
  expect(Math.abs(withHole - expected) / expected).toBeLessThan(0.005);
});
