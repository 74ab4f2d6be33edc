import type { MutationResolvers } from '../../generated/resolvers';
import { requireSession } from '../../session/require-session';
import { attempt } from '../../upstream/client';
import { formBody } from './form-body';

// Save and amend (a new version each time; the earlier ones stay as they were).
export const Mutation: MutationResolvers = {
  async saveReport(_parent, { input }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.POST('/reports/', { body: { field: input.field, form: formBody(input.form) } }),
    );
    return answer.ok
      ? { ok: true, errors: [], report: answer.data }
      : { ok: false, errors: answer.errors, report: null };
  },

  async amendReport(_parent, { input }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.PUT('/reports/{id}/', {
        params: { path: { id: input.id } },
        body: { form: formBody(input.form), change_reason: input.changeReason },
      }),
    );
    return answer.ok
      ? { ok: true, errors: [], report: answer.data }
      : { ok: false, errors: answer.errors, report: null };
  },
};
