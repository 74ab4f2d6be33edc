import { createClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTIONS_ONLY } from '../gateway/src/subscriptions/stream-gate';
import { Client, type Stack, startStack } from './support';

// /graphql/stream runs operations outside Apollo's plugins, so it serves subscriptions only.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const query = '{ securityQuestions { id } }';
const mutation = 'mutation { logout }';

async function postToStream(body: Record<string, unknown>) {
  const response = await fetch(`${stack.gateway.url}/graphql/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { errors: { message: string }[] } };
}

describe('the graphql-sse path', () => {
  it.each([
    ['a query', { query }],
    ['a mutation', { query: mutation }],
    [
      'a named query among subscriptions',
      { query: `query Q ${query} subscription S { serverTime }`, operationName: 'Q' },
    ],
  ])('refuses %s with a clear error', async (_what, body) => {
    const answer = await postToStream(body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((error) => error.message)).toEqual([SUBSCRIPTIONS_ONLY]);
  });

  it('refuses a query sent by the graphql-sse client too', async () => {
    const client = createClient({ url: `${stack.gateway.url}/graphql/stream`, retryAttempts: 0 });
    try {
      await expect(client.iterate({ query }).next()).rejects.toThrow(/400/);
    } finally {
      client.dispose();
    }
  });

  it('refuses a document past the token limit with the parser’s message', async () => {
    const answer = await postToStream({ query: `subscription { ${'serverTime '.repeat(2100)} }` });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]?.message).toMatch(/token/i);
  });

  it('still serves subscriptions, and the query is answered on /graphql', async () => {
    const client = createClient({ url: `${stack.gateway.url}/graphql/stream`, retryAttempts: 0 });
    try {
      const first = await client
        .iterate<{ serverTime: string }>({ query: 'subscription { serverTime }' })
        .next();
      expect(first.value?.data?.serverTime).toMatch(/^\d{4}-/);
    } finally {
      client.dispose();
    }
    const answer = await new Client(stack.gateway.url).request<{ securityQuestions: unknown[] }>(query);
    expect(answer.data?.securityQuestions.length).toBeGreaterThan(0);
  });
});
