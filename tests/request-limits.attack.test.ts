import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSlowClient, type SlowClient } from '../api/src/slow-client';
import { type Stack, startStack } from './support';

// Issue 50, attacked at the gateway's public address: slowloris headers, a body that trickles or
// stops half way, many such connections at once, and variables huge or nested deeply. Each is
// cut off or refused with a reason, and the gateway keeps answering everyone else meanwhile.

let stack: Stack;
let access: string;
const open: SlowClient[] = [];
const port = () => Number(new URL(stack.gateway.url).port);
const client = (head: string) => {
  const slow = openSlowClient(port(), head);
  open.push(slow);
  return slow;
};
const postHead = (length: number, path = '/graphql') =>
  `POST ${path} HTTP/1.1\r\nHost: gateway\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nAuthorization: Bearer ${access}\r\n\r\n`;

beforeAll(async () => {
  stack = await startStack({
    deadlines: { headersTimeoutMs: 1500, bodyTimeoutMs: 2000, uploadTimeoutMs: 60_000 },
  });
  ({ access } = await stack.api.session());
});
afterAll(async () => {
  for (const slow of open) slow.destroy();
  await stack?.close();
});

const graphql = async (body: unknown, path = '/graphql') => {
  const response = await fetch(`${stack.gateway.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${access}`,
      accept: path === '/graphql' ? 'application/json' : 'text/event-stream',
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text };
};

describe("the gateway's request deadlines", () => {
  it('cuts off a trickled GraphQL body with a 408 GraphQL error and closes the connection', async () => {
    const slow = client(postHead(5000));
    slow.trickle('{"query":"{ __typename }"', 100);
    const { reply } = await slow.closed;
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(reply).toContain('"code":"REQUEST_TIMEOUT"');
    expect(reply).toContain('The request took too long to arrive: the gateway allows 2 s for its body.');
  });

  it('cuts off a body that stops half way', async () => {
    const slow = client(postHead(200));
    slow.write('{"query":"{ __typ');
    expect((await slow.closed).reply).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off slowloris headers, and a connection that never says anything', async () => {
    const loris = client('POST /graphql HTTP/1.1\r\nHost: gateway\r\n');
    loris.trickle('X-Slow: a\r\n', 300);
    const silent = client('');
    await Promise.all([loris.closed, silent.closed]);
  });

  it('gives a declared file-sized body the upload deadline, and a refused one only the ordinary', async () => {
    const upload = client(postHead(8_000_000));
    upload.trickle('{"query":"mutation', 100);
    const tooLarge = client(postHead(50_000_000));
    tooLarge.trickle('{"query":"', 100);
    const json = client(postHead(5000));
    json.trickle('{"query":"', 100);
    expect((await tooLarge.closed).reply).toMatch(/^HTTP\/1\.1 413/);
    await json.closed;
    expect(upload.isClosed()).toBe(false);
    upload.destroy();
  });

  it('answers /health and GraphQL while 30 clients trickle 12 MB bodies and 30 trickle headers', async () => {
    const tricklers = Array.from({ length: 30 }, () => {
      const slow = client(postHead(12_000_000));
      slow.trickle('{"query":"mutation', 50);
      return slow;
    });
    const loris = Array.from({ length: 30 }, () => {
      const slow = client('GET /health HTTP/1.1\r\nHost: gateway\r\n');
      slow.trickle('X-Slow: a\r\n', 200);
      return slow;
    });
    await Promise.all([...tricklers, ...loris].map((slow) => slow.started));
    for (let round = 0; round < 5; round++) {
      expect((await fetch(`${stack.gateway.url}/health`)).status).toBe(200);
      expect((await graphql({ query: '{ __typename }' })).text).toContain('"Query"');
    }
    expect([...tricklers, ...loris].filter((slow) => slow.isClosed())).toEqual([]);
    await Promise.all(loris.map((slow) => slow.closed));
    for (const slow of tricklers) slow.destroy();
  });
});

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe("the gateway's bounds on variables", () => {
  const addFarm = 'mutation ($name: String!) { addFarm(name: $name) { ok } }';
  const refusedWith = (answer: { status: number; text: string }, words: string) => {
    expect(answer.status).toBe(400);
    const body = JSON.parse(answer.text) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe('VARIABLES_TOO_LARGE');
    expect(body.errors[0]?.message).toContain(words);
  };

  it('refuses a variable nested a million deep, with a GraphQL error and not a fault', async () => {
    const body = `{"query":${JSON.stringify(addFarm)},"variables":{"name":${nested(1_000_000)}}}`;
    refusedWith(await graphql(body), 'The variable $name is nested too deeply');
    expect((await fetch(`${stack.gateway.url}/health`)).status).toBe(200);
  });

  it('refuses a 10 MB string, a long list and too many values, naming the variable', async () => {
    refusedWith(
      await graphql({ query: addFarm, variables: { name: 'x'.repeat(10_000_000) } }),
      '$name holds too long a string',
    );
    refusedWith(
      await graphql({ query: addFarm, variables: { name: 'a', extra: Array(60_000).fill(1) } }),
      'The variable $extra holds too long a list',
    );
    const wide = Object.fromEntries(
      Array.from({ length: 40_000 }, (_, index) => [`k${index}`, [1, 2, 3, 4, 5]]),
    );
    refusedWith(await graphql({ query: addFarm, variables: { name: 'a', wide } }), 'too many values');
  });

  it('refuses them on the subscription path too, before a stream opens', async () => {
    const answer = await graphql(
      { query: 'subscription ($x: String) { serverTime }', variables: { x: 'y'.repeat(100_000) } },
      '/graphql/stream',
    );
    refusedWith(answer, '$x holds too long a string');
  });

  it("lets a boundary file through in importFarmFields' content, and not in its other fields", async () => {
    const content = Buffer.from('{"type":"FeatureCollection","features":[]}'.padEnd(3_000_000, ' ')).toString(
      'base64',
    );
    const query =
      'mutation ($farm: Int!, $input: ImportFieldsInput!) { importFarmFields(farm: $farm, input: $input) { __typename } }';
    const answer = await graphql({
      query,
      variables: { farm: 1, input: { format: 'GEOJSON', content, dryRun: true } },
    });
    expect(answer.text).not.toContain('VARIABLES_TOO_LARGE');
    const smuggled = await graphql({
      query,
      variables: { farm: 1, input: { format: 'GEOJSON', content: 'e30=', nameColumn: content } },
    });
    expect(smuggled.status).toBe(400);
    expect(smuggled.text).toContain('The variable $input holds too long a string');
  });
});
