import type { QueryResolvers } from '../../generated/resolvers';
import { unwrap } from '../../upstream/client';
import { requireSession } from '../accounts/session';

export const Query: QueryResolvers = {
  async myFarms(_parent, _args, context) {
    requireSession(context);
    return unwrap(await context.upstream.GET('/farms/me/'));
  },
};
