import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../api/src/testing';
import { configWith, loadConfig } from '../gateway/src/config';
import { type RunningGateway, startGateway } from '../gateway/src/server';

// A production gateway tells a stranger nothing of its schema and serves no GraphiQL unless it
// is configured to; a persisted-query hash sent with other text is the client's mistake, said as
// APQ says it, not a 500.
let api: TestApi;
let gateway: RunningGateway;
beforeAll(async () => {
  api = await startTestApi();
  const production = loadConfig({ NODE_ENV: 'production' });
  gateway = await startGateway(
    configWith({
      apiUrl: api.url,
      port: 0,
      host: '127.0.0.1',
      webDist: '/nonexistent',
      introspection: production.introspection,
      graphiql: production.graphiql,
    }),
  );
});
afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

const post = (body: object) =>
  fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('a production gateway', () => {
  it('turns introspection and GraphiQL off unless configured, and on in development', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ introspection: false, graphiql: false });
    expect(
      loadConfig({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true', GRAPHIQL: 'true' }),
    ).toMatchObject({ introspection: true, graphiql: true });
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ introspection: true, graphiql: true });
  });

  it('answers no anonymous introspection', async () => {
    const answer = await post({ query: '{ __schema { types { name } } }' });
    const body = (await answer.json()) as { data?: unknown; errors?: { message: string }[] };
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/introspection is not allowed/i);
  });

  it('serves no GraphiQL to a browser', async () => {
    const page = await fetch(`${gateway.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await page.text()).not.toMatch(/GraphiQL/);
    const bundle = await fetch(`${gateway.url}/graphql/playground/index.html`);
    expect(bundle.status).not.toBe(200);
    expect(await bundle.text()).not.toMatch(/GraphiQL/);
  });
});

describe('a persisted-query hash sent with other text', () => {
  it('answers 400 with the APQ error, not a 500', async () => {
    const sha256Hash = createHash('sha256').update('{ __typename }').digest('hex');
    const answer = await post({
      query: '{ myFarms { id } }',
      extensions: { persistedQuery: { version: 1, sha256Hash } },
    });
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
    expect(body.errors?.[0]).toEqual({
      message: 'provided sha does not match query',
      extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH' },
    });
  });
});
