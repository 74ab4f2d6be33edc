import {
  WEBHOOK_EVENT_SCOPES,
  WEBHOOK_TEST_EVENT,
  webhookBody,
  webhookMessageId,
} from '@field-boundaries/contract/webhook-events';
import { Webhook } from 'standardwebhooks';
import type { Db, Queryable } from '../../db/db';
import { type QueueWorker, startQueueWorker } from '../../db/queue-worker';
import type { DomainEventSource } from '../../events/source';
import type { AddressPolicy } from '../../public-address';
import { recordAttempt } from './history-store';
import { postToEndpoint } from './post';
import type { PartnerAccess } from './service';
import {
  type DueDelivery,
  dispatchEvent,
  endpointsFor,
  keepSubscribedEvent,
  leaseDeliveries,
  lockPending,
  markAttemptFailed,
  markDelivered,
  markWithdrawn,
  type OutboxEvent,
  pendingEvents,
} from './store';

// Takes the api's domain events from its outbox (src/events/, the same events the live publisher
// sends), keeps those some endpoint subscribes to as webhook events, and fans each event out to the
// endpoints whose app may see it, then posts each delivery, signed as
// Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature). A delivery is done on a
// 2xx; otherwise it is tried again on Standard Webhooks' schedule (5 s, 5 min, 30 min, 2 h, 5 h,
// 10 h, …) until 24 hours have passed since the event, and then marked failed. The webhook-id is
// the event's, the same on every retry, so a receiver can drop a repeat.

/** Standard Webhooks' suggested retry schedule, in milliseconds after each failed attempt. */
export const STANDARD_RETRY_SCHEDULE = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000];

export type WebhookDeliveryOptions = {
  /** The api's outbox of domain events, which webhooks read as the live publisher does. */
  events: DomainEventSource;
  /** Which apps may receive an account's event of a scope: their grants decide. */
  partners: Pick<PartnerAccess, 'appsCovering'>;
  pollMs?: number;
  leaseMs?: number;
  /** The waits after each failed attempt; the last one repeats. */
  retrySchedule?: readonly number[];
  giveUpAfterMs?: number;
  timeoutMs?: number;
  batch?: number;
  onError?: (error: unknown) => void;
  /** Loopback endpoints (a developer's own machine) only where configured for development. */
  addresses?: AddressPolicy;
};

export type WebhookDelivery = QueueWorker;

export function startWebhookDelivery(db: Db, options: WebhookDeliveryOptions): WebhookDelivery {
  const {
    pollMs = 2000,
    leaseMs = 60_000,
    retrySchedule = STANDARD_RETRY_SCHEDULE,
    giveUpAfterMs = 24 * 3_600_000,
    timeoutMs = 10_000,
    batch = 20,
    addresses = { allowLoopback: false },
  } = options;

  // Grants are read before the transaction, never inside it: on the embedded database one
  // connection serves everything, and a read outside an open transaction would wait on it.
  async function dispatch(limit: number) {
    const events = await pendingEvents(db, limit);
    if (events.length === 0) return;
    const appsOf = new Map<number, string[]>();
    for (const event of events)
      appsOf.set(
        event.id,
        await options.partners.appsCovering(event.account_id, WEBHOOK_EVENT_SCOPES[event.type]),
      );
    await db.transaction(async (tx) => {
      const still = new Set((await lockPending(tx, [...appsOf.keys()])).map((row) => row.id));
      for (const event of events) {
        if (!still.has(event.id)) continue;
        const apps = appsOf.get(event.id) ?? [];
        const endpoints = apps.length === 0 ? [] : await endpointsFor(tx, event.type, apps);
        await dispatchEvent(
          tx,
          event.id,
          endpoints.map((endpoint) => endpoint.id),
        );
      }
    });
  }

  // The outbox's events that some endpoint wants become webhook events, in the outbox's transaction.
  async function copyFromOutbox(limit: number) {
    const keep = async (tx: Queryable, events: OutboxEvent[]) => {
      for (const event of events) await keepSubscribedEvent(tx, event);
    };
    while ((await options.events.handOver(limit, keep)) === limit);
  }

  async function take(limit: number) {
    await copyFromOutbox(limit);
    await dispatch(limit);
    return db.transaction((tx) => leaseDeliveries(tx, limit, leaseMs));
  }

  async function deliver(delivery: DueDelivery): Promise<boolean> {
    // Disconnecting an app cuts it off at once: what was queued before is not sent after. A test
    // event carries no grower's data and goes to its developer's endpoint whatever the grants.
    const covered =
      delivery.type === WEBHOOK_TEST_EVENT ||
      (
        await options.partners.appsCovering(delivery.account_id, WEBHOOK_EVENT_SCOPES[delivery.type])
      ).includes(delivery.client_id);
    if (!covered) {
      await markWithdrawn(db, delivery.id, 'The app was disconnected from the account before this was sent.');
      return false;
    }
    const payload = JSON.stringify(
      webhookBody({
        id: delivery.event_id,
        type: delivery.type,
        accountId: delivery.account_id,
        sequence: delivery.sequence,
        schemaVersion: delivery.schema_version,
        occurredAt: delivery.occurred_at,
        data: delivery.data,
      }),
    );
    const messageId = webhookMessageId(delivery.event_id);
    const sentAt = new Date();
    const answer = await postToEndpoint(
      delivery.url,
      {
        'content-type': 'application/json',
        'user-agent': 'FieldBoundaries-Webhooks/1',
        'webhook-id': messageId,
        'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
        'webhook-signature': new Webhook(delivery.secret).sign(messageId, sentAt, payload),
      },
      payload,
      // A redirect is not followed: the endpoint registered is the one that gets the event.
      { timeoutMs, policy: addresses },
    );
    const status = 'status' in answer ? answer.status : null;
    const durationMs = Date.now() - sentAt.getTime();
    const delivered = status !== null && status >= 200 && status < 300;
    const error = delivered ? null : ('error' in answer ? answer.error : `HTTP ${status}`).slice(0, 500);
    await db.transaction(async (tx) => {
      await recordAttempt(tx, delivery.id, { at: sentAt, status, error, durationMs });
      if (delivered) await markDelivered(tx, delivery.id, status);
      else {
        const waitMs = retrySchedule[Math.min(delivery.attempts, retrySchedule.length - 1)] ?? 0;
        await markAttemptFailed(tx, delivery.id, { status, error: error ?? '', waitMs, giveUpAfterMs });
      }
    });
    return delivered;
  }

  return startQueueWorker({ take, handle: deliver, pollMs, batch, onError: options.onError });
}
