import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiUrl } from '../playwright.config';

// A grower who works without a mouse: Tab, Shift+Tab, Enter, Space, Escape and the arrow keys
// only. Every step checks that the focus is where the grower expects it and that it shows (the
// theme's ring, a field's border, or maplibre's own), and that each popup or menu lets the focus
// go again, back to where it came from. Nothing here clicks or fills: the grower signs in, opens
// a farm and a field, reads Help and signs out; then sets a field's crop and trait and saves its
// Application Summary Report, choosing from every list with the arrow keys.

/** How the focused element shows its focus, or null when it does not show at all. */
async function focusShows(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const ring = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    if (ring && element.matches(':focus-visible'))
      return `outline ${style.outlineWidth} ${style.outlineStyle}`;
    if (style.boxShadow !== 'none') return `box-shadow ${style.boxShadow}`;
    // A password's box is the input's wrapper (its eye button sits inside it): the box shows it.
    const box = element.closest('.mantine-Input-input');
    if (box && box !== element && getComputedStyle(box).boxShadow !== 'none') return 'the box around it';
    return null;
  });
}

/** Presses `key` until `target` has the focus (at most `limit` times), then checks it shows. */
async function pressUntilFocused(page: Page, target: Locator, key = 'Tab', limit = 40) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) break;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
  expect(await focusShows(page), 'the focus is visible').not.toBeNull();
}

/** Signs the demo grower in from the login page: Tab to each box, type, Enter. */
async function signIn(page: Page): Promise<Locator> {
  await page.goto('/');
  await pressUntilFocused(page, page.getByLabel('Email'));
  await page.keyboard.type('grower@demo.farm');
  await pressUntilFocused(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type('demo-grower-2026');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  const profile = page.getByRole('button', { name: /^Welcome / });
  await expect(profile).toBeVisible();
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0, { timeout: 60_000 });
  return profile;
}

/**
 * Chooses `option` in a select: Tab to it, ArrowDown opens its list (in a searchable one, what
 * it holds replaced by `search` first), ArrowDown walks to the option, Enter takes it and the
 * list closes.
 */
async function choose(page: Page, select: Locator, option: string | RegExp, search?: string) {
  await pressUntilFocused(page, select);
  if (search) {
    // What the box holds is selected first, so the typing replaces it.
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(search);
    await expect(select).toHaveValue(search);
  }
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const wanted = listbox.getByRole('option', { name: option, exact: typeof option === 'string' }).first();
  for (let presses = 0; presses < 60; presses++) {
    if ((await wanted.getAttribute('data-combobox-selected').catch(() => null)) !== null) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(wanted).toHaveAttribute('data-combobox-selected');
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
  await expect(select).toBeFocused();
}

type ApiField = { uuid: string; name: string; crop: number | null; crop_trait: number | null };

/** The demo grower's field `name` as the api holds it, and a way to put its crop back. */
async function demoGrowerField(name: string) {
  const login = await fetch(`${apiUrl}/auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'grower@demo.farm', password: 'demo-grower-2026' }),
  });
  const { access } = (await login.json()) as { access: string };
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await fetch(`${apiUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(answer.ok).toBe(true);
    return (await answer.json()) as T;
  };
  const farms = await call<{ id: number }[]>('GET', '/farms/me/');
  const fields = await Promise.all(farms.map((farm) => call<ApiField[]>('GET', `/farms/${farm.id}/fields/`)));
  const field = fields.flat().find((each) => each.name === name);
  if (!field) throw new Error(`the demo grower has no field ${name}`);
  return {
    putBack: () =>
      call('PATCH', `/farms/fields/${field.uuid}/`, { crop: field.crop, crop_trait: field.crop_trait }),
  };
}

test('a grower signs in, opens a farm and a field, reads Help and signs out with the keyboard alone', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const profile = await signIn(page);

  // A farm: Tab to it in the sidebar and open it with Enter.
  const farm = page.getByRole('button', { name: /^Miller Creek Farms, \d+ fields/ });
  await pressUntilFocused(page, farm);
  await page.keyboard.press('Enter');
  await expect(farm).toHaveAttribute('aria-expanded', 'true');

  // A field of it: Enter on its name brings the map to it.
  const fieldButton = page.getByRole('button', { name: /^Show .+ on the map$/ }).first();
  await pressUntilFocused(page, fieldButton);
  const fieldName = ((await fieldButton.getAttribute('aria-label')) ?? '').replace(
    /^Show | on the map$/g,
    '',
  );
  await page.keyboard.press('Enter');
  const map = page.getByTestId('map.fields');
  await expect(map).toHaveAttribute('data-moving', 'false', { timeout: 60_000 });

  // Its details: the field's ⋮ menu, the arrow keys to Field details, Enter. The popup a click
  // on the field opens shows, with the focus inside it.
  const options = page.getByRole('button', { name: `Options of ${fieldName}` });
  await pressUntilFocused(page, options);
  await page.keyboard.press('Enter');
  const details = page.getByRole('menuitem', { name: 'Field details' });
  await expect(details).toBeVisible();
  await pressUntilFocused(page, details, 'ArrowDown', 10);
  await page.keyboard.press('Enter');
  const popup = page.getByRole('dialog', { name: 'Your field' });
  await expect(popup).toBeVisible({ timeout: 30_000 });
  await expect(popup).toContainText('Farm: Miller Creek Farms');
  await expect(popup).toBeFocused();
  expect(await focusShows(page), 'the focus is visible on the popup').not.toBeNull();
  // Its actions are reachable with Tab, and each shows its focus.
  const editField = popup.getByRole('button', { name: 'Edit field' });
  await pressUntilFocused(page, editField, 'Tab', 10);
  await page.screenshot({ path: testInfo.outputPath('keyboard-field-details.png') });
  // No trap: Escape closes the popup and the focus goes back to the ⋮ it came from.
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(options).toBeFocused();

  // The map itself takes the keyboard, with its focus shown, and lets it go again.
  const canvas = page.getByRole('region', { name: 'Map' });
  await pressUntilFocused(page, canvas);
  await page.keyboard.press('Tab');
  await expect(canvas).not.toBeFocused();

  // The profile menu: Shift+Tab back up to it, open with Space, arrows to Help, Enter.
  await pressUntilFocused(page, profile, 'Shift+Tab', 60);
  await page.keyboard.press('Space');
  const help = page.getByRole('menuitem', { name: 'Help' });
  await expect(help).toBeVisible();
  await pressUntilFocused(page, help, 'ArrowDown', 12);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/help$/);
  // A guide's link in the Guides list, followed with Enter, brings its guide into view.
  const sprayGuide = page
    .getByRole('navigation', { name: 'Guides' })
    .getByRole('link', { name: 'Start spraying' });
  await pressUntilFocused(page, sprayGuide, 'Tab', 30);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article', { name: 'Start spraying' })).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('keyboard-help.png') });

  // The menu closes with Escape, the focus back on it; then it signs out (ArrowUp wraps to Logout).
  await pressUntilFocused(page, profile, 'Shift+Tab', 60);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  // Opened, the menu has taken the focus: Escape is the menu's.
  await expect(page.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(profile).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('menu')).toBeVisible();
  const logout = page.getByRole('menuitem', { name: 'Logout' });
  await pressUntilFocused(page, logout, 'ArrowUp', 8);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(profile).toBeHidden();
});

