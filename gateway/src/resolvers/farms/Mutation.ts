import type { MutationResolvers } from '../../generated/resolvers';
import { requireSession } from '../../session/require-session';
import { attempt } from '../../upstream/client';

// A grower's farms: added (plan F holds one), renamed, deleted with their fields; and their
// fields: claimed from a CLU, edited, deleted, bulk edited. A crop or trait left out of an edit
// is left as it is; an explicit null clears it.
export const Mutation: MutationResolvers = {
  async addFarm(_parent, { name }, context) {
    requireSession(context);
    const answer = attempt(await context.upstream.POST('/farms/', { body: { name } }), [402]);
    return answer.ok
      ? { ok: true, errors: [], farm: answer.data, upgradeRequired: false }
      : { ok: false, errors: answer.errors, farm: null, upgradeRequired: answer.status === 402 };
  },

  async renameFarm(_parent, { id, name }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.PATCH('/farms/{id}/', { params: { path: { id } }, body: { name } }),
    );
    return answer.ok
      ? { ok: true, errors: [], farm: answer.data, upgradeRequired: false }
      : { ok: false, errors: answer.errors, farm: null, upgradeRequired: false };
  },

  async deleteFarm(_parent, { id }, context) {
    requireSession(context);
    const answer = attempt(await context.upstream.DELETE('/farms/{id}/', { params: { path: { id } } }));
    return answer.ok ? { ok: true, errors: [], id } : { ok: false, errors: answer.errors, id: null };
  },

  async claimField(_parent, { uuid, input }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.PATCH('/farms/fields/{uuid}/claim/', {
        params: { path: { uuid } },
        body: {
          name: input.name,
          ...(input.farm != null ? { farm: input.farm } : {}),
          ...(input.legalConfirmed != null ? { legal_confirmed: input.legalConfirmed } : {}),
        },
      }),
      [402],
    );
    return answer.ok
      ? { ok: true, errors: [], field: answer.data, upgradeRequired: false }
      : { ok: false, errors: answer.errors, field: null, upgradeRequired: answer.status === 402 };
  },

  async updateField(_parent, { uuid, input }, context) {
    requireSession(context);
    const body = {
      ...(input.name != null ? { name: input.name } : {}),
      ...(input.crop !== undefined ? { crop: input.crop } : {}),
      ...(input.cropTrait !== undefined ? { crop_trait: input.cropTrait } : {}),
      ...(input.isBuilding != null ? { is_building: input.isBuilding } : {}),
      ...(input.endangeredSpeciesMeasures != null
        ? { endangered_species_measures: input.endangeredSpeciesMeasures }
        : {}),
      ...(input.mpoly != null ? { mpoly: input.mpoly as [number, number][][][] } : {}),
      ...(input.boundaryVersion != null ? { boundary_version: input.boundaryVersion } : {}),
    };
    const answer = attempt(
      await context.upstream.PATCH('/farms/fields/{uuid}/', { params: { path: { uuid } }, body }),
    );
    return answer.ok
      ? { ok: true, errors: [], field: answer.data }
      : { ok: false, errors: answer.errors, field: null };
  },

  async deleteField(_parent, { uuid }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.DELETE('/farms/fields/{uuid}/', { params: { path: { uuid } } }),
    );
    return answer.ok ? { ok: true, errors: [], uuid } : { ok: false, errors: answer.errors, uuid: null };
  },

  async bulkEditFields(_parent, { items }, context) {
    requireSession(context);
    const data = items.map((item) => ({
      field: item.field,
      crop: item.crop,
      ...(item.cropTrait != null ? { crop_trait: item.cropTrait } : {}),
    }));
    const answer = attempt(await context.upstream.PATCH('/farms/fields/bulk/', { body: { data } }));
    return answer.ok
      ? { ok: true, errors: [], fields: answer.data }
      : { ok: false, errors: answer.errors, fields: null };
  },
};
