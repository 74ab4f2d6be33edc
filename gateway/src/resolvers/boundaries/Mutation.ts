import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers';
import { attempt, unwrap } from '../../upstream/client';
import { requireSession } from '../accounts/session';

type Position = [number, number];
const positions = (points: number[][]): Position[] =>
  points.map(([lng, lat]) => [lng ?? Number.NaN, lat ?? Number.NaN]);

// Drawing, merging and splitting boundaries, and the fields of a map view. Boundaries cross
// as [longitude, latitude] lists both ways; the api checks every rule.
export const FieldBoundariesMutation: MutationResolvers = {
  async createField(_parent, { input }, context) {
    requireSession(context);
    // Spec 3's payload: herbicide and tank_mix always null; farm null for a neighbour's field.
    const body = {
      name: input.name,
      mpoly: positions(input.mpoly),
      farm: input.farm ?? null,
      crop: input.crop ?? null,
      crop_trait: input.cropTrait ?? null,
      herbicide: null,
      tank_mix: null,
      ...(input.legalConfirmed != null ? { legal_confirmed: input.legalConfirmed } : {}),
    };
    const answer = attempt(await context.upstream.POST('/farms/fields/', { body }), [402]);
    return answer.ok
      ? { ok: true, errors: [], field: answer.data, upgradeRequired: false }
      : { ok: false, errors: answer.errors, field: null, upgradeRequired: answer.status === 402 };
  },

  async mergeFields(_parent, { uuid, mergeFields }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.PATCH('/farms/fields/{uuid}/merge/', {
        params: { path: { uuid } },
        body: { merge_fields: mergeFields },
      }),
    );
    return answer.ok
      ? { ok: true, errors: [], field: answer.data }
      : { ok: false, errors: answer.errors, field: null };
  },

  async splitField(_parent, { uuid, line }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.POST('/farms/fields/{uuid}/split/', {
        params: { path: { uuid } },
        body: { line: positions(line) },
      }),
    );
    return answer.ok
      ? { ok: true, errors: [], fields: answer.data.fields }
      : { ok: false, errors: answer.errors, fields: null };
  },
};

export const FieldBoundariesQuery: QueryResolvers = {
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
