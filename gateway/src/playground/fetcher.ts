import type { Fetcher } from '@graphiql/toolkit';
import { type ExecutionResult, getOperationAST, parse } from 'graphql';
import { createClient } from 'graphql-sse';
import type { AppSession } from './appSession';

// GraphiQL's stock fetcher speaks graphql-ws; ours sends queries and mutations over HTTP and
// subscriptions over graphql-sse, the transports the gateway serves. Without an app session,
// cookies ride along and a signed-in browser explores the API as itself; with one (signed in as
// a partner app), only the app's access token goes, so the answers are exactly the app's. The
// token is asked for at each request, so a renewed one is used as soon as there is one.

type AppTokens = Pick<AppSession, 'accessToken' | 'renewedAfter'>;
type Answer = {
  data?: Record<string, unknown> | null;
  errors?: readonly { extensions?: { code?: unknown } }[];
};

const authorizationOf = (token: string | null): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

/**
 * Refused only for its token (expired or revoked since it was checked): every error says
 * UNAUTHENTICATED and no root field answered, so nothing was done and sending it again is safe.
 */
export function refusedForToken(answer: Answer): boolean {
  const errors = answer.errors ?? [];
  return (
    errors.length > 0 &&
    errors.every((error) => error.extensions?.code === 'UNAUTHENTICATED') &&
    Object.values(answer.data ?? {}).every((value) => value === null)
  );
}

export function createFetcher(httpUrl: string, streamUrl: string, app?: AppTokens): Fetcher {
  const credentials: RequestCredentials = app ? 'omit' : 'same-origin';
  const sse = createClient({
    url: streamUrl,
    credentials,
    headers: async () => (app ? authorizationOf(await app.accessToken()) : {}),
  });
  return async (params, options) => {
    let isSubscription = false;
    try {
      isSubscription =
        getOperationAST(parse(params.query), params.operationName)?.operation === 'subscription';
    } catch {
      // Unparsable text: let the server answer with its own syntax error.
    }
    if (isSubscription) {
      return sse.iterate({
        query: params.query,
        variables: params.variables ?? undefined,
        operationName: params.operationName ?? undefined,
      });
    }
    const send = async (token: string | null): Promise<ExecutionResult> => {
      const response = await fetch(httpUrl, {
        method: 'POST',
        credentials,
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json',
          ...options?.headers,
          ...authorizationOf(token),
        },
        body: JSON.stringify(params),
      });
      return response.json();
    };
    if (!app) return send(null);
    const token = await app.accessToken();
    const answer = await send(token);
    if (!token || !refusedForToken(answer)) return answer;
    const renewed = await app.renewedAfter(token);
    return renewed ? send(renewed) : answer;
  };
}
