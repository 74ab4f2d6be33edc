import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';

// Forgot password through the api: email → security question → new password (spec 2.3, 7, 8).
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

type Json = Record<string, unknown> & { errors?: string[]; fields?: Record<string, string[]> };

async function call(url: string, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Json };
}
const apiCall = (method: string, path: string, body?: unknown, token?: string) =>
  call(api.url, method, path, body, token);

let counter = 0;
/** A registered grower (security question 3, answer 'John Deere'); activated unless asked not to. */
async function grower({ activate = true } = {}) {
  const email = `recover${++counter}.${Date.now()}@example.com`;
  const password = 'wheat-and-soy';
  await apiCall('POST', '/auth/users/', {
    full_name: 'Ada Prairie',
    farm_name: 'Prairie Creek Farm',
    email,
    password,
    password_confirmation: password,
    security_question: 3,
    security_answer: 'John Deere',
  });
  if (activate) {
    const [mail] = await api.outbox(email);
    const [, , , , hash, uuid] = new URL(mail?.links[0] ?? '').pathname.split('/');
    expect((await apiCall('GET', `/auth/users/activate/${uuid}/${hash}/`)).status).toBe(200);
  }
  return { email, password };
}

const answer = (email: string, securityAnswer: string, securityQuestion = 3) =>
  apiCall('POST', '/auth/security/answer/verify/', {
    email,
    security_question: securityQuestion,
    security_answer: securityAnswer,
  });
const reset = (token: string | undefined, password: string, confirmation = password) =>
  apiCall(
    'POST',
    '/auth/security/reset_password/',
    { new_password: password, new_password_confirmation: confirmation },
    token,
  );
const login = (email: string, password: string) => apiCall('POST', '/auth/jwt/create/', { email, password });

describe('recovering a password', () => {
  it('opens a reset for the right answer, given in any case and spacing, and sets the new password', async () => {
    const { email, password } = await grower();
    const question = await apiCall('GET', `/auth/security/${encodeURIComponent(email)}/verify/`);
    expect(question.body).toMatchObject({ security_question: { id: 3 } });

    const verified = await answer(email.toUpperCase(), '  john   DEERE ');
    expect(verified.status).toBe(200);
    expect(Object.keys(verified.body)).toEqual(['access']);

    expect(await reset(verified.body.access as string, 'new-harvest-2026')).toEqual({
      status: 204,
      body: null,
    });
    expect((await login(email, password)).status).toBe(401);
    expect((await login(email, 'new-harvest-2026')).status).toBe(200);
  });

  it('ends every earlier session: refresh tokens are revoked and access tokens refused', async () => {
    const { email, password } = await grower();
    const session = (await login(email, password)).body as { access: string; refresh: string };
    const other = (await login(email, password)).body as { access: string; refresh: string };
    expect((await apiCall('GET', '/auth/users/me/', undefined, session.access)).status).toBe(200);

    const { access: resetToken } = (await answer(email, 'John Deere')).body as { access: string };
    expect((await reset(resetToken, 'new-harvest-2026')).status).toBe(204);

    for (const old of [session, other]) {
      expect((await apiCall('POST', '/auth/jwt/refresh/', { refresh: old.refresh })).status).toBe(401);
      expect((await apiCall('GET', '/auth/users/me/', undefined, old.access)).status).toBe(401);
    }
    // The activation's session and both logins: none is left alive.
    const [tokens] = await api.db.query<{ total: string | number; live: string | number }>(
      `SELECT count(*) AS total, count(*) FILTER (WHERE r.revoked_at IS NULL) AS live
       FROM refresh_tokens r JOIN users u ON u.uuid = r.user_uuid WHERE u.email = $1`,
      [email],
    );
    expect([Number(tokens?.total), Number(tokens?.live)]).toEqual([3, 0]);
    // A session opened with the new password works.
    const fresh = (await login(email, 'new-harvest-2026')).body as { access: string };
    expect((await apiCall('GET', '/auth/users/me/', undefined, fresh.access)).status).toBe(200);
  });

  it('uses a reset token once, only for the reset, and never as a session', async () => {
    const { email, password } = await grower();
    const { access: resetToken } = (await answer(email, 'John Deere')).body as { access: string };
    const me = await apiCall('GET', '/auth/users/me/', undefined, resetToken);
    expect(me.status).toBe(401);
    expect((await apiCall('GET', '/tutorials/me/', undefined, resetToken)).status).toBe(401);
    expect((await apiCall('POST', '/auth/jwt/refresh/', { refresh: resetToken })).status).toBe(401);

    const session = (await login(email, password)).body as { access: string; refresh: string };
    const withAccess = await reset(session.access, 'new-harvest-2026');
    expect(withAccess.status).toBe(401);
    expect(withAccess.body.errors).toEqual([
      'Your password reset has expired or was already used. Please start again.',
    ]);
    expect((await reset(session.refresh, 'new-harvest-2026')).status).toBe(401);

    expect((await reset(resetToken, 'new-harvest-2026')).status).toBe(204);
    const again = await reset(resetToken, 'another-harvest-2027');
    expect(again.status).toBe(401);
    expect(again.body.errors).toEqual([
      'Your password reset has expired or was already used. Please start again.',
    ]);
    expect((await login(email, 'new-harvest-2026')).status).toBe(200);
  });

  it('refuses an expired reset, and a second open reset once the first is used', async () => {
    const { email } = await grower();
    const first = (await answer(email, 'John Deere')).body.access as string;
    const second = (await answer(email, 'John Deere')).body.access as string;
    await api.db.query(
      `UPDATE password_reset_tokens SET expires_at = now() - interval '1 second'
       WHERE user_uuid = (SELECT uuid FROM users WHERE email = $1)`,
      [email],
    );
    expect((await reset(first, 'new-harvest-2026')).status).toBe(401);

    const third = (await answer(email, 'John Deere')).body.access as string;
    const fourth = (await answer(email, 'John Deere')).body.access as string;
    expect((await reset(third, 'new-harvest-2026')).status).toBe(204);
    expect((await reset(fourth, 'new-harvest-2027')).status).toBe(401);
    expect((await reset(second, 'new-harvest-2027')).status).toBe(401);
  });
});

