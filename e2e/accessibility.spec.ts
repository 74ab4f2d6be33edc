import { expect, type Page, test } from '@playwright/test';
import { apiUrl } from '../playwright.config';
import { type RouteName, routes } from '../web/src/routes/table';
import { axeViolations } from './axe';
import { mailsTo, signIn } from './session';

// Every route of the web's route table (web/src/routes/table.ts), checked by axe against WCAG 2
// A and AA as the person it is for sees it: signed out, the grower, the retailer and staff. The
// test fails on any violation and lists each one (rule, element, what to fix). A route added to
// the table without a visit here fails the type check (`visits` is a Record of every route).

const demo = {
  grower: { email: 'grower@demo.farm', password: 'demo-grower-2026' },
  retailer: { email: 'retailer@demo.farm', password: 'demo-retailer-2026' },
  staff: { email: 'staff@demo.farm', password: 'demo-staff-2026' },
};

type Who = 'visitor' | 'grower' | 'retailer' | 'staff';
/** Who opens the route, and the address (routes with parameters get real or refused ones). */
type Visit = { who: Who[]; path: string; narrow?: boolean };

const visits: Record<RouteName, Visit> = {
  login: { who: ['visitor'], path: '/' },
  godModeLogin: { who: ['retailer'], path: 'god-mode' },
  register: { who: ['visitor'], path: '/register' },
  forgotPassword: { who: ['visitor'], path: '/password_reset' },
  dashboard: { who: ['grower', 'retailer'], path: '/dashboard' },
  sandbox: { who: ['staff'], path: '/sandbox' },
  accountActivation: { who: ['visitor'], path: 'activation' },
  pricingPlans: { who: ['visitor'], path: '/pricing-plans' },
  paymentDetails: { who: ['visitor'], path: '/payment_details' },
  paymentReceipt: { who: ['visitor'], path: '/receipt' },
  reports: { who: ['grower', 'retailer'], path: '/reports' },
  crops: { who: ['grower'], path: '/crops' },
  neighborCrops: { who: ['grower'], path: '/neighbor-crops' },
  herbicides: { who: ['grower'], path: '/herbicides' },
  traits: { who: ['grower'], path: '/traits' },
  tankMix: { who: ['grower'], path: '/tank_mix' },
  agRetailer: { who: ['grower', 'retailer'], path: '/ag_retailer' },
  agRetailerInvite: { who: ['visitor'], path: '/ag_retailer_invite/not-a-real-invitation' },
  emailConfirmation: { who: ['visitor'], path: '/email_confirm/not-a-real-token' },
  welcome: { who: ['visitor'], path: '/welcome', narrow: true },
  auditLog: { who: ['staff'], path: '/audit' },
  staffAccounts: { who: ['staff'], path: '/accounts' },
  billing: { who: ['grower'], path: '/billing' },
  help: { who: ['grower', 'retailer'], path: '/help' },
  connectApp: { who: ['grower'], path: '/connect/no-such-request' },
  connectedApps: { who: ['grower', 'retailer'], path: '/connected-apps' },
  developerApps: { who: ['staff'], path: '/developer/apps' },
};

async function signedIn(page: Page, who: Who) {
  if (who !== 'visitor') await signIn(page, demo[who]);
}

/** The screen has drawn: no spinner left, and the map (where there is one) has its first fields. */
async function settled(page: Page) {
  // Software WebGL on a busy machine: the map can take a while to stop.
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0, { timeout: 60_000 });
  const map = page.getByTestId('map.fields');
  if (await map.count()) await expect(map).toHaveAttribute('data-moving', 'false', { timeout: 60_000 });
}

