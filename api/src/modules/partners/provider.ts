import { createHmac, timingSafeEqual } from 'node:crypto';
import { PARTNER_SCOPES } from '@field-boundaries/contract/partner-scopes';
import { exportJWK, generateKeyPair } from 'jose';
import { type Configuration, type KoaContextWithOIDC, Provider } from 'oidc-provider';
import type { Db } from '../../db/db';
import { signedInUsers } from '../accounts/people';
import { clientSecretMatches, postgresAdapter } from './adapter';
import { insertSigningKey, signingKeys } from './store';

// The OAuth 2.1 authorization server, from oidc-provider (certified; we only configure it):
// authorization code with PKCE for every client, public or confidential; refresh tokens that
// rotate on each use, where a used one presented again revokes its whole grant; revocation and
// introspection; no password, implicit or client-credentials grant. Its endpoints live under
// /oauth on the product's public origin (the gateway relays them here); the sign-in and consent
// step is the web app's /connect/{uid}, where the grower is signed in already.

/** Where the authorization server sits under its origin; the gateway relays this prefix. */
export const OAUTH_PREFIX = '/oauth';

/** The web app's consent screen for an authorization request. */
export const consentPath = (uid: string) => `/connect/${uid}`;

/**
 * oidc-provider's cookie naming the interaction a browser started at /oauth/auth (its default
 * name). Kept on the whole origin (path /) rather than under /connect/{uid}, so the consent
 * step's calls carry it and the api can tell the browser that started a request from another.
 */
export const INTERACTION_COOKIE = '_interaction';

const cookieKeyOf = (secret: string) => createHmac('sha256', secret).update('oauth cookies').digest('hex');

/**
 * Whether the browser whose Cookie header this is started interaction `uid`: it holds the
 * interaction cookie for it, signed by the authorization server (the `cookies` module's keygrip
 * signature of `name=value`, SHA-1 HMAC in URL-safe base64).
 */
export function startedInThisBrowser(cookieHeader: string | undefined, uid: string, secret: string): boolean {
  const cookies = new Map<string, string>();
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const value = cookies.get(INTERACTION_COOKIE);
  const signature = cookies.get(`${INTERACTION_COOKIE}.sig`);
  if (value !== uid || !signature) return false;
  const expected = createHmac('sha1', cookieKeyOf(secret))
    .update(`${INTERACTION_COOKIE}=${value}`)
    .digest('base64url');
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected));
}

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

/** A partner's refusal page for a broken authorization request: the RFC code, nothing more. */
function renderError(ctx: KoaContextWithOIDC, out: { error: string; error_description?: string }) {
  ctx.type = 'text/html';
  const text = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
  ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Could not connect the app</title></head>
<body><h1>Could not connect the app</h1><p>${text(out.error_description ?? 'The request was not valid.')}</p>
<p><code>${text(out.error)}</code></p></body></html>`;
}

/** The authorization server's RS256 key, made once and shared by every api through the database. */
async function serverKeys(db: Db) {
  const stored = await signingKeys(db);
  if (stored.length > 0) return stored;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'oauth-1', alg: 'RS256', use: 'sig' };
  await insertSigningKey(db, 'oauth-1', jwk);
  return signingKeys(db);
}

export async function createAuthorizationServer(
  db: Db,
  { publicOrigin, secret }: { publicOrigin: string; secret: string },
): Promise<Provider> {
  const cookieKey = cookieKeyOf(secret);
  const configuration: Configuration = {
    adapter: postgresAdapter(db),
    async findAccount(_ctx, id) {
      const user = (await signedInUsers(db, [id])).get(id);
      if (!user?.active) return undefined;
      return { accountId: id, claims: () => ({ sub: id }) };
    },
    jwks: { keys: (await serverKeys(db)) as never },
    // The interaction cookie on the whole origin (INTERACTION_COOKIE); oidc-provider still keeps
    // the resume cookie under the resume path.
    cookies: { keys: [cookieKey], long: { signed: true }, short: { signed: true, path: '/' } },
    scopes: [...PARTNER_SCOPES],
    claims: { openid: ['sub'] },
    responseTypes: ['code'],
    // A secret is kept hashed, so it can only be compared, never used as a key (client_secret_jwt).
    clientAuthMethods: ['none', 'client_secret_basic', 'client_secret_post'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      // An app may look up and revoke only the tokens issued to itself.
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      introspection: {
        enabled: true,
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      userinfo: { enabled: false },
      rpInitiatedLogout: { enabled: false },
    },
    // Every authorization asks the grower (the consent screen also signs the request in with
    // the web app's session): no earlier provider session or grant is taken as consent.
    loadExistingGrant: async (ctx) => {
      const grantId = ctx.oidc.result?.consent?.grantId;
      return grantId ? ctx.oidc.provider.Grant.find(grantId) : undefined;
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    expiresWithSession: async () => false,
    interactions: { url: async (_ctx, interaction) => consentPath(interaction.uid) },
    ttl: {
      AccessToken: 60 * MINUTE,
      AuthorizationCode: MINUTE,
      RefreshToken: 30 * DAY,
      Interaction: 30 * MINUTE,
      Session: 10 * MINUTE,
      Grant: 365 * DAY,
      IdToken: 60 * MINUTE,
    },
    // A single-page app may call the token endpoint from the origins of its redirect URIs.
    clientBasedCORS: (_ctx, origin, client) =>
      (client.redirectUris ?? []).some((uri) => {
        try {
          return new URL(uri).origin === origin;
        } catch {
          return false;
        }
      }),
    renderError,
  };
  const provider = new Provider(`${publicOrigin}${OAUTH_PREFIX}`, configuration);
  // The gateway relays the partner's request and says which origin and scheme it came to.
  provider.proxy = true;
  // Secrets are kept hashed: oidc-provider's public hook for comparing one (its maintainer's way,
  // panva/node-oidc-provider discussion 1410) hashes what the app presents.
  provider.Client.prototype.compareClientSecret = async function compare(
    this: { clientSecret?: string },
    actual: string,
  ) {
    return clientSecretMatches(actual, this.clientSecret);
  };
  return provider;
}
