import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers';
import { requireSession } from '../../session/require-session';
import { attempt, unwrap } from '../../upstream/client';

// Pending invitations: the list both parties see, Resend (the sender) and Cancel (either party).
// The api decides who may; its refusals (a minute between mails: 429) come back as payload errors.

export const pendingQuery: Pick<QueryResolvers, 'pendingInvites'> = {
  async pendingInvites(_parent, { page }, context) {
    requireSession(context);
    return unwrap(
      await context.upstream.GET('/auth/users/ag-retailers/invites/', { params: { query: { page } } }),
    );
  },
};

export const pendingMutation: Pick<MutationResolvers, 'resendAgRetailerInvite' | 'cancelAgRetailerInvite'> = {
  async resendAgRetailerInvite(_parent, { id }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.POST('/auth/users/ag-retailers/invites/{id}/resend/', {
        params: { path: { id: Number(id) } },
      }),
    );
    return answer.ok
      ? { ok: true, errors: [], email: answer.data.email }
      : { ok: false, errors: answer.errors, email: null };
  },
  async cancelAgRetailerInvite(_parent, { id }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.DELETE('/auth/users/ag-retailers/invites/{id}/', {
        params: { path: { id: Number(id) } },
      }),
    );
    return answer.ok ? { ok: true, errors: [] } : { ok: false, errors: answer.errors };
  },
};
