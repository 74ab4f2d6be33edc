import { RedisPubSub } from 'graphql-redis-subscriptions';
import { PubSub, type PubSubEngine } from 'graphql-subscriptions';
import { Redis } from 'ioredis';

// Live events between gateway instances: Redis when REDIS_URL is set, else in this process.
// An event is only a signal ("account 7 has new spray notices"): what it announces is stored
// in the api, and each subscriber reads it there with its own identity. So an event carries
// no private data, a lost event loses nothing (the next read catches up), and the api alone
// decides what each reader may see.

export type LiveSignal = { farm?: number };

export const sprayTopic = (account: number) => `spray.account.${account}`;
export const noticeTopic = (account: number) => `notices.account.${account}`;

export type LiveEvents = {
  readonly kind: 'redis' | 'memory';
  publish(topic: string, signal?: LiveSignal): Promise<void>;
  /**
   * The signals of a topic from now on, plus one every `everyMs` (a safety net for a signal
   * that never came: a publisher that died between the api's commit and its publish). Listening
   * starts before this returns, so a read done right after misses nothing.
   */
  listen(topic: string, everyMs?: number): Promise<AsyncIterableIterator<LiveSignal>>;
  close(): Promise<void>;
};

type Engine = PubSubEngine & { close?: () => Promise<unknown> };

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
function redisEngine(url: string, reconnected: () => void): Engine {
  // Named, so an operator (or a test) can tell a gateway's connections apart in CLIENT LIST.
  const publisher = new Redis(url, { connectionName: `gateway-${process.pid}-publisher` });
  const subscriber = new Redis(url, { connectionName: `gateway-${process.pid}-subscriber` });
  let readyBefore = false;
  subscriber.on('ready', () => {
    if (readyBefore) void subscriber.ping().then(reconnected, reconnected);
    readyBefore = true;
  });
  return new RedisPubSub({ publisher, subscriber });
}

export function createLiveEvents(redisUrl: string | undefined): LiveEvents {
  const wakers = new Set<() => void>();
  const wakeAll = () => {
    for (const wake of wakers) wake();
  };
  const engine: Engine = redisUrl ? redisEngine(redisUrl, wakeAll) : new PubSub();
  return {
    kind: redisUrl ? 'redis' : 'memory',
    publish: (topic, signal = {}) => engine.publish(topic, signal),
    async listen(topic, everyMs = 60_000) {
      let pending = false;
      let waiting: ((result: IteratorResult<LiveSignal>) => void) | undefined;
      let ended = false;
      const push = () => {
        // Signals only say "read again": one waiting is as good as many.
        if (waiting) {
          const resolve = waiting;
          waiting = undefined;
          resolve({ value: {}, done: false });
        } else pending = true;
      };
      const id = await engine.subscribe(topic, push, {});
      wakers.add(push);
      const timer = setInterval(push, everyMs);
      timer.unref();
      // Written by hand rather than as a generator: a generator suspended in an await cannot
      // be ended until that await settles, and a client that leaves must unsubscribe now.
      const end = (): Promise<IteratorResult<LiveSignal>> => {
        if (!ended) {
          ended = true;
          wakers.delete(push);
          clearInterval(timer);
          engine.unsubscribe(id);
          waiting?.({ value: undefined, done: true });
          waiting = undefined;
        }
        return Promise.resolve({ value: undefined, done: true });
      };
      const signals: AsyncIterableIterator<LiveSignal> = {
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
      return signals;
    },
    async close() {
      await engine.close?.();
    },
  };
}

/**
 * The results of a generator that waits on `signals`, ended at once when the client leaves. A
 * generator suspended in `await signals.next()` runs its `return` only once that await settles:
 * at the next signal, or the safety net's minute later, and until then its Redis channel stays
 * subscribed. Ending the signals first settles that await (done), so the generator leaves its
 * loop and its `finally` now.
 */
export function endedWithSignals<T>(
  results: AsyncGenerator<T>,
  signals: AsyncIterator<LiveSignal>,
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
