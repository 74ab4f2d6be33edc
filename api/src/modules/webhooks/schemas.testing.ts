import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SENT_WEBHOOK_TYPES, type SentWebhookType } from '@field-boundaries/contract/webhook-events';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

// The JSON Schemas partners are given (docs/partners/webhooks/schemas/), read as published, to
// check what is actually sent against them. The published schemas leave objects open (a receiver
// ignores properties it does not know, so adding one is not a new schemaVersion); the check here
// closes them, so a property sent but not published fails, as one published but not sent does.

export const schemasDir = resolve(import.meta.dirname, '../../../../docs/partners/webhooks/schemas');

type Schema = { [key: string]: unknown };

/** The schema with every object closed to properties it does not name. */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Schema = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, closed(value)]));
  if (copy.properties !== undefined) copy.additionalProperties = false;
  return copy;
}

export const publishedSchema = (type: SentWebhookType): Schema =>
  JSON.parse(readFileSync(resolve(schemasDir, `${type}.json`), 'utf8')) as Schema;

export function closedValidators(): Record<SentWebhookType, ValidateFunction> {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats.default(ajv);
  return Object.fromEntries(
    SENT_WEBHOOK_TYPES.map((type) => [type, ajv.compile(closed(publishedSchema(type)) as Schema)]),
  ) as Record<SentWebhookType, ValidateFunction>;
}