for (const who of ['visitor', 'grower', 'retailer', 'staff'] as const) {
  test(`every route the ${who} opens has no WCAG 2 A/AA violation`, async ({ page }) => {
    test.setTimeout(300_000);
    await signedIn(page, who);
    const violations: string[] = [];
    for (const [name, visit] of Object.entries(visits) as [RouteName, Visit][]) {
      if (!visit.who.includes(who)) continue;
      let path = visit.path;
      if (path === 'activation') {
        // A fresh grower's activation link, as mailed.
        const email = `axe.${Date.now()}@example.com`;
        const answer = await fetch(`${apiUrl}/auth/users/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            full_name: 'Ada Prairie',
            farm_name: 'Prairie Creek Farm',
            email,
            password: 'wheat-and-soy-2026',
            password_confirmation: 'wheat-and-soy-2026',
            security_question: 3,
            security_answer: 'John Deere',
          }),
        });
        expect(answer.status).toBe(201);
        path = new URL((await mailsTo(email))[0]?.links[0] ?? '').pathname;
      }
      if (path === 'god-mode') {
        // The retailer enters the demo grower's account from its Grower Accounts.
        await page.goto('/ag_retailer');
        const enter = page.getByRole('link', { name: 'Enter Miller Creek Farms in god mode' });
        path = new URL((await enter.getAttribute('href')) ?? '', page.url()).pathname;
      }
      if (visit.narrow) await page.setViewportSize({ width: 800, height: 900 });
      await page.goto(path);
      await expect(page).toHaveTitle(/.+/);
      await settled(page);
      violations.push(...(await axeViolations(page, `${who} ${routes[name].paths[0]}`)));
      if (visit.narrow) await page.setViewportSize({ width: 1280, height: 800 });
    }
    expect(violations, violations.join('\n')).toEqual([]);
  });
}

test('the map with a farm open and the drawing banner have no violation', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, demo.grower);
  const violations: string[] = [];
  // A farm opened: its fields listed, the map fitted to them with their markers.
  await page.getByRole('button', { name: /^Miller Creek Farms, \d+ fields/ }).click();
  await expect(page.getByRole('button', { name: 'Add Field' })).toBeVisible();
  await settled(page);
  // The fields' markers: one per field, or a cluster ("4 of your fields") when zoomed out.
  await expect(page.getByRole('button', { name: /^(Your field |\d+ of your fields)/ }).first()).toBeVisible();
  violations.push(...(await axeViolations(page, 'farm open')));
  // The map's own controls are named.
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zoom out' })).toBeVisible();
  // Drawing a boundary: the add-field panel and the banner over the map.
  await page.getByRole('button', { name: 'Add Field' }).click();
  await page.getByRole('button', { name: 'Draw the boundary on the map' }).click();
  await expect(page.getByRole('region', { name: 'Map editing' })).toBeVisible();
  violations.push(...(await axeViolations(page, 'drawing')));
  expect(violations, violations.join('\n')).toEqual([]);
});

test("the open profile menu and a field's popup have no violation", async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, demo.grower);
  const violations: string[] = [];
  await settled(page);
  await page.getByRole('button', { name: /^Welcome / }).click();
  await expect(page.getByRole('menuitem', { name: 'Help' })).toBeVisible();
  // Read once the menu has faded in: half-way, its text is paler than it will be (seen once, 2.32:1).
  await expect(page.getByRole('menu')).toHaveCSS('opacity', '1');
  violations.push(...(await axeViolations(page, 'profile menu open')));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  // A field's popup, opened from the field list as a keyboard user opens it.
  await page.getByRole('button', { name: /^Miller Creek Farms, \d+ fields/ }).click();
  const show = page.getByRole('button', { name: /^Show .+ on the map$/ }).first();
  const field = ((await show.getAttribute('aria-label')) ?? '').replace(/^Show | on the map$/g, '');
  await page.getByRole('button', { name: `Options of ${field}` }).click();
  await page.getByRole('menuitem', { name: 'Field details' }).click();
  const popup = page.getByRole('dialog', { name: 'Your field' });
  await expect(popup.getByRole('button', { name: 'Edit field' })).toBeVisible({ timeout: 30_000 });
  await settled(page);
  violations.push(...(await axeViolations(page, 'field popup open')));
  expect(violations, violations.join('\n')).toEqual([]);
});
