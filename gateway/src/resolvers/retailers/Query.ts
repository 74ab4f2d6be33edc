import type { QueryResolvers } from '../../generated/resolvers';
import { requireSession } from '../../session/require-session';
import { attempt, unwrap } from '../../upstream/client';
import { pendingQuery } from './pending';

export const Query: QueryResolvers = {
  ...pendingQuery,
  async assignedRetailers(_parent, { page }, context) {
    requireSession(context);
    return unwrap(await context.upstream.GET('/auth/users/ag-retailers/', { params: { query: { page } } }));
  },
  async assignedAccounts(_parent, { page }, context) {
    requireSession(context);
    return unwrap(await context.upstream.GET('/auth/ag-retailer/accounts/', { params: { query: { page } } }));
  },
  async assignedFarmFields(_parent, { account, farm }, context) {
    requireSession(context);
    return context.loaders.assignedFarmFields.load({ account, farm });
  },
  async agRetailerInvite(_parent, { inviteHash }, { upstream }) {
    const answer = attempt(
      await upstream.GET('/auth/users/ag-retailers/access/{invite_hash}/', {
        params: { path: { invite_hash: inviteHash } },
      }),
      // Cancelled: the api says so, and by whom.
      [410],
    );
    return answer.ok
      ? { ok: true, errors: [], invite: answer.data }
      : { ok: false, errors: answer.errors, invite: null };
  },
};
