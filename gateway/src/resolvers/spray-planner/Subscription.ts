import type { GatewayContext } from '../../context';
import type { MutationResolvers, QueryResolvers, SubscriptionResolvers } from '../../generated/resolvers';
import { noticeTopic, sprayTopic } from '../../subscriptions/live-events';
import { attempt, unwrap } from '../../upstream/client';
import type { ApiSprayNotice, ApiSprayPlanner } from '../../upstream/types';
import { requireSession } from '../accounts/session';

// Spray events originate here, in the gateway, once the api has committed the change: the api
// stays free of long-lived connections and of Redis, and each event is only a signal to read
// again, because the notices themselves are kept (with growing ids) in the api.

/** The planners of the viewer's farms that spray now. */
async function currentSprays(context: GatewayContext): Promise<ApiSprayPlanner[]> {
  const farms = unwrap(await context.upstream.GET('/farms/me/'));
  // Fresh reads on every change: a loader would remember the first answer for the subscription.
  const planners = await Promise.all(
    farms.map(async (farm) =>
      unwrap(
        await context.upstream.GET('/events/farms/{id}/spray-planner/', {
          params: { path: { id: farm.id } },
        }),
      ),
    ),
  );
  return planners.filter((planner) => planner.started_at !== null);
}

/** Notices after `after`, every one of them (the api pages by 100). */
async function noticesAfter(context: GatewayContext, after: number): Promise<ApiSprayNotice[]> {
  const all: ApiSprayNotice[] = [];
  let last = after;
  while (true) {
    const page = unwrap(
      await context.upstream.GET('/events/spray-notices/', { params: { query: { after: last } } }),
    ).results;
    all.push(...page);
    if (page.length < 100) return all;
    last = page.at(-1)?.id ?? last;
  }
}

/** Publishing follows a committed change: a failure here must not undo it, only be logged. */
async function signal(context: GatewayContext, topics: string[]) {
  try {
    await Promise.all(topics.map((topic) => context.events.publish(topic)));
  } catch (error) {
    console.error('live event not published (subscribers catch up on their next read)', error);
  }
}

export const SprayQuery: QueryResolvers = {
  async currentSprays(_parent, _args, context) {
    requireSession(context);
    return currentSprays(context);
  },
  async sprayNotices(_parent, _args, context) {
    requireSession(context);
    return unwrap(await context.upstream.GET('/events/spray-notices/')).results;
  },
};

export const SprayMutation: MutationResolvers = {
  async startSpraying(_parent, { input }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.PUT('/events/farms/{id}/spray-planner/', {
        params: { path: { id: input.farmId } },
        body: {
          fields: input.fieldUuids,
          ...(input.herbicideGroupIds ? { herbicide_groups: input.herbicideGroupIds } : {}),
          ...(input.tankMixId != null ? { tank_mix: input.tankMixId } : {}),
          ...(input.startedAt ? { started_at: input.startedAt } : {}),
          measured_wind_mph: input.measuredWindMph,
          measured_wind_direction: input.measuredWindDirection,
          measured_temperature_f: input.measuredTemperatureF,
          ...(input.confirmForecast != null ? { confirm_forecast: input.confirmForecast } : {}),
        },
      }),
    );
    if (!answer.ok) return { ok: false, errors: answer.errors, planner: null };
    const viewer = await context.loaders.viewer.load('me');
    await signal(context, [sprayTopic(viewer.account), ...answer.data.notified_accounts.map(noticeTopic)]);
    return { ok: true, errors: [], planner: answer.data };
  },

  async stopSpraying(_parent, { farmId }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.DELETE('/events/farms/{id}/spray-planner/', {
        params: { path: { id: farmId } },
      }),
    );
    if (!answer.ok) return { ok: false, errors: answer.errors, farmId: null };
    const viewer = await context.loaders.viewer.load('me');
    await signal(context, [sprayTopic(viewer.account), ...answer.data.notified_accounts.map(noticeTopic)]);
    return { ok: true, errors: [], farmId };
  },
};

export const SpraySubscription: Pick<SubscriptionResolvers, 'currentSprays' | 'sprayNotices'> = {
  currentSprays: {
    subscribe: async (_parent, _args, context) => {
      requireSession(context);
      const viewer = await context.loaders.viewer.load('me');
      // Listen first, then read: a change between the two is read again, never missed.
      const signals = await context.events.listen(sprayTopic(viewer.account));
      return (async function* () {
        try {
          yield { currentSprays: await currentSprays(context) };
          for await (const _ of signals) yield { currentSprays: await currentSprays(context) };
        } finally {
          await signals.return?.();
        }
      })();
    },
  },

  sprayNotices: {
    subscribe: async (_parent, { after }, context) => {
      requireSession(context);
      const viewer = await context.loaders.viewer.load('me');
      const signals = await context.events.listen(noticeTopic(viewer.account));
      // Without a resume point, start after the newest notice there is: only new ones come.
      let last =
        after ?? unwrap(await context.upstream.GET('/events/spray-notices/')).results.at(-1)?.id ?? 0;
      return (async function* () {
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
    },
  },
};
