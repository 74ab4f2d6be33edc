import type { MutationResolvers } from '../../generated/resolvers';
import { attempt } from '../../upstream/client';
import { requireSession } from '../accounts/session';

// A grower's farms: added (plan F holds one), renamed, deleted with their fields.
export const FarmsMutation: MutationResolvers = {
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
};
