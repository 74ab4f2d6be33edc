import type { QueryResolvers } from '../../generated/resolvers';
import { unwrap } from '../../upstream/client';
import { drift, planQuery } from './forecast';

export const Query: QueryResolvers = {
  fieldDrift: (_root, { uuid, plan, hour }, { upstream }) => drift(upstream, uuid, plan, hour),
  adjacentFields: async (_root, { uuid, plan }, { upstream }) =>
    unwrap(
      await upstream.GET('/farms/fields/{uuid}/adjacent/', {
        params: { path: { uuid }, query: planQuery(plan) },
      }),
    ),
};
