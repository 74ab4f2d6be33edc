import type { MutationResolvers } from '../../generated/resolvers';
import { requireSession } from '../../session/require-session';
import { attempt } from '../../upstream/client';
import { appOf, interactionHeaders, operationOf } from './shapes';

export const Mutation: MutationResolvers = {
  async answerPartnerConsent(_parent, { uid, allow }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.POST('/partners/consents/{uid}/', {
        params: { path: { uid } },
        body: { allow },
        headers: interactionHeaders(context),
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
  async updatePartnerApp(_parent, { input }, context) {
    requireSession(context);
    // A field left out of the input is kept; logoUri given as null (or empty) removes the logo.
    const answer = attempt(
      await context.upstream.PATCH('/partners/apps/{client_id}/', {
        params: { path: { client_id: input.clientId } },
        body: {
          ...(input.name != null ? { name: input.name } : {}),
          ...(input.logoUri !== undefined ? { logo_uri: input.logoUri || null } : {}),
          ...(input.redirectUris != null ? { redirect_uris: input.redirectUris } : {}),
          ...(input.scopes != null ? { scopes: input.scopes } : {}),
        },
      }),
    );
    return answer.ok
      ? { ok: true, errors: [], app: appOf(answer.data) }
      : { ok: false, errors: answer.errors, app: null };
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
  // The gateway checks the document against the schema it serves (and its limits), so a document
  // is refused in the words of the validation that would refuse it at run time; the api keeps it.
  async registerPartnerOperation(_parent, { clientId, document }, context) {
    requireSession(context);
    const checked = context.operations.check(document);
    if (!checked.ok)
      return { ok: false, errors: [{ field: 'document', message: checked.problem }], operation: null };
    const answer = attempt(
      await context.upstream.POST('/partners/apps/{client_id}/operations/', {
        params: { path: { client_id: clientId } },
        body: { name: checked.name, document },
      }),
    );
    if (!answer.ok) return { ok: false, errors: answer.errors, operation: null };
    context.operations.forget(clientId, answer.data.sha256);
    return { ok: true, errors: [], operation: operationOf(answer.data) };
  },
  async removePartnerOperation(_parent, { clientId, sha256Hash }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.DELETE('/partners/apps/{client_id}/operations/{sha256}/', {
        params: { path: { client_id: clientId, sha256: sha256Hash } },
      }),
    );
    if (!answer.ok) return { ok: false, errors: answer.errors, sha256Hash: null };
    context.operations.forget(clientId, sha256Hash);
    return { ok: true, errors: [], sha256Hash };
  },
};
