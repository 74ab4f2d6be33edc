import type { PartnerAppResolvers } from '../../generated/resolvers';
import { requireSession } from '../../session/require-session';
import { unwrap } from '../../upstream/client';
import { deliveryOf, endpointOf } from './shapes';

export const PartnerApp: PartnerAppResolvers = {
  async webhookEndpoints(app, _args, context) {
    requireSession(context);
    const endpoints = unwrap(
      await context.upstream.GET('/partners/apps/{client_id}/webhooks/', {
        params: { path: { client_id: app.clientId } },
      }),
    );
    return endpoints.map(endpointOf);
  },
  async webhookDeliveries(app, { limit }, context) {
    requireSession(context);
    const deliveries = unwrap(
      await context.upstream.GET('/partners/apps/{client_id}/webhooks/deliveries/', {
        params: { path: { client_id: app.clientId }, query: { limit: limit ?? 50 } },
      }),
    );
    return deliveries.map((delivery) => ({ ...deliveryOf(delivery), clientId: app.clientId }));
  },
};
