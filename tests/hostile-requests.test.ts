import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type Stack, startStack } from './support';

// Hostile requests through the gateway meet a clean refusal a client can read: the api's 4xx
// as GraphQL errors with their messages, the gateway's own refusals as JSON with no stack or
// server path, and queries past the limits as HTTP 400 (issue 33).
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const leaks = /\bat .+:\d+|node_modules|\/work\/|<html|<pre/i;

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

type Answer = { errors?: { message: string; extensions?: { code?: string } }[] };

const addFarm = 'mutation ($name: String!) { addFarm(name: $name) { ok errors { field message } } }';

describe('the api’s refusals through the gateway', () => {
  it('a farm name holding NUL is the api’s message on the payload, not INTERNAL_SERVER_ERROR', async () => {
    const grower = await stack.api.session();
    const answer = await new Client(stack.gateway.url, grower.access).request<{
      addFarm: { ok: boolean; errors: { field: string; message: string }[] };
    }>(addFarm, { name: 'Home\u0000Farm' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.addFarm.ok).toBe(false);
    expect(answer.data?.addFarm.errors).toEqual([
      { field: 'name', message: expect.stringMatching(/^Farm name can't contain control characters/) },
    ]);
  });

  // Refused by the gateway's bounds on variables (issue 50) before the api is asked.
  it('10 MB of variables is VARIABLES_TOO_LARGE with its message, before anything runs', async () => {
    const grower = await stack.api.session();
    const answer = await new Client(stack.gateway.url, grower.access).request(addFarm, {
      name: 'x'.repeat(10 * 1024 * 1024),
    });
    expect(answer.errors?.[0]?.extensions?.code).toBe('VARIABLES_TOO_LARGE');
    expect(answer.errors?.[0]?.message).toMatch(/The variable \$name holds too long a string/);
    expect((await fetch(`${stack.gateway.url}/health`)).status).toBe(200);
  });
});

describe('the gateway’s own error pages', () => {
  it('a body over the gateway’s limit is a JSON 413 with no stack or path', async () => {
    const response = await post(
      JSON.stringify({ query: '{ __typename }', variables: { x: 'y'.repeat(13e6) } }),
    );
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await response.text();
    expect(text).not.toMatch(leaks);
    expect(JSON.parse(text)).toEqual({
      errors: [
        {
          message: 'The request is too large: the gateway takes at most 12 MB.',
          extensions: { code: 'PAYLOAD_TOO_LARGE' },
        },
      ],
    });
  });

  it('a body that is not JSON, and an unknown address, are JSON too', async () => {
    const broken = await post('{"query": ');
    expect(broken.status).toBe(400);
    const brokenText = await broken.text();
    expect(brokenText).not.toMatch(leaks);
    expect((JSON.parse(brokenText) as Answer).errors?.[0]?.message).toBe(
      'The request body is not valid JSON.',
    );

    const missing = await fetch(`${stack.gateway.url}/no/such/page`, { method: 'POST' });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await missing.text()).not.toMatch(leaks);
  });
});

describe('queries past the limits', () => {
  const fieldsOf = (count: number) => `{ ${'__typename '.repeat(count)}}`;
  const levels = (count: number) => `{ ${'__schema { types { fields { type { '.repeat(count)}}`;

  it.each([
    ['10,000 fields', fieldsOf(10_000)],
    ['10,000 levels', levels(2_500)],
  ])('%s: HTTP 400 at the token limit, not 500', async (_, query) => {
    const response = await post(JSON.stringify({ query }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as Answer;
    expect(body.errors?.[0]?.message).toMatch(/^Syntax Error: Document contains more that 2000 tokens/);
  });

  it('a query deeper than the depth limit, within the token limit, is HTTP 400', async () => {
    const nest = (depth: number): string => (depth === 0 ? 'name' : `ofType { ${nest(depth - 1)} }`);
    const response = await post(
      JSON.stringify({ query: `{ __type(name: "User") { fields { type { ${nest(12)} } } } }` }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as Answer).errors?.[0]?.message).toMatch(/depth/i);
  });
});
