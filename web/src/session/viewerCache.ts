import type { ApolloClient } from '@apollo/client';
import { ViewerQuery } from '../graphql/session';
import type { Viewer } from './useViewer';

/** Puts the viewer a sign-in mutation returned into the cache, so every screen sees them at once. */
export function rememberViewer(client: ApolloClient, viewer: Viewer) {
  client.writeQuery({ query: ViewerQuery, data: { me: viewer } });
}