test("a grower sets a field's crop and saves its Application Summary Report with the keyboard alone", async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  // East 80, which no other spec reads, gets a crop it has not got; its own is put back after,
  // for the specs that follow on the same database.
  const fieldName = 'East 80';
  const field = await demoGrowerField(fieldName);
  try {
    await setCropAndReport(page, testInfo.outputPath.bind(testInfo), fieldName);
  } finally {
    await field.putBack();
  }
});

async function setCropAndReport(page: Page, outputPath: (name: string) => string, fieldName: string) {
  await signIn(page);

  // The field's ⋮ menu in its farm, the arrows to Edit field, Enter.
  const farm = page.getByRole('button', { name: /^Miller Creek Farms, \d+ fields/ });
  await pressUntilFocused(page, farm);
  await page.keyboard.press('Enter');
  await expect(farm).toHaveAttribute('aria-expanded', 'true');
  // The fields' spray lines grow the list as they arrive: a ⋮ focused before would be pushed out
  // of the list's view, and its menu, placed against a hidden button, opens hidden. The grower
  // reads the list once it has settled.
  await expect(page.getByText('Checking sprayability…')).toHaveCount(0, { timeout: 60_000 });
  const field = page.getByRole('button', { name: `Show ${fieldName} on the map` });
  const crop = (await field.textContent())?.includes('soybean') ? 'corn' : 'soybean';
  const options = page.getByRole('button', { name: `Options of ${fieldName}` });
  await pressUntilFocused(page, options);
  await page.keyboard.press('Enter');
  // The menu is open before the arrows are pressed: an arrow pressed earlier goes nowhere. Its
  // first item's focus comes from a timer too: the arrows wait for the focus to be in the menu.
  const editField = page.getByRole('menuitem', { name: 'Edit field' });
  await expect(editField).toBeVisible();
  await expect(page.getByRole('menu').locator(':focus')).toHaveCount(1);
  await pressUntilFocused(page, editField, 'ArrowDown', 10);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Edit ${fieldName}` });
  await expect(dialog).toBeVisible();
  // A keyboard user starts once the focus is in the dialog. Mantine's focus trap puts it there
  // from a timer; on a busy machine that timer fires late, and a key pressed before it would be
  // taken from the box it was typed in (the list closes, the typing is undone).
  await expect(dialog.locator(':focus')).toHaveCount(1);

  // Its crop typed and chosen from the list, then the crop's first trait; Save with Enter.
  await choose(page, dialog.getByRole('combobox', { name: 'Crop' }), crop, crop.slice(0, 3));
  const traitBox = dialog.getByRole('combobox', { name: 'Trait' });
  await choose(page, traitBox, /./);
  const trait = await traitBox.inputValue();
  expect(trait).not.toBe('');
  await page.screenshot({ path: outputPath('keyboard-crop.png') });
  await pressUntilFocused(page, dialog.getByRole('button', { name: 'Save' }), 'Tab', 10);
  await page.keyboard.press('Enter');
  await expect(page.getByText('You have successfully updated your field data!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(field).toContainText(`${crop} - ${trait}`);
  // The focus goes back to the ⋮ the dialog came from.
  await expect(options).toBeFocused();
  expect(await focusShows(page), 'the focus is visible on the ⋮').not.toBeNull();

  // Reports, from the navigation: the same field, picked by its name from the list.
  const reports = page.getByRole('link', { name: 'Reports' });
  await pressUntilFocused(page, reports, 'Shift+Tab', 80);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/reports$/);
  await choose(page, page.getByRole('combobox', { name: 'Field' }), fieldName, fieldName);
  const form = page.getByRole('form', { name: 'Application Summary Report form' });
  await expect(form).toBeVisible({ timeout: 30_000 });
  // The crop just set is the report's crop.
  await expect(form.getByLabel(/^Crop or site/)).toHaveValue(crop);

  // What the draft leaves to the applicator, field by field with Tab: Space on a radio, the
  // times typed into their hour, minute and AM/PM, the product chosen from its suggestions.
  const yes = (group: string) =>
    form.getByRole('radiogroup', { name: group }).getByRole('radio', { name: 'Yes' });
  for (const group of ['Sensitive crop registry checked', 'Endangered species restrictions checked']) {
    await pressUntilFocused(page, yes(group));
    await page.keyboard.press('Space');
    await expect(yes(group)).toBeChecked();
  }
  await pressUntilFocused(page, form.getByLabel('Application start'));
  await page.keyboard.type('0830A');
  await expect(form.getByLabel('Application start')).toHaveValue('08:30');
  await pressUntilFocused(page, form.getByLabel('Application stop'));
  await page.keyboard.type('1015A');
  await expect(form.getByLabel('Application stop')).toHaveValue('10:15');
  await choose(page, form.getByRole('combobox', { name: 'Product 1' }), 'Enlist One', 'Enlist');
  await expect(form.getByLabel('EPA registration number 1')).toHaveValue('62719-695');
  await pressUntilFocused(page, form.getByLabel('Use rate 1'));
  await page.keyboard.type('32 fl oz/acre');
  await pressUntilFocused(page, form.getByLabel('Humidity (%)'));
  await page.keyboard.type('55');
  await choose(page, form.getByRole('combobox', { name: /^Nozzle manufacturer/ }), 'TeeJet');
  await choose(page, form.getByRole('combobox', { name: /^Nozzle type/ }), /^TTI – Turbo TeeJet Induction/);
  await choose(page, form.getByRole('combobox', { name: /^Nozzle size/ }), /^04 \(red/);
  await choose(page, form.getByRole('combobox', { name: /^Pump pressure/ }), '40 psi');
  await pressUntilFocused(page, form.getByLabel(/^Boom height/));
  await page.keyboard.type('20');
  await choose(page, form.getByRole('combobox', { name: /^Droplet size class/ }), 'Ultra Coarse (UC)');

  // Saved with Enter on its button: the report is listed, and the saved version reopens where
  // the form was, its title holding the focus.
  await pressUntilFocused(page, form.getByRole('button', { name: 'Save report' }));
  await page.keyboard.press('Enter');
  await expect(
    page.locator('.mantine-Notification-root').filter({ hasText: 'The report has been saved.' }),
  ).toBeVisible();
  const title = page.getByRole('heading', { name: /^Report (\d+), version 1 of 1$/ });
  await expect(title).toBeFocused();
  expect(await focusShows(page), 'the focus is visible after saving').not.toBeNull();
  const id = /^Report (\d+)/.exec((await title.textContent()) ?? '')?.[1];
  await expect(
    page
      .getByRole('table', { name: 'Saved reports' })
      .getByRole('link', { name: `Download the PDF of report ${id}, version 1` }),
  ).toBeVisible();
  await page.screenshot({ path: outputPath('keyboard-report-saved.png') });
}
