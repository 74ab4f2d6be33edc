import { createClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type Stack, startStack } from './support';

// The same depth, alias and cost limits hold on the HTTP path and the SSE path.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const nest = (depth: number): string => (depth === 0 ? 'name' : `ofType { ${nest(depth - 1)} }`);
// `__schema` is exempt (GraphiQL's introspection needs it); `__type` is not.
const tooDeep = `{ __type(name: "User") { fields { type { ${nest(12)} } } } }`;
const tooManyAliases = `{ ${Array.from({ length: 20 }, (_, index) => `a${index}: securityQuestions { id }`).join(' ')} }`;
const tooDeepSubscription = `subscription { serverTime ${'@include(if: true) '.repeat(60)} }`;
// Deeper than any subscription of the schema can go: the depth rule still speaks first.
const deepSubscription = `subscription { serverTime { ${nest(12)} } }`;
const aliasedSubscription = `subscription { ${Array.from({ length: 20 }, (_, index) => `t${index}: serverTime`).join(' ')} }`;

async function firstStreamError(query: string): Promise<string> {
  const client = createClient({ url: `${stack.gateway.url}/graphql/stream`, retryAttempts: 0 });
  try {
    for await (const result of client.iterate({ query })) {
      if (result.errors?.length) return result.errors.map((error) => error.message).join('; ');
      return 'accepted';
    }
    return 'no result';
  } catch (error) {
    return Array.isArray(error)
      ? error.map((item: { message: string }) => item.message).join('; ')
      : String(error);
  } finally {
    client.dispose();
  }
}

describe('query limits over HTTP', () => {
  it('refuses a query nested deeper than the limit', async () => {
    const answer = await new Client(stack.gateway.url).request(tooDeep);
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('refuses too many aliases', async () => {
    const answer = await new Client(stack.gateway.url).request(tooManyAliases);
    expect(answer.errors?.[0]?.message).toMatch(/aliases/i);
  });

  it('still answers a reasonable query', async () => {
    const answer = await new Client(stack.gateway.url).request('{ securityQuestions { id } }');
    expect(answer.errors).toBeUndefined();
  });
});

describe('subscription limits over graphql-sse', () => {
  it('refuses too many aliases', async () => {
    expect(await firstStreamError(aliasedSubscription)).toMatch(/aliases/i);
  });

  it('refuses too many directives', async () => {
    expect(await firstStreamError(tooDeepSubscription)).toMatch(/directives/i);
  });

  it('refuses a document deeper than the limit', async () => {
    expect(await firstStreamError(deepSubscription)).toMatch(/depth/i);
  });
});
