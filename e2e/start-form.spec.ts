import { expect, type Request, test } from '@playwright/test';
import { apiUrl } from '../playwright.config';
import { kansasNoonWallClock } from './field-time';
import { registerActiveGrower, signIn, signInAsDemoGrower } from './session';

// Issue 55, "Starting a spray": the start form reads the time typed in the field's own zone (the
// demo region is in Kansas, America/Chicago), whatever the browser's zone, and shows that zone;
// and it never changes a reading: 200 °F shows the temperature field's own message and sends
// nothing. The browser here is in Tokyo, fifteen hours ahead of Kansas in winter.
test.use({ timezoneId: 'Asia/Tokyo' });

test('a start typed in a Tokyo browser is read in the field’s zone; 200°F is refused at the field and sends nothing', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  // Every StartSpraying the page sends, held here: none reaches the api, so no spray starts and
  // no neighbour of the shared demo instance is told.
  const sent: Request[] = [];
  await page.route('**/graphql', async (route) => {
    // The web sends trusted documents: an operation name and a hash, no query text.
    const posted = route.request().postDataJSON() as { operationName?: string } | null;
    if (posted?.operationName === 'StartSpraying') {
      sent.push(route.request());
      await route.fulfill({ json: { errors: [{ message: 'held by the test' }] } });
      return;
    }
    await route.fallback();
  });

  await signInAsDemoGrower(page);
  await page.getByRole('button', { name: /^North Section, \d+ fields/ }).click();
  await page.getByRole('button', { name: 'Start spraying' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start spraying North Section' });
  await dialog.getByRole('combobox', { name: 'Tank mix' }).click();
  await page.getByRole('option', { name: 'Corn pre-emerge' }).click();
  // The start is typed in the field's time, and says so: Central time, not Tokyo's.
  const start = dialog.getByLabel(/^Start time \(C[SD]T, the field's time\)$/);
  await expect(start).toBeVisible();
  // Noon in Kansas (18:00 UTC), today's or yesterday's, typed as Kansas's clock shows it.
  const now = new Date();
  const noonUtc = new Date(now);
  noonUtc.setUTCHours(18, 0, 0, 0);
  if (noonUtc.getTime() > now.getTime()) noonUtc.setUTCDate(noonUtc.getUTCDate() - 1);
  await start.fill(kansasNoonWallClock(now));
  await dialog.getByLabel('Wind speed (mph)').fill('0');
  await dialog.getByRole('combobox', { name: 'Wind from' }).click();
  await page.getByRole('option', { name: 'S', exact: true }).click();

  // 200 °F: the temperature field's own message, the reading left as typed, nothing sent.
  const temperature = dialog.getByLabel('Air temperature (°F)');
  await temperature.fill('200');
  await dialog.getByRole('button', { name: 'Start spraying' }).click();
  await expect(dialog).toContainText('Give the air temperature measured at boom height, from -40 to 130°F.');
  await expect(temperature).toHaveValue('200');
  await page.screenshot({ path: testInfo.outputPath('start-200-degrees.png') });
  expect(sent).toHaveLength(0);
  await expect(page.getByRole('status', { name: 'Currently spraying' })).toHaveCount(0);

  // 72 °F: the start goes out, as the instant of noon in Kansas (18:00 UTC), not noon in Tokyo.
  await temperature.fill('72');
  await dialog.getByRole('button', { name: 'Start spraying' }).click();
  await expect.poll(() => sent.length).toBe(1);
  const body = sent[0]?.postDataJSON() as { variables: { input: { startedAt?: string } } } | undefined;
  expect(body?.variables.input.startedAt).toBe(noonUtc.toISOString());
  await page.screenshot({ path: testInfo.outputPath('start-field-zone.png') });
});

// Issue 55, "Done when": an Enlist start with grapes adjacent and the wind toward them is refused;
// the same wind away from them is not refused for them. A grower of its own (so no demo field
// changes) has a soybean strip 1,600 m long (Enlist E3, which its 2,4-D and glyphosate do not
// injure); a neighbour's vineyard lies 30 m north of the strip's east end. From the strip's centre the grapes
// lie 69–84° east of north, so a south wind reached them only from the strip's edge (toward.ts);
// the Enlist tank's drift at 8 mph stops short of 30 m. The readings are what the applicator
// measured, so the sample forecast's winds do not decide.
async function apiLogin(who: { email: string; password: string }): Promise<string> {
  const answer = await fetch(`${apiUrl}/auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  return ((await answer.json()) as { access: string }).access;
}
async function call<T>(access: string, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(answer.ok, `${method} ${path}`).toBe(true);
  return (await answer.json()) as T;
}

test('an Enlist start with the wind toward adjacent grapes is refused, and away from them it is not', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const who = await registerActiveGrower('enlist-grapes', {
    fullName: 'Vera Vine',
    farmName: 'Vine Row Farm',
  });
  const access = await apiLogin(who);
  const lat0 = 38.62;
  const lng0 = -98.83;
  const lng = (metres: number) => lng0 + metres / (111_320 * Math.cos((lat0 * Math.PI) / 180));
  const lat = (metres: number) => lat0 + metres / 110_540;
  const box = (west: number, south: number, east: number, north: number) => [
    [
      [
        [lng(west), lat(south)],
        [lng(east), lat(south)],
        [lng(east), lat(north)],
        [lng(west), lat(north)],
        [lng(west), lat(south)],
      ],
    ],
  ];
  // One field each (a new account's credits pay for one): Vera's strip, and next door Gus's vines.
  const importField = async (access: string, farmName: string, name: string, rings: number[][][][]) => {
    const farms = await call<{ id: number }[]>(access, 'GET', '/farms/me/');
    const farm = farms[0] ?? (await call<{ id: number }>(access, 'POST', '/farms/', { name: farmName }));
    const file = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { name }, geometry: { type: 'MultiPolygon', coordinates: rings } },
      ],
    };
    const report = await call<{ features: { name: string; status: string; reason: string | null }[] }>(
      access,
      'POST',
      `/farms/${farm.id}/fields/import/`,
      {
        format: 'geojson',
        content: Buffer.from(JSON.stringify(file)).toString('base64'),
        legal_confirmed: true,
      },
    );
    expect(report.features.map((each) => `${each.name}: ${each.status} ${each.reason ?? ''}`.trim())).toEqual(
      [`${name}: taken`],
    );
    const fields = await call<{ uuid: string; name: string }[]>(access, 'GET', `/farms/${farm.id}/fields/`);
    return fields.find((field) => field.name === name)?.uuid;
  };
  const strip = await importField(access, 'Vine Row Farm', 'Bean strip', box(-800, -50, 800, 50));
  const gus = await registerActiveGrower('enlist-grapes-vines', {
    fullName: 'Gus Grape',
    farmName: 'Grape Hill',
  });
  const gusAccess = await apiLogin(gus);
  const vineyard = await importField(gusAccess, 'Grape Hill', 'Vineyard', box(600, 80, 800, 230));
  const crops = await call<{ id: number; name: string }[]>(access, 'GET', '/farms/crops/');
  const traits = await call<Record<string, { id: number; crop: number; trait_name: string }[]>>(
    access,
    'GET',
    '/farms/crop-traits/',
  );
  const e3 = Object.values(traits)
    .flat()
    .find((trait) => trait.trait_name === 'Enlist E3');
  const grape = crops.find((crop) => crop.name === 'grape');
  await call(access, 'PATCH', `/farms/fields/${strip}/`, { crop: e3?.crop, crop_trait: e3?.id });
  await call(gusAccess, 'PATCH', `/farms/fields/${vineyard}/`, { crop: grape?.id, crop_trait: null });
  const groups = await call<{ herbicide_groups: { active_ingredients: { id: number; name: string }[] }[] }>(
    access,
    'GET',
    '/herbicides/groups/',
  );
  const actives = groups.herbicide_groups.flatMap((group) => group.active_ingredients);
  const activeId = (name: string) => actives.find((active) => active.name === name)?.id;
  await call(access, 'POST', '/herbicides/tank-mixes/me/', {
    name: 'Enlist post',
    herbicide_groups: [4, 9],
    active_ingredients: [activeId('2,4-D'), activeId('glyphosate')],
    products: ['Enlist One'],
  });

  await signIn(page, who);
  await page.getByRole('button', { name: /^Vine Row Farm, 1 field/ }).click();
  const startWith = async (from: 'S' | 'N') => {
    await page.getByRole('button', { name: 'Start spraying' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start spraying Vine Row Farm' });
    await dialog.getByRole('combobox', { name: 'Tank mix' }).click();
    await page.getByRole('option', { name: 'Enlist post' }).click();
    await dialog.getByLabel('Wind speed (mph)').fill('8');
    await dialog.getByRole('combobox', { name: 'Wind from' }).click();
    await page.getByRole('option', { name: from, exact: true }).click();
    await dialog.getByLabel('Air temperature (°F)').fill('70');
    await dialog.getByRole('button', { name: 'Start spraying' }).click();
    return dialog;
  };

  // Toward the grapes: refused in the label's words, nothing started.
  const toward = await startWith('S');
  await expect(toward).toContainText('grape downwind', { timeout: 30_000 });
  await expect(toward).toContainText(
    'Do not apply when the wind is blowing toward adjacent susceptible crops',
  );
  await page.screenshot({ path: testInfo.outputPath('enlist-toward-grapes.png') });
  await expect(page.getByRole('status', { name: 'Currently spraying' })).toHaveCount(0);
  await toward.press('Escape');
  await expect(toward).toBeHidden();

  // Away from them: the applicator's north wind refuses nothing. The api starts the spray, or asks
  // to confirm what only the sample forecast's own wind for the hour breaks (a forecast, which the
  // applicator in the field may know better); either way no reading is refused.
  const away = await startWith('N');
  const started = page.getByRole('status', { name: 'Currently spraying' });
  const asked = away.getByLabel('I checked the conditions at the field and start anyway');
  await expect(started.or(asked)).toBeVisible({ timeout: 30_000 });
  // Refusals stand beside the reading they are about, 'Not allowed by …'; what is asked reads
  // 'The forecast for this hour breaks …'.
  await expect(away.getByText(/^Not allowed by/)).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('enlist-away-from-grapes.png') });
});
