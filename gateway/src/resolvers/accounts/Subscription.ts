import { setTimeout as sleep } from 'node:timers/promises';
import type { SubscriptionResolvers } from '../../generated/resolvers';

export const Subscription: Pick<SubscriptionResolvers, 'serverTime'> = {
  serverTime: {
    async *subscribe() {
      while (true) {
        yield { serverTime: new Date().toISOString() };
        await sleep(1000);
      }
    },
  },
};