describe('messages of each failure (spec 5 and 8)', () => {
  it('says when no account has the e-mail', async () => {
    const step1 = await apiCall('GET', '/auth/security/nobody%40example.com/verify/');
    expect(step1.status).toBe(404);
    expect(step1.body.errors).toEqual(['No account associated with this email.']);
    const step2 = await answer('nobody@example.com', 'John Deere');
    expect(step2.status).toBe(404);
    expect(step2.body.errors).toEqual(['No account associated with this email.']);
  });

  it('asks for an answer, and refuses a wrong answer or another question', async () => {
    const { email } = await grower();
    const empty = await answer(email, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.[0]).toBe('An answer is required');
    expect(empty.body.fields).toEqual({ security_answer: ['An answer is required'] });

    const wrongAnswer = 'That answer does not match the one on this account. Please try again.';
    const wrong = await answer(email, 'Massey Ferguson');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.[0]).toBe(wrongAnswer);
    expect(wrong.body.fields).toEqual({ security_answer: [wrongAnswer] });
    const otherQuestion = await answer(email, 'John Deere', 1);
    expect(otherQuestion.status).toBe(400);
    expect(otherQuestion.body.errors?.[0]).toBe(wrongAnswer);
  });

  it('checks the new password and its confirmation', async () => {
    const { email } = await grower();
    const token = (await answer(email, 'John Deere')).body.access as string;
    const short = await reset(token, 'short');
    expect(short.status).toBe(400);
    expect(short.body.fields).toEqual({ new_password: ['Password needs to be at least 8 characters long'] });
    const differ = await reset(token, 'new-harvest-2026', 'new-harvest-2027');
    expect(differ.body.fields).toEqual({ new_password_confirmation: ['Passwords are not matching'] });
    // Refused input spends nothing: the same reset still works.
    expect((await reset(token, 'new-harvest-2026')).status).toBe(204);
  });

  it('refuses a reset without a token', async () => {
    const missing = await reset(undefined, 'new-harvest-2026');
    expect(missing.status).toBe(401);
    expect(missing.body.errors).toEqual([
      'Your password reset has expired or was already used. Please start again.',
    ]);
  });

  it('answers 401 "User is inactive!…" when the account was never activated', async () => {
    const { email, password } = await grower({ activate: false });
    const token = (await answer(email, 'John Deere')).body.access as string;
    const refused = await reset(token, 'new-harvest-2026');
    expect(refused.status).toBe(401);
    expect(refused.body.errors).toEqual([
      'User is inactive! Please activate your account via link sent to your email.',
    ]);
    // Nothing changed: the old password is still the one (login tells the user to activate).
    expect((await login(email, password)).status).toBe(403);
  });
});

describe('guessing security answers', () => {
  const tooMany = 'Too many wrong answers for this account. Please wait 15 minutes and try again.';

  it('allows 5 wrong answers per account in 15 minutes, then 429 even for the right one', async () => {
    const { email } = await grower();
    const bystander = await grower();
    const statuses = [];
    for (let index = 0; index < 5; index++) statuses.push((await answer(email, `guess ${index}`)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const blocked = await answer(email, 'John Deere');
    expect(blocked.status).toBe(429);
    expect(blocked.body.errors).toEqual([tooMany]);
    // Another account is not held back by this one's guesses.
    expect((await answer(bystander.email, 'John Deere')).status).toBe(200);

    // Once the window has passed, the account may try again.
    await api.db.query(
      `UPDATE security_answer_attempts SET attempted_at = attempted_at - interval '16 minutes'
       WHERE user_uuid = (SELECT uuid FROM users WHERE email = $1)`,
      [email],
    );
    expect((await answer(email, 'John Deere')).status).toBe(200);
  });

  it('does not count right answers, and holds simultaneous guesses to the same limit', async () => {
    const { email } = await grower();
    for (let index = 0; index < 6; index++) expect((await answer(email, 'John Deere')).status).toBe(200);
    const burst = await Promise.all(Array.from({ length: 8 }, (_, index) => answer(email, `guess ${index}`)));
    const statuses = burst.map((result) => result.status).sort();
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
  });

  it('slows answers from one address after the per-minute allowance', async () => {
    const strict = await startTestApi({ authAttemptsPerMinute: 3 });
    try {
      const guess = () =>
        call(strict.url, 'POST', '/auth/security/answer/verify/', {
          email: 'nobody@example.com',
          security_question: 1,
          security_answer: 'Shep',
        });
      const statuses = [];
      for (let index = 0; index < 4; index++) statuses.push((await guess()).status);
      expect(statuses).toEqual([404, 404, 404, 429]);
      expect((await guess()).body.errors).toEqual(['Too many attempts. Please wait a minute and try again.']);
    } finally {
      await strict.close();
    }
  });
});
