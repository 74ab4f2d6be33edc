import type { CluNodeResolvers } from '../../generated/resolvers';

export const CluNode: CluNodeResolvers = {
  fieldCount: (node) => node.field_count,
  geometryVersion: (node) => node.geometry_version,
};
