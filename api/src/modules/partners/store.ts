import type { Queryable } from '../../db/db';

// SQL of partner apps and of the authorization server's records; no rules here.

export type ClientRow = {
  client_id: string;
  client_secret_hash: string | null;
  name: string;
  logo_uri: string | null;
  redirect_uris: string[];
  scopes: string[];
  registered_by: string | null;
  created_at: Date;
};

export async function insertClient(
  db: Queryable,
  client: Omit<ClientRow, 'created_at' | 'registered_by'> & { registeredBy: string },
): Promise<void> {
  await db.query(
    `INSERT INTO oauth_clients (client_id, client_secret_hash, name, logo_uri, redirect_uris, scopes, registered_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      client.client_id,
      client.client_secret_hash,
      client.name,
      client.logo_uri,
      client.redirect_uris,
      client.scopes,
      client.registeredBy,
    ],
  );
}

/** A developer's edit of an app's settings (its id, secret and owner never change). */
export async function updateClient(
  db: Queryable,
  clientId: string,
  settings: Pick<ClientRow, 'name' | 'logo_uri' | 'redirect_uris' | 'scopes'>,
): Promise<void> {
  await db.query(
    'UPDATE oauth_clients SET name = $2, logo_uri = $3, redirect_uris = $4, scopes = $5 WHERE client_id = $1',
    [clientId, settings.name, settings.logo_uri, settings.redirect_uris, settings.scopes],
  );
}

export async function clientById(db: Queryable, clientId: string): Promise<ClientRow | undefined> {
  const [row] = await db.query<ClientRow>(
    `SELECT client_id, client_secret_hash, name, logo_uri, redirect_uris, scopes, registered_by, created_at
     FROM oauth_clients WHERE client_id = $1`,
    [clientId],
  );
  return row;
}

export async function allClients(db: Queryable): Promise<ClientRow[]> {
  return db.query<ClientRow>(
    `SELECT client_id, client_secret_hash, name, logo_uri, redirect_uris, scopes, registered_by, created_at
     FROM oauth_clients ORDER BY created_at, client_id`,
  );
}

export async function countClientsRegisteredBy(db: Queryable, userUuid: string): Promise<number> {
  const [row] = await db.query<{ count: string | number }>(
    'SELECT count(*) AS count FROM oauth_clients WHERE registered_by = $1',
    [userUuid],
  );
  return Number(row?.count ?? 0);
}

export async function deleteClient(db: Queryable, clientId: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM oauth_clients WHERE client_id = $1 RETURNING client_id', [
    clientId,
  ]);
  return rows.length > 0;
}

// oidc-provider's models, one row each (see adapter.ts).

export type ModelRow = { payload: Record<string, unknown>; consumed_at: Date | null };

export async function upsertModel(
  db: Queryable,
  row: {
    model: string;
    id: string;
    payload: unknown;
    grantId: string | null;
    uid: string | null;
    accountUuid: string | null;
    clientId: string | null;
    expiresAt: Date | null;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO oauth_models (model, id, payload, grant_id, uid, account_uuid, client_id, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (model, id) DO UPDATE SET payload = $3, grant_id = $4, uid = $5, account_uuid = $6,
       client_id = $7, expires_at = $8`,
    [
      row.model,
      row.id,
      JSON.stringify(row.payload),
      row.grantId,
      row.uid,
      row.accountUuid,
      row.clientId,
      row.expiresAt,
    ],
  );
}

const live = '(expires_at IS NULL OR expires_at > now())';

export async function modelById(db: Queryable, model: string, id: string): Promise<ModelRow | undefined> {
  const [row] = await db.query<ModelRow>(
    `SELECT payload, consumed_at FROM oauth_models WHERE model = $1 AND id = $2 AND ${live}`,
    [model, id],
  );
  return row;
}

export async function modelByUid(db: Queryable, model: string, uid: string): Promise<ModelRow | undefined> {
  const [row] = await db.query<ModelRow>(
    `SELECT payload, consumed_at FROM oauth_models WHERE model = $1 AND uid = $2 AND ${live}`,
    [model, uid],
  );
  return row;
}

