import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { getMainDefinition } from '@apollo/client/utilities';
import { config } from '../config';
import { offlineStore } from '../map/offlineStore';
import { connectivity, followBrowserConnection } from '../offline/connection';
import { createOfflineLink, forgetDevice } from '../offline/offlineLink';
import { SseLink } from './sseLink';
import { trustedDocumentLink } from './trustedDocuments';
import { typePolicies } from './typePolicies';

const isSubscription = ({ query }: ApolloLink.Operation) => {
  const definition = getMainDefinition(query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
};

/**
 * The one Apollo Client. The session lives in HttpOnly cookies the page cannot read, so a
 * lost session shows up only as UNAUTHENTICATED; then the cache is refetched (the gateway
 * has cleared the cookies, so the viewer comes back empty) and `onSessionLost` takes the
 * user to the login page. Subscriptions go over graphql-sse (`/graphql/stream`), the rest over HTTP.
 * With no network, queries are answered from the answers last kept on the device and writes are
 * refused (offline/offlineLink.ts); when the link returns, the screens' queries are asked again.
 */
export function createApolloClient(onSessionLost: () => void) {
  let resetting = false;
  const cache = new InMemoryCache({ typePolicies });
  const device = offlineStore();
  const client: ApolloClient = new ApolloClient({
    link: ApolloLink.split(
      isSubscription,
      new SseLink(),
      ApolloLink.from([
        createOfflineLink(device),
        new ErrorLink(({ error }) => {
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
        }),
        trustedDocumentLink(),
        new HttpLink({ uri: config.graphqlUrl, credentials: 'same-origin' }),
      ]),
    ),
    cache,
  });
  // The store is reset when who is signed in changes (logout, god mode, a lost session): what the
  // device kept was theirs.
  client.onResetStore(() => forgetDevice(device));
  connectivity.onBackOnline(() => void client.refetchQueries({ include: 'active' }).catch(() => undefined));
  if (typeof window !== 'undefined') followBrowserConnection(() => connectivity.backOnline());
  return client;
}
