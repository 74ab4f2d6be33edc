import { type DocumentNode, GraphQLError, type GraphQLSchema, type ValidationRule, validate } from 'graphql';

/** How many distinct documents the SSE path keeps parsed and validated (the web app sends a handful). */
export const DOCUMENTS_KEPT = 500;

/**
 * The failure with the `extensions.code` Apollo gives the same failure on /graphql: graphql-sse
 * sends parse and validation errors without one, and a client reads one list of codes for both
 * paths (docs/partners/errors.md).
 */
function coded(
  error: GraphQLError,
  code: 'GRAPHQL_PARSE_FAILED' | 'GRAPHQL_VALIDATION_FAILED',
): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...error.extensions, code },
  });
}

/**
 * Parsed and validated subscription documents, as Apollo keeps them for /graphql: the map sends
 * the same CluFields document for every view it opens, and parsing it (twice: the token-limited
 * parser, then graphql-sse's own) and validating it each time cost the gateway 1.5-2 ms of CPU
 * per subscription. Least recently used documents go first.
 */
export function documentCache(
  parse: (query: string) => DocumentNode | GraphQLError,
  schema: GraphQLSchema,
  rules: readonly ValidationRule[],
  kept = DOCUMENTS_KEPT,
) {
  const documents = new Map<string, DocumentNode>();
  const verdicts = new WeakMap<DocumentNode, readonly GraphQLError[]>();
  return {
    /** The document of this text (the same object while it is kept), or the parser's error. */
    parse(query: string): DocumentNode | GraphQLError {
      const known = documents.get(query);
      if (known) {
        documents.delete(query); // re-inserted last: most recently used
        documents.set(query, known);
        return known;
      }
      const parsed = parse(query);
      if (parsed instanceof GraphQLError) return coded(parsed, 'GRAPHQL_PARSE_FAILED');
      documents.set(query, parsed);
      if (documents.size > kept) documents.delete(documents.keys().next().value as string);
      return parsed;
    },
    /** The validation errors of a document, found once per document object. */
    validate(document: DocumentNode): readonly GraphQLError[] {
      const known = verdicts.get(document);
      if (known) return known;
      const errors = validate(schema, document, rules).map((error) =>
        coded(error, 'GRAPHQL_VALIDATION_FAILED'),
      );
      verdicts.set(document, errors);
      return errors;
    },
  };
}

export type DocumentCache = ReturnType<typeof documentCache>;
