import { activationResendMessages } from '@field-boundaries/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { messages } from './schemas';

// "Resend activation mail": a new link for an account that was never activated, answered alike
// for every address, and counted per address so nobody's inbox can be flooded.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

let registered = 0;
async function registerInactive() {
  const email = `waiting-${Date.now()}-${++registered}@example.com`;
  const password = 'prairie-wheat-1';
  const answer = await api.call('', 'POST', '/auth/users/', {
    full_name: 'Robin Waiting',
    farm_name: 'Waiting Acres',
    email,
    password,
    password_confirmation: password,
    security_question: 1,
    security_answer: 'Rex',
  });
  expect(answer.status).toBe(201);
  return { email, password };
}

const resend = (email: string) =>
  api.call<{ detail?: string; errors?: string[] }>('', 'POST', '/auth/users/resend_activation/', { email });
/** The activation links mailed to `email`, newest first, as [hash, userUuid]. */
const links = async (email: string) =>
  (await api.outbox(email)).map((mail) => (mail.links[0] ?? '').split('/').slice(-2) as [string, string]);
/** As if the address's last request was `minutes` ago. */
const rewind = (minutes: number) =>
  api.db.query(
    `UPDATE activation_resends SET last_sent_at = last_sent_at - make_interval(mins => $1::integer),
       window_started_at = window_started_at - make_interval(mins => $1::integer)`,
    [minutes],
  );

describe('POST auth/users/resend_activation/', () => {
  it('mails a new link to an inactive account; the new link activates it and the old one is dead', async () => {
    const { email, password } = await registerInactive();
    const login = await api.call('', 'POST', '/auth/jwt/create/', { email, password });
    expect(login.status).toBe(403);
    expect(login.body.errors).toEqual([messages.inactive]);

    const answer = await resend(email.toUpperCase());
    expect(answer).toEqual({ status: 202, body: { detail: activationResendMessages.sent } });
    const [newest, first] = await links(email);
    expect(first).toBeDefined();
    expect(newest).not.toEqual(first);
    const [oldHash, uuid] = first as [string, string];
    expect((await api.call('', 'GET', `/auth/users/activate/${uuid}/${oldHash}/`)).status).toBe(400);
    const [newHash] = newest as [string, string];
    expect((await api.call('', 'GET', `/auth/users/activate/${uuid}/${newHash}/`)).status).toBe(200);
    expect((await api.call('', 'POST', '/auth/jwt/create/', { email, password })).status).toBe(200);
  });

  it('answers an unknown and an active address exactly alike, and mails neither', async () => {
    const active = await api.session();
    const unknown = `nobody-${Date.now()}@example.com`;
    const { email: inactive } = await registerInactive();
    const answers = await Promise.all([resend(unknown), resend(active.email), resend(inactive)]);
    expect(answers.map(({ status, body }) => ({ status, body }))).toEqual(
      Array(3).fill({ status: 202, body: { detail: activationResendMessages.sent } }),
    );
    expect(await api.outbox(unknown)).toEqual([]);
    expect(await api.outbox(active.email)).toEqual([]);
    expect(await api.outbox(inactive)).toHaveLength(2);
  });

  it('allows one request a minute and three an hour per address, whether or not it has an account', async () => {
    const { email } = await registerInactive();
    const unknown = `stranger-${Date.now()}@example.com`;
    for (const address of [email, unknown]) {
      expect((await resend(address)).status).toBe(202);
      const again = await resend(address);
      expect(again.status).toBe(429);
      expect(again.body.errors).toEqual([activationResendMessages.wait(1)]);
    }
    // Only the registration mail and the one resend reached the inbox.
    expect(await api.outbox(email)).toHaveLength(2);

    await rewind(2);
    expect((await resend(email)).status).toBe(202);
    await rewind(2);
    expect((await resend(email)).status).toBe(202);
    await rewind(2);
    const fourth = await resend(email);
    expect(fourth.status).toBe(429);
    // The hour's window began 6 minutes ago (rewound): 54 more minutes to wait.
    expect(fourth.body.errors).toEqual([activationResendMessages.wait(54)]);
    expect(await api.outbox(email)).toHaveLength(4);
    await rewind(60);
    expect((await resend(email)).status).toBe(202);
    expect(await api.outbox(email)).toHaveLength(5);
  });

  it('counts requests sent all at once one by one', async () => {
    const { email } = await registerInactive();
    const answers = await Promise.all(Array.from({ length: 5 }, () => resend(email)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 429, 429, 429, 429]);
    expect(await api.outbox(email)).toHaveLength(2);
  });

  it('refuses an address that is not one, and writes nothing', async () => {
    const answer = await resend('not-an-address');
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([messages.email]);
  });

  it('is written to the audit log of the account it mailed', async () => {
    const { email } = await registerInactive();
    await resend(email);
    const staff = await api.session({ staff: true });
    const log = await api.call<{ result: { action: string }[] }>(
      staff.access,
      'GET',
      `/audit/?account=${email}`,
    );
    expect(log.body.result.map((entry) => entry.action)).toEqual(['activation.resent']);
  });
});

describe('forgot password, step 1, for an account never activated', () => {
  it('says at once that the account is inactive', async () => {
    const { email } = await registerInactive();
    const step1 = await api.call<{ is_active: boolean }>('', 'GET', `/auth/security/${email}/verify/`);
    expect(step1.status).toBe(200);
    expect(step1.body.is_active).toBe(false);
    const active = await api.session();
    expect(
      (await api.call<{ is_active: boolean }>('', 'GET', `/auth/security/${active.email}/verify/`)).body
        .is_active,
    ).toBe(true);
  });
});
