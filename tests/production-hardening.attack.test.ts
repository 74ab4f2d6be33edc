import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../api/src/testing';
import { configWith, loadConfig } from '../gateway/src/config';
import { type RunningGateway, startGateway } from '../gateway/src/server';

// Attacks on issue 50's production hardening, by a tester who did not write it: introspection
// spelled every way a client can send a document, and GraphiQL asked for at path variants.
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

const schemaLeak = /"(Query|Mutation|kind|fields|OBJECT|SCALAR)"/;

describe('introspection on a production gateway', () => {
  const documents = [
    '{ __type(name: "Query") { name fields { name } } }',
    '{ s: __schema { queryType { name } } }',
    'query { ...F } fragment F on Query { __schema { types { name } } }',
    '{ ... on Query { __schema { types { name } } } }',
    '{ __typename __schema { types { name } } }',
    'query Q($n: String!) { __type(name: $n) { fields { name } } }',
  ];

  it('holds: refused however the document is spelled (POST)', async () => {
    for (const query of documents) {
      const body = (await (await post({ query, variables: { n: 'Query' } })).json()) as {
        data?: unknown;
        errors?: unknown[];
      };
      expect(JSON.stringify(body), query).not.toMatch(schemaLeak);
      expect(body.errors?.length ?? 0, query).toBeGreaterThan(0);
    }
  });

  it('holds: refused when sent as GET or as a persisted query', async () => {
    for (const query of documents) {
      const get = await fetch(
        `${gateway.url}/graphql?query=${encodeURIComponent(query)}&variables=${encodeURIComponent('{"n":"Query"}')}`,
        { headers: { accept: 'application/graphql-response+json' } },
      );
      expect(await get.text(), query).not.toMatch(schemaLeak);
      const sha256Hash = createHash('sha256').update(query).digest('hex');
      const registered = await post({
        query,
        variables: { n: 'Query' },
        extensions: { persistedQuery: { version: 1, sha256Hash } },
      });
      expect(await registered.text(), query).not.toMatch(schemaLeak);
      const byHash = await post({
        variables: { n: 'Query' },
        extensions: { persistedQuery: { version: 1, sha256Hash } },
      });
      expect(await byHash.text(), query).not.toMatch(schemaLeak);
    }
  });
});

describe('GraphiQL on a production gateway', () => {
  it('holds: served at no path variant', async () => {
    for (const path of [
      '/graphql',
      '/graphql/',
      '/GraphQL',
      '/graphql?',
      '/graphql;x',
      '/graphql//',
      '/graphql/playground/',
      '/graphql/playground/index.html',
      '/graphql/playground/../playground/index.html',
      '/graphiql',
      '/playground',
      '/graphql%2f',
    ]) {
      const page = await fetch(`${gateway.url}${path}`, { headers: { accept: 'text/html' } });
      expect(await page.text(), path).not.toMatch(/graphiql/i);
    }
  });
});
