import { buildSchema, GraphQLError, parse, specifiedRules, type ValidationRule } from 'graphql';
import { describe, expect, it } from 'vitest';
import { documentCache } from './documents';

const schema = buildSchema('type Query { a: Int } type Subscription { ticks: Int, tocks: Int }');
const parseOrError = (query: string) => {
  try {
    return parse(query);
  } catch (error) {
    return error as GraphQLError;
  }
};
/** A validation rule that counts the documents it is asked to check. */
function counting() {
  const seen = { count: 0 };
  const rule: ValidationRule = () => {
    seen.count++;
    return {};
  };
  return { seen, rule };
}

describe('the SSE path’s documents', () => {
  it('parses and validates each text once, and answers the same document after', () => {
    const { seen, rule } = counting();
    const documents = documentCache(parseOrError, schema, [rule]);
    const first = documents.parse('subscription { ticks }');
    const again = documents.parse('subscription { ticks }');
    expect(again).toBe(first);
    if (first instanceof GraphQLError) throw first;
    expect(documents.validate(first)).toEqual([]);
    expect(documents.validate(first)).toEqual([]);
    expect(seen.count).toBe(1);
  });

  it('answers a document’s validation errors every time it is sent', () => {
    const checked = documentCache(parseOrError, schema, [
      (context) => ({
        Field(node) {
          if (node.name.value === 'nope') context.reportError(new GraphQLError('Unknown field "nope".'));
        },
      }),
    ]);
    const refused = checked.parse('subscription { nope }');
    if (refused instanceof GraphQLError) throw refused;
    expect(checked.validate(refused).map((error) => error.message)).toEqual(['Unknown field "nope".']);
    expect(checked.validate(refused).map((error) => error.message)).toEqual(['Unknown field "nope".']);
  });

  it('gives its refusals the codes Apollo gives them on /graphql', () => {
    const documents = documentCache(parseOrError, schema, []);
    const broken = documents.parse('subscription {');
    expect(broken).toBeInstanceOf(GraphQLError);
    expect((broken as GraphQLError).extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    const unknown = documents.parse('subscription { nope }');
    if (unknown instanceof GraphQLError) throw unknown;
    const [refusal] = documentCache(parseOrError, schema, [...specifiedRules]).validate(unknown);
    expect(refusal?.toJSON()).toMatchObject({
      message: 'Cannot query field "nope" on type "Subscription".',
      locations: [{ line: 1, column: 16 }],
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('keeps no syntax error, and parses a broken text again each time', () => {
    let parses = 0;
    const documents = documentCache(
      (query) => {
        parses++;
        return parseOrError(query);
      },
      schema,
      [],
    );
    expect(documents.parse('subscription {')).toBeInstanceOf(GraphQLError);
    expect(documents.parse('subscription {')).toBeInstanceOf(GraphQLError);
    expect(parses).toBe(2);
  });

  it('keeps at most so many documents, dropping the least recently sent first', () => {
    const documents = documentCache(parseOrError, schema, [], 2);
    const ticks = documents.parse('subscription { ticks }');
    const tocks = documents.parse('subscription { tocks }');
    expect(documents.parse('subscription { ticks }')).toBe(ticks); // now the most recent
    documents.parse('subscription { ticks tocks }'); // a third: `tocks` goes
    expect(documents.parse('subscription { ticks }')).toBe(ticks);
    expect(documents.parse('subscription { tocks }')).not.toBe(tocks);
  });
});
