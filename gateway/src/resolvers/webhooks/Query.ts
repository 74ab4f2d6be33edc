import type { QueryResolvers } from '../../generated/resolvers';
import { requireSession } from '../../session/require-session';
import { unwrap } from '../../upstream/client';
import { deliveryDetailOf } from './shapes';

export const Query: QueryResolvers = {
  async webhookDelivery(_parent, { clientId, id }, context) {
    requireSession(context);
    const answer = unwrap(
      await context.upstream.GET('/partners/apps/{client_id}/webhooks/deliveries/{id}/', {
        params: { path: { client_id: clientId, id: Number(id) } },
      }),
    );
    return deliveryDetailOf(clientId, answer);
  },
};
