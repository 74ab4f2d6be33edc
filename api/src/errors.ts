import { UNKNOWN_ERROR } from '@field-boundaries/contract/messages';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';

// Every failure the api answers with has one shape, built here and nowhere else:
// { code, errors: [messages…], fields?: { input: [messages…] } }.
export type ErrorBody = { code: string; errors: string[]; fields?: Record<string, string[]> };

/** The same shape for OpenAPI: every route lists it for its failure statuses. */
export const errorBody = z
  .object({
    code: z.string(),
    errors: z.array(z.string()),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'Error' });

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
  }

  body(): ErrorBody {
    const fieldMessages = Object.values(this.fields ?? {}).flat();
    const errors = fieldMessages.length > 0 ? [...new Set(fieldMessages)] : [this.message];
    return this.fields ? { code: this.code, errors, fields: this.fields } : { code: this.code, errors };
  }
}

export const badRequest = (message: string, fields?: Record<string, string[]>) =>
  new ApiError(400, 'validation_error', message, fields);
export const unauthorized = (message = 'Authentication credentials were not provided or have expired.') =>
  new ApiError(401, 'not_authenticated', message);
export const forbidden = (message: string) => new ApiError(403, 'forbidden', message);
export const notFound = (message: string) => new ApiError(404, 'not_found', message);
export const conflict = (message: string, field?: string) =>
  new ApiError(409, 'conflict', message, field ? { [field]: [message] } : undefined);

export const tooManyRequests = (message: string) => new ApiError(429, 'rate_limited', message);

const unknownError: ErrorBody = { code: 'server_error', errors: [UNKNOWN_ERROR] };

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) return reply.status(error.status).send(error.body());
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
      fields[field] = [...(fields[field] ?? []), issue.message ?? 'Invalid value'];
    }
    return reply.status(400).send(badRequest('Invalid input', fields).body());
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const megabytes = Math.round((request.routeOptions.bodyLimit ?? 0) / (1024 * 1024));
    return reply.status(413).send({
      code: 'payload_too_large',
      errors: [`The request is too large: this call takes at most ${megabytes} MB.`],
    });
  }
  // Fastify's own client errors (malformed JSON, wrong content type, a bad URL) are safe to show.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return reply
      .status(error.statusCode)
      .send({ code: error.code ?? 'bad_request', errors: [error.message] });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(unknownError);
}
