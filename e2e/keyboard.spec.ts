import { expect, type Locator, type Page, test } from '@playwright/test';

// A grower who works without a mouse: Tab, Shift+Tab, Enter, Space, Escape and the arrow keys
// only. Every step checks that the focus is where the grower expects it and that it shows (the
// theme's ring, a field's border, or maplibre's own), and that each popup or menu lets the focus
// go again. Nothing here clicks.

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

test('a grower signs in, opens a farm and a field, reads Help and signs out with the keyboard alone', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await page.goto('/');

  // Sign in: Tab to the e-mail, type, Tab to the password, type, Enter.
  await pressUntilFocused(page, page.getByLabel('Email'));
  await page.keyboard.type('grower@demo.farm');
  await pressUntilFocused(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type('demo-grower-2026');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  const profile = page.getByRole('button', { name: /^Welcome / });
  await expect(profile).toBeVisible();
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0, { timeout: 60_000 });

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
  await pressUntilFocused(page, details, 'ArrowDown', 5);
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
  await pressUntilFocused(page, help, 'ArrowDown', 8);
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
