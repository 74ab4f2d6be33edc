import type { GatewayContext } from '../../context';
import { unwrap } from '../../upstream/client';
import type { ApiSprayNotice, ApiSprayPlanner } from '../../upstream/types';

// What a live spray feed reads when a signal comes (subscriptions/live-events.ts): the signals
// come from the api's outbox, and each only says "read again", because the notices themselves
// are kept (with growing ids) in the api.

/**
 * The planners of the viewer's farms that spray now, and the farms' account (what a live feed of
 * them listens on): one call under spray:read, so a partner app needs no other scope.
 */
export async function currentSprays(
  context: GatewayContext,
): Promise<{ account: number; planners: ApiSprayPlanner[] }> {
  const { account, results } = unwrap(await context.upstream.GET('/events/spray-planner/current/'));
  return { account, planners: results };
}

/** Notices after `after`, every one of them (the api pages by 100). */
export async function noticesAfter(context: GatewayContext, after: number): Promise<ApiSprayNotice[]> {
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
