import { createHash } from 'node:crypto';
import { operationMessages } from '@field-boundaries/contract/partner-operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, registerApp } from '../api/src/modules/partners/oauth.testing';
import { Client, type Stack, startStack } from './support';

// Issue 36, item 5: a partner registers its own persisted operations. Its developer registers a
// document through the gateway (which checks it against the schema); a token of that app then
// sends the hash alone, Apollo's way, and the gateway runs the kept text and charges the app's
// budget for it as for the full text. A hash the app did not register is Apollo's standard
// PersistedQueryNotFound, whoever sends it.
let stack: Stack;
let developer: Client;
let clientId: string;
/** Tokens of the app, and of another app of the same developer, for one grower. */
let partnerToken: string;
let otherAppToken: string;
beforeAll(async () => {
  // One minute throughout, so the budget's figures are this test's alone.
  const minute = Date.now();
  stack = await startStack({ budgetClock: () => minute });
  const person = await stack.api.session({ developer: true });
  developer = new Client(stack.gateway.url, person.access);
  const app = await registerApp(stack.api, person.access, { scopes: ['fields:read'] });
  const other = await registerApp(stack.api, person.access, { scopes: ['fields:read'], name: 'Other' });
  clientId = app.client_id;
  const grower = await stack.api.session({ plan: 'B' });
  partnerToken = (await connect(stack.api, app, grower.access, 'fields:read')).access;
  otherAppToken = (await connect(stack.api, other, grower.access, 'fields:read')).access;
});
afterAll(() => stack?.close());

const farms = 'query Farms { myFarms { id name acres } }';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

type Payload = {
  ok: boolean;
  errors: { field: string | null; message: string }[];
  operation: { sha256Hash: string; name: string; registeredAt: string } | null;
};
const REGISTER = `mutation ($clientId: ID!, $document: String!) {
  registerPartnerOperation(clientId: $clientId, document: $document) {
    ok errors { field message } operation { sha256Hash name registeredAt }
  }
}`;
const register = async (as: Client, document: string, app = clientId) =>
  (await as.request<{ registerPartnerOperation: Payload }>(REGISTER, { clientId: app, document })).data
    ?.registerPartnerOperation;

/** A POST to /graphql as a token client, with what the reply says of the budget. */
async function send(token: string, body: Record<string, unknown>) {
  const response = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'x-session-mode': 'token',
    },
    body: JSON.stringify(body),
  });
  const reply = (await response.json()) as {
    data?: { myFarms?: unknown[] };
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  return { status: response.status, ...reply, used: response.headers.get('x-ratelimit-used') };
}
const byHash = (hash: string) => ({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });

describe("a partner app's own persisted operations", () => {
  it('refuses a document that does not run against the schema, in the validation’s words', async () => {
    expect(await register(developer, 'query Farms { myFarms { id harvest } }')).toEqual({
      ok: false,
      errors: [
        {
          field: 'document',
          message: operationMessages.invalid('Cannot query field "harvest" on type "Farm".'),
        },
      ],
      operation: null,
    });
    const broken = await register(developer, 'query Farms { myFarms { id ');
    expect(broken?.errors[0]?.message).toMatch(
      /^This document does not run against the schema: Syntax Error/,
    );
    expect((await register(developer, '{ myFarms { id } }'))?.errors).toEqual([
      { field: 'document', message: operationMessages.unnamed },
    ]);
    expect((await register(developer, 'subscription Notices { sprayNotices { id } }'))?.errors).toEqual([
      { field: 'document', message: operationMessages.subscription },
    ]);
  });

  it("refuses another developer's app", async () => {
    const stranger = new Client(stack.gateway.url, (await stack.api.session({ developer: true })).access);
    expect(await register(stranger, farms)).toEqual({
      ok: false,
      errors: [{ field: null, message: operationMessages.notYourApp }],
      operation: null,
    });
  });

  it('runs a registered hash for a token of the app, charged to its budget like the full text', async () => {
    const registered = await register(developer, farms);
    expect(registered).toMatchObject({ ok: true, operation: { sha256Hash: sha256(farms), name: 'Farms' } });
    const listed = await developer.request<{ partnerApps: { clientId: string; operations: unknown[] }[] }>(
      '{ partnerApps { clientId operations { sha256Hash name registeredAt } } }',
    );
    expect(listed.data?.partnerApps.find((app) => app.clientId === clientId)?.operations).toEqual([
      registered?.operation,
    ]);

    const text = await send(partnerToken, { query: farms });
    const hashed = await send(partnerToken, byHash(sha256(farms)));
    expect(hashed.errors).toBeUndefined();
    expect(hashed.data).toEqual(text.data);
    expect(hashed.data?.myFarms).toEqual(expect.any(Array));
    // The run by hash spent what the full text spent before it.
    const again = await send(partnerToken, { query: farms });
    const cost = Number(again.used) - Number(hashed.used);
    expect(cost).toBeGreaterThan(0);
    expect(Number(hashed.used) - Number(text.used)).toBe(cost);
  });

  it('answers PersistedQueryNotFound for a hash the app did not register, and once it is removed', async () => {
    const unknown = await send(partnerToken, byHash(sha256('query Other { myFarms { id } }')));
    expect(unknown.status).toBe(200);
    expect(unknown.errors).toEqual([
      expect.objectContaining({
        message: 'PersistedQueryNotFound',
        extensions: expect.objectContaining({ code: 'PERSISTED_QUERY_NOT_FOUND' }),
      }),
    ]);
    // The app's hash is its own: another app, and our own clients, do not run it.
    await register(developer, farms);
    expect((await send(otherAppToken, byHash(sha256(farms)))).errors?.[0]?.message).toBe(
      'PersistedQueryNotFound',
    );
    const own = await stack.api.session();
    expect((await send(own.access, byHash(sha256(farms)))).errors?.[0]?.message).toBe(
      'PersistedQueryNotFound',
    );
    expect((await send(partnerToken, byHash(sha256(farms)))).data?.myFarms).toEqual(expect.any(Array));

    const removed = await developer.request<{ removePartnerOperation: { ok: boolean } }>(
      'mutation ($clientId: ID!, $hash: ID!) { removePartnerOperation(clientId: $clientId, sha256Hash: $hash) { ok } }',
      { clientId, hash: sha256(farms) },
    );
    expect(removed.data?.removePartnerOperation.ok).toBe(true);
    expect((await send(partnerToken, byHash(sha256(farms)))).errors?.[0]?.message).toBe(
      'PersistedQueryNotFound',
    );
  });
});
