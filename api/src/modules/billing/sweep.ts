import type { FastifyInstance } from 'fastify';
import type { BillingService } from './service';
import type { SubscriptionService } from './subscription';

/** How often renewals are charged and ended Pro years written down (charged a day ahead: hourly is ample). */
const LAPSE_SWEEP_MS = 60 * 60 * 1000;

/** At start-up and then hourly, billing renews the plans due and records the Pro years that ran out. */
export function sweepLapsedPlans(
  app: FastifyInstance,
  billing: BillingService,
  subscriptions: SubscriptionService,
): void {
  const sweep = () =>
    subscriptions
      .renewDuePlans()
      .catch((error: unknown) => app.log.error({ err: error }, 'plan renewal sweep failed'))
      .then(() => billing.lapseExpiredPlans())
      .catch((error: unknown) => app.log.error({ err: error }, 'plan lapse sweep failed'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(sweep, LAPSE_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
