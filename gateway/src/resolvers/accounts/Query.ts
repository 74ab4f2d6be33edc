import { GraphQLError } from 'graphql';
import type { QueryResolvers } from '../../generated/resolvers';
import { unwrap } from '../../upstream/client';
import { requireSession } from './session';

export const Query: QueryResolvers = {
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

  async cluNodes(_parent, { lat, lng }, context) {
    requireSession(context);
    const answer = await context.upstream.POST('/farms/fields/location-search/', {
      body: { point: { lat, lng } },
    });
    return unwrap(answer).primary_nodes;
  },

  async cluCoverage(_parent, box, context) {
    requireSession(context);
    return unwrap(await context.upstream.GET('/farms/nodes/', { params: { query: box } })).nodes;
  },

  async myFarms(_parent, _args, context) {
    requireSession(context);
    return unwrap(await context.upstream.GET('/farms/me/'));
  },

  async colorSchema(_parent, _args, { upstream }) {
    return unwrap(await upstream.GET('/farms/fields/color_schema/'));
  },

  async securityQuestions(_parent, _args, { upstream }) {
    const questions = unwrap(await upstream.GET('/auth/security/questions/'));
    return questions.map(({ id, question }) => ({ id: String(id), question }));
  },

  async emailRegistered(_parent, { email }, { upstream }) {
    const answer = await upstream.GET('/auth/security/{email}/verify/', {
      params: { path: { email: email.trim().toLowerCase() } },
    });
    if (answer.response.status === 404) return false;
    unwrap(answer);
    return true;
  },
};
