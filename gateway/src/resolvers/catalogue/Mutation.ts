import type { GatewayContext } from '../../context';
import type { MutationResolvers } from '../../generated/resolvers';
import { requireSession } from '../../session/require-session';
import { loadAll } from '../../upstream/catalogue-loaders';
import { attempt, unwrap } from '../../upstream/client';
import type { ApiCropTrait } from '../../upstream/types';

// The grower's choices from the catalogue: My Crops, Neighbor Crops, My Traits, My Herbicides.
export const Mutation: MutationResolvers = {
  async setMyCrops(_parent, { cropIds }, context) {
    requireSession(context);
    const answer = attempt(await context.upstream.POST('/farms/crops/me/', { body: { crop_ids: cropIds } }));
    if (!answer.ok) return { ok: false, errors: answer.errors, crops: null, cropTraits: null };
    return { ok: true, errors: [], crops: answer.data.my_crop.crops, cropTraits: await myTraits(context) };
  },

  async setMyNeighborCrops(_parent, { cropIds }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.POST('/farms/neighboring-crops/me/', { body: { crop_ids: cropIds } }),
    );
    if (!answer.ok) return { ok: false, errors: answer.errors, crops: null, cropTraits: null };
    return {
      ok: true,
      errors: [],
      crops: answer.data.neighboring_crop.crops,
      cropTraits: await myTraits(context),
    };
  },

  async setMyCropTraits(_parent, { cropTraitIds }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.POST('/farms/crop-traits/me/', { body: { crop_trait_ids: cropTraitIds } }),
    );
    return answer.ok
      ? { ok: true, errors: [], cropTraits: answer.data.my_crop_trait.crop_traits }
      : { ok: false, errors: answer.errors, cropTraits: null };
  },

  async setMyHerbicideGroups(_parent, { herbicideGroupIds }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.POST('/herbicides/me/', { body: { herbicide_group_ids: herbicideGroupIds } }),
    );
    if (!answer.ok) return { ok: false, errors: answer.errors, herbicideGroups: null };
    const ids = answer.data.my_herbicide.herbicide_groups.map((group) => group.id);
    return {
      ok: true,
      errors: [],
      herbicideGroups: await loadAll(context.loaders.catalogue.herbicideGroup, ids),
    };
  },
};

/** My Traits as they are after a save of crops (which may have added traits). */
async function myTraits(context: Pick<GatewayContext, 'upstream'>): Promise<ApiCropTrait[]> {
  return unwrap(await context.upstream.GET('/farms/crop-traits/me/')).my_crop_trait.crop_traits;
}
