import type { ApolloServerPlugin } from '@apollo/server';
import {
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
  getOperationAST,
  type OperationDefinitionNode,
} from 'graphql';
import type { RequestParams, Response } from 'graphql-sse';
import { type BudgetKey, isFirstParty } from '../budget/budget-key';
import type { Charge, CostBudgets } from '../budget/budgets';
import { operationCosts } from '../budget/cost';
import { type BudgetLimits, budgetHeaders, budgetSpentError, spend } from '../budget/spend';
import type { GatewayContext } from '../context';
import { persistedOnlyError, type TrustedDocuments } from '../persisted/trusted-documents';

export type GateOptions = {
  schema: GraphQLSchema;
  budgets: CostBudgets;
  limits: BudgetLimits;
  /** The web app's published operations (persisted/). */
  trusted: TrustedDocuments;
  /** Whether first-party clients may run only those (PERSISTED_OPERATIONS_ONLY). */
  persistedOnly: boolean;
  now?: () => number;
};

/**
 * What every operation passes before it runs, on both paths, once it is parsed and validated
 * (so its cost is known and within the cost limit):
 * 1. a first-party client held to the web app's published operations sends one of them;
 * 2. its cost fits in what is left of its (grower, client) budget for the minute.
 */
export function operationGate(options: GateOptions) {
  const costOf = operationCosts(options.schema);
  const now = options.now ?? Date.now;

  const mayRun = (budget: BudgetKey, published: boolean): GraphQLError | null =>
    options.persistedOnly && !published && isFirstParty(budget) ? persistedOnlyError() : null;

  async function charge(budget: BudgetKey, document: DocumentNode, operation: OperationDefinitionNode) {
    const cost = costOf(document, operation);
    const charged: Charge = await spend(options.budgets, options.limits, budget, cost);
    const headers = budgetHeaders(charged);
    if (charged.allowed) return { headers, refusal: null };
    const refusal = budgetSpentError(charged, cost, now());
    headers.push(['retry-after', String(refusal.extensions.retryAfter)]);
    return { headers, refusal };
  }

  /** For Apollo (/graphql): the reply carries X-RateLimit-*; a refusal is its HTTP status and error. */
  const plugin: ApolloServerPlugin<GatewayContext> = {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, queryHash, contextValue, response }) {
          const refused = mayRun(contextValue.budget, options.trusted.has(queryHash ?? ''));
          if (refused) throw refused;
          if (!operation) return;
          const { headers, refusal } = await charge(contextValue.budget, document, operation);
          for (const [name, value] of headers) response.http.headers.set(name, value);
          if (!refusal) return;
          refusal.extensions.http = { status: 429, headers: new Map(headers) };
          throw refusal;
        },
      };
    },
  };

  /**
   * For graphql-sse (/graphql/stream), which runs none of Apollo's plugins: the text to run (a
   * published operation's own, when the request names its hash), or the refusal to answer with.
   */
  function streamQuery(params: RequestParams, budget: BudgetKey): string | Response {
    const hash = (params.extensions?.persistedQuery as { sha256Hash?: unknown } | undefined)?.sha256Hash;
    const published = typeof hash === 'string' ? options.trusted.get(hash) : undefined;
    const refused = mayRun(budget, published !== undefined);
    return refused ? refusalResponse(refused, 400, []) : (published ?? params.query);
  }

  /**
   * For graphql-sse: charges a valid subscription once, when it starts. The X-RateLimit-* headers
   * of the stream's reply (the budget as it stands when the stream opens), and the refusal to
   * answer instead when the budget is spent.
   */
  async function chargeStream(
    budget: BudgetKey,
    document: DocumentNode,
    operationName?: string | null,
  ): Promise<{ headers: [string, string][]; refusal: Response | null }> {
    const operation = getOperationAST(document, operationName);
    if (!operation) return { headers: [], refusal: null };
    const { headers, refusal } = await charge(budget, document, operation);
    return { headers, refusal: refusal ? refusalResponse(refusal, 429, headers) : null };
  }

  return { plugin, streamQuery, chargeStream };
}

const refusalResponse = (error: GraphQLError, status: number, headers: [string, string][]): Response => [
  JSON.stringify({
    errors: [{ message: error.message, extensions: { ...error.extensions, http: undefined } }],
  }),
  {
    status,
    statusText: status === 429 ? 'Too Many Requests' : 'Bad Request',
    headers: { 'content-type': 'application/json; charset=utf-8', ...Object.fromEntries(headers) },
  },
];

export type OperationGate = ReturnType<typeof operationGate>;
