import type { AdjacentTraitInput, MutationResolvers } from '../../generated/resolvers';
import { requireSession } from '../../session/require-session';
import { attempt } from '../../upstream/client';

// The notes a plan B grower keeps of neighbours' fields, and invitations to claim. Plan
// refusals (402) come back as upgradeRequired, so the web can offer the upgrade.
const noteBody = (input: AdjacentTraitInput) => ({
  ...(input.crop !== undefined ? { crop: input.crop } : {}),
  ...(input.cropTrait !== undefined ? { crop_trait: input.cropTrait } : {}),
  ...(input.isBuilding != null ? { is_building: input.isBuilding } : {}),
});

export const Mutation: MutationResolvers = {
  async addAdjacentTrait(_parent, { uuid, input }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.POST('/farms/fields/{uuid}/adjacent_traits/', {
        params: { path: { uuid } },
        body: noteBody(input),
      }),
      [402],
    );
    return answer.ok
      ? { ok: true, errors: [], upgradeRequired: false, adjacentTrait: answer.data }
      : { ok: false, errors: answer.errors, upgradeRequired: answer.status === 402, adjacentTrait: null };
  },

  async updateAdjacentTrait(_parent, { uuid, id, input }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.PATCH('/farms/fields/{uuid}/adjacent_traits/{id}/', {
        params: { path: { uuid, id } },
        body: noteBody(input),
      }),
      [402],
    );
    return answer.ok
      ? { ok: true, errors: [], upgradeRequired: false, adjacentTrait: answer.data }
      : { ok: false, errors: answer.errors, upgradeRequired: answer.status === 402, adjacentTrait: null };
  },

  async removeAdjacentTrait(_parent, { uuid, id }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.DELETE('/farms/fields/{uuid}/adjacent_traits/{id}/', {
        params: { path: { uuid, id } },
      }),
      [402],
    );
    return answer.ok
      ? { ok: true, errors: [], upgradeRequired: false }
      : { ok: false, errors: answer.errors, upgradeRequired: answer.status === 402 };
  },

  async inviteNeighbour(_parent, { uuid, email }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.POST('/farms/fields/{uuid}/invite/', {
        params: { path: { uuid } },
        body: { email },
      }),
      [402],
    );
    return answer.ok
      ? { ok: true, errors: [], upgradeRequired: false }
      : { ok: false, errors: answer.errors, upgradeRequired: answer.status === 402 };
  },
};
