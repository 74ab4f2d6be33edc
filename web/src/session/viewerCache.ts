import type { ApolloClient } from '@apollo/client';
import { ViewerQuery } from '../graphql/session';
import { offlineStore } from '../map/offlineStore';
import { forgetDevice, keepAnswer, keptAnswer } from '../offline/offlineLink';
import { mayHoldSession } from './godMode';
import type { Viewer } from './useViewer';

/**
 * Puts the viewer a sign-in mutation returned into the cache, so every screen sees them at once.
 * What this device kept for offline use (answers, CLU fields) is forgotten when it was another
 * account's; the same grower signing in again (a session that ran out) keeps it, so the second
 * visit still draws from it.
 */
export function rememberViewer(client: ApolloClient, viewer: Viewer, device = offlineStore()) {
  client.writeQuery({ query: ViewerQuery, data: { me: viewer } });
  return keptAnswer(ViewerQuery, {})
    .catch(() => undefined)
    .then(async (kept) => {
      if (kept?.me?.uuid !== viewer.uuid) await forgetDevice(device);
      keepAnswer(ViewerQuery, {}, { me: viewer });
    });
}

/**
 * With no session cookie the viewer is nobody, known before any request: written into the cache
 * at start, so the sign-in page shows without waiting for the gateway to say so (a round trip,
 * 200–300 ms on a rural link: issue 38). With one, the first screen asks as before.
 */
export function startSignedOutWithoutSession(client: ApolloClient) {
  if (!mayHoldSession()) client.writeQuery({ query: ViewerQuery, data: { me: null } });
}
