import { webhookMessages } from '@field-boundaries/contract/webhook-events';
import { describe, expect, it } from 'vitest';
import { connect } from '../partners/oauth.testing';
import { WebhookService } from './service';
import {
  api,
  developer,
  grants,
  internalName,
  newApp,
  subscribe,
  useWebhookFixtures,
} from './webhooks.testing';

// A developer's webhook endpoints: only https on the public internet, managed by the app's own
// developer alone, gone with the app; and no event written for a change that is rolled back.
useWebhookFixtures({ region: false });

describe('webhook endpoints', () => {
  it('writes no event for a change that is rolled back', async () => {
    const app = await newApp(['fields:read'], 'Rollback Records');
    await subscribe(app, 'https://partner.example.com/hooks', ['field.updated']);
    const before = await api.db.query('SELECT id FROM webhook_events');
    await expect(
      api.db.transaction(async (tx) => {
        await tx.query("UPDATE fields SET name = 'Renamed, then rolled back'");
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await api.db.query('SELECT id FROM webhook_events')).toEqual(before);
  });

  it('takes only https endpoints on the public internet (loopback only where configured for development)', async () => {
    const production = new WebhookService(api.db, grants, { allowLoopback: false });
    const development = new WebhookService(api.db, grants, { allowLoopback: true });
    const refused = (service: WebhookService, url: string) => expect(service.checkUrl(url)).rejects.toThrow();
    await refused(production, 'http://partner.example.com/hooks');
    await refused(production, 'http://127.0.0.1:9000/hooks');
    await refused(production, 'https://127.0.0.1/hooks');
    await refused(production, 'https://127.1/hooks');
    await refused(production, 'https://0x7f000001/hooks');
    await refused(production, 'https://localhost/hooks');
    await refused(production, 'https://10.0.0.8/hooks');
    await refused(production, 'https://100.64.0.1/hooks');
    await refused(production, 'https://169.254.169.254/latest/meta-data');
    await refused(production, 'https://[::1]/hooks');
    await refused(production, 'https://[::ffff:127.0.0.1]/hooks');
    await refused(production, 'https://[fd00::1]/hooks');
    await refused(production, 'https://[fe80::1]/hooks');
    await refused(production, 'https://metadata.google.internal/computeMetadata/v1/');
    await refused(production, 'https://user:pass@partner.example.com/hooks');
    await refused(production, 'ftp://partner.example.com/hooks');
    await refused(production, 'not a url');
    expect(await production.checkUrl('https://partner.example.com/hooks')).toBe(
      'https://partner.example.com/hooks',
    );
    expect(await development.checkUrl('http://127.0.0.1:9000/hooks')).toBe('http://127.0.0.1:9000/hooks');
    await refused(development, 'http://10.0.0.8/hooks');
    await refused(development, 'https://169.254.169.254/latest/meta-data');
  });

  it('refuses a name that resolves to an internal address when the endpoint is saved', async () => {
    const name = await internalName();
    const production = new WebhookService(api.db, grants, { allowLoopback: false });
    await expect(production.checkUrl(`https://${name}:8443/hooks`)).rejects.toThrow(
      webhookMessages.privateAddress,
    );
  });

  it('lets only the app’s developer manage its endpoints, and refuses what it cannot deliver', async () => {
    const app = await newApp(['fields:read'], 'Managed Records');
    const grower = await api.session({ plan: 'B' });
    const path = `/partners/apps/${app.client_id}/webhooks/`;
    expect((await api.call(grower.access, 'GET', path)).status).toBe(403);
    expect(
      (
        await api.call(grower.access, 'POST', path, {
          url: 'https://partner.example.com/h',
          events: ['field.created'],
        })
      ).status,
    ).toBe(403);
    const unknown = await api.call(developer.access, 'POST', path, {
      url: 'https://partner.example.com/hooks',
      events: ['field.exploded'],
    });
    expect(unknown.status).toBe(400);
    const plain = await api.call<{ errors: string[] }>(developer.access, 'POST', path, {
      url: 'http://partner.example.com/hooks',
      events: ['field.created'],
    });
    expect(plain.status).toBe(400);
    expect(JSON.stringify(plain.body)).toContain('https://');
    expect((await api.call(developer.access, 'DELETE', `${path}999999/`)).status).toBe(404);
    // A partner's own token cannot subscribe itself.
    const connected = await connect(api, app, grower.access, 'fields:read');
    expect(
      (
        await api.call(connected.access, 'POST', path, {
          url: 'https://partner.example.com/h',
          events: ['field.created'],
        })
      ).status,
    ).toBe(403);
    // Removing the app removes its endpoints.
    await subscribe(app, 'https://partner.example.com/hooks', ['field.created']);
    expect((await api.call(developer.access, 'DELETE', `/partners/apps/${app.client_id}/`)).status).toBe(204);
    expect(
      await api.db.query('SELECT id FROM webhook_endpoints WHERE client_id = $1', [app.client_id]),
    ).toEqual([]);
  });
});
