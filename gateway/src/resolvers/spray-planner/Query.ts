import type { QueryResolvers } from '../../generated/resolvers';
import { requireSession } from '../../session/require-session';
import { unwrap } from '../../upstream/client';
import { currentSprays } from './live';

export const Query: QueryResolvers = {
  async currentSprays(_parent, _args, context) {
    requireSession(context);
    return (await currentSprays(context)).planners;
  },
  async sprayNotices(_parent, _args, context) {
    requireSession(context);
    return unwrap(await context.upstream.GET('/events/spray-notices/')).results;
  },
};
