import type { QueryResolvers } from '../../generated/resolvers';

export const Query: QueryResolvers = {
  fieldDrift: async (_root, { uuid, plan, hour }, { loaders }) => {
    const answer = await loaders.forecast.drift.load({ uuid, plan, hour });
    return { zone: answer.data, unavailable: answer.unavailable };
  },
  adjacentFields: (_root, { uuid, plan }, { loaders }) =>
    loaders.forecast.adjacentFields.load({ uuid, plan }),
};
