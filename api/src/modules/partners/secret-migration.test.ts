import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate';
import { startTestApi, type TestApi } from '../../testing';
import { connect, REDIRECT } from './oauth.testing';

// 042 keeps confidential apps' secrets as hashes. An app registered before it, whose server
// holds the secret it was given, must still sign in with that secret, and the database must no
// longer hold it.
let api: TestApi;
const app = {
  client_id: 'app_before_hashing',
  client_secret: 'a-secret-given-before-042',
  redirect_uris: [REDIRECT],
};

beforeAll(async () => {
  api = await startTestApi({}, process.env.DATABASE_URL, '041_webhooks.sql');
  await api.db.query(
    `INSERT INTO oauth_clients (client_id, client_secret, name, redirect_uris, scopes)
     VALUES ($1, $2, 'Old Ledger', $3, $4)`,
    [app.client_id, app.client_secret, app.redirect_uris, ['account:read']],
  );
  await migrate(api.db);
});
afterAll(() => api?.close());

describe('client secrets kept hashed (migration 042)', () => {
  it('hashes a secret kept in plain text, and the app still signs in with it', async () => {
    const [kept] = await api.db.query<{ client_secret_hash: string }>(
      'SELECT client_secret_hash FROM oauth_clients WHERE client_id = $1',
      [app.client_id],
    );
    expect(kept?.client_secret_hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    const grower = await api.session();
    const tokens = await connect(api, app, grower.access, 'account:read');
    expect(tokens.scope).toBe('account:read');
  });
});
