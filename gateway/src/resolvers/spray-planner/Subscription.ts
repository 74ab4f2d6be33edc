import type { SubscriptionResolvers } from '../../generated/resolvers';
import { requireSession } from '../../session/require-session';
import { endedWithSignals } from '../../subscriptions/live-events';
import { unwrap } from '../../upstream/client';
import { currentSprays, noticesAfter } from './live';

export const Subscription: Pick<SubscriptionResolvers, 'currentSprays' | 'sprayNotices'> = {
  currentSprays: {
    subscribe: async (_parent, _args, context) => {
      requireSession(context);
      // The first read names the account to listen on; then listen, and read again: a change
      // between the two is read again, never missed.
      const { account } = await currentSprays(context);
      const signals = await context.events.listen('sprays', account, context.identity);
      const read = async () => ({ currentSprays: (await currentSprays(context)).planners });
      const results = (async function* () {
        try {
          yield await read();
          for await (const _ of signals) yield await read();
        } finally {
          await signals.return?.();
        }
      })();
      return endedWithSignals(results, signals);
    },
  },

  sprayNotices: {
    subscribe: async (_parent, { after }, context) => {
      requireSession(context);
      // The notices' own route names their account (so spray:read alone follows them); without
      // a resume point, start after the newest notice there is: only new ones come. A notice
      // that lands before the listening starts is read by the first pass below.
      const latest = unwrap(await context.upstream.GET('/events/spray-notices/'));
      const signals = await context.events.listen('notices', latest.account, context.identity);
      let last = after ?? latest.results.at(-1)?.id ?? 0;
      const results = (async function* () {
        try {
          do {
            for (const notice of await noticesAfter(context, last)) {
              last = notice.id;
              yield { sprayNotices: notice };
            }
          } while (!(await signals.next()).done);
        } finally {
          await signals.return?.();
        }
      })();
      return endedWithSignals(results, signals);
    },
  },
};
