import { expect, type Page, test } from '@playwright/test';
import { watchCspViolations } from './csp';
import { signInAsDemoGrower } from './session';

// Offline, honestly (issue 38): after one visit the dashboard opens with no network from what the
// service worker and IndexedDB kept, says it is offline and since when, and refuses a write.
// Only this spec lets the service worker run (the others block it in playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const OFFLINE_WRITE_DISABLED = 'You are offline: this can be saved once your connection is back.';

/** Whether the page's answers have been kept on the device (offlineStore.ts's snapshot). */
const answersKept = (page: Page, store: 'snapshot' | 'nodes' = 'snapshot') =>
  page.evaluate(
    (store) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('field-boundaries');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) return resolve(false);
          const get = db.transaction(store).objectStore(store).count();
          get.onsuccess = () => resolve(get.result > 0);
          get.onerror = () => resolve(false);
        };
      }),
    store,
  );

/**
 * Whether the device's copy of the answers holds one to `operation` (offlineLink.ts writes the
 * answers 1.5 s after the last of a burst): the visit is over once what it showed is kept.
 */
const answerKept = (page: Page, operation: string) =>
  page.evaluate(
    (operation) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('field-boundaries');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('snapshot')) return resolve(false);
          const get = db.transaction('snapshot').objectStore('snapshot').get('last');
          get.onsuccess = () => {
            const answers = (get.result as { answers?: Record<string, unknown> } | undefined)?.answers ?? {};
            resolve(Object.keys(answers).some((key) => key.startsWith(`${operation} `)));
          };
          get.onerror = () => resolve(false);
        };
      }),
    operation,
  );

test('after one visit, the dashboard opens offline with the grower’s fields, says so, and refuses a write', async ({
  page,
  context,
}, testInfo) => {
  // Two full loads of the dashboard and its map in one test, on a shared machine's software WebGL.
  test.setTimeout(600_000);
  const cspViolations = watchCspViolations(page);
  await signInAsDemoGrower(page);
  const farm = page.getByRole('button', { name: /^Miller Creek Farms, \d+ fields · [\d,]+\.\d{2} ac\.$/ });
  await farm.click();
  await page.getByRole('button', { name: 'Show Creek field on the map' }).click();
  await expect(page.getByText(/^[\d,]+ fields loaded nearby$/)).toBeVisible({ timeout: 60_000 });
  // The worker has taken the page, and the grower's answers are on the device.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  await expect.poll(() => answersKept(page), { timeout: 30_000 }).toBe(true);
  await expect.poll(() => answersKept(page, 'nodes'), { timeout: 60_000 }).toBe(true);
  // The nodes around the field shown, and the answer that names them, are on the device.
  await expect.poll(() => answerKept(page, 'CluNodes'), { timeout: 60_000 }).toBe(true);

  await context.setOffline(true);
  await page.reload();
  // "today at …", or the date when the visit was before midnight.
  const banner = page
    .getByRole('status')
    .filter({ hasText: /^Offline — last updated (today|[A-Z][a-z]{2} \d{1,2}) at \d{1,2}:\d{2} [AP]M/ });
  await expect(banner).toBeVisible({ timeout: 30_000 });
  await expect(banner).toContainText('Changes cannot be saved until you are back online.');
  // The grower's own farms and fields, as last seen (the map's code from the worker's copy).
  await expect(farm).toBeVisible({ timeout: 60_000 });
  // A write is refused at once, with a message; nothing waits to be sent later.
  // (The page's queries may still be tried and fail; the write itself must never leave.)
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/graphql') && request.postData()?.includes('"operationName":"AddFarm"'))
      sent++;
  });
  // Write controls show they cannot save before they are pressed, and say why.
  const addFarm = page.getByRole('button', { name: 'Add Farm' });
  await expect(addFarm).toHaveAttribute('aria-disabled', 'true');
  await expect(addFarm).toHaveAccessibleDescription(OFFLINE_WRITE_DISABLED);
  await addFarm.hover();
  await expect(page.getByRole('tooltip', { name: OFFLINE_WRITE_DISABLED })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('offline-write-disabled.png') });
  // Pressed anyway (force: Playwright itself waits for an aria-disabled control to be enabled): nothing opens.
  await addFarm.click({ force: true });
  await expect(page.getByRole('dialog', { name: 'Add Farm' })).toHaveCount(0);
  expect(sent).toBe(0);
  await farm.click();
  // Its neighbourhood, as last seen: the CLU fields kept on the device.
  await page.getByRole('button', { name: 'Show Creek field on the map' }).click();
  await expect(page.getByText(/^[\d,]+ fields loaded nearby$/)).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: testInfo.outputPath('offline-dashboard.png') });
  // A dialog opened offline says the same of its Save: the Edit field dialog, from the field's ⋮.
  await page.getByRole('button', { name: 'Options of Creek field' }).click();
  await page.getByRole('menuitem', { name: 'Edit field' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Creek field' });
  const save = edit.getByRole('button', { name: 'Save' });
  await expect(save).toHaveAttribute('aria-disabled', 'true');
  await expect(save).toHaveAccessibleDescription(OFFLINE_WRITE_DISABLED);
  await page.screenshot({ path: testInfo.outputPath('offline-edit-field.png') });
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();

  // Back online: the banner goes and the live answers return; the refused farm was never sent.
  await context.setOffline(false);
  await expect(banner).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: /^River Bottom,/ })).toHaveCount(0);
  await expect(farm).toBeVisible();
  expect(await cspViolations()).toEqual([]);
});
