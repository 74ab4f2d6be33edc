import { UNKNOWN_ERROR } from '@field-boundaries/contract/messages';
import { GraphQLError } from 'graphql';

// One place maps the api's answers onto GraphQL: faults and missing sessions become GraphQL
// errors with `extensions.code`; expected failures become payload errors carrying the api's
// messages word for word.
export type UpstreamErrorBody = { code?: string; errors?: string[]; fields?: Record<string, string[]> };
export type UserError = { field: string | null; message: string };

const codes: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'BAD_USER_INPUT',
  413: 'PAYLOAD_TOO_LARGE',
  // A well-formed request the api will not act on (a report's start check or weather sources
  // that what the server holds contradicts): the client's to fix, beside the input it names.
  422: 'BAD_USER_INPUT',
  429: 'RATE_LIMITED',
};

export function errorFromResponse(status: number, body: UpstreamErrorBody | undefined): GraphQLError {
  // Any other refusal of the api (405, 415…) is the client's to fix, never a fault of ours.
  const code = codes[status] ?? (status >= 400 && status < 500 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR');
  const message = status >= 500 ? UNKNOWN_ERROR : (body?.errors?.[0] ?? `The service answered ${status}`);
  // A partner's token without the scope a call needs: which one, so the app can ask for it.
  const scope =
    body?.code === INSUFFICIENT_SCOPE ? { reason: INSUFFICIENT_SCOPE, scope: body.fields?.scope?.[0] } : {};
  return new GraphQLError(message, { extensions: { code, status, ...scope } });
}

const INSUFFICIENT_SCOPE = 'insufficient_scope';

/** An upstream event stream that sent an `error` event: the api failed after it had answered. */
export const streamFailed = () =>
  new GraphQLError(UNKNOWN_ERROR, { extensions: { code: 'INTERNAL_SERVER_ERROR' } });

/**
 * Statuses a mutation reports in its payload rather than as a GraphQL error. 401 is not among
 * them (a lost session is UNAUTHENTICATED) except where a call says so, as login does.
 */
export const expectedFailures = [400, 403, 404, 409, 422, 429];

/** Payload errors: one per field message, or the general messages when no field is named. */
export function userErrors(body: UpstreamErrorBody | undefined): UserError[] {
  // snake_case input names of the api become the schema's camelCase argument names.
  const camel = (name: string) => name.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
  // A missing scope names it under `fields.scope`; its message is the general one.
  const fields = body?.code === INSUFFICIENT_SCOPE ? [] : Object.entries(body?.fields ?? {});
  if (fields.length > 0) {
    return fields.flatMap(([field, messages]) =>
      messages.map((message) => ({ field: field === 'non_field_errors' ? null : camel(field), message })),
    );
  }
  return (body?.errors ?? [UNKNOWN_ERROR]).map((message) => ({ field: null, message }));
}
