import createClient from 'openapi-fetch';
import { tracedCalls } from '../telemetry';
import {
  errorFromResponse,
  expectedFailures,
  type UpstreamErrorBody,
  type UserError,
  userErrors,
} from './errors';
import type { paths } from './openapi';

export type Upstream = ReturnType<typeof createUpstream>;

/**
 * A typed client of the api for one request, carrying the caller's identity. With the client's
 * `Idempotency-Key`, each call that changes something carries that key and its place in the
 * request (`key:1`, `key:2`…): the same operation sent again makes the same calls in the same
 * order, and the api answers each one already done instead of doing it twice (api/src/idempotency.ts).
 */
export function createUpstream(
  apiUrl: string,
  identity: { accessToken?: string; clientIp?: string; idempotencyKey?: string },
) {
  const client = createClient<paths>({
    baseUrl: apiUrl,
    headers: {
      ...(identity.accessToken ? { authorization: `Bearer ${identity.accessToken}` } : {}),
      ...(identity.clientIp ? { 'x-forwarded-for': identity.clientIp } : {}),
    },
  });
  client.use(tracedCalls());
  const key = identity.idempotencyKey;
  if (key) {
    let calls = 0;
    client.use({
      onRequest({ request }) {
        if (request.method === 'GET' || request.method === 'HEAD') return;
        // A call that names its own key (a purchase's, from the mutation's input) keeps it.
        if (request.headers.has('idempotency-key')) return;
        calls += 1;
        request.headers.set('idempotency-key', `${key}:${calls}`);
        return request;
      },
    });
  }
  return client;
}

/** A client's `Idempotency-Key` as the api takes it (api/src/idempotency.ts), else none. */
export const idempotencyKeyOf = (header: string | string[] | undefined) =>
  typeof header === 'string' && /^[A-Za-z0-9_-]{8,100}$/.test(header) ? header : undefined;

type Answer<T> = { data?: T; error?: unknown; response: Response };

/** The answer's data, or the GraphQL error for its failure (queries, and faults anywhere). */
export function unwrap<T>(answer: Answer<T>): T {
  if (answer.response.ok && answer.data !== undefined) return answer.data;
  throw errorFromResponse(answer.response.status, answer.error as UpstreamErrorBody | undefined);
}

export type Attempt<T> = { ok: true; data: T } | { ok: false; errors: UserError[]; status: number };

/** For mutations: expected failures come back as values with the api's messages. */
export function attempt<T>(answer: Answer<T>, alsoExpected: number[] = []): Attempt<T> {
  const { status } = answer.response;
  if (answer.response.ok) return { ok: true, data: answer.data as T };
  if (expectedFailures.includes(status) || alsoExpected.includes(status))
    return { ok: false, errors: userErrors(answer.error as UpstreamErrorBody), status };
  throw errorFromResponse(status, answer.error as UpstreamErrorBody | undefined);
}
