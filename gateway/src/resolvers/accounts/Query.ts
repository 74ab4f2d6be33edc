import { GraphQLError } from 'graphql';
import type { QueryResolvers } from '../../generated/resolvers';
import { attempt, unwrap } from '../../upstream/client';
import { inactiveAccount } from './activation';
import { normaliseEmail } from './email';
import { staffQuery } from './staff';

export const Query: QueryResolvers = {
  ...staffQuery,
  async me(_parent, _args, { session, loaders }) {
    if (!session.accessToken) return null;
    try {
      return await loaders.viewer.load('me');
    } catch (error) {
      // A browser holding a dead session cookie: clear it so the next request is anonymous.
      if (error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED' && session.fromCookies)
        session.end();
      throw error;
    }
  },

  async securityQuestions(_parent, _args, { upstream }) {
    const questions = unwrap(await upstream.GET('/auth/security/questions/'));
    return questions.map(({ id, question }) => ({ id: String(id), question }));
  },

  async emailRegistered(_parent, { email }, { upstream }) {
    const answer = await upstream.GET('/auth/security/{email}/verify/', {
      params: { path: { email: normaliseEmail(email) } },
    });
    if (answer.response.status === 404) return false;
    unwrap(answer);
    return true;
  },

  // Forgot password (spec 2.3), step 1: email → the account's security question.
  async recoveryQuestion(_parent, { email }, { upstream }) {
    const address = normaliseEmail(email);
    // An empty e-mail would leave an empty path segment, which reaches no route; a blank one
    // gets the api's answer for an address without an account.
    const answer = attempt(
      await upstream.GET('/auth/security/{email}/verify/', { params: { path: { email: address || ' ' } } }),
    );
    if (!answer.ok) return { ok: false, errors: answer.errors, securityQuestion: null, active: null };
    // Recovery cannot finish for an account never activated: say so now, not after step 3.
    if (!answer.data.is_active) return inactiveAccount;
    const { id, question } = answer.data.security_question;
    return { ok: true, errors: [], securityQuestion: { id: String(id), question }, active: true };
  },
};
