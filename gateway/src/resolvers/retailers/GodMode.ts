import type { MutationResolvers } from '../../generated/resolvers';
import { attempt } from '../../upstream/client';
import { signedIn } from '../accounts/Mutation';
import { requireSession } from '../accounts/session';

// God mode (spec: God Mode Login). The api decides who may enter and records it; the gateway
// swaps the browser's session for the grower's and keeps the browser's own aside, HttpOnly, so
// leaving god mode returns to it without a password.

const expired = { field: null, message: 'Your session has expired. Please log in again.' };

export const GodModeMutation: MutationResolvers = {
  async enterGodMode(_parent, { uuid }, context) {
    requireSession(context);
    const answer = attempt(await context.upstream.POST('/auth/god-mode/login/', { body: { uuid } }));
    if (!answer.ok)
      return { ok: false, errors: answer.errors, user: null, access: null, refresh: null, godMode: false };
    const { session } = context;
    if (session.fromCookies && session.refreshToken) session.keepActor(session.refreshToken);
    return signedIn(context, answer.data);
  },

  async leaveGodMode(_parent, { refresh }, context) {
    const { session, upstream } = context;
    const godModeRefresh = refresh ?? session.refreshToken;
    if (godModeRefresh) await upstream.POST('/auth/jwt/logout/', { body: { refresh: godModeRefresh } });
    const own = session.actorRefreshToken;
    session.dropActor();
    if (!session.fromCookies || !own) {
      // A token client keeps its own tokens; a browser with nothing kept aside is signed out.
      session.end();
      return { ok: true, errors: [], user: null, access: null, refresh: null, godMode: false };
    }
    const renewed = attempt(await upstream.POST('/auth/jwt/refresh/', { body: { refresh: own } }), [401]);
    if (!renewed.ok) {
      session.end();
      return { ok: false, errors: [expired], user: null, access: null, refresh: null, godMode: false };
    }
    return signedIn(context, renewed.data);
  },
};
