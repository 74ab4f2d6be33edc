import type { IncomingMessage } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { LIVE_FEEDS, type LiveFeed } from '@field-boundaries/contract/live-topics';
import { GraphQLError } from 'graphql';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import { Redis } from 'ioredis';
import { acceptedEvents, openStream, type ServerEvent } from '../upstream/event-stream';
import { type Identity, upstreamHeaders } from '../upstream/node-stream';

// Live events, relayed: the api publishes one signal per domain event from its outbox (written in
// the change's transaction, so every write path is told: REST, GraphQL, scripts), and the gateway
// only passes them on to its subscribers; no resolver publishes. With REDIS_URL they come through
// Redis, where every api publishes and every gateway listens; without it (the embedded default:
// one api, one gateway) through the api's own stream of its in-process bus, GET events/live/{feed}/,
// opened with the subscriber's identity, so the api decides whose signals a caller hears.
//
// An event is only a signal ("account 7 has new spray notices"): what it announces is stored in
// the api, and each subscriber reads it there with its own identity. So an event carries no
// private data, a lost one loses nothing (the next read catches up), and the api alone decides
// what each reader may see. There is no timed re-read: what could lose a signal after the api's
// commit is a listener's own connection (to Redis or to the api), and each wakes its listeners
// to read again when it comes back.

/** A signal to a listener: read again. Many that come while it is busy count as one. */
export type ReadAgain = Record<string, never>;

export type LiveEvents = {
  readonly kind: 'redis' | 'api';
  /**
   * The signals of an account's feed from now on. Listening starts before this returns, so a
   * read done right after misses nothing. `identity` is the subscriber's, for the api's stream.
   */
  listen(feed: LiveFeed, account: number, identity: Identity): Promise<AsyncIterableIterator<ReadAgain>>;
  close(): Promise<void>;
};

/**
 * A listener's queue of signals, written by hand rather than as a generator: a generator
 * suspended in an await cannot be ended until that await settles, and a client that leaves
 * must let go of its channel now.
 */
function signalQueue(onEnd: () => void) {
  let pending = false;
  let waiting: ((result: IteratorResult<ReadAgain>) => void) | undefined;
  let ended = false;
  const push = () => {
    if (ended) return;
    if (waiting) {
      const resolve = waiting;
      waiting = undefined;
      resolve({ value: {}, done: false });
    } else pending = true;
  };
  const end = (): Promise<IteratorResult<ReadAgain>> => {
    if (!ended) {
      ended = true;
      onEnd();
      waiting?.({ value: undefined, done: true });
      waiting = undefined;
    }
    return Promise.resolve({ value: undefined, done: true });
  };
  const signals: AsyncIterableIterator<ReadAgain> = {
    next() {
      if (ended) return Promise.resolve({ value: undefined, done: true });
      if (pending) {
        pending = false;
        return Promise.resolve({ value: {}, done: false });
      }
      return new Promise((resolve) => {
        waiting = resolve;
      });
    },
    return: end,
    throw: (error: unknown) => end().then(() => Promise.reject(error)),
    [Symbol.asyncIterator]() {
      return signals;
    },
  };
  return {
    push,
    end,
    signals,
    get ended() {
      return ended;
    },
  };
}

/**
 * Redis pub/sub on ioredis 6. The ioredis 5 that graphql-redis-subscriptions asks for races a
 * SUBSCRIBE sent while connecting with its own ready check (redis/ioredis#2037): the
 * subscriber's connection is dropped, and what is published until it is back never arrives.
 * ioredis 6 holds commands until its handshake is done; the root package.json's `overrides`
 * gives the library that version, and we make the clients so that we can name them and
 * watch the subscriber.
 *
 * Redis keeps nothing for a subscriber that is away, so when the subscriber comes back
 * (resubscribed: the PING is answered after the SUBSCRIBEs sent ahead of it), `reconnected`
 * tells every listener to read again.
 */
