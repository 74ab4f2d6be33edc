import { LIVE_FEEDS, type LiveFeed } from '@field-boundaries/contract/live-topics';
import type { PartnerScope } from '@field-boundaries/contract/partner-scopes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Auth, authenticate, viewerOf } from '../auth/authenticate';
import { type EventStream, openEventStream } from '../modules/clu/event-stream';
import type { EventBus } from './bus';

// The viewer's live feeds as server-sent events, for a gateway with no Redis (the embedded
// default): the gateway opens one with its subscriber's own identity, so the api alone decides
// whose signals a caller hears (the viewer's account's, under the feed's read scope). It sends
// `ready` once listening has started (a read made after it misses nothing), then a `signal` per
// event published by this process. It is the gateway's, not a partner's: partners follow the
// same feeds through the gateway's subscriptions or through webhooks, so it is left out of the
// OpenAPI document.

const FEED_SCOPES: Record<LiveFeed, PartnerScope> = {
  sprays: 'spray:read',
  notices: 'spray:read',
  fields: 'fields:read',
  reports: 'reports:read',
};

/** A comment now and then keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;

export const liveEventRoutes =
  (bus: EventBus, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const open = new Set<EventStream>();
    // Streams never end on their own: closing the api ends them, so it need not wait for them.
    app.addHook('preClose', async () => {
      for (const stream of open) stream.end();
    });
    for (const feed of Object.keys(FEED_SCOPES) as LiveFeed[]) {
      app.get(
        `/events/live/${feed}/`,
        { onRequest: authenticate(auth, FEED_SCOPES[feed]), schema: { hide: true } },
        async (request, reply) => {
          const topic = LIVE_FEEDS[feed](viewerOf(request).accountId);
          const stream = openEventStream(request, reply);
          open.add(stream);
          const stop = bus.subscribe(topic, (signal) => void stream.send('signal', signal));
          const keepAlive = setInterval(() => void stream.send('ping', {}), KEEP_ALIVE_MS);
          request.raw.on('close', () => {
            stop();
            clearInterval(keepAlive);
            open.delete(stream);
          });
          await stream.send('ready', { topic });
        },
      );
    }
  };
