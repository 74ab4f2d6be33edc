import { EventEmitter } from 'node:events';
import type { LiveSignal } from '@field-boundaries/contract/live-topics';
import { Redis } from 'ioredis';

// Where the outbox's publisher sends live signals. With REDIS_URL, to Redis, where every gateway
// listens; always also on this process's own bus, which the gateway's stream route
// (GET events/live/{feed}/, routes.ts) reads when there is no Redis: the embedded default, one
// api and its gateway, `npm start`.

export type EventBus = {
  readonly kind: 'redis' | 'memory';
  publish(topic: string, signal: LiveSignal): Promise<void>;
  /** Calls `listener` with each signal of `topic` published by this process, until the returned stop. */
  subscribe(topic: string, listener: (signal: LiveSignal) => void): () => void;
  close(): Promise<void>;
};

export function createEventBus(redisUrl: string | undefined): EventBus {
  const local = new EventEmitter();
  // One listener per open stream of a topic: as many as there are subscribers.
  local.setMaxListeners(0);
  // Named, so an operator (or a test) can tell the api's connection apart in CLIENT LIST.
  const redis = redisUrl ? new Redis(redisUrl, { connectionName: `api-${process.pid}-events` }) : undefined;
  return {
    kind: redis ? 'redis' : 'memory',
    async publish(topic, signal) {
      // graphql-redis-subscriptions (the gateways' reader) parses each message as JSON.
      if (redis) await redis.publish(topic, JSON.stringify(signal));
      local.emit(topic, signal);
    },
    subscribe(topic, listener) {
      local.on(topic, listener);
      return () => local.off(topic, listener);
    },
    async close() {
      local.removeAllListeners();
      await redis?.quit();
    },
  };
}
