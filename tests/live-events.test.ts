import type { WebhookBody } from '@field-boundaries/contract/webhook-events';
import { createClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEventSource } from '../api/src/events/source';
import { writeDemoRegion } from '../api/src/modules/clu/seed';
import { connect, registerApp } from '../api/src/modules/partners/oauth.testing';
import { PartnerGrants } from '../api/src/modules/partners/service';
import {
  allowedStart,
  calmWeather,
  claimingGrower,
  cluAndNeighbours,
  GROUP_4,
  SOYBEAN,
  XTEND,
} from '../api/src/modules/spray-planner/region.testing';
import { startWebhookDelivery } from '../api/src/modules/webhooks/delivery';
import { receiver } from '../api/src/modules/webhooks/webhooks.testing';
import { startTestApi, type TestApi } from '../api/src/testing';
import { configWith } from '../gateway/src/config';
import { type RunningGateway, startGateway } from '../gateway/src/server';
import { acceptedEvents, openStream } from '../gateway/src/upstream/event-stream';

// Issue 57, item 1: events come from the api's outbox, whatever made the change. A partner's cab
// display starts a spray over the api's REST, as no gateway resolver sees; the neighbour's open
// subscription on the gateway hears of it within 2 s, from exactly one signal, and the partner's
// webhook gets exactly one delivery. With Redis (the api publishes, the gateway listens there) and
// without (the embedded default: the gateway reads the api's own stream of its in-process bus),
// on whichever database DATABASE_URL names (PGlite when unset).
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const NOTICES = `subscription Notices($after: Int) {
  sprayNotices(after: $after) { id kind sprayId active fields { name } }
}`;
type Notice = {
  id: number;
  kind: string;
  sprayId: number | null;
  active: boolean;
  fields: { name: string }[];
};

/** The neighbour's open subscription, read one notice at a time. */
function noticesOn(gateway: RunningGateway, access: string, after: number) {
  const client = createClient({
    url: `${gateway.url}/graphql/stream`,
    headers: { authorization: `Bearer ${access}` },
    retryAttempts: 0,
  });
  const results = client.iterate<{ sprayNotices: Notice }>({ query: NOTICES, variables: { after } });
  return {
    async next(): Promise<Notice> {
      const { value, done } = await results.next();
      if (done || !value?.data) throw new Error(`the subscription ended: ${JSON.stringify(value)}`);
      return value.data.sprayNotices;
    },
    close() {
      void results.return?.();
      client.dispose();
    },
  };
}

/** Every signal the api publishes on a viewer's feed, counted at the api's own stream. */
async function signalsAt(api: TestApi, feed: string, access: string) {
  const response = await openStream(new URL(`/events/live/${feed}/`, api.url), {
    accept: 'text/event-stream',
    authorization: `Bearer ${access}`,
  });
  const events = await acceptedEvents(response);
  const heard: { type: string; sequence: number }[] = [];
  const ready = await events.next();
  expect(ready.value?.event).toBe('ready');
  void (async () => {
    try {
      for await (const event of events)
        if (event.event === 'signal') heard.push(JSON.parse(event.data.toString('utf8')));
    } catch {
      // closed by the test
    }
  })();
  return { heard, close: () => response.destroy() };
}

