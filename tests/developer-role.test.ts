import { developerMessages } from '@field-boundaries/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type Stack, startStack } from './support';

// The developer role through the gateway, as the web app's browser uses it: a grower turns it on
// from the profile and registers an app; turning it off waits until the app is removed; staff set
// it from their accounts list; in god mode nobody changes it.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const login = `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { ok } }`;
const setDeveloper = `mutation ($on: Boolean!) {
  setDeveloper(on: $on) { ok errors { message } user { email isDeveloper } }
}`;
const setAccountDeveloper = `mutation ($uuid: ID!, $on: Boolean!) {
  setAccountDeveloper(uuid: $uuid, on: $on) { ok errors { message } account { uuid isDeveloper } }
}`;
const register = `mutation ($input: RegisterPartnerAppInput!) {
  registerPartnerApp(input: $input) { ok errors { message } app { clientId } }
}`;
const remove = 'mutation ($clientId: ID!) { removePartnerApp(clientId: $clientId) { ok } }';
const enter = 'mutation ($uuid: ID!) { enterGodMode(uuid: $uuid) { ok } }';
const app = {
  name: 'Elevator Tickets',
  redirectUris: ['https://tickets.example.com/callback'],
  scopes: ['fields:read'],
  confidential: false,
};

type Payload = { ok: boolean; errors: { message: string }[] };

async function browserOf(options: { staff?: boolean; fullName?: string } = {}) {
  const person = await stack.api.session({ ...options, password: 'developer-pass-1' });
  const browser = new Client(stack.gateway.url);
  await browser.request(login, { email: person.email, password: 'developer-pass-1' });
  return { person, browser };
}

describe('the developer role through the gateway', () => {
  it('a grower turns it on, registers an app, and can turn it off only once the app is removed', async () => {
    const { person, browser } = await browserOf();
    const before = await browser.request<{ registerPartnerApp: Payload }>(register, { input: app });
    expect(before.data?.registerPartnerApp.ok).toBe(false);

    const on = await browser.request(setDeveloper, { on: true });
    expect(on.data).toEqual({
      setDeveloper: { ok: true, errors: [], user: { email: person.email, isDeveloper: true } },
    });
    const registered = await browser.request<{ registerPartnerApp: Payload & { app: { clientId: string } } }>(
      register,
      { input: app },
    );
    expect(registered.data?.registerPartnerApp.ok).toBe(true);

    const refused = await browser.request(setDeveloper, { on: false });
    expect(refused.data).toEqual({
      setDeveloper: { ok: false, errors: [{ message: developerMessages.hasApps(1) }], user: null },
    });
    await browser.request(remove, { clientId: registered.data?.registerPartnerApp.app.clientId });
    const off = await browser.request<{ setDeveloper: Payload & { user: { isDeveloper: boolean } } }>(
      setDeveloper,
      { on: false },
    );
    expect(off.data?.setDeveloper).toMatchObject({ ok: true, user: { isDeveloper: false } });
  });

  it('staff set it for an account from their list, but not in god mode, where nobody changes it', async () => {
    const staff = await browserOf({ staff: true });
    const grower = await browserOf({ fullName: 'Granted By Staff' });
    const granted = await staff.browser.request(setAccountDeveloper, { uuid: grower.person.uuid, on: true });
    expect(granted.data).toEqual({
      setAccountDeveloper: { ok: true, errors: [], account: { uuid: grower.person.uuid, isDeveloper: true } },
    });
    const listed = await staff.browser.request<{ staffAccounts: { result: { isDeveloper: boolean }[] } }>(
      '{ staffAccounts(search: "Granted By Staff") { result { isDeveloper } } }',
    );
    expect(listed.data?.staffAccounts.result).toEqual([{ isDeveloper: true }]);

    const byGrower = await grower.browser.request(setAccountDeveloper, { uuid: staff.person.uuid, on: true });
    expect(byGrower.data).toEqual({
      setAccountDeveloper: { ok: false, errors: [{ message: developerMessages.staffOnly }], account: null },
    });

    await staff.browser.request(enter, { uuid: grower.person.uuid });
    const inGodMode = await staff.browser.request(setDeveloper, { on: false });
    expect(inGodMode.data).toEqual({
      setDeveloper: { ok: false, errors: [{ message: developerMessages.ownerOnly }], user: null },
    });
    const still = await grower.browser.request<{ me: { isDeveloper: boolean } }>('{ me { isDeveloper } }');
    expect(still.data?.me.isDeveloper).toBe(true);
  });
});
