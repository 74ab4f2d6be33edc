import type { MutationResolvers } from '../../generated/resolvers';
import { requireSession } from '../../session/require-session';
import { attempt } from '../../upstream/client';

export const Mutation: MutationResolvers = {
  async updateTutorials(_parent, { input }, context) {
    requireSession(context);
    const body = {
      ...(input.farms != null ? { farms: input.farms } : {}),
      ...(input.herbicides != null ? { herbicides: input.herbicides } : {}),
      ...(input.traits != null ? { traits: input.traits } : {}),
      ...(input.tankMix != null ? { tank_mix: input.tankMix } : {}),
    };
    const answer = attempt(await context.upstream.PATCH('/tutorials/me/', { body }));
    return answer.ok
      ? { ok: true, errors: [], tutorial: answer.data.user_tutorial }
      : { ok: false, errors: answer.errors, tutorial: null };
  },
};
