import { expect, type Page, type Response, test } from '@playwright/test';
import { apiUrl } from '../playwright.config';
import { goTo } from './map';
import { signInAsDemoGrower, toast } from './session';

// What a grower sees on the map and in the sidebar while shaping fields: the drift zone
// following a merge and a split without a reload, the merged field named as the larger one,
// popup buttons with whole labels, field labels that never overlap, bulk edit's Apply in reach
// at 1440×900, and delete dialogs worded for drawn and claimed fields. Each test works in a farm
// of its own that it adds to the demo grower through the api and deletes through the sidebar.
// The machine's software WebGL is slow, and slower still when shared: generous limits.
test.describe.configure({ timeout: 420_000 });
test.use({ actionTimeout: 60_000 });
const SLOW = { timeout: 120_000 };

type Ring = [number, number][];
/** A rectangle from its west, south, east and north edges. */
const rectangle = (west: number, south: number, east: number, north: number): Ring => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
];

async function demoAccess(): Promise<string> {
  const answer = await fetch(`${apiUrl}/auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'grower@demo.farm', password: 'demo-grower-2026' }),
  });
  return ((await answer.json()) as { access: string }).access;
}

async function call<T>(access: string, method: string, path: string, body: unknown): Promise<T> {
  const answer = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.ok, `${method} ${path}`).toBe(true);
  return (await answer.json()) as T;
}

/**
 * A farm of the demo grower's with the fields given, drawn through the api; a farm of the same
 * kind left by a run that stopped halfway is deleted first, so no field lies under the new ones.
 */
async function farmWith(name: string, fields: { name: string; ring: Ring }[]) {
  const access = await demoAccess();
  const kind = name.replace(/ \d+$/, '');
  const farms = (await (
    await fetch(`${apiUrl}/farms/me/`, { headers: { authorization: `Bearer ${access}` } })
  ).json()) as { id: number; name: string }[];
  for (const left of farms.filter((farm) => farm.name.startsWith(`${kind} `))) {
    await fetch(`${apiUrl}/farms/${left.id}/`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${access}` },
    });
  }
  const farm = await call<{ id: number }>(access, 'POST', '/farms/', { name });
  for (const field of fields) {
    await call(access, 'POST', '/farms/fields/', {
      name: field.name,
      mpoly: field.ring,
      farm: farm.id,
      crop: null,
      crop_trait: null,
      herbicide: null,
      tank_mix: null,
      legal_confirmed: true,
    });
  }
}

async function zoomBy(page: Page, button: 'Zoom in' | 'Zoom out') {
  const map = page.getByTestId('map.fields');
  await page.getByRole('button', { name: button }).click();
  await expect(map).toHaveAttribute('data-moving', 'true');
  await expect(map).toHaveAttribute('data-moving', 'false', { timeout: 60_000 });
}

type Bounds = { west: number; south: number; east: number; north: number };
/** The west, south, east and north of the drift zone in each FieldDrift answer the page gets. */
function driftZones(page: Page): Bounds[] {
  const zones: Bounds[] = [];
  page.on('response', async (response: Response) => {
    if (!response.url().endsWith('/graphql') || response.request().method() !== 'POST') return;
    const sent = response.request().postData() ?? '';
    if (!sent.includes('"operationName":"FieldDrift"')) return;
    const body = (await response.json().catch(() => null)) as {
      data?: { fieldDrift?: { zone?: { polygons: number[][][][] } | null } };
    } | null;
    const points = body?.data?.fieldDrift?.zone?.polygons.flat(2) ?? [];
    if (points.length === 0) return;
    const lngs = points.map(([lng]) => lng ?? 0);
    const lats = points.map(([, lat]) => lat ?? 0);
    zones.push({
      west: Math.min(...lngs),
      south: Math.min(...lats),
      east: Math.max(...lngs),
      north: Math.max(...lats),
    });
  });
  return zones;
}

/** Two frames drawn from now: what the page shows has been painted. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );

/** The screen boxes of the map's field labels (markers) that overlap another. */
async function overlappingLabels(page: Page): Promise<string[]> {
  return page.locator('.maplibregl-marker').evaluateAll((markers) => {
    const boxes = markers.map((marker) => ({
      text: marker.textContent,
      box: marker.getBoundingClientRect(),
    }));
    return boxes.flatMap((a, i) =>
      boxes
        .slice(i + 1)
        .filter(
          (b) =>
            a.box.left < b.box.right &&
            b.box.left < a.box.right &&
            a.box.top < b.box.bottom &&
            b.box.top < a.box.bottom,
        )
        .map((b) => `${a.text} / ${b.text}`),
    );
  });
}

