import type { MutationResolvers } from '../../generated/resolvers';
import { requireSession } from '../../session/require-session';
import { signedIn } from '../../session/signed-in';
import { attempt } from '../../upstream/client';
import { pendingMutation } from './pending';

// Ag retailer relations: both sides' lists, invitations and removal, and god mode. The api
// decides who may do what; the gateway renames and carries the spec's messages.

const expired = { field: null, message: 'Your session has expired. Please log in again.' };

export const Mutation: MutationResolvers = {
  ...pendingMutation,
  async sendAgRetailerInvite(_parent, { email }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.POST('/auth/users/ag-retailers/invite/', { body: { email } }),
      [402],
    );
    return answer.ok
      ? { ok: true, errors: [], email: answer.data.email, upgradeRequired: false }
      : { ok: false, errors: answer.errors, email: null, upgradeRequired: answer.status === 402 };
  },
  async acceptAgRetailerInvite(_parent, { inviteHash }, { upstream }) {
    const answer = attempt(
      await upstream.PUT('/auth/users/ag-retailers/access/{invite_hash}/', {
        params: { path: { invite_hash: inviteHash } },
      }),
      [410],
    );
    return answer.ok
      ? { ok: true, errors: [], invite: answer.data }
      : { ok: false, errors: answer.errors, invite: null };
  },
  async removeAgRetailer(_parent, { id }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.DELETE('/auth/users/ag-retailers/{id}/', {
        params: { path: { id: Number(id) } },
      }),
    );
    return answer.ok ? { ok: true, errors: [] } : { ok: false, errors: answer.errors };
  },

  // God mode (spec: God Mode Login). The api decides who may enter and records it; the gateway
  // swaps the browser's session for the grower's and keeps the browser's own aside, HttpOnly, so
  // leaving god mode returns to it without a password.
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
