import { SENT_WEBHOOK_TYPES, WEBHOOK_EVENT_TYPES } from '@field-boundaries/contract/webhook-events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Auth, authenticate, viewerOf } from '../../auth/authenticate';
import { errorBody } from '../../errors';
import { coercedInt4 } from '../../input';
import type {
  WebhookDeliveryDetail,
  WebhookDeliveryStatus,
  WebhookEndpoint,
  WebhookService,
} from './service';

const tags = ['webhooks'];
const security = [{ bearer: [] }];
const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

const eventType = z.enum(WEBHOOK_EVENT_TYPES as [string, ...string[]]);
const sentType = z.enum(SENT_WEBHOOK_TYPES as [string, ...string[]]);
const endpoint = z
  .object({ id: z.number().int(), url: z.string(), events: z.array(eventType), created_at: z.string() })
  .meta({ id: 'WebhookEndpoint' });
const delivery = z
  .object({
    id: z.number().int(),
    endpoint_id: z.number().int(),
    event_id: z.number().int().describe('also the `webhook-id` header, as evt_<event_id>'),
    type: sentType.describe('an event type, or webhook.test for a test event sent by hand'),
    status: z.enum(['pending', 'delivered', 'failed']),
    attempts: z.number().int(),
    last_status: z
      .number()
      .int()
      .nullable()
      .describe("the endpoint's last HTTP status; null when it never answered"),
    last_error: z.string().nullable(),
    next_attempt_at: z.string().nullable(),
    created_at: z.string(),
    delivered_at: z.string().nullable(),
    last_attempt_at: z.string().nullable().describe('when the last attempt was made; null before the first'),
  })
  .meta({ id: 'WebhookDelivery' });
const attempt = z
  .object({
    at: z.string().describe('when the attempt was sent'),
    status: z.number().int().nullable().describe("the endpoint's HTTP status; null when it did not answer"),
    error: z.string().nullable().describe('why the attempt failed; null when it was accepted'),
    duration_ms: z.number().int(),
  })
  .meta({ id: 'WebhookAttempt' });
const deliveryDetail = delivery
  .extend({
    payload: z.string().describe('the body every attempt sends, byte for byte'),
    attempt_log: z.array(attempt).describe('each attempt made, oldest first'),
  })
  .meta({ id: 'WebhookDeliveryDetail' });

const endpointJson = (row: WebhookEndpoint) => ({
  id: row.id,
  url: row.url,
  events: row.events,
  created_at: row.createdAt,
});
const deliveryJson = (row: WebhookDeliveryStatus) => ({
  id: row.id,
  endpoint_id: row.endpointId,
  event_id: row.eventId,
  type: row.type,
  status: row.status,
  attempts: row.attempts,
  last_status: row.lastStatus,
  last_error: row.lastError,
  next_attempt_at: row.nextAttemptAt,
  created_at: row.createdAt,
  delivered_at: row.deliveredAt,
  last_attempt_at: row.lastAttemptAt,
});
const detailJson = (row: WebhookDeliveryDetail) => ({
  ...deliveryJson(row),
  payload: row.payload,
  attempt_log: row.attemptLog.map((tried) => ({
    at: tried.at,
    status: tried.status,
    error: tried.error,
    duration_ms: tried.durationMs,
  })),
});

/**
 * A partner app's webhook endpoints and their deliveries, for the developer who registered the app
 * (or staff). Product sessions only: a partner's token cannot add endpoints to itself.
 */
export const webhookRoutes =
  (webhooks: WebhookService, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = { onRequest: authenticate(auth, 'first-party') };
    const clientParams = z.object({ client_id: z.string().min(1).max(100) });

    app.get(
      '/partners/apps/:client_id/webhooks/',
      {
        ...signedIn,
        schema: { tags, security, params: clientParams, response: { 200: z.array(endpoint), ...failures } },
      },
      async (request) =>
        (await webhooks.endpoints(viewerOf(request), request.params.client_id)).map(endpointJson),
    );

    app.post(
      '/partners/apps/:client_id/webhooks/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            'Subscribes an https endpoint to events. Each delivery is signed as Standard Webhooks with the `secret` returned here, and only here.',
          params: clientParams,
          body: z.object({ url: z.string().max(2000), events: z.array(z.string().max(50)).max(20) }),
          response: {
            201: endpoint.extend({ secret: z.string() }).meta({ id: 'NewWebhookEndpoint' }),
            ...failures,
          },
        },
      },
      async (request, reply) => {
        const added = await webhooks.addEndpoint(viewerOf(request), request.params.client_id, request.body);
        return reply.status(201).send({ ...endpointJson(added), secret: added.secret });
      },
    );

    app.delete(
      '/partners/apps/:client_id/webhooks/:id/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          params: clientParams.extend({ id: coercedInt4().positive() }),
          response: { 204: z.null(), ...failures },
        },
      },
      async (request, reply) => {
        await webhooks.removeEndpoint(viewerOf(request), request.params.client_id, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/partners/apps/:client_id/webhooks/deliveries/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description: "The app's latest deliveries, newest first, with their status.",
          params: clientParams,
          querystring: z.object({ limit: coercedInt4().min(1).max(200).default(50) }),
          response: { 200: z.array(delivery), ...failures },
        },
      },
      async (request) =>
        (await webhooks.deliveries(viewerOf(request), request.params.client_id, request.query.limit)).map(
          deliveryJson,
        ),
    );

    const deliveryParams = clientParams.extend({ id: coercedInt4().positive() });

    app.get(
      '/partners/apps/:client_id/webhooks/deliveries/:id/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            'One delivery: its status, each attempt made (when, the HTTP status or why there was none, how long it took) and the payload every attempt sends.',
          params: deliveryParams,
          response: { 200: deliveryDetail, ...failures },
        },
      },
      async (request) =>
        detailJson(await webhooks.delivery(viewerOf(request), request.params.client_id, request.params.id)),
    );

    app.post(
      '/partners/apps/:client_id/webhooks/deliveries/:id/redeliver/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            'Sends a failed delivery again, now, with the same `webhook-id`. 409 unless it is failed (a pending one is already on its schedule). If this attempt fails too the delivery is failed again, unless it is still within the 24 hours after its event, when the retry schedule goes on.',
          params: deliveryParams,
          response: { 202: deliveryDetail, ...failures },
        },
      },
      async (request, reply) =>
        reply
          .status(202)
          .send(
            detailJson(
              await webhooks.redeliver(viewerOf(request), request.params.client_id, request.params.id),
            ),
          ),
    );

    app.post(
      '/partners/apps/:client_id/webhooks/:id/test/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            "Sends a `webhook.test` event to the endpoint, whatever events it subscribes to, signed and retried like any other: to see that the endpoint receives, verifies and answers. Its `accountId` is the sender's own account, its `sequence` null; `data` names the app, the endpoint and who sent it.",
          params: deliveryParams,
          response: { 202: deliveryDetail, ...failures },
        },
      },
      async (request, reply) =>
        reply
          .status(202)
          .send(
            detailJson(
              await webhooks.sendTest(viewerOf(request), request.params.client_id, request.params.id),
            ),
          ),
    );
  };
