import type { FastifyInstance } from 'fastify';
import type { Auth } from '../auth/authenticate';
import type { Db } from '../db/db';
import { startWebhookDelivery, type WebhookDeliveryOptions } from '../modules/webhooks/delivery';
import { createEventBus } from './bus';
import { startEventPublisher } from './publisher';
import { liveEventRoutes } from './routes';
import { domainEventSource } from './source';

// The outbox's readers in this process: the live publisher always (a change must reach open pages
// however it was made), webhook delivery where asked (main.ts; tests run their own), and the
// gateway's stream of the in-process bus. Closing the api stops them, publisher before bus.
export async function runEventWorkers(
  app: FastifyInstance,
  options: {
    db: Db;
    auth: Auth;
    /** Redis for the gateways (REDIS_URL); without it, the in-process bus and its stream alone. */
    redisUrl: string | undefined;
    /** How often the publisher looks for new events (tests may ask for less). */
    publishPollMs?: number;
    webhooks: Omit<WebhookDeliveryOptions, 'events' | 'onError'> | null;
  },
): Promise<void> {
  const { db } = options;
  const bus = createEventBus(options.redisUrl);
  await app.register(liveEventRoutes(bus, options.auth));
  const publisher = startEventPublisher(db, bus, {
    ...(options.publishPollMs ? { pollMs: options.publishPollMs } : {}),
    onError: (error) => app.log.error({ err: error }, 'live event not published (tried again)'),
  });
  const delivery = options.webhooks
    ? startWebhookDelivery(db, {
        ...options.webhooks,
        events: domainEventSource(db),
        onError: (error) => app.log.error({ err: error }, 'webhook delivery failed'),
      })
    : null;
  app.addHook('onClose', async () => {
    await publisher.stop();
    await delivery?.stop();
    await bus.close();
  });
}
