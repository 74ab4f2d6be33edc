import type { MutationResolvers } from '../../generated/resolvers';
import { requireSession } from '../../session/require-session';
import { attempt } from '../../upstream/client';

type Position = [number, number];
const positions = (points: number[][]): Position[] =>
  points.map(([lng, lat]) => [lng ?? Number.NaN, lat ?? Number.NaN]);

// Drawing, merging and splitting boundaries. Boundaries cross
// as [longitude, latitude] lists both ways; the api checks every rule.
export const Mutation: MutationResolvers = {
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

  async splitField(_parent, { uuid, line, boundaryVersion }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.POST('/farms/fields/{uuid}/split/', {
        params: { path: { uuid } },
        body: {
          line: positions(line),
          ...(boundaryVersion != null ? { boundary_version: boundaryVersion } : {}),
        },
      }),
    );
    return answer.ok
      ? { ok: true, errors: [], fields: answer.data.fields }
      : { ok: false, errors: answer.errors, fields: null };
  },
};
