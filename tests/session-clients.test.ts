import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type Stack, startStack } from './support';

// Browsers keep their session in HttpOnly cookies and never see a token in a reply; token
// clients (mobile, partners) ask with `X-Session-Mode: token` and get tokens, never cookies.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const tokenMode = { 'x-session-mode': 'token' };
const payload = 'ok errors { message } access refresh user { email }';
const login = `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { ${payload} } }`;
const activate = `mutation ($userUuid: ID!, $activationHash: String!) {
  activateAccount(userUuid: $userUuid, activationHash: $activationHash) { ${payload} }
}`;
const refresh = `mutation ($refresh: String) { refreshSession(refresh: $refresh) { ${payload} } }`;
const me = '{ me { email } }';

type Auth = { ok: boolean; errors: { message: string }[]; access: string | null; refresh: string | null };
type AuthReply<K extends string> = Record<K, Auth>;

let seq = 0;
async function registeredGrower() {
  const email = `grower.${Date.now()}.${seq++}@example.com`;
  const password = 'wheat-and-soy';
  const input = {
    fullName: 'Ada Prairie',
    farmName: 'Prairie Creek Farm',
    email,
    password,
    passwordConfirmation: password,
    securityQuestion: '3',
    securityAnswer: 'John Deere',
  };
  await new Client(stack.gateway.url).request(
    'mutation ($input: RegisterInput!) { register(input: $input) { ok } }',
    { input },
  );
  const [mail] = await stack.api.outbox(email);
  const [, , , , activationHash, userUuid] = new URL(mail?.links[0] ?? '').pathname.split('/');
  return { email, password, activation: { activationHash, userUuid } };
}

async function signedInBrowser() {
  const grower = await registeredGrower();
  const browser = new Client(stack.gateway.url);
  await browser.request(activate, grower.activation);
  return { ...grower, browser };
}

describe('a browser (cookies)', () => {
  it('gets cookies and no tokens from activation, login and refresh', async () => {
    const grower = await registeredGrower();
    const browser = new Client(stack.gateway.url);
    const activated = await browser.request<AuthReply<'activateAccount'>>(activate, grower.activation);
    expect(activated.data?.activateAccount).toMatchObject({ ok: true, access: null, refresh: null });
    expect(browser.cookie('access_token')).toBeTruthy();

    const loggedIn = await browser.request<AuthReply<'login'>>(login, grower);
    expect(loggedIn.data?.login).toMatchObject({ ok: true, access: null, refresh: null });

    const before = browser.cookie('refresh_token');
    const refreshed = await browser.request<AuthReply<'refreshSession'>>(refresh);
    expect(refreshed.data?.refreshSession).toMatchObject({ ok: true, access: null, refresh: null });
    expect(browser.cookie('refresh_token')).not.toBe(before);
    expect(JSON.stringify([activated, loggedIn, refreshed].map((reply) => reply.data))).not.toMatch(
      /eyJ[\w-]+\.[\w-]+\./,
    );
  });

  it('cannot turn its cookies into tokens by claiming to be a token client', async () => {
    const { browser } = await signedInBrowser();
    const cookieHeader = `access_token=${browser.cookie('access_token')}; refresh_token=${browser.cookie('refresh_token')}`;
    const disguised = new Client(stack.gateway.url, undefined, { ...tokenMode, cookie: cookieHeader });
    const plain = new Client(stack.gateway.url, undefined, { cookie: cookieHeader });
    expect((await plain.request<{ me: { email: string } }>(me)).data?.me).toBeTruthy(); // the cookies work

    const refreshed = await disguised.request<AuthReply<'refreshSession'>>(refresh);
    expect(refreshed.data?.refreshSession).toMatchObject({ ok: false, access: null, refresh: null });
    expect(refreshed.data?.refreshSession.errors[0]?.message).toMatch(/session has expired/);
    expect(refreshed.setCookies).toEqual([]);
    // Its cookies are not read in token mode at all.
    expect((await disguised.request(me)).data).toEqual({ me: null });
    // …and the browser's own session is untouched.
    expect((await browser.request<{ me: { email: string } }>(me)).data?.me).toBeTruthy();
  });
});

describe('a token client (X-Session-Mode: token)', () => {
  it('gets tokens and no cookies from activation, uses them as Bearer, refreshes and logs out', async () => {
    const grower = await registeredGrower();
    const mobile = new Client(stack.gateway.url, undefined, tokenMode);
    const activated = await mobile.request<AuthReply<'activateAccount'>>(activate, grower.activation);
    expect(activated.data?.activateAccount).toMatchObject({
      ok: true,
      access: expect.any(String),
      refresh: expect.any(String),
    });
    expect(activated.setCookies).toEqual([]);

    const { access, refresh: refreshToken } = activated.data?.activateAccount ?? {};
    const asBearer = new Client(stack.gateway.url, access ?? '');
    expect((await asBearer.request<{ me: { email: string } }>(me)).data?.me.email).toBe(grower.email);

    const rotated = await mobile.request<AuthReply<'refreshSession'>>(refresh, { refresh: refreshToken });
    expect(rotated.data?.refreshSession).toMatchObject({ ok: true, access: expect.any(String) });
    expect(rotated.data?.refreshSession.refresh).not.toBe(refreshToken);
    expect(rotated.setCookies).toEqual([]);

    const newRefresh = rotated.data?.refreshSession.refresh;
    await mobile.request('mutation ($refresh: String) { logout(refresh: $refresh) }', {
      refresh: newRefresh,
    });
    const revoked = await mobile.request<AuthReply<'refreshSession'>>(refresh, { refresh: newRefresh });
    expect(revoked.data?.refreshSession.ok).toBe(false);
  });

  it('logs in for tokens; a Bearer client refreshes without the header', async () => {
    const { email, password } = await signedInBrowser();
    const partner = new Client(stack.gateway.url, undefined, tokenMode);
    const loggedIn = await partner.request<AuthReply<'login'>>(login, { email, password });
    expect(loggedIn.data?.login).toMatchObject({ ok: true, access: expect.any(String) });
    expect(loggedIn.setCookies).toEqual([]);

    const bearer = new Client(stack.gateway.url, loggedIn.data?.login.access ?? '');
    const rotated = await bearer.request<AuthReply<'refreshSession'>>(refresh, {
      refresh: loggedIn.data?.login.refresh,
    });
    expect(rotated.data?.refreshSession).toMatchObject({ ok: true, refresh: expect.any(String) });
    expect(rotated.setCookies).toEqual([]);
  });
});
