import type { QueryResolvers } from '../../generated/resolvers';
import { unwrap } from '../../upstream/client';

export const Query: QueryResolvers = {
  async packages(_parent, _args, { upstream }) {
    return unwrap(await upstream.GET('/subscription/packages/'));
  },
  async accountPlan(_parent, _args, { upstream, session }) {
    if (!session.accessToken) return null;
    return unwrap(await upstream.GET('/subscription/me/'));
  },
};