/** Marks a code or refresh token used (oidc-provider reads `consumed` and refuses it again). */
export async function consumeModel(db: Queryable, model: string, id: string): Promise<void> {
  await db.query(
    `UPDATE oauth_models
     SET consumed_at = now(), payload = payload || jsonb_build_object('consumed', floor(extract(epoch FROM now()))::int)
     WHERE model = $1 AND id = $2`,
    [model, id],
  );
}

export async function deleteModel(db: Queryable, model: string, id: string): Promise<void> {
  await db.query('DELETE FROM oauth_models WHERE model = $1 AND id = $2', [model, id]);
}

/** Every record issued under a grant (its tokens and codes, and the grant itself). */
export async function deleteByGrant(db: Queryable, grantId: string): Promise<void> {
  await db.query(`DELETE FROM oauth_models WHERE grant_id = $1 OR (model = 'Grant' AND id = $1)`, [grantId]);
}

export async function deleteExpiredModels(db: Queryable): Promise<void> {
  await db.query('DELETE FROM oauth_models WHERE expires_at < now()');
}

export type GrantRow = {
  id: string;
  client_id: string;
  payload: Record<string, unknown>;
  last_used_at: Date | null;
  created_at: number;
};

/** A user's grants still in force, one per app. */
export async function grantsOf(db: Queryable, accountUuid: string): Promise<GrantRow[]> {
  return db.query<GrantRow>(
    `SELECT id, client_id, payload, last_used_at, (payload->>'iat')::bigint AS created_at
     FROM oauth_models WHERE model = 'Grant' AND account_uuid = $1 AND ${live}
     ORDER BY (payload->>'iat')::bigint`,
    [accountUuid],
  );
}

/**
 * The apps holding a live grant from any of the users, with the scopes each grant gives and the
 * scopes the app is registered for now.
 */
export async function grantsOfUsers(
  db: Queryable,
  userUuids: readonly string[],
): Promise<{ client_id: string; scope: string; app_scopes: string[] }[]> {
  return db.query<{ client_id: string; scope: string; app_scopes: string[] }>(
    `SELECT grant_row.client_id, coalesce(grant_row.payload->'openid'->>'scope', '') AS scope,
            client.scopes AS app_scopes
     FROM oauth_models grant_row JOIN oauth_clients client ON client.client_id = grant_row.client_id
     WHERE grant_row.model = 'Grant' AND grant_row.account_uuid = ANY ($1::uuid[]) AND ${live}`,
    [userUuids],
  );
}

export async function grantIdsOf(db: Queryable, accountUuid: string, clientId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM oauth_models WHERE model = 'Grant' AND account_uuid = $1 AND client_id = $2 AND ${live}`,
    [accountUuid, clientId],
  );
  return rows.map((row) => row.id);
}

export async function grantIdsOfClient(db: Queryable, clientId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM oauth_models WHERE model = 'Grant' AND client_id = $1`,
    [clientId],
  );
  return rows.map((row) => row.id);
}

/** Notes a grant's use, at most once a minute (Connected apps shows it as "last used"). */
export async function touchGrant(db: Queryable, grantId: string): Promise<void> {
  await db.query(
    `UPDATE oauth_models SET last_used_at = now()
     WHERE model = 'Grant' AND id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
    [grantId],
  );
}

export async function signingKeys(db: Queryable): Promise<Record<string, unknown>[]> {
  const rows = await db.query<{ jwk: Record<string, unknown> }>(
    'SELECT jwk FROM oauth_keys ORDER BY created_at',
  );
  return rows.map((row) => row.jwk);
}

/** Keeps the first key written when two apis start together (one `kid` for the first key). */
export async function insertSigningKey(db: Queryable, kid: string, jwk: unknown): Promise<void> {
  await db.query('INSERT INTO oauth_keys (kid, jwk) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    kid,
    JSON.stringify(jwk),
  ]);
}
