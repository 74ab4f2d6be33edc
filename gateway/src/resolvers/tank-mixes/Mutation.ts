import type { MutationResolvers } from '../../generated/resolvers';
import { requireSession } from '../../session/require-session';
import { attempt } from '../../upstream/client';

export const Mutation: MutationResolvers = {
  async createTankMix(_parent, { input }, context) {
    requireSession(context);
    // The api makes the mix for the caller's own account (catalogue:write is all it needs).
    const answer = attempt(
      await context.upstream.POST('/herbicides/tank-mixes/me/', {
        body: {
          name: input.name,
          herbicide_groups: input.herbicideGroupIds,
          ...(input.activeIngredientIds ? { active_ingredients: input.activeIngredientIds } : {}),
          ...(input.products ? { products: input.products } : {}),
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
