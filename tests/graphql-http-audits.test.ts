import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from './support';

// GraphQL over HTTP conformance of the gateway, as the graphql-http audit suite judges it.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

describe('GraphQL over HTTP audits', () => {
  it('fails no MUST audit', async () => {
    const audits = serverAudits({ url: () => `${stack.gateway.url}/graphql` });
    const results = await Promise.all(audits.map(async (audit) => ({ audit, result: await audit.fn() })));
    const reason = (result: (typeof results)[number]['result']) => ('reason' in result ? result.reason : '');
    const failedMusts = results.filter(({ result }) => result.status === 'error');
    const warnings = results.filter(({ result }) => result.status === 'warn');
    for (const { audit, result } of warnings) console.info(`warn ${audit.name}: ${reason(result)}`);
    expect(failedMusts.map(({ audit, result }) => `${audit.name}: ${reason(result)}`)).toEqual([]);
    expect(results.filter(({ result }) => result.status === 'ok').length).toBeGreaterThan(40);
  });
});
