import { ApolloArmor } from '@escape.tech/graphql-armor';
import { type DocumentNode, GraphQLError, parse } from 'graphql';
import type { GatewayConfig } from '../config';

const MAX_TOKENS = 2000;

/**
 * One set of limits for every path into the schema. Apollo takes the plugins, validation rules
 * and parse options; graphql-sse runs none of Apollo's machinery, so it gets the same validation
 * rules and the same token-limited parser (see server.ts).
 *
 * The token limit is graphql-js's own (`parse`'s `maxTokens`): its refusal is a syntax error,
 * which Apollo answers with 400. Armor's token plugin throws from a plugin hook instead, which
 * Apollo answers with 500.
 */
export function protection(limits: GatewayConfig['limits']) {
  const armor = new ApolloArmor({
    maxDepth: { n: limits.maxDepth, ignoreIntrospection: true },
    maxAliases: { n: limits.maxAliases },
    costLimit: { maxCost: limits.maxCost },
    maxDirectives: { n: 50 },
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: true },
  }).protect();
  const parseOptions = { maxTokens: MAX_TOKENS };
  return {
    ...armor,
    parseOptions,
    /** Parses with the token limit Apollo applies, or returns the error to answer with. */
    parse(query: string): DocumentNode | GraphQLError {
      try {
        return parse(query, parseOptions);
      } catch (error) {
        return error instanceof GraphQLError
          ? error
          : new GraphQLError('Syntax Error: the document could not be parsed.');
      }
    },
  };
}

export type Protection = ReturnType<typeof protection>;
