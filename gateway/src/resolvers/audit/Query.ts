import type { QueryResolvers } from '../../generated/resolvers';
import { requireSession } from '../../session/require-session';
import { unwrap } from '../../upstream/client';

export const Query: QueryResolvers = {
  async auditLog(_parent, { page, account, actor, action }, context) {
    requireSession(context);
    const query = {
      page,
      ...(account ? { account } : {}),
      ...(actor ? { actor } : {}),
      ...(action ? { action } : {}),
    };
    return unwrap(await context.upstream.GET('/audit/', { params: { query } }));
  },
};
