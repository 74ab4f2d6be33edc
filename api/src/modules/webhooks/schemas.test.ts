import { readdirSync } from 'node:fs';
import { SENT_WEBHOOK_TYPES, WEBHOOK_SCHEMA_VERSION } from '@field-boundaries/contract/webhook-events';
import { describe, expect, it } from 'vitest';
import { closedValidators, publishedSchema, schemasDir } from './schemas.testing';

// The published schemas themselves: one per event type a partner can subscribe to, each at the
// version the api sends, and strict enough to catch a payload that drifts from it. (What is sent
// is checked against them in webhooks.test.ts.)

const sprayStopped = {
  id: 'evt_12',
  type: 'spray.stopped',
  schemaVersion: 1,
  timestamp: '2026-06-02T14:05:00.000Z',
  accountId: 7,
  sequence: 3,
  data: {
    sprayId: 41,
    farmId: 9,
    userUuid: null,
    startedAt: '2026-06-02T13:00:00+00:00',
    stoppedAt: '2026-06-02T14:05:00+00:00',
    timeZone: 'America/Chicago',
    tankMixName: null,
  },
};

describe('published webhook schemas', () => {
  it('are one per event type (and the test event), at the version sent', () => {
    expect(readdirSync(schemasDir).sort()).toEqual(SENT_WEBHOOK_TYPES.map((type) => `${type}.json`).sort());
    for (const type of SENT_WEBHOOK_TYPES) {
      const schema = publishedSchema(type) as { properties: { schemaVersion: { const: number } } };
      expect(schema.properties.schemaVersion.const).toBe(WEBHOOK_SCHEMA_VERSION);
    }
  });

  it('accept a body of their shape and refuse one that drifts from it', () => {
    const validate = closedValidators()['spray.stopped'];
    expect(validate(sprayStopped), JSON.stringify(validate.errors)).toBe(true);
    const drifted = [
      { ...sprayStopped, accountId: '7' },
      { ...sprayStopped, sequence: undefined },
      { ...sprayStopped, type: 'spray.started' },
      { ...sprayStopped, data: { ...sprayStopped.data, farm_id: 9 } },
      { ...sprayStopped, data: { ...sprayStopped.data, stoppedAt: 'yesterday' } },
    ];
    for (const body of drifted) expect(validate(body), JSON.stringify(body)).toBe(false);
  });
});
