import { RedisPubSub } from 'graphql-redis-subscriptions';
import { PubSub, type PubSubEngine } from 'graphql-subscriptions';

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

export function createLiveEvents(redisUrl: string | undefined): LiveEvents {
  const engine: PubSubEngine & { close?: () => Promise<unknown> } = redisUrl
    ? new RedisPubSub({ connection: redisUrl })
    : new PubSub();
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
      const timer = setInterval(push, everyMs);
      timer.unref();
      // Written by hand rather than as a generator: a generator suspended in an await cannot
      // be ended until that await settles, and a client that leaves must unsubscribe now.
      const end = (): Promise<IteratorResult<LiveSignal>> => {
        if (!ended) {
          ended = true;
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
