import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiUrl } from '../playwright.config';
import { signInAsDemoGrower } from './session';

// A grower starts spraying from the Dashboard: the top bar says 'Currently spraying' in every
// tab of theirs, and a neighbour whose soybean beside the sprayed farm would be injured gets
// the notice live in another browser. The neighbour (the demo staff account, a plan B grower
// account) claims the free fields beside the demo grower's Creek field here, through the api.

const grower = { email: 'grower@demo.farm', password: 'demo-grower-2026' };
const neighbour = { email: 'staff@demo.farm', password: 'demo-staff-2026' };
const SOYBEAN = 2;
const XTEND = 8; // soybean - Roundup Ready 2 Xtend: Group 4's 2,4-D injures it

async function call<T>(access: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${access}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  const events = response.headers.get('content-type')?.startsWith('text/event-stream');
  return (events || !text ? text : JSON.parse(text)) as T;
}

async function accessOf(who: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${apiUrl}/auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  return ((await response.json()) as { access: string }).access;
}

type Farm = { id: number; name: string };
type FarmField = { uuid: string; name: string; crop: number | null; center: { lat: number; lng: number } };

/** The neighbour's soybean field beside the demo grower's Creek field, claimed once. */
async function neighbourBesideCreekField() {
  const [growerAccess, neighbourAccess] = await Promise.all([accessOf(grower), accessOf(neighbour)]);
  for (const farm of await call<Farm[]>(neighbourAccess, 'GET', '/farms/me/')) {
    const fields = await call<FarmField[]>(neighbourAccess, 'GET', `/farms/${farm.id}/fields/`);
    if (fields.some((field) => field.name.startsWith('Bean field'))) return;
  }
  const [home] = await call<Farm[]>(growerAccess, 'GET', '/farms/me/');
  const creek = (await call<FarmField[]>(growerAccess, 'GET', `/farms/${home?.id}/fields/`)).find(
    (field) => field.name === 'Creek field',
  );
  if (!creek) throw new Error('the demo grower has no Creek field');
  const { primary_nodes } = await call<{ primary_nodes: { id: number }[] }>(
    growerAccess,
    'POST',
    '/farms/fields/location-search/',
    { point: creek.center },
  );
  // The free fields beside the grower's own, as the grower's node stream marks them. All are
  // claimed, so whichever way the (sample) forecast wind blows, one lies downwind.
  const free = new Set<string>();
  for (const node of primary_nodes.slice(0, 4)) {
    const stream = await call<string>(
      growerAccess,
      'GET',
      `/farms/nodes/${node.id}/stream?lat=${creek.center.lat}&lng=${creek.center.lng}`,
    );
    for (const line of stream.split('\n')) {
      if (!line.startsWith('data: ')) continue;
      const batch = JSON.parse(line.slice(6)) as {
        fields?: { uuid: string; claimed: boolean; neighbour: boolean }[];
      };
      for (const field of batch.fields ?? []) if (!field.claimed && field.neighbour) free.add(field.uuid);
    }
  }
  if (free.size === 0) throw new Error('no free field beside the demo grower');
  let count = 0;
  for (const uuid of free) {
    const claimed = await call<{ uuid: string }>(neighbourAccess, 'PATCH', `/farms/fields/${uuid}/claim/`, {
      name: `Bean field ${++count}`,
      legal_confirmed: true,
    });
    await call(neighbourAccess, 'PATCH', `/farms/fields/${claimed.uuid}/`, {
      crop: SOYBEAN,
      crop_trait: XTEND,
    });
  }
}

async function signIn(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await page.goto('/');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

// Not yet green in one complete run; the two-gateway test (tests/spray-live.test.ts) covers the
// notice crossing gateways through Redis. Issue 17's note.
test.fixme('a grower starts spraying and a neighbour in another browser sees the notice', async ({
  page,
  browser,
}, testInfo) => {
  // Three signed-in pages, two of them with the map, in software WebGL on a shared machine.
  test.setTimeout(300_000);
  await neighbourBesideCreekField();
  const shot = (on: Page, name: string) =>
    on.screenshot({ path: testInfo.outputPath(name), animations: 'disabled' });

  // The neighbour is signed in and waiting, in a browser of their own, on a page without the
  // map (notices reach every page; software WebGL on this machine is slow with several maps).
  const neighbourPage = await signIn(browser, neighbour);
  await neighbourPage.getByRole('link', { name: 'My Crops' }).click();
  await expect(neighbourPage.getByRole('button', { name: 'Spray notices, 0 new' })).toBeVisible();

  await signInAsDemoGrower(page);
  await page.getByRole('button', { name: /^Miller Creek Farms, \d+ fields/ }).click();
  await page.getByRole('button', { name: 'Start spraying' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start spraying Miller Creek Farms' });
  await dialog.getByText('Herbicide groups', { exact: true }).click();
  await dialog.getByPlaceholder('Choose from My Herbicides').click();
  await page.getByRole('option', { name: 'Group 4 (Synthetic auxins)' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Creek field' })).toBeChecked();
  await shot(page, 'start-spraying.png');
  await dialog.getByRole('button', { name: 'Start spraying' }).click();
  await expect(page.getByText(/^Spraying started\. \d+ neighbours? (was|were) told\.$/)).toBeVisible();

  const topBar = page.getByRole('status', { name: 'Currently spraying' });
  await expect(topBar).toContainText('Currently spraying');
  await expect(topBar).toContainText('Group 4 (Synthetic auxins): 2,4-D');
  await shot(page, 'currently-spraying.png');
  // Another tab of the grower's shows it too, and hears live when it stops (below).
  const secondTab = await page.context().newPage();
  await secondTab.goto('/dashboard');
  await expect(secondTab.getByRole('status', { name: 'Currently spraying' })).toContainText('Group 4');

  // The neighbour gets the notice live: the product and the time, and their field at risk.
  await neighbourPage.bringToFront();
  const toast = neighbourPage.locator('.mantine-Notification-root').filter({ hasText: 'Spray drift notice' });
  await expect(toast).toContainText(/is spraying 2,4-D.*\(Group 4\) from \d{1,2}:\d{2} [AP]M/);
  await expect(toast).toContainText(/At risk: Bean field \d+ \(soybean - Roundup Ready 2 Xtend\)/);
  await shot(neighbourPage, 'neighbour-notice.png');
  await neighbourPage.getByRole('button', { name: 'Spray notices, 1 new' }).click();
  await expect(
    neighbourPage
      .getByRole('dialog')
      .getByText(/Bean field/)
      .first(),
  ).toBeVisible();
  await shot(neighbourPage, 'neighbour-inbox.png');

  // Stopping clears the top bar in both of the grower's tabs.
  await page.bringToFront();
  await page.getByRole('button', { name: 'Stop spraying' }).click();
  await expect(page.getByText('Spraying stopped.')).toBeVisible();
  await expect(topBar).toHaveCount(0);
  await secondTab.bringToFront();
  await expect(secondTab.getByRole('status', { name: 'Currently spraying' })).toHaveCount(0);
});
