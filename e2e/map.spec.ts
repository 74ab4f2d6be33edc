import { expect, test } from '@playwright/test';
import { watchCspViolations } from './csp';
import { goTo, nextFrames } from './map';
import { registerActiveGrower, signIn, signInAsDemoGrower } from './session';

// The map as a grower first meets it: sign in, go to the demo region, watch the field
// boundaries stream in, hover one for its acreage and click it.

test('field boundaries stream onto the map around a place', async ({ page }, testInfo) => {
  // MapLibre's and deck.gl's workers and WebGL run under the gateway's Content-Security-Policy.
  const cspViolations = watchCspViolations(page);
  await signInAsDemoGrower(page);
  const map = page.getByTestId('map.fields');
  await expect(page.getByText('Zoom in to see field boundaries.')).toBeVisible();

  await page.getByRole('combobox', { name: 'Go to place' }).fill('37.84, -97.86');
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(map).toHaveAttribute('data-fields-expected', /^[1-9]\d*$/, { timeout: 30_000 });
  const expected = await map.getAttribute('data-fields-expected');
  await expect(map).toHaveAttribute('data-fields-loaded', expected ?? '', { timeout: 60_000 });
  expect(Number(expected)).toBeGreaterThan(1000);
  await expect(
    page.getByText(`${Number(expected).toLocaleString('en-US')} fields loaded nearby`),
  ).toBeVisible();
  // The panel says so as soon as the destination's fields are in, maybe still in flight: point
  // at a field once the map has landed.
  await expect(map).toHaveAttribute('data-moving', 'false', { timeout: 60_000 });

  const box = await map.boundingBox();
  const center = { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 + 40 };
  await page.mouse.move(center.x, center.y);
  await expect(page.locator('.deck-tooltip')).toContainText(/\d+\.\d{2} ac · Unclaimed field/, {
    timeout: 15_000,
  });

  await page.mouse.click(center.x, center.y);
  await expect(page.getByTestId('map.field-popup')).toContainText('Unclaimed field');
  await page.screenshot({ path: testInfo.outputPath('map.png') });
  expect(await cspViolations()).toEqual([]);
});

test('a grower claims a free field from its popup', async ({ page }, testInfo) => {
  // Software WebGL draws a frame in seconds on a busy machine, and a click waits for the marker to hold still.
  test.setTimeout(180_000);
  await signInAsDemoGrower(page);
  // The fields can all be in while the map still flies (the panel counts them as soon as they
  // are): a click then stops the flight short of the place, over some other land.
  const centre = await goTo(page, '37.84, -97.86');

  // A field away from the one the other test looks at: this one becomes the grower's.
  const spot = { x: centre.x - 120, y: centre.y + 40 };
  await page.mouse.click(spot.x, spot.y);
  const popup = page.getByTestId('map.field-popup');
  await expect(popup).toContainText('Unclaimed field');
  await popup.getByRole('button', { name: 'Claim field' }).click();

  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Field name').fill('Home quarter');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toContainText('you are its legal owner, or that you are authorized');
  await dialog.getByLabel("Don't ask me again").check();
  await page.screenshot({ path: testInfo.outputPath('claim-legal.png') });
  await dialog.getByRole('button', { name: 'I confirm' }).click();
  await expect(page.getByText('You have successfully added your field!')).toBeVisible();

  // The drawn field, topmost, names itself and its farm; not the CLU polygon beneath it. The
  // hover is judged on the frame under the pointer: on a busy machine the first move can land
  // before the new field is drawn, so the pointer moves again, as a grower's would.
  await expect(async () => {
    await page.mouse.move(spot.x + 2, spot.y + 1);
    await page.mouse.move(spot.x, spot.y + 1);
    await expect(page.locator('.deck-tooltip')).toContainText(
      /\d+\.\d{2} ac · Your field Home quarter · \S/,
      {
        timeout: 10_000,
      },
    );
  }).toPass({ timeout: 60_000 });
  // Its popup names it, with no crop yet, and offers Edit field (spec 2: popups for own fields).
  await page.mouse.click(spot.x, spot.y + 1);
  const own = page.getByTestId('map.field-popup');
  await expect(own).toContainText('Home quarter');
  await expect(own).toContainText('crop/trait missing');
  await expect(own.getByRole('button', { name: 'Edit field' })).toBeVisible();
  await page.getByRole('button', { name: 'Close popup' }).click();
  await expect(own).toHaveCount(0);
  // The field beside it has become the grower's neighbour: the nodes around it were re-read.
  await expect(async () => {
    await page.mouse.move(spot.x + 212, spot.y);
    await page.mouse.move(spot.x + 210, spot.y);
    await expect(page.locator('.deck-tooltip')).toContainText('Unclaimed field beside yours', {
      timeout: 10_000,
    });
  }).toPass({ timeout: 60_000 });
  // Off the field, so the screenshot shows its own colour rather than the hover's.
  await page.mouse.move(spot.x + 500, spot.y - 300);
  await expect(page.locator('.deck-tooltip')).not.toContainText('Your field');
  await page.screenshot({ path: testInfo.outputPath('claimed.png') });

  // Its marker finds it again from a zoomed-out map, and brings the map back to it.
  const marker = page.getByRole('button', { name: 'Your field Home quarter' });
  await expect(marker).toBeVisible();
  // Zoom out until fields are no longer streamed: a click, then the map settled and painted
  // before the next (on a loaded machine one zoom's animation takes seconds; a click during it
  // zooms out from wherever it had got to, as in any maplibre map).
  const farOut = page.getByText('Zoom in to see field boundaries.');
  const map = page.getByTestId('map.fields');
  for (let click = 0; click < 15 && !(await farOut.isVisible()); click += 1) {
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect(map).toHaveAttribute('data-moving', 'false', { timeout: 60_000 });
    await nextFrames(page);
  }
  await expect(farOut).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('marker.png') });
  await marker.click();
  await expect(page.getByText(/[\d,]+ fields loaded nearby/)).toBeVisible({ timeout: 30_000 });
});

