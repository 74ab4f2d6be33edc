import type { Fetcher } from '@graphiql/toolkit';
import { getOperationAST, parse } from 'graphql';
import { createClient } from 'graphql-sse';

// GraphiQL's stock fetcher speaks graphql-ws; ours sends queries and mutations over HTTP and
// subscriptions over graphql-sse, the transports the gateway serves. Cookies ride along, so
// a signed-in browser explores the API as itself.
export function createFetcher(httpUrl: string, streamUrl: string): Fetcher {
  const sse = createClient({ url: streamUrl, credentials: 'same-origin' });
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
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json',
        ...options?.headers,
      },
      body: JSON.stringify(params),
    });
    return response.json();
  };
}
