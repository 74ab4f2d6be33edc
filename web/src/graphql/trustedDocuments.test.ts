import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from './client';
import { SecurityQuestionsDocument } from './generated/graphql';
import published from './generated/persisted-documents.json';

// What the web app puts on the wire: a published operation's hash, not its text.
describe('the web app’s operations on the wire', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('go as the hash of their published text, which the manifest holds', async () => {
    const bodies: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ data: { securityQuestions: [] } }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const client = createApolloClient(() => undefined);
    await client.query({ query: SecurityQuestionsDocument });
    const extensions = bodies[0]?.extensions as { persistedQuery?: { sha256Hash: string } } | undefined;
    const hash = extensions?.persistedQuery?.sha256Hash ?? '';
    expect(bodies[0]?.query).toBeUndefined();
    expect((published as Record<string, string>)[hash]).toMatch(/^query SecurityQuestions /);
  });

  it('go as text to a gateway that does not know the hash (another build)', async () => {
    const bodies: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        const answer =
          bodies.length === 1
            ? {
                errors: [
                  { message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
                ],
              }
            : { data: { securityQuestions: [] } };
        return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
      }),
    );
    const client = createApolloClient(() => undefined);
    const { data } = await client.query({ query: SecurityQuestionsDocument });
    expect(data?.securityQuestions).toEqual([]);
    expect(bodies[1]?.query).toMatch(/query SecurityQuestions/);
    expect(bodies[1]?.extensions).not.toHaveProperty('persistedQuery');
  });
});
