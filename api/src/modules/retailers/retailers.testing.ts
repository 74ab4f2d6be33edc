import { afterAll, beforeAll, expect } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';

// What the retailers tests share: a real api for the file, the people and calls they use.
export let api: TestApi;
export function useRetailersApi() {
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api?.close());
}

export type Person = { uuid: string; access: string; email: string };
export type Page<T> = {
  meta: { page: number; total: number; total_pages: number; next_page: number | null };
  result: T[];
};
export type RetailerRow = {
  id: number;
  uuid: string;
  full_name: string;
  company: string;
  last_entered_at: string | null;
};
export type AccountRow = { id: number; uuid: string; account_name: string; email: string; full_name: string };

export const invite = (who: Person, email: string) =>
  api.call(who.access, 'POST', '/auth/users/ag-retailers/invite/', { email });

/** The secret of the newest invitation mailed to `email`. */
export async function mailedHash(email: string) {
  const [mail] = await api.outbox(email);
  const link = mail?.links[0] ?? '';
  expect(link).toMatch(/^http:\/\/localhost:4000\/ag_retailer_invite\/[\w-]+$/);
  return link.split('/').pop() as string;
}

/** A grower and a retailer related through a retailer's invitation the grower accepted. */
export async function related() {
  const grower = await api.session({ fullName: 'Dana Miller' });
  const retailer = await api.session({ agRetailer: true, fullName: 'Sam Ortiz' });
  expect((await invite(retailer, grower.email)).status).toBe(201);
  expect(
    (await api.call('', 'PUT', `/auth/users/ag-retailers/access/${await mailedHash(grower.email)}/`)).status,
  ).toBe(200);
  return { grower, retailer };
}

export const accountsOf = (retailer: Person, page = 1) =>
  api.call<Page<AccountRow>>(retailer.access, 'GET', `/auth/ag-retailer/accounts/?page=${page}`);
export const retailersOf = (grower: Person) =>
  api.call<Page<RetailerRow>>(grower.access, 'GET', '/auth/users/ag-retailers/');
export const enter = (who: Person | { access: string }, uuid: string) =>
  api.call<{ access: string; refresh: string; god_mode: boolean }>(
    who.access,
    'POST',
    '/auth/god-mode/login/',
    { uuid },
  );
