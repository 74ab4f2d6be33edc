import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiUrl } from '../playwright.config';
import { mailsTo, registerActiveGrower, signIn, signInAsDemoGrower } from './session';

// Duplicates and disputes told (issue 34): a field drawn over another grower's puts a badge on
// both growers' fields in the sidebar and mails each of them once; an import's preview names a
// boundary the grower has already, and the farm it is in, and writes nothing until confirmed.
test.describe.configure({ timeout: 300_000 });

type Ring = number[][];
const square = (west: number, south: number, side = 0.004): Ring => [
  [west, south],
  [west + side, south],
  [west + side, south + side],
  [west, south + side],
  [west, south],
];
const geojson = (...features: { name: string; rings: Ring[][] }[]) =>
  JSON.stringify({
    type: 'FeatureCollection',
    features: features.map(({ name, rings }) => ({
      type: 'Feature',
      properties: { name },
      geometry: { type: 'MultiPolygon', coordinates: rings },
    })),
  });

async function login(who: { email: string; password: string }): Promise<string> {
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
  return (await answer.json()) as T;
}

type Farm = { id: number; name: string };
type ApiField = { uuid: string; name: string; geometry: { coordinates: Ring[][] } };

test("a dispute puts a badge on both growers' fields in the sidebar, and mails each of them once", async ({
  page,
}, testInfo) => {
  const growers = [
    {
      who: await registerActiveGrower('dispute-a', {
        fullName: 'Ada Prairie',
        farmName: 'Prairie Creek Farm',
      }),
      farm: 'Prairie Creek Farm',
      field: 'Creek bottom',
      west: -98.1,
    },
    {
      who: await registerActiveGrower('dispute-b', { fullName: 'Ben Ridge', farmName: 'Ridge Top Farm' }),
      farm: 'Ridge Top Farm',
      field: 'Over the creek',
      // Over the east 0.001° (about 85 m) of Ada's field.
      west: -98.1 + 0.003,
    },
  ];
  // Each brings in their field from a file, Ben's second: the dispute arises with Ben's import.
  for (const grower of growers) {
    const access = await login(grower.who);
    const farms = await call<Farm[]>(access, 'GET', '/farms/me/');
    const farm = farms[0] ?? (await call<Farm>(access, 'POST', '/farms/', { name: grower.farm }));
    const report = await call<{ taken: number }>(access, 'POST', `/farms/${farm.id}/fields/import/`, {
      format: 'geojson',
      content: Buffer.from(geojson({ name: grower.field, rings: [[square(grower.west, 40.5)]] })).toString(
        'base64',
      ),
      legal_confirmed: true,
    });
    expect(report.taken).toBe(1);
  }
  for (const grower of growers) {
    const told = ((await mailsTo(grower.who.email)) as unknown as { subject: string }[]).filter((mail) =>
      mail.subject.startsWith('Boundary dispute'),
    );
    expect(told.map((mail) => mail.subject)).toEqual([
      `Boundary dispute: ${grower.field} overlaps another grower's field`,
    ]);
  }

  for (const grower of growers) {
    await page.context().clearCookies();
    await signIn(page, grower.who);
    await page.getByRole('button', { name: new RegExp(`^${grower.farm}, 1 field`) }).click();
    const item = page.getByRole('button', { name: `Show ${grower.field} on the map` });
    await expect(item).toContainText('Disputed');
    await item.getByText('Disputed').hover();
    await expect(page.getByRole('tooltip')).toContainText(
      /Overlaps another grower's field by \d+\.\d{2} ac\./,
    );
    await page.screenshot({
      path: testInfo.outputPath(`badge-${grower.farm.split(' ')[0]?.toLowerCase()}.png`),
    });
  }
});

test('the import preview names a boundary the grower has already and its farm, and writes nothing unless confirmed', async ({
  page,
}, testInfo) => {
  // One of the demo grower's fields, brought again into another of their farms with a new one.
  const access = await login({ email: 'grower@demo.farm', password: 'demo-grower-2026' });
  const farms = await call<Farm[]>(access, 'GET', '/farms/me/');
  const fieldsOf = (farm: Farm) => call<ApiField[]>(access, 'GET', `/farms/${farm.id}/fields/`);
  const [home, other] = farms as [Farm, Farm];
  const [existing] = await fieldsOf(home);
  if (!existing) throw new Error('the demo grower has no field in their first farm');
  const before = (await fieldsOf(other)).length;
  const file = testInfo.outputPath('fields-again.geojson');
  writeFileSync(
    file,
    geojson(
      { name: existing.name, rings: existing.geometry.coordinates },
      { name: 'Brand new quarter', rings: [[square(-98.3, 40.7)]] },
    ),
  );

  await signInAsDemoGrower(page);
  await page.getByRole('button', { name: `Options of ${other.name}` }).click();
  await page.getByRole('menuitem', { name: 'Import boundaries…' }).click();
  const dialog = page.getByRole('dialog', { name: `Import boundaries into ${other.name}` });
  await dialog.locator('input[type="file"]').setInputFiles(file);
  const report = dialog.getByRole('table', { name: 'Import report' });
  const repeated = report.getByRole('row').filter({ hasText: existing.name });
  await expect(repeated).toContainText('Skipped');
  await expect(repeated).toContainText(`Already your field "${existing.name}" in ${home.name}.`);
  await expect(report.getByRole('row').filter({ hasText: 'Brand new quarter' })).toContainText('Will import');
  await expect(dialog.getByRole('status')).toHaveText(
    '1 of 2 boundaries can be imported; 1 is a field you have already (skipped).',
  );
  await expect(dialog.getByRole('button', { name: 'Import 1 field' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('import-duplicate.png') });

  // Ticked to import anyway: the preview asks again, and it would be taken.
  await dialog.getByRole('checkbox', { name: `Import ${existing.name} anyway` }).check();
  await expect(repeated).toContainText('Will import');
  await expect(dialog.getByRole('button', { name: 'Import 2 fields' })).toBeVisible();
  // Cancelled: nothing was written by the previews.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await fieldsOf(other)).length).toBe(before);
});
