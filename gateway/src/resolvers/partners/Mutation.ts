import type { MutationResolvers } from '../../generated/resolvers';
import { requireSession } from '../../session/require-session';
import { attempt } from '../../upstream/client';
import { appOf } from './shapes';

export const Mutation: MutationResolvers = {
  async answerPartnerConsent(_parent, { uid, allow }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.POST('/partners/consents/{uid}/', {
        params: { path: { uid } },
        body: { allow },
      }),
      [410],
    );
    return answer.ok
      ? { ok: true, errors: [], redirectTo: answer.data.redirect_to }
      : { ok: false, errors: answer.errors, redirectTo: null };
  },
  async revokeConnectedApp(_parent, { clientId }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.DELETE('/partners/connected/{client_id}/', {
        params: { path: { client_id: clientId } },
      }),
    );
    return answer.ok
      ? { ok: true, errors: [], clientId }
      : { ok: false, errors: answer.errors, clientId: null };
  },
  async registerPartnerApp(_parent, { input }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.POST('/partners/apps/', {
        body: {
          name: input.name,
          logo_uri: input.logoUri ?? null,
          redirect_uris: input.redirectUris,
          scopes: input.scopes,
          confidential: input.confidential,
        },
      }),
    );
    return answer.ok
      ? { ok: true, errors: [], app: appOf(answer.data), clientSecret: answer.data.client_secret }
      : { ok: false, errors: answer.errors, app: null, clientSecret: null };
  },
  async removePartnerApp(_parent, { clientId }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.DELETE('/partners/apps/{client_id}/', {
        params: { path: { client_id: clientId } },
      }),
    );
    return answer.ok
      ? { ok: true, errors: [], clientId }
      : { ok: false, errors: answer.errors, clientId: null };
  },
};
