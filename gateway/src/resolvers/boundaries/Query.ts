import type { QueryResolvers } from '../../generated/resolvers';
import { requireSession } from '../../session/require-session';
import { unwrap } from '../../upstream/client';

// The fields of a map view, drawn from their own boundaries, and the overlaps in dispute.
export const Query: QueryResolvers = {
  async mapFields(_parent, view, context) {
    requireSession(context);
    const answer = unwrap(await context.upstream.GET('/farms/fields/map/', { params: { query: view } }));
    return {
      fields: answer.fields.map((field) => ({
        uuid: field.uuid,
        mine: field.mine,
        neighbour: field.neighbour,
        name: field.name,
        farmName: field.farm_name,
        area: field.area,
        geometry: field.geometry,
        disputeFields: field.dispute_fields,
        boundaryVersion: field.boundary_version,
      })),
      disputes: answer.disputes.map((dispute) => ({
        field: dispute.field,
        other: dispute.other,
        area: dispute.area,
        geometry: dispute.geometry as { type: string; coordinates: number[][][][] },
      })),
    };
  },
};
