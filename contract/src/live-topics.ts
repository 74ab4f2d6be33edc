// Live signals: what the api's outbox publishes (to Redis, or on its own bus to the gateway's
// stream) and the gateways relay to subscribers. A signal is only "account 7 has something new
// in this feed": what it announces is stored in the api and each subscriber reads it there with
// its own identity, so a signal carries no private data and a lost one loses nothing.

/** The feeds of an account, and the topic (Redis channel) each is published on. */
export const LIVE_FEEDS = {
  sprays: (account: number) => `spray.account.${account}`,
  notices: (account: number) => `notices.account.${account}`,
  fields: (account: number) => `fields.account.${account}`,
  reports: (account: number) => `reports.account.${account}`,
} as const;

export type LiveFeed = keyof typeof LIVE_FEEDS;

export const isLiveFeed = (value: string): value is LiveFeed => Object.hasOwn(LIVE_FEEDS, value);

/** The feed a domain event (its webhook type) is told on. */
export function feedOfEvent(type: string): LiveFeed | null {
  if (type === 'spray.started' || type === 'spray.stopped') return 'sprays';
  if (type === 'neighbour.notice') return 'notices';
  if (type.startsWith('field.')) return 'fields';
  if (type === 'report.saved') return 'reports';
  return null;
}

/** One signal: which event, whose, and the account's sequence number (ids only). */
export type LiveSignal = { type: string; account: number; farm: number | null; sequence: number };
