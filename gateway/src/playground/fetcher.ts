import type { Fetcher } from '@graphiql/toolkit';
import { getOperationAST, parse } from 'graphql';
import { createClient } from 'graphql-sse';

// GraphiQL's stock fetcher speaks graphql-ws; ours sends queries and mutations over HTTP and
// subscriptions over graphql-sse, the transports the gateway serves. Without an app token,
// cookies ride along and a signed-in browser explores the API as itself; with one (signed in as
// a partner app), only the token goes, so the answers are exactly the app's.
export function createFetcher(httpUrl: string, streamUrl: string, appToken?: string): Fetcher {
  const credentials: RequestCredentials = appToken ? 'omit' : 'same-origin';
  const authorization: Record<string, string> = appToken ? { authorization: `Bearer ${appToken}` } : {};
  const sse = createClient({ url: streamUrl, credentials, headers: authorization });
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
    const response = await fetch(httpUrl, {
      method: 'POST',
      credentials,
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json',
        ...options?.headers,
        ...authorization,
      },
      body: JSON.stringify(params),
    });
    return response.json();
  };
}
