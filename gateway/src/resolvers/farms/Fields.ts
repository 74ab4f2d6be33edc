import type { MutationResolvers } from '../../generated/resolvers';
import { attempt } from '../../upstream/client';
import { requireSession } from '../accounts/session';

// The grower's edits of their own fields. A crop or trait left out of the input is left as it
// is; an explicit null clears it.
export const FieldsMutation: MutationResolvers = {
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
