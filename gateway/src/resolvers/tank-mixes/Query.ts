import type { QueryResolvers } from '../../generated/resolvers';
import { requireSession } from '../../session/require-session';
import { unwrap } from '../../upstream/client';

export const Query: QueryResolvers = {
  async myTankMixes(_parent, _args, context) {
    requireSession(context);
    const answer = await context.upstream.GET('/herbicides/tank-mixes/me/');
    // The spec's api answers 404 while an account has no mixes.
    if (answer.response.status === 404) return [];
    return unwrap(answer);
  },
};
