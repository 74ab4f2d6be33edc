import { GraphQLError } from 'graphql';
import type { BudgetKey } from './budget-key';
import type { Charge, CostBudgets } from './budgets';

export type BudgetLimits = {
  /** Cost a minute for a client without a budget of its own (a partner). */
  perMinute: number;
  /** Budgets of named clients (`web`: our own app), cost a minute. */
  byClient: Record<string, number>;
};

export const limitFor = (limits: BudgetLimits, key: BudgetKey): number =>
  limits.byClient[key.client] ?? limits.perMinute;

/** GitHub's rate-limit headers, for a reply that spent (or was refused) a charge. */
export function budgetHeaders(charge: Charge): [string, string][] {
  return [
    ['x-ratelimit-limit', String(charge.limit)],
    ['x-ratelimit-remaining', String(Math.max(0, charge.limit - charge.used))],
    ['x-ratelimit-used', String(charge.used)],
    ['x-ratelimit-reset', String(Math.ceil(charge.resetAt / 1000))],
    ['x-ratelimit-resource', 'graphql-cost'],
  ];
}

export const RATE_LIMITED = 'RATE_LIMITED';

/** The GraphQL error of a refused charge: what it cost, what is left, and when to come back. */
export function budgetSpentError(charge: Charge, cost: number, now: number): GraphQLError {
  const retryAfter = Math.max(1, Math.ceil((charge.resetAt - now) / 1000));
  const remaining = Math.max(0, charge.limit - charge.used);
  return new GraphQLError(
    `Rate limit exceeded: this operation costs ${cost} and ${remaining} of this client's ${charge.limit} a minute remain. Try again in ${retryAfter} s.`,
    {
      extensions: {
        code: RATE_LIMITED,
        cost,
        limit: charge.limit,
        remaining,
        resetAt: new Date(charge.resetAt).toISOString(),
        retryAfter,
      },
    },
  );
}

/** Charges a request's budget; the charge tells whether it may run. */
export function spend(
  budgets: CostBudgets,
  limits: BudgetLimits,
  key: BudgetKey,
  cost: number,
): Promise<Charge> {
  return budgets.charge(`${key.client}:${key.grower}`, cost, limitFor(limits, key));
}
