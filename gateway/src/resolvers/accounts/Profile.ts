import type { MutationResolvers, ResolversTypes, UserResolvers } from '../../generated/resolvers';
import { attempt } from '../../upstream/client';
import { requireSession } from './session';

// The profile's secrets and e-mail confirmation; the api checks the current password, refuses
// god mode and writes the audit log.

export const ProfileUser: UserResolvers = {
  pendingEmail: (user) => user.pending_email,
};

export const ProfileMutation: MutationResolvers = {
  async changePassword(_parent, { input }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.POST('/auth/users/set_password/', {
        body: { current_password: input.currentPassword, new_password: input.newPassword },
      }),
    );
    return answer.ok ? { ok: true, errors: [] } : { ok: false, errors: answer.errors };
  },

  async changeSecurityAnswer(_parent, { input }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.POST('/auth/users/set_security_answer/', {
        body: {
          current_password: input.currentPassword,
          security_question: Number(input.securityQuestion),
          security_answer: input.securityAnswer,
        },
      }),
    );
    return answer.ok ? { ok: true, errors: [] } : { ok: false, errors: answer.errors };
  },

  async confirmEmailChange(_parent, { token }, { upstream }) {
    const answer = attempt(await upstream.POST('/auth/users/email/confirm/', { body: { token } }));
    return answer.ok
      ? { ok: true, errors: [], user: answer.data as ResolversTypes['User'] }
      : { ok: false, errors: answer.errors, user: null };
  },
};
