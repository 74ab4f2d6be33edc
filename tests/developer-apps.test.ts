import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type Stack, startStack } from './support';

// Developer apps through the gateway (issue 53 item 4): an app edited, a test event queued for
// an endpoint and read back with its attempts and payload, a delivery not yet failed refused a
// redelivery in the api's words, and another developer refused all of it.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

type Payload = { ok: boolean; errors: { field: string | null; message: string }[] };

describe('developer apps through the gateway', () => {
  it('edits an app, sends a test event and reads the delivery, for the app’s developer only', async () => {
    const developer = new Client(stack.gateway.url, (await stack.api.session({ developer: true })).access);
    const registered = await developer.request<{ registerPartnerApp: { app: { clientId: string } } }>(
      `mutation { registerPartnerApp(input: { name: "Seed Ledger", redirectUris: ["https://ledger.example.com/cb"],
         scopes: ["fields:read"], confidential: false }) { app { clientId } } }`,
    );
    const clientId = registered.data?.registerPartnerApp.app.clientId;

    const update = `mutation ($input: UpdatePartnerAppInput!) {
      updatePartnerApp(input: $input) { ok errors { field message } app { name logoUri redirectUris scopes } }
    }`;
    const edited = await developer.request<{ updatePartnerApp: Payload & { app: unknown } }>(update, {
      input: { clientId, name: 'Seed Ledger 2', scopes: ['fields:read', 'reports:read'] },
    });
    expect(edited.data?.updatePartnerApp).toEqual({
      ok: true,
      errors: [],
      app: {
        name: 'Seed Ledger 2',
        logoUri: null,
        redirectUris: ['https://ledger.example.com/cb'],
        scopes: ['fields:read', 'reports:read'],
      },
    });
    const refused = await developer.request<{ updatePartnerApp: Payload }>(update, {
      input: {
        clientId,
        redirectUris: ['https://169.254.169.254/cb'],
        logoUri: 'http://ledger.example.com/l.png',
      },
    });
    expect(refused.data?.updatePartnerApp.ok).toBe(false);
    expect(refused.data?.updatePartnerApp.errors).toEqual(
      expect.arrayContaining([
        { field: 'redirectUris', message: 'https://169.254.169.254/cb names an internal address.' },
        { field: 'logoUri', message: 'The logo must be an https URL.' },
      ]),
    );

    const added = await developer.request<{ addWebhookEndpoint: { endpoint: { id: string } } }>(
      `mutation ($clientId: ID!) { addWebhookEndpoint(input: { clientId: $clientId,
         url: "https://ledger.example.com/hooks", events: ["report.saved"] }) { endpoint { id } } }`,
      { clientId },
    );
    const endpointId = added.data?.addWebhookEndpoint.endpoint.id;
    const sent = await developer.request<{
      sendTestWebhook: Payload & { delivery: { id: string; type: string; status: string; payload: string } };
    }>(
      `mutation ($clientId: ID!, $endpointId: ID!) { sendTestWebhook(clientId: $clientId, endpointId: $endpointId) {
         ok errors { field message } delivery { id type status payload attemptLog { at } } } }`,
      { clientId, endpointId },
    );
    expect(sent.data?.sendTestWebhook).toMatchObject({
      ok: true,
      delivery: { type: 'webhook.test', status: 'PENDING', attemptLog: [] },
    });
    const body = JSON.parse(sent.data?.sendTestWebhook.delivery.payload ?? '{}');
    expect(body).toMatchObject({ type: 'webhook.test', sequence: null, data: { clientId } });

    const deliveryId = sent.data?.sendTestWebhook.delivery.id;
    const one = await developer.request<{
      webhookDelivery: { payload: string; lastAttemptAt: string | null };
    }>(
      `query ($clientId: ID!, $id: ID!) { webhookDelivery(clientId: $clientId, id: $id) {
         payload lastAttemptAt attemptLog { at status error durationMs } } }`,
      { clientId, id: deliveryId },
    );
    expect(one.data?.webhookDelivery).toEqual({
      payload: sent.data?.sendTestWebhook.delivery.payload,
      lastAttemptAt: null,
      attemptLog: [],
    });
    // The list asks for attempts and payloads per delivery only when asked for.
    const listed = await developer.request<{
      partnerApps: { clientId: string; webhookDeliveries: { id: string; payload: string }[] }[];
    }>('{ partnerApps { clientId webhookDeliveries { id payload attemptLog { at } } } }');
    const app = listed.data?.partnerApps.find((entry) => entry.clientId === clientId);
    expect(app?.webhookDeliveries).toEqual([{ id: deliveryId, payload: expect.any(String), attemptLog: [] }]);

    const redeliver = `mutation ($clientId: ID!, $deliveryId: ID!) {
      redeliverWebhook(clientId: $clientId, deliveryId: $deliveryId) { ok errors { field message } delivery { id } }
    }`;
    const early = await developer.request<{ redeliverWebhook: Payload }>(redeliver, { clientId, deliveryId });
    expect(early.data?.redeliverWebhook).toMatchObject({
      ok: false,
      errors: [
        {
          message:
            'Only a failed delivery can be sent again: this one is delivered, or still being tried on its schedule.',
        },
      ],
    });

    const stranger = new Client(stack.gateway.url, (await stack.api.session({ developer: true })).access);
    const theirs = await stranger.request<{ updatePartnerApp: Payload }>(update, {
      input: { clientId, name: 'Taken' },
    });
    expect(theirs.data?.updatePartnerApp).toMatchObject({ ok: false, errors: [{ message: 'No such app.' }] });
    const theirTest = await stranger.request<{ sendTestWebhook: Payload }>(
      'mutation ($c: ID!, $e: ID!) { sendTestWebhook(clientId: $c, endpointId: $e) { ok errors { message } } }',
      { c: clientId, e: endpointId },
    );
    expect(theirTest.data?.sendTestWebhook.ok).toBe(false);
  });
});
