import { describe, expect, it } from 'vitest';
import { box, drawing } from '../boundaries/drawing.testing';
import { connect } from '../partners/oauth.testing';
import { closedValidators } from './schemas.testing';
import { api, newApp, receiver, subscribe, useWebhookFixtures, worker } from './webhooks.testing';

// Attack on issue 53: every body a partner receives validates against the JSON Schema published
// for its type, edge values included.
useWebhookFixtures({ region: false });

describe('a field event for a field in no farm', () => {
  // A neighbour's boundary a grower draws has farm null (spec 3; migration 011). The published
  // field.created/updated/deleted schemas say data.farmId is an integer.
  it('field.created/updated/deleted of a neighbour’s field (farm null) validate against their schemas', async () => {
    const hooks = await receiver();
    const app = await newApp(['fields:read'], 'Neighbour Mapper');
    await subscribe(app, hooks.url, ['field.created', 'field.updated', 'field.deleted']);
    const delivery = worker();
    try {
      const { grower, draw } = drawing(() => api);
      const me = await grower();
      await connect(api, app, me.access, 'fields:read');
      const made = await draw(me.access, {
        name: 'Smith place',
        mpoly: box(-97.95, 38.0),
        farm: null,
        legal_confirmed: undefined,
      });
      expect(made.status).toBe(201);
      expect(made.body.farm).toBeNull();
      const uuid = (made.body as unknown as { uuid: string }).uuid;
      expect(
        (await api.call(me.access, 'PATCH', `/farms/fields/${uuid}/`, { name: 'Smith east' })).status,
      ).toBe(200);
      expect((await api.call(me.access, 'DELETE', `/farms/fields/${uuid}/`)).status).toBe(204);
      await delivery.runOnce();
      const bodies = hooks.bodies();
      expect(bodies.map((body) => body.type)).toEqual(['field.created', 'field.updated', 'field.deleted']);
      const validators = closedValidators();
      for (const body of bodies) {
        const validate = validators[body.type];
        expect(validate(body), `${body.type}: ${JSON.stringify(validate.errors)}`).toBe(true);
      }
    } finally {
      await delivery.stop();
      await hooks.close();
    }
  });
});