test('the drift zone follows a merge and a split at once; the merge keeps the larger name', async ({
  page,
}, testInfo) => {
  // West half: 0.008° by 0.006° (about 115 acres); East strip beside it, half as wide.
  const [lat, south, north] = [37.78, 37.777, 37.783];
  const [west, middle, east] = [-97.75, -97.742, -97.738];
  const farm = `Merge plots ${Date.now()}`;
  await farmWith(farm, [
    { name: 'West half', ring: rectangle(west, south, middle, north) },
    { name: 'East strip', ring: rectangle(middle, south, east, north) },
  ]);
  const zones = driftZones(page);
  await signInAsDemoGrower(page);
  await page.getByRole('button', { name: new RegExp(`^${farm}, 2 fields`) }).click();
  await goTo(page, `${lat}, ${(west + east) / 2}`);
  // One step in, the two labels fit side by side.
  await zoomBy(page, 'Zoom in');
  // Where the map puts a longitude, from the two fields' labels, which stand on their centres.
  const centre = async (name: string) => {
    const box = await page.getByRole('button', { name: `Your field ${name}` }).boundingBox();
    return { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) };
  };
  const [westLabel, eastLabel] = [await centre('West half'), await centre('East strip')];
  const pxPerDegree = (eastLabel.x - westLabel.x) / ((middle + east) / 2 - (west + middle) / 2);
  const x = (lng: number) => westLabel.x + (lng - (west + middle) / 2) * pxPerDegree;
  // South of the labels, inside both fields (a degree of latitude is 1.27 of longitude's pixels here).
  const y = westLabel.y + 40;
  expect(y - westLabel.y).toBeLessThan(0.003 * pxPerDegree * 1.27);

  // The strip's popup: every button's label whole.
  await page.mouse.click(x((middle + east) / 2), y);
  const popup = page.getByTestId('map.field-popup');
  await expect(popup).toContainText('East strip');
  const labels = popup.locator('.mantine-Button-label');
  await expect(labels).toHaveText(['Edit field', 'Edit boundary', 'Merge boundary', 'Split field']);
  for (const label of await labels.all()) {
    const [scroll, client] = await label.evaluate((element) => [element.scrollWidth, element.clientWidth]);
    expect(scroll, `${await label.textContent()} is cut off`).toBeLessThanOrEqual(client);
  }
  await popup.screenshot({ path: testInfo.outputPath('popup.png') });
  // The popup put the strip in focus: its drift zone is on the map.
  await expect(page.getByTestId('map.drift-legend')).toContainText('Drift zone of East strip', SLOW);
  await expect.poll(() => zones.length, SLOW).toBeGreaterThan(0);
  const before = zones.at(-1) as Bounds;
  expect(before.west).toBeGreaterThan(middle - 0.004);

  // Merge from the smaller field: the merged one is named as the larger.
  await popup.getByRole('button', { name: 'Merge boundary' }).click();
  await page.mouse.click(x((west + middle) / 2), y);
  await expect(toast(page, 'You have successfully merged fields!')).toBeVisible(SLOW);
  await expect(page.getByRole('button', { name: 'Show West half on the map' })).toBeVisible(SLOW);
  await expect(page.getByRole('button', { name: 'Show East strip on the map' })).toHaveCount(0);
  await expect(page.getByTestId('map.drift-legend')).toContainText('Drift zone of West half', SLOW);
  // Without a reload, the zone is the merged field's: it spans both.
  await expect.poll(() => (zones.at(-1) as Bounds).west, SLOW).toBeLessThanOrEqual(west + 1e-6);
  const merged = zones.at(-1) as Bounds;
  expect(merged.east).toBeGreaterThanOrEqual(east - 1e-6);
  // Software WebGL takes seconds a frame: the shot waits for the map to paint the new zone.
  await nextFrames(page);
  await page.screenshot({ path: testInfo.outputPath('drift-after-merge.png') });

  // Split off the west half again: the zone is the remaining piece's at once.
  await page.mouse.click(x((middle + east) / 2), y);
  await popup.getByRole('button', { name: 'Split field' }).click();
  const banner = page.getByRole('region', { name: 'Map editing' });
  const cut = x(west + 0.004);
  const reach = 0.003 * pxPerDegree * 1.27 + 40;
  await page.mouse.click(cut, westLabel.y - reach);
  await page.mouse.click(cut, westLabel.y + reach);
  await banner.getByRole('button', { name: 'Split field' }).click();
  await expect(toast(page, 'You have successfully split your field!')).toBeVisible(SLOW);
  await expect.poll(() => (zones.at(-1) as Bounds).west, SLOW).toBeGreaterThan(merged.west + 0.003);
  await nextFrames(page);
  await page.screenshot({ path: testInfo.outputPath('drift-after-split.png') });

  // Deleting the drawn piece says it goes with its boundary; nothing is "free to claim".
  await page.getByRole('button', { name: 'Options of West half 2' }).click();
  await page.getByRole('menuitem', { name: 'Delete field' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete West half 2?' });
  await expect(
    dialog.getByText(
      /^The field \(\d+\.\d{2} ac\.\) is removed from Merge plots \d+ with its boundary, crop and trait\. This cannot be undone\.$/,
    ),
  ).toBeVisible();
  await dialog.screenshot({ path: testInfo.outputPath('delete-drawn-field.png') });
  await dialog.getByRole('button', { name: 'Delete field' }).click();
  await expect(toast(page, 'Field successfully deleted!')).toBeVisible(SLOW);

  // The farm with its one field left: in the singular.
  await page.getByRole('button', { name: `Options of ${farm}` }).click();
  await page.getByRole('menuitem', { name: 'Delete Farm' }).click();
  const farmDialog = page.getByRole('dialog', { name: `Delete ${farm}?` });
  await expect(
    farmDialog.getByText(
      /^Its 1 field \(\d+\.\d{2} ac\.\) will be deleted with it, with its boundary, crop and trait\. This cannot be undone\.$/,
    ),
  ).toBeVisible();
  await farmDialog.screenshot({ path: testInfo.outputPath('delete-farm-one-field.png') });
  await farmDialog.getByRole('button', { name: 'Delete farm' }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^${farm}`) })).toHaveCount(0, SLOW);
});

test('labels of strips side by side never overlap; bulk edit’s Apply is in reach at 1440×900', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // Eight strips 0.0006° wide (about 53 m) side by side, with long names.
  const [lat, south, north, west] = [37.76, 37.758, 37.762, -97.77];
  const farm = `Strip plots ${Date.now()}`;
  await farmWith(
    farm,
    Array.from({ length: 8 }, (_, at) => ({
      name: `Test North 80 strip ${at + 1}`,
      ring: rectangle(west + at * 0.0006, south, west + (at + 1) * 0.0006, north),
    })),
  );
  await signInAsDemoGrower(page);
  const farmButton = page.getByRole('button', { name: new RegExp(`^${farm}, 8 fields`) });
  await farmButton.click();
  await goTo(page, `${lat}, ${west + 0.0024}`);
  // Where the place search leaves the map, the strips are one cluster; two steps in, no clusters
  // (spec: from zoom 15): the labels that fit, larger fields first.
  for (const step of [1, 2, 3]) {
    if (step > 1) await zoomBy(page, 'Zoom in');
    await expect(page.locator('.maplibregl-marker').first()).toBeVisible();
    expect(await overlappingLabels(page), `step ${step}`).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`labels-${step}.png`) });
  }

  // Bulk edit: the first strip ticked. The panel ends the farm's list, below the tip, the
  // planned spray, the other farms and seven more strips: Apply must still be in reach.
  await page.getByRole('button', { name: 'Edit Crop Type/Trait' }).click();
  await page.getByRole('checkbox', { name: 'Select Test North 80 strip 1' }).check();
  const bulk = page.getByRole('region', { name: 'Bulk edit' });
  await expect(bulk).toContainText('Set crop and trait for 1 field');
  await bulk.getByRole('combobox', { name: 'Crop' }).click();
  await page.getByRole('option', { name: 'soybean', exact: true }).click();
  const apply = bulk.getByRole('button', { name: 'Apply' });
  await expect(apply).toBeEnabled();
  await expect(apply).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: testInfo.outputPath('bulk-edit-1440x900.png') });
  await apply.click();
  await expect(toast(page, 'You have successfully updated your field data!')).toBeVisible(SLOW);

  await page.getByRole('button', { name: `Options of ${farm}` }).click();
  await page.getByRole('menuitem', { name: 'Delete Farm' }).click();
  const farmDialog = page.getByRole('dialog', { name: `Delete ${farm}?` });
  await expect(
    farmDialog.getByText(
      /^Its 8 fields \(\d+\.\d{2} ac\.\) will be deleted with it, with their boundaries, crops and traits\. This cannot be undone\.$/,
    ),
  ).toBeVisible();
  await farmDialog.getByRole('button', { name: 'Delete farm' }).click();
  await expect(farmButton).toHaveCount(0, SLOW);
});

test('deleting a claimed field says it is free to claim again', async ({ page }, testInfo) => {
  await signInAsDemoGrower(page);
  await page.getByRole('button', { name: /^Miller Creek Farms, \d+ fields/ }).click();
  await page.getByRole('button', { name: 'Options of Creek field' }).click();
  await page.getByRole('menuitem', { name: 'Delete field' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Creek field?' });
  await expect(dialog).toContainText(
    'The field (8.31 ac.) and its crop and trait are removed from Miller Creek Farms. It shows on the map again as free to claim.',
  );
  await dialog.screenshot({ path: testInfo.outputPath('delete-claimed-field.png') });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});
