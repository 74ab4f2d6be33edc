import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startTestApi, type TestApi } from '../testing';
import { tooManyFailures } from './login-throttle';

// The login throttle as an office and a guesser meet it, with the limits `npm start` and
// production run with (issue 33: an office behind one address was locked out by its own logins).
const defaults = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) });
const perAddress = 'Too many attempts. Please wait a minute and try again.';
const password = 'the-right-password-1';

let direct: TestApi;
let proxied: TestApi;
beforeAll(async () => {
  const limits = {
    authAttemptsPerMinute: defaults.authAttemptsPerMinute,
    loginFailuresPerMinute: defaults.loginFailuresPerMinute,
  };
  // `direct` trusts no proxy (the default); `proxied` sits behind a gateway on this machine.
  [direct, proxied] = await Promise.all([
    startTestApi({ ...limits, trustProxy: defaults.trustProxy }),
    startTestApi({ ...limits, trustProxy: ['loopback'] }),
  ]);
});
afterAll(async () => {
  await Promise.all([direct?.close(), proxied?.close()]);
});

const login = async (api: TestApi, email: string, secret: string, forwardedFor?: string) => {
  const response = await fetch(`${api.url}/auth/jwt/create/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify({ email, password: secret }),
  });
  return { status: response.status, errors: ((await response.json()) as { errors?: string[] }).errors };
};

describe('the defaults', () => {
  it('are 10 failed logins per account and address, 100 attempts per address, and no trusted proxy', () => {
    expect(defaults).toMatchObject({
      loginFailuresPerMinute: 10,
      authAttemptsPerMinute: 100,
      trustProxy: [],
    });
  });
});

describe('an office behind one address', () => {
  it('logs 30 people in within a minute, a third of them after mistyping once', async () => {
    const people = await Promise.all(Array.from({ length: 30 }, () => proxied.session({ password })));
    const office = '198.51.100.20';
    const answers = await Promise.all(
      people.map(async (person, index) => {
        if (index % 3 === 0)
          expect((await login(proxied, person.email, 'mistyped', office)).status).toBe(401);
        return (await login(proxied, person.email, password, office)).status;
      }),
    );
    expect(answers).toEqual(people.map(() => 200));
  });

  it('is never refused for its successes: 110 sign-ins in a minute all pass', async () => {
    const people = await Promise.all(Array.from({ length: 2 }, () => proxied.session({ password })));
    const office = '198.51.100.30';
    const statuses = [];
    for (let round = 0; round < 55; round++)
      for (const person of people)
        statuses.push((await login(proxied, person.email, password, office)).status);
    expect(statuses).toEqual(Array(110).fill(200));
  });

  it('still lets in a colleague who signed in there before, once a guesser spent the address’s allowance', async () => {
    const colleague = await proxied.session({ password });
    const office = '198.51.100.31';
    expect((await login(proxied, colleague.email, password, office)).status).toBe(200);
    for (let index = 0; index < 100; index++)
      expect((await login(proxied, `sprayed-${index}@example.com`, 'guess', office)).status).toBe(401);
    expect(await login(proxied, 'sprayed-x@example.com', 'guess', office)).toEqual({
      status: 429,
      errors: [perAddress],
    });
    expect((await login(proxied, colleague.email, password, office)).status).toBe(200);
    // The colleague's e-mail still has its own allowance against guessing from there.
    for (let guess = 0; guess < 10; guess++)
      expect((await login(proxied, colleague.email, `guess-${guess}`, office)).status).toBe(401);
    expect((await login(proxied, colleague.email, password, office)).status).toBe(429);
  });
});

describe('a guesser', () => {
  it('is stopped after 10 wrong passwords for one e-mail, even with the right one, while its owner elsewhere logs in', async () => {
    const victim = await proxied.session({ password });
    const statuses = [];
    for (let guess = 0; guess < 10; guess++)
      statuses.push((await login(proxied, victim.email, `guess-${guess}`, '203.0.113.66')).status);
    expect(statuses).toEqual(Array(10).fill(401));
    expect(await login(proxied, victim.email, password, '203.0.113.66')).toEqual({
      status: 429,
      errors: [tooManyFailures],
    });
    expect((await login(proxied, victim.email, password, '192.0.2.10')).status).toBe(200);
  });

  it('sending guesses all at once still gets only 10', async () => {
    const victim = await proxied.session({ password });
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, guess) =>
        login(proxied, victim.email, `burst-${guess}`, '203.0.113.67'),
      ),
    );
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(15);
  });

  it('is told apart from a person who slips: a success clears the account’s failures', async () => {
    const person = await proxied.session({ password });
    for (let slip = 0; slip < 9; slip++)
      expect((await login(proxied, person.email, `slip-${slip}`, '198.51.100.21')).status).toBe(401);
    expect((await login(proxied, person.email, password, '198.51.100.21')).status).toBe(200);
    for (let slip = 0; slip < 9; slip++)
      expect((await login(proxied, person.email, `slip-${slip}`, '198.51.100.21')).status).toBe(401);
    expect((await login(proxied, person.email, password, '198.51.100.21')).status).toBe(200);
  });

  it('trying many e-mails from one address meets the ceiling of 100 attempts a minute', async () => {
    const statuses = [];
    for (let index = 0; index < 100; index++)
      statuses.push((await login(proxied, `nobody-${index}@example.com`, 'guess', '203.0.113.99')).status);
    expect(statuses).toEqual(Array(100).fill(401));
    expect(await login(proxied, 'nobody-x@example.com', 'guess', '203.0.113.99')).toEqual({
      status: 429,
      errors: [perAddress],
    });
  });

  it('cannot pick a fresh address with X-Forwarded-For when no proxy is trusted', async () => {
    const victim = await direct.session({ password });
    const statuses = [];
    for (let guess = 0; guess < 11; guess++)
      statuses.push((await login(direct, victim.email, `guess-${guess}`, `203.0.113.${guess + 1}`)).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });
});
