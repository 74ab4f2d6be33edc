import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing';

// The viewer is resolved from the token once per request, against the users as they are now.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const me = (access: string) =>
  fetch(`${api.url}/auth/users/me/`, { headers: { authorization: `Bearer ${access}` } });

describe('the viewer of a request', () => {
  it('is the user the token names, with their account', async () => {
    const grower = await api.session({ plan: 'F' });
    const answer = await me(grower.access);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ uuid: grower.uuid, subscription_plan: 'F' });
  });

  it('is refused once the user is deactivated, though the token has not expired', async () => {
    const grower = await api.session();
    await api.db.query('UPDATE users SET is_active = false WHERE uuid = $1', [grower.uuid]);
    const answer = await me(grower.access);
    expect(answer.status).toBe(401);
    expect(((await answer.json()) as { errors: string[] }).errors).toEqual([
      'Your session has expired. Please log in again.',
    ]);
  });

  it('is refused for a token issued before the user last reset their password', async () => {
    const grower = await api.session();
    // What a reset does to the account's sessions (see accounts/recovery-store.ts replacePassword).
    await api.db.query('UPDATE users SET session_generation = session_generation + 1 WHERE uuid = $1', [
      grower.uuid,
    ]);
    expect((await me(grower.access)).status).toBe(401);
  });

  it('is refused once the user is deleted', async () => {
    const grower = await api.session();
    await api.db.query('DELETE FROM users WHERE uuid = $1', [grower.uuid]);
    expect((await me(grower.access)).status).toBe(401);
  });
});
