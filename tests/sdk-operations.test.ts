import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, registerApp } from '../api/src/modules/partners/oauth.testing';
import {
  FarmFieldsDocument,
  FarmsDocument,
  FieldBoundariesError,
  openClient,
  persistedOperations,
  registerCommand,
  type TypedDocument,
} from '../sdk/src/node';
import { Client, type Stack, startStack } from './support';

// The SDK's operations sent by hash: the developer registers the SDK's generated queries and
// mutations for the app with the command (as themselves), and a client made with `sendByHash`
// then sends their hashes, not their texts. An operation the gateway does not know for the app
// goes as text from then on; any other document always goes as text.

// The issuer the test api publishes: its WEB_ORIGIN, the gateway's address (as deployed).
const issuer = () => `${stack.gateway.url}/oauth`;
const PASSWORD = 'developer-password-2026';

let stack: Stack;
let clientId: string;
let developer: { access: string; email: string };
let tokens: { access: string; refresh: string };
beforeAll(async () => {
  stack = await startStack({ gatewayIsPublic: true });
  developer = await stack.api.session({ developer: true, password: PASSWORD });
  const app = await registerApp(stack.api, developer.access, { scopes: ['fields:read'] });
  clientId = app.client_id;
  tokens = await connect(stack.api, app, (await stack.api.session({ plan: 'B' })).access, 'fields:read');
});
afterAll(() => stack?.close());

/** A client that sends by hash, and the bodies it POSTs to /graphql. */
async function hashingClient() {
  const sent: Record<string, unknown>[] = [];
  const recording: typeof fetch = async (input, init) => {
    if (String(input).endsWith('/graphql') && typeof init?.body === 'string')
      sent.push(JSON.parse(init.body));
    return fetch(input, init);
  };
  const client = await openClient({
    origin: stack.gateway.url,
    issuer: issuer(),
    app: { clientId },
    tokens: {
      accessToken: tokens.access,
      refreshToken: tokens.refresh,
      expiresAt: Date.now() + 3_600_000,
      scopes: ['fields:read'],
    },
    fetch: recording,
    sendByHash: true,
  });
  return { client, sent };
}

const hashOf = (name: string) => persistedOperations.find((operation) => operation.name === name)?.sha256Hash;

describe("the SDK's persisted operations", () => {
  it("are registered by the command for the developer's app, each under the hash the build computed", async () => {
    const env = {
      FIELD_BOUNDARIES_ORIGIN: stack.gateway.url,
      CLIENT_ID: clientId,
      FIELD_BOUNDARIES_EMAIL: developer.email,
      FIELD_BOUNDARIES_PASSWORD: PASSWORD,
    };
    const printed = await registerCommand(env);
    expect(printed).toEqual(
      persistedOperations.map((operation) => `${operation.sha256Hash}  ${operation.name}`),
    );
    // Every query and mutation of sdk/src/operations (tests/sdk-operation-scopes.test.ts holds
    // that they cover what partner scopes allow); subscriptions go by text.
    expect(persistedOperations.map((operation) => operation.name)).toEqual(
      expect.arrayContaining(['CurrentSprays', 'FarmFields', 'Farms', 'Me', 'StartSpraying', 'ClaimField']),
    );
    expect(persistedOperations.map((operation) => operation.name)).not.toContain('SprayNotices');
    expect(persistedOperations.length).toBeGreaterThan(40);
    // Again: nothing changes.
    expect(await registerCommand(env)).toEqual(printed);
    await expect(registerCommand({ ...env, FIELD_BOUNDARIES_PASSWORD: 'wrong' })).rejects.toBeInstanceOf(
      FieldBoundariesError,
    );
    await expect(registerCommand({ ...env, CLIENT_ID: undefined })).rejects.toThrow(
      /FIELD_BOUNDARIES_ORIGIN=/,
    );
  });

  it('sends them by hash, and anything else as text', async () => {
    const { client, sent } = await hashingClient();
    const { myFarms } = await client.request(FarmFieldsDocument);
    expect(myFarms).toEqual(expect.any(Array));
    expect(sent).toEqual([
      { variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: hashOf('FarmFields') } } },
    ]);
    const own = '{ myFarms { id } }' as unknown as TypedDocument<
      { myFarms: unknown[] },
      Record<string, never>
    >;
    await client.request(own);
    expect(sent[1]).toEqual({ query: '{ myFarms { id } }', variables: {} });
    client.close();
  });

  it('sends the text once the gateway no longer knows the hash for the app', async () => {
    const developerClient = new Client(stack.gateway.url, developer.access);
    const removed = await developerClient.request<{ removePartnerOperation: { ok: boolean } }>(
      'mutation ($clientId: ID!, $hash: ID!) { removePartnerOperation(clientId: $clientId, sha256Hash: $hash) { ok } }',
      { clientId, hash: hashOf('Farms') },
    );
    expect(removed.data?.removePartnerOperation.ok).toBe(true);

    const { client, sent } = await hashingClient();
    expect((await client.request(FarmsDocument)).myFarms).toEqual(expect.any(Array));
    expect((await client.request(FarmsDocument)).myFarms).toEqual(expect.any(Array));
    // By hash, refused as PersistedQueryNotFound, then the text, and the text from then on.
    expect(sent.map((body) => ('query' in body ? 'text' : 'hash'))).toEqual(['hash', 'text', 'text']);
    client.close();
  });
});
