import { createHash, timingSafeEqual } from 'node:crypto';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/db';
import {
  type ClientRow,
  clientById,
  consumeModel,
  deleteByGrant,
  deleteModel,
  modelById,
  modelByUid,
  upsertModel,
} from './store';

// oidc-provider's storage on our database: every model (sessions, interactions, grants, codes,
// tokens) is one row of oauth_models; clients are read from oauth_clients, where staff and
// developers register them. Nothing is kept in memory, so several apis share one state.

/**
 * How a confidential app's secret is kept: its SHA-256. The secret is 32 random bytes, so the
 * digest cannot be reversed by guessing, and no slow password hash is needed.
 */
export const hashClientSecret = (secret: string) =>
  `sha256:${createHash('sha256').update(secret, 'utf8').digest('hex')}`;

/** Whether a presented secret is the one whose hash is kept, in constant time. */
export function clientSecretMatches(presented: string, kept: string | undefined): boolean {
  if (!kept) return false;
  const expected = Buffer.from(kept, 'utf8');
  const actual = Buffer.from(hashClientSecret(presented), 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const LOOPBACK_HTTP = /^http:\/\/(127\.0\.0\.1|\[::1\]|localhost)(:\d+)?\//;

/**
 * A registered app as oidc-provider reads it (RFC 7591 client metadata). An app with a custom
 * scheme or a loopback redirect is native (RFC 8252): on `http://127.0.0.1/callback` it may use
 * any port, so a command-line app listens on whichever port is free. Its `client_secret` is the
 * kept hash: oidc-provider compares with `compareClientSecret` (overridden in provider.ts), and
 * nothing here derives keys from a secret (no client_secret_jwt, no HS* or symmetric encryption
 * algorithms are enabled).
 */
export function clientMetadata(row: ClientRow): AdapterPayload {
  const native = row.redirect_uris.some((uri) => !/^https?:/.test(uri) || LOOPBACK_HTTP.test(uri));
  return {
    client_id: row.client_id,
    client_name: row.name,
    ...(row.logo_uri ? { logo_uri: row.logo_uri } : {}),
    redirect_uris: row.redirect_uris,
    scope: row.scopes.join(' '),
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    application_type: native ? 'native' : 'web',
    ...(row.client_secret_hash
      ? { client_secret: row.client_secret_hash, token_endpoint_auth_method: 'client_secret_basic' }
      : { token_endpoint_auth_method: 'none' }),
  };
}

export function postgresAdapter(db: Db) {
  return (model: string): Adapter => ({
    async upsert(id, payload, expiresIn) {
      await upsertModel(db, {
        model,
        id,
        payload,
        grantId: payload.grantId ?? null,
        uid: payload.uid ?? null,
        accountUuid: model === 'Grant' ? (payload.accountId ?? null) : null,
        clientId: model === 'Grant' ? (payload.clientId ?? null) : null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      });
    },
    async find(id) {
      if (model === 'Client') {
        const row = await clientById(db, id);
        return row ? clientMetadata(row) : undefined;
      }
      return (await modelById(db, model, id))?.payload as AdapterPayload | undefined;
    },
    async findByUid(uid) {
      return (await modelByUid(db, model, uid))?.payload as AdapterPayload | undefined;
    },
    async findByUserCode() {
      // No device flow: nothing is ever stored by user code.
      return undefined;
    },
    async consume(id) {
      await consumeModel(db, model, id);
    },
    async destroy(id) {
      await deleteModel(db, model, id);
    },
    async revokeByGrantId(grantId) {
      await deleteByGrant(db, grantId);
    },
  });
}
