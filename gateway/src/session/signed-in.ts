import type { GatewayContext } from '../context';
import type { AuthPayload } from '../generated/resolvers';
import { unwrap } from '../upstream/client';
import type { UserError } from '../upstream/errors';
import type { ApiUser } from '../upstream/types';
import { isImpersonation } from './cookies';

export type AuthResult = Omit<AuthPayload, 'user'> & { user: ApiUser | null };

export const failed = (errors: UserError[]): AuthResult => ({
  ok: false,
  errors,
  user: null,
  access: null,
  refresh: null,
  godMode: false,
});

/**
 * Opens the session for a fresh token pair: HttpOnly cookies for a browser, the tokens in the
 * payload for a token client only. A browser's page scripts never see a token, so a script
 * injected into the page cannot carry the session away.
 */
export async function signedIn(
  context: GatewayContext,
  tokens: { access: string; refresh: string },
  user?: ApiUser,
): Promise<AuthResult> {
  const godMode = isImpersonation(tokens.access);
  const viewer = user ?? unwrap(await context.upstreamAs(tokens.access).GET('/auth/users/me/'));
  if (context.session.fromCookies) {
    context.session.start({ ...tokens, godMode });
    return { ok: true, errors: [], user: viewer, access: null, refresh: null, godMode };
  }
  return { ok: true, errors: [], user: viewer, access: tokens.access, refresh: tokens.refresh, godMode };
}