describe.each([
  ['with Redis', redisUrl],
  ['without Redis (the api’s own stream)', undefined],
])('live events from the api’s outbox, %s', (_mode, redis) => {
  let api: TestApi;
  let gateway: RunningGateway;
  let hooks: Awaited<ReturnType<typeof receiver>>;
  let delivery: ReturnType<typeof startWebhookDelivery>;
  let sprayer: Awaited<ReturnType<typeof claimingGrower>>;
  let neighbour: Awaited<ReturnType<typeof claimingGrower>>;
  let cabDisplay: string;

  beforeAll(async () => {
    api = await startTestApi({
      weather: calmWeather(),
      webhooksAllowLoopback: true,
      ...(redis ? { redisUrl: redis } : {}),
    });
    await writeDemoRegion(api.db, 300);
    const { first, near } = await cluAndNeighbours(api, 1);
    sprayer = await claimingGrower(api, first, 'Sprayer');
    neighbour = await claimingGrower(api, near[0] ?? '', 'Neighbour', {
      plan: 'F',
      crop: { crop: SOYBEAN, crop_trait: XTEND },
    });
    // A cab display's app: it starts and stops sprays, and is told of them by webhook.
    const developer = await api.session({ developer: true, fullName: 'App Developer' });
    const app = await registerApp(api, developer.access, {
      scopes: ['spray:read', 'spray:write'],
      name: 'Cab',
    });
    hooks = await receiver();
    const endpoint = await api.call(developer.access, 'POST', `/partners/apps/${app.client_id}/webhooks/`, {
      url: hooks.url,
      events: ['spray.started', 'spray.stopped'],
    });
    expect(endpoint.status).toBe(201);
    cabDisplay = (await connect(api, app, sprayer.access, 'spray:read spray:write')).access;
    delivery = startWebhookDelivery(api.db, {
      events: domainEventSource(api.db),
      partners: new PartnerGrants(api.db),
      pollMs: 100,
      timeoutMs: 2000,
      addresses: { allowLoopback: true },
    });
    gateway = await startGateway(
      configWith({ apiUrl: api.url, redisUrl: redis, port: 0, host: '127.0.0.1', webDist: '/nonexistent' }),
    );
  }, 300_000);

  afterAll(async () => {
    await gateway?.close();
    await delivery?.stop();
    await hooks?.close();
    await api?.close();
  });

  const sprayOverRest = (method: 'PUT' | 'DELETE') =>
    api.call<{ farm: number }>(
      cabDisplay,
      method,
      `/events/farms/${sprayer.farm}/spray-planner/`,
      method === 'PUT'
        ? { ...allowedStart, herbicide_groups: [GROUP_4], fields: [sprayer.field] }
        : undefined,
    );
  /** Waits until every event so far has been published: a count begun after it hears only later ones. */
  const allPublished = () =>
    expect
      .poll(
        async () => (await api.db.query('SELECT id FROM domain_events WHERE published_at IS NULL')).length,
      )
      .toBe(0);
  const startsDelivered = () => hooks.bodies().filter((body: WebhookBody) => body.type === 'spray.started');

  it('reaches the neighbour’s open subscription within 2 s, from one signal, and the webhook once', async () => {
    // A first spray, started and stopped, so the subscription can be opened after its start and
    // shown to be listening: its first read brings the stop, and it listens before it reads.
    expect((await sprayOverRest('PUT')).status).toBe(200);
    expect((await sprayOverRest('DELETE')).status).toBe(200);
    // Oldest first: the start's notice, then the stop's.
    const earlier = (
      await api.call<{ results: { id: number }[] }>(neighbour.access, 'GET', '/events/spray-notices/')
    ).body.results.at(-2);
    await allPublished();
    const notices = noticesOn(gateway, neighbour.access, earlier?.id ?? 0);
    const signals = await signalsAt(api, 'notices', neighbour.access);
    try {
      expect(await notices.next()).toMatchObject({ kind: 'STOPPED', active: false });
      await expect.poll(() => startsDelivered().length, { timeout: 10_000 }).toBe(1);
      expect(signals.heard).toEqual([]);

      const asked = Date.now();
      const started = await sprayOverRest('PUT');
      const answered = Date.now();
      expect(started.status).toBe(200);
      const notice = await notices.next();
      const heard = Date.now();
      expect(notice).toMatchObject({ kind: 'STARTED', active: true, fields: [{ name: 'Neighbour field' }] });
      expect(heard - answered).toBeLessThan(2000);
      console.log(
        `REST start to the neighbour's subscription: ${heard - answered} ms after the answer (${heard - asked} ms after the call)`,
      );

      // Stopping tells the neighbour next: nothing came between, and the start was one signal.
      expect((await sprayOverRest('DELETE')).status).toBe(200);
      const stopped = await notices.next();
      expect(stopped).toMatchObject({ kind: 'STOPPED', sprayId: notice.sprayId });
      await expect.poll(() => signals.heard.length).toBe(2);
      expect(signals.heard.map((signal) => signal.type)).toEqual(['neighbour.notice', 'neighbour.notice']);
      expect(signals.heard[1]?.sequence).toBeGreaterThan(signals.heard[0]?.sequence ?? 0);

      // The webhook: the stop's delivery has come, and the start was delivered once.
      await expect
        .poll(() => hooks.bodies().filter((body) => body.data.sprayId === notice.sprayId).length, {
          timeout: 10_000,
        })
        .toBe(2);
      const starts = startsDelivered().filter((body) => body.data.sprayId === notice.sprayId);
      expect(starts).toHaveLength(1);
      expect(new Set(hooks.received.map((request) => request.headers['webhook-id'])).size).toBe(
        hooks.received.length,
      );
    } finally {
      notices.close();
      signals.close();
    }
  });

  it('publishes nothing for a change that is rolled back', async () => {
    await allPublished();
    const signals = await signalsAt(api, 'fields', sprayer.access);
    try {
      await expect(
        api.db.transaction(async (tx) => {
          await tx.query("UPDATE fields SET name = 'Renamed, then rolled back' WHERE uuid = $1", [
            sprayer.field,
          ]);
          throw new Error('the change fails');
        }),
      ).rejects.toThrow('the change fails');
      // A change that lands after it is heard, and only it.
      const renamed = await api.call(sprayer.access, 'PATCH', `/farms/fields/${sprayer.field}/`, {
        name: 'Home quarter N',
      });
      expect(renamed.status).toBe(200);
      await expect.poll(() => signals.heard.length).toBe(1);
      expect(signals.heard[0]?.type).toBe('field.updated');
    } finally {
      signals.close();
    }
  });
});
