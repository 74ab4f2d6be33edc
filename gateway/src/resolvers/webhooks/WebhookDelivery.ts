import type { GatewayContext } from '../../context';
import type { WebhookDeliveryResolvers } from '../../generated/resolvers';
import { requireSession } from '../../session/require-session';
import { unwrap } from '../../upstream/client';
import { deliveryDetailOf, type WebhookDeliveryShape } from './shapes';

// A delivery's attempts and payload come from the api's one-delivery answer: a list of fifty
// deliveries does not carry fifty payloads unless a client asks for them. Asked for both fields,
// one delivery is fetched once (the promise is kept per parent object, which lives one request).

type Detail = NonNullable<WebhookDeliveryShape['detail']>;
const fetched = new WeakMap<WebhookDeliveryShape, Promise<Detail>>();

async function fetchDetail(delivery: WebhookDeliveryShape, context: GatewayContext): Promise<Detail> {
  requireSession(context);
  const answer = unwrap(
    await context.upstream.GET('/partners/apps/{client_id}/webhooks/deliveries/{id}/', {
      params: { path: { client_id: delivery.clientId, id: Number(delivery.id) } },
    }),
  );
  const { detail } = deliveryDetailOf(delivery.clientId, answer);
  if (!detail) throw new Error('a delivery answered without its detail');
  return detail;
}

function detailOf(delivery: WebhookDeliveryShape, context: GatewayContext): Promise<Detail> {
  if (delivery.detail) return Promise.resolve(delivery.detail);
  let pending = fetched.get(delivery);
  if (!pending) {
    pending = fetchDetail(delivery, context);
    fetched.set(delivery, pending);
  }
  return pending;
}

export const WebhookDelivery: WebhookDeliveryResolvers = {
  attemptLog: async (delivery, _args, context) => (await detailOf(delivery, context)).attemptLog,
  payload: async (delivery, _args, context) => (await detailOf(delivery, context)).payload,
};