test('a town or county found by name moves the map there', async ({ page }, testInfo) => {
  await signInAsDemoGrower(page);
  const map = page.getByTestId('map.fields');
  const search = page.getByRole('combobox', { name: 'Go to place' });
  await search.fill('Hutchinson, KS');
  await expect(page.getByRole('option', { name: /Hutchinson, KS · town/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('place-search.png') });
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  // Towns open at a zoom where fields stream: the demo region lies around Hutchinson.
  await expect(map).toHaveAttribute('data-fields-expected', /^[1-9]\d*$/, { timeout: 30_000 });

  await search.fill('Reno County, KS');
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page.getByText('Zoom in to see field boundaries.')).toBeVisible({ timeout: 15_000 });
});

test('a name that is no county or town is explained', async ({ page }) => {
  await signInAsDemoGrower(page);
  const search = page.getByRole('combobox', { name: 'Go to place' });
  await search.fill('Atlantis');
  await search.press('Enter');
  await expect(page.getByText('No county, town or latitude, longitude matches “Atlantis”.')).toBeVisible();
});

test('a place asked for while the map is still loading is where the map goes', async ({ page }) => {
  // The search box shows before maplibre's module has arrived: hold the module until Go is pressed.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/maplibre-gl-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await signInAsDemoGrower(page);
  await page.getByRole('combobox', { name: 'Go to place' }).fill('37.84, -97.86');
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  release();
  const map = page.getByTestId('map.fields');
  await expect(map).toHaveAttribute('data-fields-expected', /^[1-9]\d*$/, { timeout: 60_000 });
  const expected = await map.getAttribute('data-fields-expected');
  await expect(map).toHaveAttribute('data-fields-loaded', expected ?? '', { timeout: 60_000 });
});

test("at country zoom the grower's marker stands alone, not over a heap of dots", async ({
  page,
  browser,
}, testInfo) => {
  // Two growers sign in and each waits for the map's dots: a busy machine needs the time.
  test.slow();
  await signInAsDemoGrower(page);
  const map = page.getByTestId('map.fields');
  // The demo grower's fields lie in one place at this zoom: one marker with their count, and no
  // dot drawn under it (the demo region's dots all lie within its reach).
  await expect(page.getByRole('button', { name: /^\d+ of your fields$/ })).toBeVisible({ timeout: 60_000 });
  // The dots of where fields are come with the view; on a busy machine, after a while.
  await expect(map).toHaveAttribute('data-coverage-nodes', /^[1-9]\d*$/, { timeout: 60_000 });
  await expect(map).toHaveAttribute('data-coverage-dots', '0');
  await page.screenshot({ path: testInfo.outputPath('country-zoom-grower.png') });

  // A grower with no fields sees the dots there: where fields are, to zoom in on.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const newcomer = await context.newPage();
  await signIn(newcomer, await registerActiveGrower('country-zoom'));
  await expect(newcomer.getByTestId('map.fields')).toHaveAttribute('data-coverage-dots', /^[1-9]\d*$/, {
    timeout: 60_000,
  });
  await expect(newcomer.getByRole('button', { name: /of your fields$/ })).toHaveCount(0);
  await newcomer.screenshot({ path: testInfo.outputPath('country-zoom-newcomer.png') });
  await context.close();
});
