import { expect, type Page } from '@playwright/test';

/** Signs in as the demo grower that `npm start` seeds, and waits for the dashboard. */
export async function signInAsDemoGrower(page: Page) {
  await page.goto('/');
  await page.getByLabel('Email').fill('grower@demo.farm');
  await page.getByLabel('Password', { exact: true }).fill('demo-grower-2026');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
}
