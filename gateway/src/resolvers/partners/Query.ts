import type { QueryResolvers } from '../../generated/resolvers';
import { requireSession } from '../../session/require-session';
import { unwrap } from '../../upstream/client';
import { appOf, connectedAppOf, interactionHeaders } from './shapes';

export const Query: QueryResolvers = {
  async partnerConsent(_parent, { uid }, context) {
    requireSession(context);
    const consent = unwrap(
      await context.upstream.GET('/partners/consents/{uid}/', {
        params: { path: { uid } },
        headers: interactionHeaders(context),
      }),
    );
    return {
      uid: consent.uid,
      app: { clientId: consent.app.client_id, name: consent.app.name, logoUri: consent.app.logo_uri },
      scopes: consent.scopes,
      farms: consent.farms,
      redirectOrigin: consent.redirect_origin,
    };
  },
  async connectedApps(_parent, _args, context) {
    requireSession(context);
    return unwrap(await context.upstream.GET('/partners/connected/')).map(connectedAppOf);
  },
  async partnerApps(_parent, _args, context) {
    requireSession(context);
    return unwrap(await context.upstream.GET('/partners/apps/')).map(appOf);
  },
};
