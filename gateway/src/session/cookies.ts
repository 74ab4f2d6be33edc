import { parseCookie, stringifySetCookie } from 'cookie';

// The browser's session: HttpOnly SameSite cookies the web app cannot read (access 7 days,
// refresh 30 days, as the spec says), plus a readable `god_mode` flag for the badge. The flag
// lives and dies with the refresh cookie, so the web app also reads its absence as "signed out"
// and shows the sign-in page without asking (web/src/session/viewerCache.ts).
export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
export const GOD_MODE_COOKIE = 'god_mode';
const ACCESS_MAX_AGE = 7 * 24 * 60 * 60;
const REFRESH_MAX_AGE = 30 * 24 * 60 * 60;

export type SessionTokens = { access: string; refresh: string; godMode: boolean };

export const readCookies = (header: string | undefined) => parseCookie(header ?? '');

export function sessionCookies(tokens: SessionTokens, secure: boolean): string[] {
  const base = { path: '/', sameSite: 'lax' as const, secure };
  return [
    stringifySetCookie({
      name: ACCESS_COOKIE,
      value: tokens.access,
      maxAge: ACCESS_MAX_AGE,
      httpOnly: true,
      ...base,
    }),
    stringifySetCookie({
      name: REFRESH_COOKIE,
      value: tokens.refresh,
      maxAge: REFRESH_MAX_AGE,
      httpOnly: true,
      ...base,
    }),
    stringifySetCookie({
      name: GOD_MODE_COOKIE,
      value: String(tokens.godMode),
      maxAge: REFRESH_MAX_AGE,
      ...base,
    }),
  ];
}

export function clearedCookies(secure: boolean): string[] {
  return [ACCESS_COOKIE, REFRESH_COOKIE, GOD_MODE_COOKIE].map((name) =>
    stringifySetCookie({
      name,
      value: '',
      maxAge: 0,
      path: '/',
      sameSite: 'lax',
      secure,
      httpOnly: name !== GOD_MODE_COOKIE,
    }),
  );
}

/** A JWT's claims read without verifying: the api verifies; the gateway only plans with them. */
function claimsOf(token: string): { exp?: unknown; act?: unknown; sub?: unknown } {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    return {};
  }
}

export function secondsLeft(token: string): number {
  const { exp } = claimsOf(token);
  return typeof exp === 'number' ? exp - Date.now() / 1000 : 0;
}

/** Whether the token names a real actor other than its user (god mode). */
export const isImpersonation = (token: string) => typeof claimsOf(token).act === 'string';

/** The user a token acts as (its subject), unverified: for planning, such as whose budget to charge. */
export function subjectOf(token: string): string | undefined {
  const { sub } = claimsOf(token);
  return typeof sub === 'string' && sub ? sub : undefined;
}
