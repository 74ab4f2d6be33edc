import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { recordAudit, recordEvent } from './service';

// The audit log: account changes are written with the change, and only staff read them.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

type Page = {
  meta: { page: number; total: number; total_pages: number; next_page: number | null };
  result: {
    action: string;
    actor_uuid: string | null;
    account_uuid: string | null;
    actor: { full_name: string; email: string } | null;
    account: { full_name: string; email: string; name: string } | null;
    detail: object;
  }[];
};

async function entriesOf(accountUuid: string) {
  const staff = await api.session({ staff: true });
  const { status, body } = await api.call<Page>(staff.access, 'GET', `/audit/?account=${accountUuid}`);
  expect(status).toBe(200);
  return body.result;
}

describe('GET audit/', () => {
  it('is refused to growers, retailers and anyone without a token', async () => {
    const grower = await api.session();
    const retailer = await api.session({ agRetailer: true });
    for (const who of [grower, retailer]) {
      const { status, body } = await api.call(who.access, 'GET', '/audit/');
      expect(status).toBe(403);
      expect(body.errors).toEqual(['Only staff can read the audit log.']);
    }
    expect((await api.call('', 'GET', '/audit/')).status).toBe(401);
  });

  it('is refused to a staff member’s account entered by someone else (god mode)', async () => {
    const staff = await api.session({ staff: true });
    const colleague = await api.session({ staff: true });
    const posing = await api.tokenFor(staff.uuid, colleague.uuid);
    expect((await api.call(posing, 'GET', '/audit/')).status).toBe(403);
  });

  it('pages newest first, ten to a page', async () => {
    const grower = await api.session();
    for (let index = 0; index < 12; index++)
      await recordAudit(api.db, {
        action: 'plan.changed',
        actorUuid: null,
        accountUuid: grower.uuid,
        detail: { index },
      });
    const staff = await api.session({ staff: true });
    const first = await api.call<Page>(staff.access, 'GET', `/audit/?account=${grower.uuid}`);
    expect(first.body.meta).toMatchObject({ page: 1, total: 12, total_pages: 2, next_page: 2 });
    expect(first.body.result.map((entry) => entry.detail)).toEqual(
      [11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((index) => ({ index })),
    );
    const second = await api.call<Page>(staff.access, 'GET', `/audit/?account=${grower.uuid}&page=2`);
    expect(second.body.result).toHaveLength(2);
  });

  it('filters by account and by actor, each by user id or e-mail, and names both people', async () => {
    const grower = await api.session({ fullName: 'Dana Miller' });
    const retailer = await api.session({ agRetailer: true, fullName: 'Sam Ortiz' });
    const other = await api.session();
    await api.db.query(
      "UPDATE accounts SET name = 'Miller Creek Farms' WHERE id = (SELECT account_id FROM users WHERE uuid = $1)",
      [grower.uuid],
    );
    const inGodMode = { userUuid: grower.uuid, actorUuid: retailer.uuid, impersonated: true };
    await api.db.transaction((tx) => recordEvent(tx, inGodMode, 'spray.started', { farm: 1 }));
    await api.db.transaction((tx) =>
      recordEvent(tx, { userUuid: grower.uuid, actorUuid: grower.uuid, impersonated: false }, 'field.edited'),
    );
    await api.db.transaction((tx) =>
      recordEvent(
        tx,
        { userUuid: other.uuid, actorUuid: retailer.uuid, impersonated: true },
        'field.deleted',
      ),
    );
    const staff = await api.session({ staff: true });
    const read = async (query: string) => {
      const page = await api.call<Page>(staff.access, 'GET', `/audit/?${query}`);
      expect(page.status).toBe(200);
      return page.body.result.map((entry) => entry.action);
    };
    expect(await read(`account=${grower.uuid}`)).toEqual(['field.edited', 'spray.started']);
    expect(await read(`actor=${retailer.uuid}`)).toEqual(['field.deleted', 'spray.started']);
    expect(await read(`actor=${encodeURIComponent(retailer.email.toUpperCase())}`)).toEqual([
      'field.deleted',
      'spray.started',
    ]);
    expect(await read(`account=${grower.email}&actor=${retailer.email}`)).toEqual(['spray.started']);
    expect(await read(`account=${grower.uuid}&action=field.edited`)).toEqual(['field.edited']);
    expect(await read('actor=nobody%40example.com')).toEqual([]);

    const [entry] = (
      await api.call<Page>(staff.access, 'GET', `/audit/?actor=${retailer.uuid}&account=${grower.uuid}`)
    ).body.result;
    expect(entry).toMatchObject({
      actor: { full_name: 'Sam Ortiz', email: retailer.email },
      account: { full_name: 'Dana Miller', email: grower.email, name: 'Miller Creek Farms' },
      detail: { farm: 1, god_mode: true },
    });
  });

  it('refuses a filter that is neither a user id nor an e-mail address', async () => {
    const staff = await api.session({ staff: true });
    for (const query of ['actor=sam', 'account=12']) {
      const { status, body } = await api.call(staff.access, 'GET', `/audit/?${query}`);
      expect(status).toBe(400);
      expect(body.errors).toEqual(['Filter by a person’s e-mail address or user id.']);
    }
  });

  it('commits with the change it records, or not at all', async () => {
    const grower = await api.session();
    await expect(
      api.db.transaction(async (tx) => {
        await recordAudit(tx, { action: 'plan.changed', actorUuid: null, accountUuid: grower.uuid });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await entriesOf(grower.uuid)).toEqual([]);
  });
});

describe('profile secrets', () => {
  it('a password change needs the current password and is audited', async () => {
    const grower = await api.session({ password: 'old-password-1' });
    const wrong = await api.call(grower.access, 'POST', '/auth/users/set_password/', {
      current_password: 'not-it',
      new_password: 'new-password-2',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual(['Your current password is not correct.']);
    const short = await api.call(grower.access, 'POST', '/auth/users/set_password/', {
      current_password: 'old-password-1',
      new_password: 'short',
    });
    expect(short.body.errors).toEqual(['Password needs to be at least 8 characters long']);
    expect(await entriesOf(grower.uuid)).toEqual([]);

    const changed = await api.call(grower.access, 'POST', '/auth/users/set_password/', {
      current_password: 'old-password-1',
      new_password: 'new-password-2',
    });
    expect(changed.status).toBe(204);
    const login = await api.call('', 'POST', '/auth/jwt/create/', {
      email: grower.email,
      password: 'new-password-2',
    });
    expect(login.status).toBe(200);
    expect(await entriesOf(grower.uuid)).toEqual(
      [{ action: 'password.changed', actor_uuid: grower.uuid, account_uuid: grower.uuid, detail: {} }].map(
        (entry) => expect.objectContaining(entry),
      ),
    );
  });

  it('a security answer change needs the current password and is audited', async () => {
    const grower = await api.session({ password: 'old-password-1' });
    const changed = await api.call(grower.access, 'POST', '/auth/users/set_security_answer/', {
      current_password: 'old-password-1',
      security_question: 4,
      security_answer: 'Lincoln',
    });
    expect(changed.status).toBe(204);
    const question = await api.call<{ security_question: { id: number } }>(
      '',
      'GET',
      `/auth/security/${grower.email}/verify/`,
    );
    expect(question.body.security_question.id).toBe(4);
    const [entry] = await entriesOf(grower.uuid);
    expect(entry).toMatchObject({ action: 'security_answer.changed', detail: { security_question: 4 } });
  });

  it('a retailer in god mode cannot change the grower’s secrets', async () => {
    const grower = await api.session({ password: 'old-password-1' });
    const retailer = await api.session({ agRetailer: true });
    await api.db.query('INSERT INTO ag_retailer_relations (grower_uuid, retailer_uuid) VALUES ($1, $2)', [
      grower.uuid,
      retailer.uuid,
    ]);
    const posing = await api.tokenFor(grower.uuid, retailer.uuid);
    const { status, body } = await api.call(posing, 'POST', '/auth/users/set_password/', {
      current_password: 'old-password-1',
      new_password: 'taken-over-9',
    });
    expect(status).toBe(403);
    expect(body.errors).toEqual([
      "Only the account's owner can change its password, security question or e-mail.",
    ]);
  });

  it('an e-mail change is audited when its mailed link is opened, not before', async () => {
    const grower = await api.session();
    const newEmail = `moved-${grower.uuid}@example.com`;
    await api.call(grower.access, 'PATCH', '/auth/users/me/', { email: newEmail });
    expect(await entriesOf(grower.uuid)).toEqual([]);
    const [mail] = await api.outbox(newEmail);
    const token = mail?.links[0]?.split('/').pop();
    expect((await api.call('', 'POST', '/auth/users/email/confirm/', { token })).status).toBe(200);
    const [entry] = await entriesOf(grower.uuid);
    expect(entry).toMatchObject({ action: 'email.changed', detail: { from: grower.email, to: newEmail } });
  });

  it('a password reset through recovery is audited', async () => {
    const grower = await api.session({ password: 'old-password-1' });
    // The session's answer hash is not a real one; set a known answer first.
    await api.call(grower.access, 'POST', '/auth/users/set_security_answer/', {
      current_password: 'old-password-1',
      security_question: 2,
      security_answer: 'Elm Street',
    });
    const verified = await api.call<{ access: string }>('', 'POST', '/auth/security/answer/verify/', {
      email: grower.email,
      security_question: 2,
      security_answer: 'Elm Street',
    });
    const reset = await api.call(verified.body.access, 'POST', '/auth/security/reset_password/', {
      new_password: 'brand-new-pass',
      new_password_confirmation: 'brand-new-pass',
    });
    expect(reset.status).toBe(204);
    const [entry] = await entriesOf(grower.uuid);
    expect(entry).toMatchObject({ action: 'password.reset', actor_uuid: grower.uuid });
  });
});
