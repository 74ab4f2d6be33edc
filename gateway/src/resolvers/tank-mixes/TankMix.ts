import type { MutationResolvers, QueryResolvers, TankMixResolvers } from '../../generated/resolvers';
import { attempt, unwrap } from '../../upstream/client';
import { requireSession } from '../accounts/session';
import { loadAll } from '../catalogue/Query';

export const TankMixQuery: QueryResolvers = {
  async myTankMixes(_parent, _args, context) {
    requireSession(context);
    const answer = await context.upstream.GET('/herbicides/tank-mixes/me/');
    // The spec's api answers 404 while an account has no mixes.
    if (answer.response.status === 404) return [];
    return unwrap(answer);
  },
};

export const TankMix: TankMixResolvers = {
  herbicideGroups: (mix, _args, { loaders }) => loadAll(loaders.catalog.herbicideGroup, mix.herbicide_groups),
  activeIngredients: (mix, _args, { loaders }) =>
    loadAll(loaders.catalog.activeIngredient, mix.active_ingredients),
  createdAt: (mix) => mix.created_at,
  // A list of mixes asks the api once for all of their verdicts.
  compatibility: (mix, _args, { loaders }) => loaders.catalog.tankMixCompatibility.load(mix.id),
};

export const TankMixMutation: MutationResolvers = {
  async createTankMix(_parent, { input }, context) {
    requireSession(context);
    const viewer = await context.loaders.viewer.load('me');
    const answer = attempt(
      await context.upstream.POST('/herbicides/tank-mixes/me/', {
        body: {
          name: input.name,
          herbicide_groups: input.herbicideGroupIds,
          ...(input.activeIngredientIds ? { active_ingredients: input.activeIngredientIds } : {}),
          ...(input.products ? { products: input.products } : {}),
          owner: viewer.account,
        },
      }),
    );
    return answer.ok
      ? { ok: true, errors: [], tankMix: answer.data }
      : { ok: false, errors: answer.errors, tankMix: null };
  },

  async deleteTankMix(_parent, { id }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.DELETE('/herbicides/tank-mixes/{id}/', { params: { path: { id } } }),
    );
    return answer.ok ? { ok: true, errors: [], id } : { ok: false, errors: answer.errors, id: null };
  },
};
