import { ApolloArmor } from '@escape.tech/graphql-armor';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import { type DocumentNode, GraphQLError } from 'graphql';
import type { GatewayConfig } from '../config';

const MAX_TOKENS = 2000;

/**
 * One set of limits for every path into the schema. Apollo takes the plugins and validation
 * rules; graphql-sse runs none of Apollo's machinery, so it gets the same validation rules and
 * the same token-limited parser (see server.ts).
 */
export function protection(limits: GatewayConfig['limits']) {
  const armor = new ApolloArmor({
    maxDepth: { n: limits.maxDepth, ignoreIntrospection: true },
    maxAliases: { n: limits.maxAliases },
    costLimit: { maxCost: limits.maxCost },
    maxDirectives: { n: 50 },
    maxTokens: { n: MAX_TOKENS },
    blockFieldSuggestion: { enabled: true },
  }).protect();
  return {
    ...armor,
    /** Parses with the token limit Apollo applies, or returns the error to answer with. */
    parse(query: string): DocumentNode | GraphQLError {
      try {
        return new MaxTokensParserWLexer(query, { n: MAX_TOKENS }).parseDocument();
      } catch (error) {
        return error instanceof GraphQLError
          ? error
          : new GraphQLError('Syntax Error: the document could not be parsed.');
      }
    },
  };
}

export type Protection = ReturnType<typeof protection>;
