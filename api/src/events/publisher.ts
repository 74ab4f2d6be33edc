import { feedOfEvent, LIVE_FEEDS } from '@field-boundaries/contract/live-topics';
import type { Db } from '../db/db';
import { type QueueWorker, startQueueWorker } from '../db/queue-worker';
import type { EventBus } from './bus';
import { anyUnpublished, type DomainEvent, leaseUnpublished, markPublished, releaseLeases } from './store';

// Publishes each domain event of the outbox as a live signal, once, in order per account, on the
// shared leased-queue worker (the one mail and webhooks use). A signal is sent after its change
// has committed, whatever wrote the change (REST, GraphQL through the gateway, a script), and is
// marked published only once it is sent: a publisher that dies in between sends it again, which
// a signal ("read again") tolerates.

export type EventPublisherOptions = {
  /** How often to look for new events: the most a signal waits after its commit. */
  pollMs?: number;
  leaseMs?: number;
  batch?: number;
  onError?: (error: unknown) => void;
};

export function startEventPublisher(db: Db, bus: EventBus, options: EventPublisherOptions = {}): QueueWorker {
  const { pollMs = 200, leaseMs = 30_000, batch = 100 } = options;
  let leased: DomainEvent[] = [];

  async function take(limit: number) {
    // Most passes find nothing: ask cheaply before taking the lock.
    if (!(await anyUnpublished(db))) return [];
    leased = await leaseUnpublished(db, limit, leaseMs);
    return leased;
  }

  async function publish(event: DomainEvent): Promise<boolean> {
    const feed = feedOfEvent(event.type);
    try {
      if (feed)
        await bus.publish(LIVE_FEEDS[feed](event.account_id), {
          type: event.type,
          account: event.account_id,
          farm: event.farm_id,
          sequence: event.sequence,
        });
    } catch (error) {
      // The rest of the pass waits for this one: let them all go, to be taken again in order.
      await releaseLeases(
        db,
        leased.filter((other) => other.id >= event.id).map((other) => other.id),
      );
      throw error;
    }
    await markPublished(db, event.id);
    return true;
  }

  return startQueueWorker({ take, handle: publish, pollMs, batch, onError: options.onError });
}
