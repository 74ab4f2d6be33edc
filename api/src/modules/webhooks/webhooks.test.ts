import { WEBHOOK_EVENT_TYPES } from '@field-boundaries/contract/webhook-events';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { connect } from '../partners/oauth.testing';
import { sampleReportForm } from '../reports/form.testing';
import {
  allowedStart,
  claimingGrower,
  cluAndNeighbours,
  GROUP_4,
  SOYBEAN,
  XTEND,
} from '../spray-planner/region.testing';
import { closedValidators } from './schemas.testing';
import {
  api,
  deliveriesOf,
  newApp,
  receiver,
  subscribe,
  useWebhookFixtures,
  worker,
} from './webhooks.testing';

// Webhooks end to end against a real receiver, for apps registered and connected through the
// api's own OAuth flow: every event type written by the change that causes it, fanned out only to
// apps whose grant covers it, signed as Standard Webhooks, and sent once each.
// (Retries: retries.test.ts; endpoints and the events a rollback leaves out: endpoints.test.ts.)
useWebhookFixtures();

describe('webhooks', () => {
  it('tells a connected app of every event, signed, once each, and no app without the grant', async () => {
    const hooks = await receiver();
    const strangerHooks = await receiver();
    const records = await newApp(['fields:read', 'spray:read', 'reports:read'], 'Farm Records');
    const stranger = await newApp(['fields:read'], 'Field Scout');
    const endpoint = await subscribe(records, hooks.url, [
      'field.created',
      'field.updated',
      'field.deleted',
      'spray.started',
      'spray.stopped',
      'neighbour.notice',
      'report.saved',
    ]);
    // Another app, subscribed to every field event, that no grower here has connected.
    await subscribe(stranger, strangerHooks.url, ['field.created', 'field.updated', 'field.deleted']);
    const delivery = worker();
    try {
      const { first, near } = await cluAndNeighbours(api, 1);
      // The sprayer lets the app read fields, sprays and reports; the neighbour, sprays only.
      const sprayerSession = await api.session({ plan: 'B', fullName: 'Sprayer' });
      await connect(api, records, sprayerSession.access, 'fields:read spray:read reports:read');
      const claimed = await api.call<{ uuid: string; farm: number }>(
        sprayerSession.access,
        'PATCH',
        `/farms/fields/${first}/claim/`,
        { name: 'Home quarter', legal_confirmed: true },
      );
      expect(claimed.status).toBe(200);
      const sprayer = { ...sprayerSession, farm: claimed.body.farm, field: claimed.body.uuid };
      const neighbour = await claimingGrower(api, near[0] ?? '', 'Neighbour', {
        crop: { crop: SOYBEAN, crop_trait: XTEND },
      });
      await connect(api, records, neighbour.access, 'spray:read');

      const renamed = await api.call(sprayer.access, 'PATCH', `/farms/fields/${sprayer.field}/`, {
        name: 'Home quarter N',
      });
      expect(renamed.status).toBe(200);
      const started = await api.call<{ neighbours_notified: number }>(
        sprayer.access,
        'PUT',
        `/events/farms/${sprayer.farm}/spray-planner/`,
        { ...allowedStart, herbicide_groups: [GROUP_4], fields: [sprayer.field] },
      );
      expect(started.status).toBe(200);
      expect(started.body.neighbours_notified).toBe(1);
      const stopped = await api.call(
        sprayer.access,
        'DELETE',
        `/events/farms/${sprayer.farm}/spray-planner/`,
      );
      expect(stopped.status).toBe(200);
      const saved = await api.call(sprayer.access, 'POST', '/reports/', {
        field: sprayer.field,
        form: sampleReportForm(),
      });
      expect(saved.status).toBe(201);
      expect((await api.call(sprayer.access, 'DELETE', `/farms/fields/${sprayer.field}/`)).status).toBe(204);

      await delivery.runOnce();
      const bodies = hooks.bodies();
      // Every body has the shape its event type's published JSON Schema gives, no more, no less.
      const validators = closedValidators();
      for (const body of bodies) {
        const validate = validators[body.type];
        expect(validate(body), `${body.type}: ${JSON.stringify(validate.errors)}`).toBe(true);
      }
      expect(new Set(bodies.map((body) => body.type))).toEqual(new Set(WEBHOOK_EVENT_TYPES));
      // Each names the account it belongs to (the one a partner reads as me.accountId), and the
      // account's events are numbered in the order they happened.
      const accountOf = async (access: string) =>
        (await api.call<{ account: number }>(access, 'GET', '/auth/users/me/')).body.account;
      const sprayerAccount = await accountOf(sprayer.access);
      const neighbourAccount = await accountOf(neighbour.access);
      expect(bodies.map((body) => body.accountId)).toEqual(
        bodies.map((body) => (body.type === 'neighbour.notice' ? neighbourAccount : sprayerAccount)),
      );
      const sequences = (account: number) =>
        bodies.filter((body) => body.accountId === account).map((body) => body.sequence ?? 0);
      for (const account of [sprayerAccount, neighbourAccount]) {
        const numbers = sequences(account);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        expect(new Set(numbers).size).toBe(numbers.length);
      }
      expect(bodies.map((body) => body.id)).toEqual(
        hooks.received.map((request) => request.headers['webhook-id']),
      );
      expect(bodies.map((body) => body.type)).toEqual([
        'field.created',
        'field.updated',
        'spray.started',
        'neighbour.notice',
        'spray.stopped',
        'neighbour.notice',
        'report.saved',
        'field.deleted',
      ]);
      // The neighbour's own field changes (its claim, its crop) are not the app's to see: its
      // grant on that account has no fields:read.
      expect(
        bodies.filter((body) => body.type.startsWith('field.')).map((body) => body.data.fieldUuid),
      ).toEqual([sprayer.field, sprayer.field, sprayer.field]);
      const sprayerFarm = sprayer.farm;
      expect(bodies[1]?.data).toMatchObject({
        name: 'Home quarter N',
        farmId: sprayerFarm,
        ownerUuid: sprayer.uuid,
      });
      expect(bodies[2]?.data).toMatchObject({ farmId: sprayerFarm, userUuid: sprayer.uuid });
      // The neighbour's notice names the neighbour's own field at risk and its farm, camelCase
      // all the way down.
      expect(bodies[3]?.data).toMatchObject({
        kind: 'started',
        fieldsAtRisk: [{ fieldUuid: neighbour.field, farmId: neighbour.farm }],
        herbicides: [{ groupLabel: expect.any(String), groupType: expect.any(String) }],
      });
      expect(bodies[5]?.data).toMatchObject({ kind: 'stopped' });
      expect(bodies[6]?.data).toMatchObject({
        version: 1,
        fieldUuid: sprayer.field,
        farmId: sprayerFarm,
        userUuid: sprayer.uuid,
      });
      // Each is signed with the endpoint's secret, and its id is the event's own.
      const verifier = new Webhook(endpoint.secret);
      for (const request of hooks.received) {
        expect(() => verifier.verify(request.body, request.headers as Record<string, string>)).not.toThrow();
        expect(request.headers['webhook-id']).toMatch(/^evt_\d+$/);
      }
      expect(new Set(hooks.received.map((request) => request.headers['webhook-id'])).size).toBe(8);
      // A forged body fails the check a receiver makes.
      const [one] = hooks.received;
      expect(() =>
        verifier.verify(
          one?.body.replace('field.created', 'field.deleted') ?? '',
          one?.headers as Record<string, string>,
        ),
      ).toThrow();
      expect(strangerHooks.received).toEqual([]);
      // A second pass, as a second api instance's, sends nothing again.
      const second = worker();
      await second.runOnce();
      await second.stop();
      expect(hooks.received).toHaveLength(8);
      expect((await deliveriesOf(records)).every((row) => row.status === 'delivered')).toBe(true);
    } finally {
      await delivery.stop();
      await hooks.close();
      await strangerHooks.close();
    }
  }, 120_000);
});
