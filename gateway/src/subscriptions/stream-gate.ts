import { type DocumentNode, GraphQLError, getOperationAST } from 'graphql';
import type { RequestParams, Response } from 'graphql-sse';
import type { DocumentCache } from './documents';

export const SUBSCRIPTIONS_ONLY =
  'Only subscriptions are served at /graphql/stream; send queries and mutations to /graphql.';

/** A 400 on the stream path, with `error` as the GraphQL error. */
export const streamRefusal = (error: GraphQLError): Response => [
  JSON.stringify({ errors: [error.toJSON()] }),
  { status: 400, statusText: 'Bad Request', headers: { 'content-type': 'application/json; charset=utf-8' } },
];

/**
 * The document the SSE path runs (parsed once per text: documents.ts), or its refusal.
 * graphql-sse executes whatever it is sent, outside Apollo's plugins (limits, error masking),
 * so only subscriptions may pass; and a document past the token limit is refused here, as
 * Apollo refuses it on /graphql.
 */
export function streamGate(
  documents: Pick<DocumentCache, 'parse'>,
  params: RequestParams,
): Response | DocumentNode {
  const document = documents.parse(params.query);
  if (document instanceof GraphQLError) return streamRefusal(document);
  const operation = getOperationAST(document, params.operationName)?.operation;
  if (operation === 'query' || operation === 'mutation')
    return streamRefusal(new GraphQLError(SUBSCRIPTIONS_ONLY, { extensions: { code: 'BAD_REQUEST' } }));
  return document;
}
