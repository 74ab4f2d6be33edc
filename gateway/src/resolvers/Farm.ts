import type { FarmResolvers } from '../generated/resolvers';
import { unwrap } from '../upstream/client';

export const Farm: FarmResolvers = {
  fieldCount: (farm) => farm.field_count,
  fields: async (farm, _args, { upstream }) =>
    unwrap(await upstream.GET('/farms/{id}/fields/', { params: { path: { id: farm.id } } })),
};
