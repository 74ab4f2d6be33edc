import createClient from 'openapi-fetch';
import {
  errorFromResponse,
  expectedFailures,
  type UpstreamErrorBody,
  type UserError,
  userErrors,
} from './errors';
import type { paths } from './openapi';

export type Upstream = ReturnType<typeof createUpstream>;

/** A typed client of the api for one request, carrying the caller's identity. */
export function createUpstream(apiUrl: string, identity: { accessToken?: string; clientIp?: string }) {
  return createClient<paths>({
    baseUrl: apiUrl,
    headers: {
      ...(identity.accessToken ? { authorization: `Bearer ${identity.accessToken}` } : {}),
      ...(identity.clientIp ? { 'x-forwarded-for': identity.clientIp } : {}),
    },
  });
}

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
