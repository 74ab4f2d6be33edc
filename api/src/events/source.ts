import type { Db, Queryable } from '../db/db';
import { type DomainEvent, lockForWebhooks, markTakenByWebhooks } from './store';

// The outbox as webhooks read it: events handed over in one transaction with what webhooks write
// for them, so each is taken once, whichever worker takes it.

export type DomainEventSource = {
  /** Hands up to `limit` untaken events (oldest first) to `take`, in its transaction; how many. */
  handOver(limit: number, take: (tx: Queryable, events: DomainEvent[]) => Promise<void>): Promise<number>;
};

export const domainEventSource = (db: Db): DomainEventSource => ({
  handOver: (limit, take) =>
    db.transaction(async (tx) => {
      const events = await lockForWebhooks(tx, limit);
      if (events.length === 0) return 0;
      await take(tx, events);
      await markTakenByWebhooks(
        tx,
        events.map((event) => event.id),
      );
      return events.length;
    }),
});

export type { DomainEvent };
