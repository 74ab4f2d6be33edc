import { randomBytes } from 'node:crypto';
import { isPartnerScope, PARTNER_SCOPES } from '@field-boundaries/contract/partner-scopes';
import { badRequest } from '../../errors';
import { hashClientSecret } from './adapter';

// What a developer registers for an app, checked before the authorization server sees it: a
// name, redirect URIs an app may use, an https logo, known scopes. The app's id and secret are
// made here.

export type RegisterApp = {
  name: string;
  logoUri?: string | null;
  redirectUris: string[];
  scopes: string[];
  confidential: boolean;
};

const loopbackHosts = new Set(['127.0.0.1', '[::1]', 'localhost']);

/** https, http on loopback (command-line and desktop apps), or a mobile app's own scheme. */
function redirectProblem(uri: string): string | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return `${uri} is not a URL.`;
  }
  if (url.hash) return `${uri} must not have a #fragment.`;
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:') return loopbackHosts.has(url.hostname) ? null : `${uri} must use https.`;
  // Private-use schemes are reverse domain names (RFC 8252 §7.1): com.example.app:/callback.
  return /^[a-z][a-z0-9+-]*(\.[a-z0-9+-]+)+:$/.test(url.protocol) ? null : `${uri} must use https.`;
}

/**
 * The stored row of an app registered as `input` and its secret (shown once, in the answer to
 * the registration: only its hash is kept), or a 400 naming every field at fault.
 */
export function newClientRow(input: RegisterApp) {
  const fields: Record<string, string[]> = {};
  const name = input.name.trim();
  if (name.length === 0 || name.length > 100) fields.name = ['Give the app a name of 1 to 100 characters.'];
  if (input.redirectUris.length === 0) fields.redirect_uris = ['Give at least one redirect URI.'];
  const redirectProblems = input.redirectUris.map(redirectProblem).filter((problem) => problem !== null);
  if (redirectProblems.length > 0) fields.redirect_uris = redirectProblems;
  if (input.logoUri && !/^https:\/\/[^\s]+$/.test(input.logoUri.trim()))
    fields.logo_uri = ['The logo must be an https URL.'];
  const unknown = input.scopes.filter((scope) => !isPartnerScope(scope));
  if (unknown.length > 0)
    fields.scopes = [`Unknown scopes: ${unknown.join(', ')}. Known: ${PARTNER_SCOPES.join(', ')}.`];
  else if (input.scopes.length === 0) fields.scopes = ['Ask for at least one scope.'];
  const first = Object.values(fields)[0]?.[0];
  if (first) throw badRequest(first, fields);
  const secret = input.confidential ? randomBytes(32).toString('base64url') : null;
  return {
    secret,
    row: {
      client_id: `app_${randomBytes(12).toString('base64url')}`,
      client_secret_hash: secret ? hashClientSecret(secret) : null,
      name,
      logo_uri: input.logoUri?.trim() || null,
      redirect_uris: [...new Set(input.redirectUris)],
      scopes: [...new Set(input.scopes)],
    },
  };
}
