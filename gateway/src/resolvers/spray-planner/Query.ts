import type { QueryResolvers } from '../../generated/resolvers';
import { unwrap } from '../../upstream/client';
import { requireSession } from '../accounts/session';
import { currentSprays } from './live';

export const Query: QueryResolvers = {
  async currentSprays(_parent, _args, context) {
    requireSession(context);
    return currentSprays(context);
  },
  async sprayNotices(_parent, _args, context) {
    requireSession(context);
    return unwrap(await context.upstream.GET('/events/spray-notices/')).results;
  },
};
