import type { QueryResolvers } from '../../generated/resolvers';
import { requireSession } from '../../session/require-session';
import { unwrap } from '../../upstream/client';

// Staff's accounts list: the api lets staff alone, as themselves, read it.

export const staffQuery: Pick<QueryResolvers, 'staffAccounts'> = {
  async staffAccounts(_parent, { search, page }, context) {
    requireSession(context);
    return unwrap(
      await context.upstream.GET('/staff/accounts/', {
        params: { query: { page, ...(search?.trim() ? { search: search.trim() } : {}) } },
      }),
    );
  },
};
