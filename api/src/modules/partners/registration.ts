import { randomBytes } from 'node:crypto';
import { partnerAppMessages } from '@field-boundaries/contract/messages';
import { isPartnerScope, PARTNER_SCOPES } from '@field-boundaries/contract/partner-scopes';
import { badRequest } from '../../errors';
import { namesInternalHost, resolvesInternally } from '../../public-address';
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
  // A native app's loopback redirect is fine (RFC 8252 §7.3); an address on someone's private
  // network or the cloud metadata address is never where an app receives its code.
  if (namesInternalHost(url.hostname, { allowLoopback: true })) return `${uri} names an internal address.`;
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:') return loopbackHosts.has(url.hostname) ? null : `${uri} must use https.`;
  // Private-use schemes are reverse domain names (RFC 8252 §7.1): com.example.app:/callback.
  return /^[a-z][a-z0-9+-]*(\.[a-z0-9+-]+)+:$/.test(url.protocol) ? null : `${uri} must use https.`;
}

const logoOnPublicInternet = 'The logo must be on the public internet.';

/** The logo is loaded by growers' browsers on the consent screen: https, on the public internet. */
function logoProblem(uri: string): string | null {
  if (!/^https:\/\/[^\s]+$/.test(uri)) return 'The logo must be an https URL.';
  try {
    return namesInternalHost(new URL(uri).hostname, { allowLoopback: false }) ? logoOnPublicInternet : null;
  } catch {
    return 'The logo must be an https URL.';
  }
}

/** A 400 when the logo's name resolves, now, to an address off the public internet. */
export async function checkLogoAddress(logoUri: string | null | undefined): Promise<void> {
  if (!logoUri) return;
  let hostname: string;
  try {
    hostname = new URL(logoUri.trim()).hostname;
  } catch {
    return; // newClientRow names what is wrong with it
  }
  if (await resolvesInternally(hostname, { allowLoopback: false }))
    throw badRequest(logoOnPublicInternet, { logo_uri: [logoOnPublicInternet] });
}

/** The settings a developer may change after registering: each one given is checked as at registration. */
export type AppSettings = Omit<RegisterApp, 'confidential'>;

/**
 * The settings, trimmed and without repeats, or a 400 naming every field at fault: the same
 * checks at registration and at each edit, so an edit cannot bring in what registering refuses.
 */
export function checkedSettings(input: AppSettings) {
  const fields: Record<string, string[]> = {};
  const name = input.name.trim();
  if (name.length === 0 || name.length > 100) fields.name = ['Give the app a name of 1 to 100 characters.'];
  if (input.redirectUris.length === 0) fields.redirect_uris = [partnerAppMessages.redirectUris];
  const redirectProblems = input.redirectUris.map(redirectProblem).filter((problem) => problem !== null);
  if (redirectProblems.length > 0) fields.redirect_uris = redirectProblems;
  if (input.logoUri) {
    const problem = logoProblem(input.logoUri.trim());
    if (problem) fields.logo_uri = [problem];
  }
  const unknown = input.scopes.filter((scope) => !isPartnerScope(scope));
  if (unknown.length > 0)
    fields.scopes = [`Unknown scopes: ${unknown.join(', ')}. Known: ${PARTNER_SCOPES.join(', ')}.`];
  else if (input.scopes.length === 0) fields.scopes = [partnerAppMessages.scopes];
  const first = Object.values(fields)[0]?.[0];
  if (first) throw badRequest(first, fields);
  return {
    name,
    logo_uri: input.logoUri?.trim() || null,
    redirect_uris: [...new Set(input.redirectUris)],
    scopes: [...new Set(input.scopes)],
  };
}

/**
 * The stored row of an app registered as `input` and its secret (shown once, in the answer to
 * the registration: only its hash is kept), or a 400 naming every field at fault.
 */
export function newClientRow(input: RegisterApp) {
  const settings = checkedSettings(input);
  const secret = input.confidential ? randomBytes(32).toString('base64url') : null;
  return {
    secret,
    row: {
      client_id: `app_${randomBytes(12).toString('base64url')}`,
      client_secret_hash: secret ? hashClientSecret(secret) : null,
      ...settings,
    },
  };
}
