import { ApolloArmor } from '@escape.tech/graphql-armor';
import { type DocumentNode, type GraphQLSchema, Kind, type OperationDefinitionNode, validate } from 'graphql';

/**
 * The cost of the operation a request runs, by the same measure as the cost limit
 * (security/armor.ts: graphql-armor's cost rule with its default weights), so a budget is spent
 * in the units a client is refused in. Apollo keeps one parsed document per query text, so each
 * operation is measured once.
 */
export function operationCosts(schema: GraphQLSchema) {
  let measured = 0;
  // Armor's cost rule, alone, with no ceiling: it reports each operation's cost to onAccept.
  const { validationRules } = new ApolloArmor({
    costLimit: { maxCost: Number.MAX_SAFE_INTEGER, onAccept: [(_context, { n }) => (measured = n)] },
    maxDepth: { enabled: false },
    maxAliases: { enabled: false },
    maxDirectives: { enabled: false },
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  }).protect();
  const known = new WeakMap<OperationDefinitionNode, number>();

  return (document: DocumentNode, operation: OperationDefinitionNode): number => {
    const cached = known.get(operation);
    if (cached !== undefined) return cached;
    // The operation with the fragments it may spread, so a document's other operations do not count.
    const alone: DocumentNode = {
      kind: Kind.DOCUMENT,
      definitions: [
        operation,
        ...document.definitions.filter((item) => item.kind === Kind.FRAGMENT_DEFINITION),
      ],
    };
    measured = 0;
    validate(schema, alone, validationRules);
    // Armor weighs nesting by 1.5, so costs have fractions; a budget counts whole points.
    const cost = Math.ceil(measured);
    known.set(operation, cost);
    return cost;
  };
}
