import type { QueryResolvers } from '../../generated/resolvers';
import { requireSession } from '../../session/require-session';
import { unwrap } from '../../upstream/client';

// One field as the viewer may see it: its own, a neighbour's, or a free one.
export const Query: QueryResolvers = {
  async mapField(_parent, { uuid, owner }, context) {
    requireSession(context);
    const answer = await context.upstream.GET('/farms/fields/{uuid}/', {
      params: { path: { uuid }, query: owner ? { owner: 'true' } : {} },
    });
    if (answer.response.status === 404) return null;
    return unwrap(answer);
  },
};
