import { makeExecutableSchema } from '@graphql-tools/schema';
import { type ExecutionResult, GraphQLError, parse, subscribe, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { flatPlan, runFlat } from './flat-subscriptions';

type Batch = { node: number; label: string | null; kind: string; broken?: boolean };

// Closes when the consumer leaves, as a node stream must (it holds an upstream read).
const sources = { closed: 0 };

const schema = makeExecutableSchema({
  typeDefs: /* GraphQL */ `
    type Query { ping: Int }
    enum Kind { FIRST LAST }
    input Cursor { id: Int!, after: Int }
    type Batch {
      node: Int!
      label: String
      kind: Kind!
      brokenNonNull: Int!
      brokenNullable: String
      list: [Int!]!
      inner: Batch
      greet(name: String): String
      laterNullable: String
      laterNonNull: Int!
    }
    type Subscription {
      batches(nodes: [Cursor!]!, failing: Boolean = false): Batch!
      maybe: Batch
      refused: Batch!
      ticks: Batch
      count: Int
    }
  `,
  resolvers: {
    Batch: {
      brokenNonNull: (batch: Batch) => (batch.broken ? new Error('no number') : batch.node),
      brokenNullable: (batch: Batch) => {
        if (batch.broken) throw new GraphQLError('no text', { extensions: { code: 'BROKEN' } });
        return 'fine';
      },
      list: () => [1],
      greet: () => 'hello',
      laterNullable: async (batch: Batch) => {
        if (batch.broken) throw new GraphQLError('no text yet');
        return 'later';
      },
      laterNonNull: async (batch: Batch) => (batch.broken ? null : batch.node),
    },
    Subscription: {
      batches: {
        async *subscribe(_: unknown, args: { nodes: { id: number }[]; failing: boolean }) {
          try {
            for (const [index, { id }] of args.nodes.entries()) {
              yield {
                batches: {
                  node: id,
                  label: index === 0 ? `node ${id}` : null,
                  kind: index === 0 ? 'FIRST' : 'LAST',
                  broken: args.failing && index === 1,
                },
              };
            }
            if (args.failing)
              yield { batches: new GraphQLError('The stream broke.', { extensions: { code: 'GONE' } }) };
          } finally {
            sources.closed++;
          }
        },
        resolve: (payload: { batches: Batch | GraphQLError }) => {
          if (payload.batches instanceof GraphQLError) throw payload.batches;
          return payload.batches;
        },
      },
      maybe: {
        async *subscribe() {
          yield { maybe: null };
        },
      },
      refused: {
        subscribe: () => {
          throw new GraphQLError('Not for you.', { extensions: { code: 'FORBIDDEN' } });
        },
      },
      count: {
        async *subscribe() {
          yield { count: 1 };
        },
      },
      ticks: {
        // A source that is asked to close while it reads (an upstream node stream is one).
        subscribe: () => {
          let reads = 0;
          const source: AsyncIterableIterator<{ ticks: Batch }> = {
            next: () =>
              reads++ === 0
                ? Promise.resolve({ done: false, value: { ticks: { node: 1, label: null, kind: 'FIRST' } } })
                : new Promise(() => undefined), // the next tick never comes
            return: async () => {
              sources.closed++;
              return { done: true, value: undefined };
            },
            [Symbol.asyncIterator]: () => source,
          };
          return source;
        },
      },
    },
  },
});

async function collect(results: AsyncIterable<ExecutionResult> | ExecutionResult) {
  if (!(Symbol.asyncIterator in results)) return [JSON.parse(JSON.stringify(results))];
  const all: unknown[] = [];
  for await (const result of results) all.push(JSON.parse(JSON.stringify(result)));
  return all;
}

/** The document's results through graphql-js and through the flat path (which must take it). */
async function both(query: string, variables: Record<string, unknown> = {}) {
  const document = parse(query);
  expect(validate(schema, document)).toEqual([]);
  const plan = flatPlan(schema, document);
  if (!plan) throw new Error(`not taken as flat: ${query}`);
  return {
    expected: await collect(await subscribe({ schema, document, variableValues: variables })),
    flat: await collect(await runFlat(schema, plan, variables, {})),
  };
}

describe('flat subscriptions', () => {
  it('give every event as graphql-js does, with aliases, enums, __typename and a key asked twice', async () => {
    const { expected, flat } = await both(
      `subscription Map($nodes: [Cursor!]!) {
        view: batches(nodes: $nodes) { __typename node id: node label kind node }
      }`,
      { nodes: [{ id: 4 }, { id: 7, after: 2 }] },
    );
    expect(flat).toEqual(expected);
    expect(flat).toEqual([
      { data: { view: { __typename: 'Batch', node: 4, id: 4, label: 'node 4', kind: 'FIRST' } } },
      { data: { view: { __typename: 'Batch', node: 7, id: 7, label: null, kind: 'LAST' } } },
    ]);
  });

  it('put errors where graphql-js does: a failed field, a failed non-null field, a failed stream', async () => {
    const { expected, flat } = await both(
      `subscription ($nodes: [Cursor!]!) {
        batches(nodes: $nodes, failing: true) { node brokenNullable brokenNonNull }
      }`,
      { nodes: [{ id: 1 }, { id: 2 }] },
    );
    expect(flat).toEqual(expected);
    expect(flat.map((result) => (result as ExecutionResult).data ?? null)).toEqual([
      { batches: { node: 1, brokenNullable: 'fine', brokenNonNull: 1 } },
      null,
      null,
    ]);
    expect(flat[2]).toMatchObject({ errors: [{ message: 'The stream broke.', path: ['batches'] }] });
  });

  it("take a field's value from its resolver's promise as graphql-js does: the value, a rejection, a null on a non-null field", async () => {
    const { expected, flat } = await both(
      `subscription ($nodes: [Cursor!]!) {
        batches(nodes: $nodes, failing: true) { node laterNullable laterNonNull }
      }`,
      { nodes: [{ id: 1 }, { id: 2 }] },
    );
    expect(flat).toEqual(expected);
    expect(flat.map((result) => (result as ExecutionResult).data ?? null)).toEqual([
      { batches: { node: 1, laterNullable: 'later', laterNonNull: 1 } },
      null,
      null,
    ]);
    expect(flat[1]).toMatchObject({
      errors: [
        { message: 'no text yet', path: ['batches', 'laterNullable'] },
        { message: 'Cannot return null for non-nullable field Batch.laterNonNull.' },
      ],
    });
  });

  it('give a nullable root field its null', async () => {
    const { expected, flat } = await both('subscription { maybe { node } }');
    expect(flat).toEqual(expected);
    expect(flat).toEqual([{ data: { maybe: null } }]);
  });

  it('refuse bad variables and a refused start with the one result graphql-js gives', async () => {
    const badVariables = await both('subscription ($nodes: [Cursor!]!) { batches(nodes: $nodes) { node } }', {
      nodes: [{ id: 'four' }],
    });
    expect(badVariables.flat).toEqual(badVariables.expected);
    expect(badVariables.flat[0]).toMatchObject({ errors: [{ message: expect.stringContaining('$nodes') }] });
    expect(badVariables.flat[0]).not.toHaveProperty('data');

    const refused = await both('subscription { refused { node } }');
    expect(refused.flat).toEqual(refused.expected);
    expect(refused.flat).toEqual([
      {
        errors: [
          {
            message: 'Not for you.',
            locations: [{ line: 1, column: 16 }],
            path: ['refused'],
            extensions: { code: 'FORBIDDEN' },
          },
        ],
      },
    ]);
  });

  it('close the source at once when the client leaves while an event is awaited', async () => {
    const plan = flatPlan(schema, parse('subscription { ticks { node } }'));
    if (!plan) throw new Error('not taken as flat');
    const results = await runFlat(schema, plan, {}, {});
    if (!(Symbol.asyncIterator in results)) throw new Error(`refused: ${JSON.stringify(results)}`);
    expect(await results.next()).toEqual({ done: false, value: { data: { ticks: { node: 1 } } } });
    const closedBefore = sources.closed;
    void results.next(); // waits for a tick that never comes
    await results.return(undefined);
    expect(sources.closed).toBe(closedBefore + 1);
  });

  it('leave every other document to graphql-js', () => {
    const notFlat = [
      'query { ping }',
      'subscription { batches(nodes: []) { node } maybe { node } }',
      'subscription { batches(nodes: []) { list } }',
      'subscription { batches(nodes: []) { inner { node } } }',
      'subscription { batches(nodes: []) { greet(name: "x") } }',
      'subscription { batches(nodes: []) { ...parts } } fragment parts on Batch { node }',
      'subscription { batches(nodes: []) { ... on Batch { node } } }',
      'subscription ($all: Boolean!) { batches(nodes: []) { node label @include(if: $all) } }',
      'subscription ($all: Boolean!) { batches(nodes: []) @include(if: $all) { node } }',
    ];
    for (const query of notFlat) expect(flatPlan(schema, parse(query)), query).toBeNull();
    const two = parse('subscription A { count } subscription B { batches(nodes: []) { node } }');
    expect(flatPlan(schema, two, 'B')).not.toBeNull();
    expect(flatPlan(schema, two, 'A')).toBeNull(); // a scalar root field
    expect(flatPlan(schema, two, 'C')).toBeNull(); // no such operation
  });
});
