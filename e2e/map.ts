import { expect, type Page } from '@playwright/test';

// What specs that draw on the map share: going to a place and letting the map settle there, and
// waiting for what the page shows to be painted.

/**
 * Goes to a place and waits for the map to settle there: close enough for boundaries (some are
 * expected), the flight over (a click mid-flight would stop it short), and every field loaded.
 * Returns the map's centre on the page.
 */
export async function goTo(page: Page, place: string): Promise<{ x: number; y: number }> {
  await page.getByRole('combobox', { name: 'Go to place' }).fill(place);
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  const map = page.getByTestId('map.fields');
  await expect(map).toHaveAttribute('data-fields-expected', /^[1-9]\d*$/, { timeout: 60_000 });
  await expect(map).toHaveAttribute('data-moving', 'false', { timeout: 60_000 });
  const expected = await map.getAttribute('data-fields-expected');
  await expect(map).toHaveAttribute('data-fields-loaded', expected ?? '', { timeout: 60_000 });
  const box = await map.boundingBox();
  return { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 };
}

/**
 * Two frames drawn from now: what the page shows (a pointer's hover included) has been painted;
 * software WebGL takes seconds.
 */
export const nextFrames = (page: Page): Promise<void> =>
  page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
