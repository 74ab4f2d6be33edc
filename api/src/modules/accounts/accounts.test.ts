import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

type Json = Record<string, unknown> & { errors?: string[]; fields?: Record<string, string[]> };

async function call(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${api.url}${path}`, {
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

let counter = 0;
const registration = (overrides: Record<string, unknown> = {}) => ({
  full_name: 'Ada Prairie',
  farm_name: 'Prairie Creek Farm',
  email: `ada${++counter}.${Date.now()}@example.com`,
  password: 'wheat-and-soy',
  password_confirmation: 'wheat-and-soy',
  security_question: 1,
  security_answer: 'Shep',
  ...overrides,
});

async function activationPath(email: string) {
  const [mail] = await api.outbox(email);
  const link = mail?.links[0] ?? '';
  const [, , , , hash, uuid] = new URL(link).pathname.split('/');
  return { hash, uuid, path: `/auth/users/activate/${uuid}/${hash}/` };
}

async function activeUser() {
  const input = registration();
  await call('POST', '/auth/users/', input);
  const { path } = await activationPath(input.email);
  const activated = await call('GET', path);
  return { input, activated };
}

describe('registration', () => {
  it('creates an inactive account without a plan and mails its activation link', async () => {
    const input = registration({ email: `  Mixed.Case${Date.now()}@Example.COM ` });
    const { status, body } = await call('POST', '/auth/users/', input);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      full_name: 'Ada Prairie',
      farm_name: 'Prairie Creek Farm',
      is_active: false,
      subscription_plan: 'N',
    });
    expect(body.email).toBe(input.email.trim().toLowerCase());
    expect(body).not.toHaveProperty('password_hash');
    const [mail] = await api.outbox(body.email as string);
    expect(mail?.links[0]).toMatch(
      new RegExp(`^http://localhost:4000/auth/users/activate/[\\w-]+/${body.uuid}$`),
    );
  });

  it('answers each broken rule with the spec message for that field', async () => {
    const { status, body } = await call('POST', '/auth/users/', {
      full_name: ' ',
      farm_name: '',
      email: 'not-an-email',
      password: 'short',
      password_confirmation: 'other',
      security_question: 1,
      security_answer: '',
    });
    expect(status).toBe(400);
    expect(body.fields).toMatchObject({
      full_name: ['Full name is a required field'],
      farm_name: ['Farm name is a required field'],
      email: ['Please enter a valid E-mail address'],
      password: ['Password needs to be at least 8 characters long'],
      security_answer: ['A security question and answer is required'],
    });
  });

  it('refuses a confirmation that differs from the password', async () => {
    const { status, body } = await call(
      'POST',
      '/auth/users/',
      registration({ password_confirmation: 'wheat-and-corn' }),
    );
    expect(status).toBe(400);
    expect(body.fields?.password_confirmation).toEqual(['Passwords are not matching']);
  });

  it('refuses an unknown security question', async () => {
    const { status, body } = await call('POST', '/auth/users/', registration({ security_question: 999 }));
    expect(status).toBe(400);
    expect(body.errors).toEqual(['A security question and answer is required']);
  });

  it('refuses an e-mail that is already registered, in any case, and writes nothing', async () => {
    const input = registration();
    expect((await call('POST', '/auth/users/', input)).status).toBe(201);
    const again = await call('POST', '/auth/users/', {
      ...input,
      email: input.email.toUpperCase(),
      farm_name: 'Other',
    });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual(['An account with this email already exists!']);
    const accounts = await api.db.query('SELECT 1 FROM accounts WHERE name = $1', ['Other']);
    expect(accounts).toHaveLength(0);
  });
});

describe('activation', () => {
  it('activates once, starts the free plan and returns a session', async () => {
    const input = registration();
    await call('POST', '/auth/users/', input);
    const { path } = await activationPath(input.email);
    const { status, body } = await call('GET', path);
    expect(status).toBe(200);
    expect(body).toMatchObject({ email: input.email, is_active: true, subscription_plan: 'F' });
    const token = body.token as { access: string; refresh: string };
    expect((await call('GET', '/auth/users/me/', undefined, token.access)).body.email).toBe(input.email);

    const reused = await call('GET', path);
    expect(reused.status).toBe(400);
    expect(reused.body.errors).toEqual(['Error activating your account! Please try again.']);
  });

  it('refuses a wrong hash and a malformed uuid', async () => {
    const input = registration();
    await call('POST', '/auth/users/', input);
    const { uuid } = await activationPath(input.email);
    const wrong = await call('GET', `/auth/users/activate/${uuid}/not-the-hash/`);
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual(['Error activating your account! Please try again.']);
    expect((await call('GET', '/auth/users/activate/nonsense/abc/')).status).toBe(400);
  });
});

