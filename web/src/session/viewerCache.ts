import type { ApolloClient } from '@apollo/client';
import { ViewerQuery } from '../graphql/session';
import { offlineStore } from '../map/offlineStore';
import { forgetDevice, keepAnswer } from '../offline/offlineLink';
import type { Viewer } from './useViewer';

/** Puts the viewer a sign-in mutation returned into the cache, so every screen sees them at once. */
export function rememberViewer(client: ApolloClient, viewer: Viewer) {
  // What this device kept for offline use was the previous account's.
  void forgetDevice(offlineStore());
  client.writeQuery({ query: ViewerQuery, data: { me: viewer } });
  keepAnswer(ViewerQuery, {}, { me: viewer });
}
