import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type Stack, startStack } from './support';

// A developer manages an app's webhooks through the gateway: subscribes an endpoint (the secret
// shown once), lists endpoints and deliveries on the app, and removes the endpoint; a grower who
// did not register the app gets a payload error, not the app's endpoints.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

type Answer = {
  addWebhookEndpoint: {
    ok: boolean;
    errors: { field: string | null; message: string }[];
    endpoint: { id: string; url: string; events: string[] } | null;
    secret: string | null;
  };
};

const add = `mutation ($input: AddWebhookEndpointInput!) {
  addWebhookEndpoint(input: $input) { ok errors { field message } endpoint { id url events } secret }
}`;

describe('webhooks through the gateway', () => {
  it('lets an app’s developer subscribe, list and remove endpoints, and no one else', async () => {
    const developer = await stack.api.session({ developer: true });
    const client = new Client(stack.gateway.url, developer.access);
    const registered = await client.request<{ registerPartnerApp: { app: { clientId: string } } }>(
      `mutation { registerPartnerApp(input: { name: "Farm Records", redirectUris: ["https://records.example.com/cb"],
         scopes: ["fields:read"], confidential: true }) { ok app { clientId } } }`,
    );
    const clientId = registered.data?.registerPartnerApp.app.clientId;
    expect(clientId).toMatch(/^app_/);

    const added = await client.request<Answer>(add, {
      input: {
        clientId,
        url: 'https://records.example.com/hooks',
        events: ['field.created', 'field.deleted'],
      },
    });
    expect(added.data?.addWebhookEndpoint).toMatchObject({
      ok: true,
      endpoint: { url: 'https://records.example.com/hooks', events: ['field.created', 'field.deleted'] },
    });
    expect(added.data?.addWebhookEndpoint.secret).toMatch(/^whsec_/);

    const refused = await client.request<Answer>(add, {
      input: { clientId, url: 'http://records.example.com/hooks', events: ['field.created'] },
    });
    expect(refused.data?.addWebhookEndpoint).toMatchObject({
      ok: false,
      errors: [{ message: 'A webhook endpoint must be an https:// URL.' }],
      secret: null,
    });

    const listed = await client.request<{
      partnerApps: { clientId: string; webhookEndpoints: { id: string }[]; webhookDeliveries: unknown[] }[];
    }>('{ partnerApps { clientId webhookEndpoints { id url events } webhookDeliveries { id status } } }');
    const app = listed.data?.partnerApps.find((entry) => entry.clientId === clientId);
    expect(app?.webhookEndpoints.map((endpoint) => endpoint.id)).toEqual([
      added.data?.addWebhookEndpoint.endpoint?.id,
    ]);
    expect(app?.webhookDeliveries).toEqual([]);

    const stranger = new Client(stack.gateway.url, (await stack.api.session({ developer: true })).access);
    const theirs = await stranger.request<Answer>(add, {
      input: { clientId, url: 'https://evil.example.com/hooks', events: ['field.created'] },
    });
    expect(theirs.data?.addWebhookEndpoint.ok).toBe(false);

    const removed = await client.request<{ removeWebhookEndpoint: { ok: boolean } }>(
      'mutation ($clientId: ID!, $id: ID!) { removeWebhookEndpoint(clientId: $clientId, id: $id) { ok } }',
      { clientId, id: added.data?.addWebhookEndpoint.endpoint?.id },
    );
    expect(removed.data?.removeWebhookEndpoint.ok).toBe(true);
  });

  it('gives a grower’s account id, the one webhook events name, as me.accountId', async () => {
    const grower = await stack.api.session();
    const account = await stack.api.call<{ account: number }>(grower.access, 'GET', '/auth/users/me/');
    const me = await new Client(stack.gateway.url, grower.access).request<{ me: { accountId: number } }>(
      '{ me { accountId } }',
    );
    expect(me.data?.me.accountId).toBe(account.body.account);
  });
});
