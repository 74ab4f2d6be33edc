import { createClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type Stack, startStack } from './support';

// The account slice through the gateway, as the web app and a partner client drive it.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const register = `mutation ($input: RegisterInput!) {
  register(input: $input) { ok errors { field message } user { email subscriptionPlan } }
}`;
const activate = `mutation ($userUuid: ID!, $activationHash: String!) {
  activateAccount(userUuid: $userUuid, activationHash: $activationHash) {
    ok errors { message } access refresh godMode user { fullName subscriptionPlan }
  }
}`;
const login = `mutation ($email: String!, $password: String!) {
  login(email: $email, password: $password) { ok errors { field message } access refresh user { email } }
}`;
const me = '{ me { email fullName farmName subscriptionPlan tutorial { farms tankMix } } }';

const newGrower = () => ({
  fullName: 'Ada Prairie',
  farmName: 'Prairie Creek Farm',
  email: `Ada.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@Example.com`,
  password: 'wheat-and-soy',
  passwordConfirmation: 'wheat-and-soy',
  securityQuestion: '3',
  securityAnswer: 'John Deere',
});

async function activationOf(email: string) {
  const [mail] = await stack.api.outbox(email.toLowerCase());
  const [, , , , activationHash, userUuid] = new URL(mail?.links[0] ?? '').pathname.split('/');
  return { activationHash, userUuid };
}

async function activeGrower() {
  const input = newGrower();
  await new Client(stack.gateway.url).request(register, { input });
  const browser = new Client(stack.gateway.url);
  await browser.request(activate, await activationOf(input.email));
  return { input, browser };
}

describe('registration through the gateway', () => {
  it('registers, lowercases the e-mail, and reports broken rules as payload errors', async () => {
    const input = newGrower();
    const client = new Client(stack.gateway.url);
    const emailRegistered = '{ emailRegistered(email: $email) }'.replace('{', 'query ($email: String!) {');
    expect((await client.request(emailRegistered, { email: input.email })).data).toEqual({
      emailRegistered: false,
    });

    const created = await client.request<{
      register: { ok: boolean; user: { email: string; subscriptionPlan: string } };
    }>(register, { input });
    expect(created.data?.register).toMatchObject({
      ok: true,
      user: { email: input.email.toLowerCase(), subscriptionPlan: 'N' },
    });
    expect((await client.request(emailRegistered, { email: input.email })).data).toEqual({
      emailRegistered: true,
    });

    const again = await client.request<{ register: { ok: boolean; errors: unknown[] } }>(register, { input });
    expect(again.data?.register).toEqual({
      ok: false,
      errors: [{ field: 'email', message: 'An account with this email already exists!' }],
      user: null,
    });

    const broken = await client.request<{ register: { errors: { field: string; message: string }[] } }>(
      register,
      {
        input: { ...input, email: 'nope', password: 'short', passwordConfirmation: 'shorter', fullName: '' },
      },
    );
    expect(broken.data?.register.errors).toEqual(
      expect.arrayContaining([
        { field: 'fullName', message: 'Full name is a required field' },
        { field: 'email', message: 'Please enter a valid E-mail address' },
        { field: 'password', message: 'Password needs to be at least 8 characters long' },
      ]),
    );
  });

  it('lists the security questions', async () => {
    const { data } = await new Client(stack.gateway.url).request<{
      securityQuestions: { id: string; question: string }[];
    }>('{ securityQuestions { id question } }');
    expect(data?.securityQuestions.length).toBeGreaterThanOrEqual(5);
    expect(data?.securityQuestions[0]).toEqual({ id: '1', question: expect.stringMatching(/\?$/) });
  });
});

describe('sessions through the gateway', () => {
  it('activation starts the free plan and a cookie session', async () => {
    const input = newGrower();
    const browser = new Client(stack.gateway.url);
    await browser.request(register, { input });
    const activated = await browser.request<{
      activateAccount: { ok: boolean; user: { subscriptionPlan: string } };
    }>(activate, await activationOf(input.email));
    expect(activated.data?.activateAccount).toMatchObject({
      ok: true,
      godMode: false,
      access: null, // a browser's tokens stay in its HttpOnly cookies
      refresh: null,
      user: { subscriptionPlan: 'F' },
    });
    const accessCookie = activated.setCookies.find((line) => line.startsWith('access_token='));
    expect(accessCookie).toMatch(/HttpOnly/i);
    expect(accessCookie).toMatch(/SameSite=Lax/i);
    expect(accessCookie).toMatch(/Max-Age=604800/);
    expect(activated.setCookies.find((line) => line.startsWith('refresh_token='))).toMatch(/Max-Age=2592000/);
    expect(browser.cookie('god_mode')).toBe('false');

    const viewer = await browser.request<{ me: { email: string; farmName: string } }>(me);
    expect(viewer.data?.me).toMatchObject({
      email: input.email.toLowerCase(),
      farmName: 'Prairie Creek Farm',
    });

    const reused = await new Client(stack.gateway.url).request<{
      activateAccount: { ok: boolean; errors: unknown[] };
    }>(activate, await activationOf(input.email));
    expect(reused.data?.activateAccount).toMatchObject({
      ok: false,
      errors: [{ message: 'Error activating your account! Please try again.' }],
    });
  });

  it('refuses a wrong password with the spec message and accepts the right one', async () => {
    const { input } = await activeGrower();
    const client = new Client(stack.gateway.url);
    const wrong = await client.request<{ login: { ok: boolean; errors: { message: string }[] } }>(login, {
      email: input.email,
      password: 'not-my-password',
    });
    expect(wrong.data?.login.ok).toBe(false);
    expect(wrong.data?.login.errors.map((error) => error.message)).toEqual(['Invalid e-mail or password']);
    expect(client.cookie('access_token')).toBeUndefined();

    const right = await client.request<{ login: { ok: boolean } }>(login, {
      email: input.email,
      password: input.password,
    });
    expect(right.data?.login.ok).toBe(true);
    expect(client.cookie('access_token')).toBeTruthy();
  });

  it('refreshes the session and ends it on logout', async () => {
    const { browser } = await activeGrower();
    const before = browser.cookie('refresh_token');
    const refreshed = await browser.request<{ refreshSession: { ok: boolean } }>(
      'mutation { refreshSession { ok } }',
    );
    expect(refreshed.data?.refreshSession.ok).toBe(true);
    expect(browser.cookie('refresh_token')).not.toBe(before);

    await browser.request('mutation { logout }');
    expect(browser.cookie('access_token')).toBeUndefined();
    expect((await browser.request<{ me: null }>(me)).data).toEqual({ me: null });
  });

  it('keeps a browser signed in when its access cookie has expired but its refresh cookie has not', async () => {
    const { input, browser } = await activeGrower();
    const refreshBefore = browser.cookie('refresh_token');
    browser.expireCookie('access_token');
    const viewer = await browser.request<{ me: { email: string } }>(me);
    expect(viewer.data?.me.email).toBe(input.email.toLowerCase());
    expect(browser.cookie('access_token')).toBeTruthy();
    expect(browser.cookie('refresh_token')).not.toBe(refreshBefore); // rotated
  });

  it('ends a browser session whose refresh cookie is no longer valid', async () => {
    const { browser } = await activeGrower();
    const oldRefresh = browser.cookie('refresh_token') ?? '';
    await browser.request('mutation { logout }'); // revokes the refresh token server-side
    const stale = new Client(stack.gateway.url);
    stale.keepCookie('refresh_token', oldRefresh);
    const answer = await stale.request<{ me: null }>(me);
    expect(answer.data).toEqual({ me: null });
    expect(answer.setCookies.some((line) => /^refresh_token=;.*Max-Age=0/i.test(line))).toBe(true);
  });

  it('gives UNAUTHENTICATED for an unknown or forged token', async () => {
    const forged = new Client(stack.gateway.url, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl');
    const answer = await forged.request(me);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const anonymous = await new Client(stack.gateway.url).request(me);
    expect(anonymous.data).toEqual({ me: null });
  });

  it('edits the profile and acknowledges the legal notice', async () => {
    const { browser } = await activeGrower();
    const answer = await browser.request<{
      updateMe: { ok: boolean; user: { fullName: string; legalNotice: boolean } };
    }>(
      'mutation { updateMe(input: { fullName: "Ada Q. Prairie", legalNotice: true }) { ok user { fullName legalNotice } } }',
    );
    expect(answer.data?.updateMe).toEqual({
      ok: true,
      user: { fullName: 'Ada Q. Prairie', legalNotice: true },
    });
  });
});

describe('subscriptions over graphql-sse', () => {
  it('delivers server time events', async () => {
    const client = createClient({ url: `${stack.gateway.url}/graphql/stream`, retryAttempts: 0 });
    const events: string[] = [];
    for await (const result of client.iterate<{ serverTime: string }>({
      query: 'subscription { serverTime }',
    })) {
      events.push(result.data?.serverTime ?? '');
      if (events.length === 2) break;
    }
    client.dispose();
    expect(events).toHaveLength(2);
    expect(Date.parse(events[1] ?? '')).toBeGreaterThanOrEqual(Date.parse(events[0] ?? ''));
  });
});
