import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { getMainDefinition } from '@apollo/client/utilities';
import { config } from '../config';
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
 */
export function createApolloClient(onSessionLost: () => void) {
  let resetting = false;
  const client: ApolloClient = new ApolloClient({
    link: ApolloLink.split(
      isSubscription,
      new SseLink(),
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
      })
        .concat(trustedDocumentLink())
        .concat(new HttpLink({ uri: config.graphqlUrl, credentials: 'same-origin' })),
    ),
    cache: new InMemoryCache({ typePolicies }),
  });
  return client;
}
