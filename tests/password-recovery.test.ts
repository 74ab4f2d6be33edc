import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type Stack, startStack } from './support';

// Forgot password through the gateway, as the web app (cookies) and a token client drive it:
// a browser's reset token stays in an HttpOnly cookie, never in a reply.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const tokenMode = { 'x-session-mode': 'token' };
const question = `query ($email: String!) {
  recoveryQuestion(email: $email) { ok errors { field message } securityQuestion { id question } }
}`;
const verify = `mutation ($input: SecurityAnswerInput!) {
  verifySecurityAnswer(input: $input) { ok errors { field message } resetToken }
}`;
const reset = `mutation ($input: ResetPasswordInput!) {
  resetPassword(input: $input) { ok errors { field message } }
}`;
const login = `mutation ($email: String!, $password: String!) {
  login(email: $email, password: $password) { ok errors { message } access }
}`;

type Errors = { field: string | null; message: string }[];
type Verify = { verifySecurityAnswer: { ok: boolean; errors: Errors; resetToken: string | null } };
type Reset = { resetPassword: { ok: boolean; errors: Errors } };
const expired = 'Your password reset has expired or was already used. Please start again.';

let seq = 0;
async function grower({ activate = true } = {}) {
  const email = `recover.${Date.now()}.${seq++}@example.com`;
  const password = 'wheat-and-soy';
  await new Client(stack.gateway.url).request(
    'mutation ($input: RegisterInput!) { register(input: $input) { ok } }',
    {
      input: {
        fullName: 'Ada Prairie',
        farmName: 'Prairie Creek Farm',
        email,
        password,
        passwordConfirmation: password,
        securityQuestion: '3',
        securityAnswer: 'John Deere',
      },
    },
  );
  const browser = new Client(stack.gateway.url);
  if (activate) {
    const [mail] = await stack.api.outbox(email);
    const [, , , , activationHash, userUuid] = new URL(mail?.links[0] ?? '').pathname.split('/');
    await browser.request(
      'mutation ($userUuid: ID!, $activationHash: String!) { activateAccount(userUuid: $userUuid, activationHash: $activationHash) { ok } }',
      { userUuid, activationHash },
    );
  }
  return { email, password, browser };
}

const answerInput = (email: string, securityAnswer = 'John Deere') => ({
  input: { email, securityQuestion: '3', securityAnswer },
});
const passwordInput = (newPassword: string, extra: Record<string, unknown> = {}) => ({
  input: { newPassword, newPasswordConfirmation: newPassword, ...extra },
});