describe('sessions', () => {
  it('logs in with the right password only', async () => {
    const { input } = await activeUser();
    const bad = await call('POST', '/auth/jwt/create/', { email: input.email, password: 'wrong-password' });
    expect(bad.status).toBe(401);
    expect(bad.body.errors).toEqual(['Invalid e-mail or password']);
    const unknown = await call('POST', '/auth/jwt/create/', {
      email: 'nobody@example.com',
      password: 'whatever1',
    });
    expect(unknown.body.errors).toEqual(['Invalid e-mail or password']);
    const good = await call('POST', '/auth/jwt/create/', {
      email: input.email.toUpperCase(),
      password: input.password,
    });
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({
      tutorial: { farms: false, herbicides: false, traits: false, tank_mix: false },
      ios: false,
    });
  });

  it('tells an inactive user to activate', async () => {
    const input = registration();
    await call('POST', '/auth/users/', input);
    const { status, body } = await call('POST', '/auth/jwt/create/', {
      email: input.email,
      password: input.password,
    });
    expect(status).toBe(403);
    expect(body.errors).toEqual([
      'User is inactive! Please activate your account via link sent to your email.',
    ]);
  });

  it('rotates refresh tokens: a used or logged-out refresh token is refused', async () => {
    const { input } = await activeUser();
    const login = await call('POST', '/auth/jwt/create/', { email: input.email, password: input.password });
    const first = login.body.refresh as string;
    const rotated = await call('POST', '/auth/jwt/refresh/', { refresh: first });
    expect(rotated.status).toBe(200);
    expect((await call('GET', '/auth/users/me/', undefined, rotated.body.access as string)).status).toBe(200);
    expect((await call('POST', '/auth/jwt/refresh/', { refresh: first })).status).toBe(401);

    expect((await call('POST', '/auth/jwt/logout/', { refresh: rotated.body.refresh })).status).toBe(204);
    expect((await call('POST', '/auth/jwt/refresh/', { refresh: rotated.body.refresh })).status).toBe(401);
  });

  it('refuses missing, forged and refresh-kind tokens on me', async () => {
    const { activated } = await activeUser();
    const token = activated.body.token as { access: string; refresh: string };
    expect((await call('GET', '/auth/users/me/')).status).toBe(401);
    expect((await call('GET', '/auth/users/me/', undefined, `${token.access}x`)).status).toBe(401);
    expect((await call('GET', '/auth/users/me/', undefined, token.refresh)).status).toBe(401);
  });
});

describe('profile', () => {
  it('edits the name, the e-mail and acknowledges the legal notice', async () => {
    const { activated } = await activeUser();
    const access = (activated.body.token as { access: string }).access;
    const newEmail = `renamed${Date.now()}@example.com`;
    const { status, body } = await call(
      'PATCH',
      '/auth/users/me/',
      { full_name: 'Ada Q. Prairie', email: newEmail.toUpperCase(), legal_notice: true },
      access,
    );
    expect(status).toBe(200);
    // The new address waits for its mailed link; until then the old one stays.
    expect(body).toMatchObject({ full_name: 'Ada Q. Prairie', pending_email: newEmail, legal_notice: true });
    expect(body.email).not.toBe(newEmail);
    const [mail] = await api.outbox(newEmail);
    expect(mail?.subject).toBe('Confirm your new e-mail for Field Boundaries');
    const token = new URL(mail?.links[0] ?? '').pathname.split('/').pop();
    expect(new URL(mail?.links[0] ?? '').pathname).toMatch(/^\/email_confirm\//);

    const confirmed = await call('POST', '/auth/users/email/confirm/', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ email: newEmail, pending_email: null });
    const again = await call('POST', '/auth/users/email/confirm/', { token });
    expect(again.body.errors).toEqual([
      'This confirmation link is invalid, was already used or has expired.',
    ]);
  });

  it('giving the current e-mail again cancels a pending change', async () => {
    const { activated, input } = await activeUser();
    const access = (activated.body.token as { access: string }).access;
    const newEmail = `pending${Date.now()}@example.com`;
    await call('PATCH', '/auth/users/me/', { email: newEmail }, access);
    const token = new URL((await api.outbox(newEmail))[0]?.links[0] ?? '').pathname.split('/').pop();
    const cancelled = await call('PATCH', '/auth/users/me/', { email: input.email }, access);
    expect(cancelled.body).toMatchObject({ email: input.email, pending_email: null });
    expect((await call('POST', '/auth/users/email/confirm/', { token })).status).toBe(400);
  });

  it('refuses an e-mail that belongs to someone else', async () => {
    const { input: other } = await activeUser();
    const { activated } = await activeUser();
    const access = (activated.body.token as { access: string }).access;
    const { status, body } = await call('PATCH', '/auth/users/me/', { email: other.email }, access);
    expect(status).toBe(409);
    expect(body.errors).toEqual(['An account with this email already exists!']);
  });
});

describe('security questions', () => {
  it('lists the questions and tells whether an e-mail has an account', async () => {
    const questions = await call('GET', '/auth/security/questions/');
    expect(Array.isArray(questions.body) && questions.body.length).toBeGreaterThanOrEqual(5);
    const { input } = await activeUser();
    const known = await call('GET', `/auth/security/${encodeURIComponent(input.email)}/verify/`);
    expect(known.status).toBe(200);
    expect(known.body).toMatchObject({ email: input.email, security_question: { id: 1 } });
    const unknown = await call('GET', '/auth/security/nobody%40example.com/verify/');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors).toEqual(['No account associated with this email.']);
  });
});

describe('errors', () => {
  it('answers unknown routes and malformed JSON in the one error shape', async () => {
    const missing = await call('GET', '/no/such/route/');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('not_found');
    const response = await fetch(`${api.url}/auth/users/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"full_name": ',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Json;
    expect(body.errors?.length).toBe(1);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts/);
  });
});
