import type { QueryResolvers } from '../../generated/resolvers';
import { requireSession } from '../../session/require-session';
import { unwrap } from '../../upstream/client';

export const Query: QueryResolvers = {
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

  async colorSchema(_parent, _args, { upstream }) {
    return unwrap(await upstream.GET('/farms/fields/color_schema/'));
  },
};
