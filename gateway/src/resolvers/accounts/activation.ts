import { accountMessages } from '@field-boundaries/contract/messages';
import type { MutationResolvers } from '../../generated/resolvers';
import { attempt } from '../../upstream/client';
import { normaliseEmail } from './email';

// Resend activation mail (public): the api answers alike for every address and counts requests
// per address; its 429 comes back as a payload error.

export const activationMutation: Pick<MutationResolvers, 'resendActivation'> = {
  async resendActivation(_parent, { email }, { upstream }) {
    const answer = attempt(
      await upstream.POST('/auth/users/resend_activation/', { body: { email: normaliseEmail(email) } }),
    );
    return answer.ok
      ? { ok: true, errors: [], message: answer.data.detail }
      : { ok: false, errors: answer.errors, message: null };
  },
};

/** Forgot password, step 1, for an account never activated: the spec's message, at once. */
export const inactiveAccount = {
  ok: false,
  errors: [{ field: 'email', message: accountMessages.inactive }],
  securityQuestion: null,
  active: false,
};
