import { GraphQLError, getOperationAST } from 'graphql';
import type { RequestParams, Response } from 'graphql-sse';
import type { Protection } from '../security/armor';

export const SUBSCRIPTIONS_ONLY =
  'Only subscriptions are served at /graphql/stream; send queries and mutations to /graphql.';

const refusal = (error: GraphQLError): Response => [
  JSON.stringify({ errors: [error.toJSON()] }),
  { status: 400, statusText: 'Bad Request', headers: { 'content-type': 'application/json; charset=utf-8' } },
];

/**
 * What the SSE path answers before graphql-sse runs an operation, or nothing to let it run.
 * graphql-sse executes whatever it is sent, outside Apollo's plugins (limits, error masking),
 * so only subscriptions may pass; and a document past the token limit is refused here, as
 * Apollo refuses it on /graphql.
 */
export function streamGate(limits: Pick<Protection, 'parse'>, params: RequestParams): Response | undefined {
  const document = limits.parse(params.query);
  if (document instanceof GraphQLError) return refusal(document);
  const operation = getOperationAST(document, params.operationName)?.operation;
  if (operation === 'query' || operation === 'mutation')
    return refusal(new GraphQLError(SUBSCRIPTIONS_ONLY, { extensions: { code: 'BAD_REQUEST' } }));
  return undefined;
}
