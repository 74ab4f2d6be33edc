import type { MutationResolvers } from '../../generated/resolvers';
import { requireSession } from '../../session/require-session';
import { attempt } from '../../upstream/client';
import { deliveryDetailOf, endpointOf } from './shapes';

export const Mutation: MutationResolvers = {
  async addWebhookEndpoint(_parent, { input }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.POST('/partners/apps/{client_id}/webhooks/', {
        params: { path: { client_id: input.clientId } },
        body: { url: input.url, events: input.events },
      }),
    );
    return answer.ok
      ? { ok: true, errors: [], endpoint: endpointOf(answer.data), secret: answer.data.secret }
      : { ok: false, errors: answer.errors, endpoint: null, secret: null };
  },
  async removeWebhookEndpoint(_parent, { clientId, id }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.DELETE('/partners/apps/{client_id}/webhooks/{id}/', {
        params: { path: { client_id: clientId, id: Number(id) } },
      }),
    );
    return answer.ok ? { ok: true, errors: [], id } : { ok: false, errors: answer.errors, id: null };
  },
  async sendTestWebhook(_parent, { clientId, endpointId }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.POST('/partners/apps/{client_id}/webhooks/{id}/test/', {
        params: { path: { client_id: clientId, id: Number(endpointId) } },
      }),
    );
    return answer.ok
      ? { ok: true, errors: [], delivery: deliveryDetailOf(clientId, answer.data) }
      : { ok: false, errors: answer.errors, delivery: null };
  },
  async redeliverWebhook(_parent, { clientId, deliveryId }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.POST('/partners/apps/{client_id}/webhooks/deliveries/{id}/redeliver/', {
        params: { path: { client_id: clientId, id: Number(deliveryId) } },
      }),
    );
    return answer.ok
      ? { ok: true, errors: [], delivery: deliveryDetailOf(clientId, answer.data) }
      : { ok: false, errors: answer.errors, delivery: null };
  },
};
