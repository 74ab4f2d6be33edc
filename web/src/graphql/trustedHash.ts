import { type DocumentNode, print } from 'graphql';

/** The hash codegen embeds in each of the app's documents (codegen.ts, persistedDocuments). */
export const trustedHashOf = (document: DocumentNode): string | undefined =>
  (document as DocumentNode & { __meta__?: { hash?: string } }).__meta__?.hash;

/**
 * A graphql-sse request for one of the app's documents: its text (graphql-sse requires one) and
 * the hash of its published text, by which the gateway knows it as the app's own and runs it as
 * published (gateway/src/persisted/).
 */
export function streamRequest<V extends Record<string, unknown>>(
  document: DocumentNode,
  variables: V,
  operationName?: string,
) {
  const hash = trustedHashOf(document);
  return {
    query: print(document),
    variables,
    ...(operationName ? { operationName } : {}),
    ...(hash ? { extensions: { persistedQuery: { version: 1, sha256Hash: hash } } } : {}),
  };
}
