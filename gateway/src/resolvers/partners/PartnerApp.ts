import type { PartnerAppResolvers } from '../../generated/resolvers';
import { requireSession } from '../../session/require-session';
import { unwrap } from '../../upstream/client';
import { operationOf } from './shapes';

export const PartnerApp: PartnerAppResolvers = {
  async operations(app, _args, context) {
    requireSession(context);
    const operations = unwrap(
      await context.upstream.GET('/partners/apps/{client_id}/operations/', {
        params: { path: { client_id: app.clientId } },
      }),
    );
    return operations.map(operationOf);
  },
};