function redisEvents(url: string): LiveEvents {
  const wakers = new Set<() => void>();
  // Named, so an operator (or a test) can tell a gateway's connections apart in CLIENT LIST.
  // The library wants a publisher too; nothing here publishes (the apis do).
  const publisher = new Redis(url, { connectionName: `gateway-${process.pid}-publisher` });
  const subscriber = new Redis(url, { connectionName: `gateway-${process.pid}-subscriber` });
  let readyBefore = false;
  const wakeAll = () => {
    for (const wake of wakers) wake();
  };
  subscriber.on('ready', () => {
    if (readyBefore) void subscriber.ping().then(wakeAll, wakeAll);
    readyBefore = true;
  });
  const engine = new RedisPubSub({ publisher, subscriber });
  return {
    kind: 'redis',
    async listen(feed, account) {
      let id: number | undefined;
      const queue = signalQueue(() => {
        wakers.delete(queue.push);
        if (id !== undefined) engine.unsubscribe(id);
      });
      id = await engine.subscribe(LIVE_FEEDS[feed](account), queue.push, {});
      wakers.add(queue.push);
      return queue.signals;
    },
    async close() {
      await engine.close();
    },
  };
}

/** How long to wait before opening a dropped stream of the api again. */
const RECONNECT_MS = 1000;

/** The api's own stream of its in-process bus, one per listener, with the listener's identity. */
function apiEvents(): LiveEvents {
  const open = new Set<() => Promise<unknown>>();
  return {
    kind: 'api',
    async listen(feed, _account, identity) {
      const url = new URL(`/events/live/${feed}/`, identity.apiUrl);
      let response: IncomingMessage | undefined;
      const queue = signalQueue(() => {
        open.delete(queue.end);
        response?.destroy();
      });
      // Open, and wait for `ready`: the api is listening from then on.
      const connect = async (): Promise<AsyncGenerator<ServerEvent>> => {
        response = await openStream(url, upstreamHeaders(identity));
        try {
          const events = await acceptedEvents(response);
          const first = await events.next();
          if (first.done || first.value.event !== 'ready')
            throw new Error(`${url} closed before it was ready`);
          return events;
        } catch (error) {
          response.destroy();
          throw error;
        }
      };
      // A refusal (an expired session, a scope the app lacks) reaches the subscriber.
      let events = await connect();
      open.add(queue.end);
      void (async () => {
        while (!queue.ended) {
          try {
            for await (const event of events) if (event.event === 'signal') queue.push();
          } catch {
            // The connection dropped: opened again below.
          }
          // Nothing published while the stream was down was heard: read again once it is back.
          for (;;) {
            if (queue.ended) return;
            await delay(RECONNECT_MS);
            if (queue.ended) return;
            try {
              events = await connect();
              queue.push();
              break;
            } catch (error) {
              // The api refuses the caller now (its session ended): end, and the client signs in again.
              const status = error instanceof GraphQLError ? error.extensions.status : undefined;
              if (status === 401 || status === 403) {
                await queue.end();
                return;
              }
            }
          }
        }
      })();
      return queue.signals;
    },
    async close() {
      await Promise.all([...open].map((end) => end()));
    },
  };
}

export function createLiveEvents(redisUrl: string | undefined): LiveEvents {
  return redisUrl ? redisEvents(redisUrl) : apiEvents();
}

/**
 * The results of a generator that waits on `signals`, ended at once when the client leaves. A
 * generator suspended in `await signals.next()` runs its `return` only once that await settles:
 * at the next signal, which may be hours away, and until then its Redis channel (or its stream of
 * the api) stays open. Ending the signals first settles that await (done), so the generator
 * leaves its loop and its `finally` now.
 */
export function endedWithSignals<T>(
  results: AsyncGenerator<T>,
  signals: AsyncIterator<ReadAgain>,
): AsyncGenerator<T> {
  const ended: AsyncGenerator<T> = {
    next: (...args) => results.next(...args),
    async return(value) {
      await signals.return?.();
      return results.return(value as T);
    },
    async throw(error: unknown) {
      await signals.return?.();
      return results.throw(error);
    },
    [Symbol.asyncIterator]() {
      return ended;
    },
    async [Symbol.asyncDispose]() {
      await ended.return(undefined);
    },
  };
  return ended;
}
