import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { config } from '../config';
import { typePolicies } from './typePolicies';

/**
 * The one Apollo Client. The session lives in HttpOnly cookies the page cannot read, so a
 * lost session shows up only as UNAUTHENTICATED; then the cache is refetched (the gateway
 * has cleared the cookies, so the viewer comes back empty) and `onSessionLost` takes the
 * user to the login page.
 */
export function createApolloClient(onSessionLost: () => void) {
  let resetting = false;
  const client: ApolloClient = new ApolloClient({
    link: new ErrorLink(({ error }) => {
      const lost =
        CombinedGraphQLErrors.is(error) &&
        error.errors.some((item) => item.extensions?.code === 'UNAUTHENTICATED');
      if (!lost || resetting) return;
      resetting = true;
      void client
        .resetStore()
        .catch(() => undefined)
        .finally(() => {
          resetting = false;
          onSessionLost();
        });
    }).concat(new HttpLink({ uri: config.graphqlUrl, credentials: 'same-origin' })),
    cache: new InMemoryCache({ typePolicies }),
  });
  return client;
}