describe('a browser recovers its password', () => {
  it('in three steps, the reset held in an HttpOnly cookie that no reply reveals', async () => {
    const { email, browser: signedIn } = await grower();
    const browser = new Client(stack.gateway.url);

    const unknown = await browser.request(question, { email: 'nobody@example.com' });
    expect(unknown.data?.recoveryQuestion).toEqual({
      ok: false,
      errors: [{ field: null, message: 'No account associated with this email.' }],
      securityQuestion: null,
    });
    const known = await browser.request(question, { email: ` ${email.toUpperCase()} ` });
    expect(known.data?.recoveryQuestion).toMatchObject({
      ok: true,
      securityQuestion: { id: '3', question: 'What was the make of your first tractor?' },
    });

    const wrong = await browser.request<Verify>(verify, answerInput(email, 'Massey Ferguson'));
    expect(wrong.data?.verifySecurityAnswer).toEqual({
      ok: false,
      errors: [
        {
          field: 'securityAnswer',
          message: 'That answer does not match the one on this account. Please try again.',
        },
      ],
      resetToken: null,
    });
    const right = await browser.request<Verify>(verify, answerInput(email, ' john deere '));
    expect(right.data?.verifySecurityAnswer).toEqual({ ok: true, errors: [], resetToken: null });
    const cookie = right.setCookies.find((line) => line.startsWith('password_reset='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/graphql/i);
    expect(Number(/Max-Age=(\d+)/i.exec(cookie ?? '')?.[1])).toBeLessThanOrEqual(15 * 60);
    const token = browser.cookie('password_reset') ?? '';
    expect(token.length).toBeGreaterThan(20);
    expect(JSON.stringify(right.data)).not.toContain(token);

    const short = await browser.request<Reset>(reset, passwordInput('short'));
    expect(short.data?.resetPassword.errors).toEqual([
      { field: 'newPassword', message: 'Password needs to be at least 8 characters long' },
    ]);
    const differ = await browser.request<Reset>(reset, {
      input: { newPassword: 'new-harvest-2026', newPasswordConfirmation: 'new-harvest-2027' },
    });
    expect(differ.data?.resetPassword.errors).toEqual([
      { field: 'newPasswordConfirmation', message: 'Passwords are not matching' },
    ]);
    expect(browser.cookie('password_reset')).toBe(token);

    const done = await browser.request<Reset>(reset, passwordInput('new-harvest-2026'));
    expect(done.data?.resetPassword).toEqual({ ok: true, errors: [] });
    expect(browser.cookie('password_reset')).toBeUndefined();

    // The session opened before the reset is over; the new password opens a new one.
    const before = await signedIn.request('{ me { email } }');
    expect(before.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const after = await browser.request<{ login: { ok: boolean } }>(login, {
      email,
      password: 'new-harvest-2026',
    });
    expect(after.data?.login.ok).toBe(true);
    expect((await browser.request('{ me { email } }')).data).toEqual({ me: { email } });

    const again = await new Client(stack.gateway.url).request<Reset>(reset, passwordInput('other-harvest'));
    expect(again.data?.resetPassword).toEqual({ ok: false, errors: [{ field: null, message: expired }] });
  });

  it('is told to activate an account that never was, with the spec message', async () => {
    const { email } = await grower({ activate: false });
    const browser = new Client(stack.gateway.url);
    await browser.request(verify, answerInput(email));
    const refused = await browser.request<Reset>(reset, passwordInput('new-harvest-2026'));
    expect(refused.data?.resetPassword.errors).toEqual([
      { field: null, message: 'User is inactive! Please activate your account via link sent to your email.' },
    ]);
  });

  it('is held back after five wrong answers, with a message that says for how long', async () => {
    const { email } = await grower();
    const browser = new Client(stack.gateway.url);
    for (let index = 0; index < 5; index++)
      await browser.request(verify, answerInput(email, `guess ${index}`));
    const blocked = await browser.request<Verify>(verify, answerInput(email));
    expect(blocked.data?.verifySecurityAnswer).toEqual({
      ok: false,
      errors: [
        {
          field: null,
          message: 'Too many wrong answers for this account. Please wait 15 minutes and try again.',
        },
      ],
      resetToken: null,
    });
    expect(browser.cookie('password_reset')).toBeUndefined();
  });
});

describe('a token client recovers its password', () => {
  it('gets the reset token in the payload, no cookie, and cannot use it as a session', async () => {
    const { email } = await grower();
    const client = new Client(stack.gateway.url, undefined, tokenMode);
    const right = await client.request<Verify>(verify, answerInput(email));
    const resetToken = right.data?.verifySecurityAnswer.resetToken ?? '';
    expect(resetToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(right.setCookies).toEqual([]);

    const asSession = await new Client(stack.gateway.url, resetToken).request('{ me { email } }');
    expect(asSession.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const done = await client.request<Reset>(reset, passwordInput('new-harvest-2026', { resetToken }));
    expect(done.data?.resetPassword).toEqual({ ok: true, errors: [] });
    const reused = await client.request<Reset>(reset, passwordInput('other-harvest', { resetToken }));
    expect(reused.data?.resetPassword.errors).toEqual([{ field: null, message: expired }]);
    const signedIn = await client.request<{ login: { ok: boolean; access: string | null } }>(login, {
      email,
      password: 'new-harvest-2026',
    });
    expect(signedIn.data?.login.ok).toBe(true);
  });
});
