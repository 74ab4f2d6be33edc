import type { MutationResolvers } from '../../generated/resolvers';
import { requireSession } from '../../session/require-session';
import { attempt } from '../../upstream/client';

// The developer role: one's own from the profile, any account's for staff. The api decides who
// may (never in god mode; staff alone for another account) and refuses turning it off while the
// account has registered apps; those refusals come back as payload errors.

export const developerMutation: Pick<MutationResolvers, 'setDeveloper' | 'setAccountDeveloper'> = {
  async setDeveloper(_parent, { on }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.PUT('/auth/users/me/developer/', { body: { is_developer: on } }),
    );
    return answer.ok
      ? { ok: true, errors: [], user: answer.data }
      : { ok: false, errors: answer.errors, user: null };
  },

  async setAccountDeveloper(_parent, { uuid, on }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.PUT('/staff/accounts/{uuid}/developer/', {
        params: { path: { uuid } },
        body: { is_developer: on },
      }),
    );
    return answer.ok
      ? { ok: true, errors: [], account: answer.data }
      : { ok: false, errors: answer.errors, account: null };
  },
};
