import type { QueryResolvers } from '../../generated/resolvers';
import { requireSession } from '../../session/require-session';
import { unwrap } from '../../upstream/client';

export const Query: QueryResolvers = {
  async myFarms(_parent, _args, context) {
    requireSession(context);
    return unwrap(await context.upstream.GET('/farms/me/'));
  },
};
