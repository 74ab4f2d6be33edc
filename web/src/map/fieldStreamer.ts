import type { ApolloClient } from '@apollo/client';
import { createClient } from 'graphql-sse';
import { config } from '../config';
import { streamRequest } from '../graphql/trustedHash';
import type { FieldStore, WireBatch } from './fieldStore';
import { CluFieldsSubscription, CluNodesQuery } from './operations';

/** Below this zoom a view spans too many fields to draw usefully; nothing is streamed. */
export const MIN_FIELDS_ZOOM = 11;

/**
 * The one graphql-sse client outside Apollo's stream link (graphql/sseLink.ts), on purpose: the
 * CLU stream carries tens of thousands of fields into the field store, never into the normalised
 * cache, and retries itself 3 times where the link does not retry (the app's other feeds resume
 * from their own cursors). Moving it behind Apollo was not measured against the CLU-load bench
 * within issue 37, so it stays as it was.
 *
 * Follows the map's view: asks which nodes lie around it, and streams the fields of those not
 * yet loaded over ONE subscription (resuming part-loaded nodes from their cursors). A new
 * view replaces the previous subscription.
 */
export function createFieldStreamer(
  apollo: ApolloClient,
  store: FieldStore,
  onError: (message: string) => void,
) {
  const sse = createClient({ url: config.streamUrl, credentials: 'same-origin', retryAttempts: 3 });
  let current: { key: string; cancel: () => void } | null = null;
  let latest = 0;
  let view: { center: { lat: number; lng: number }; zoom: number } | null = null;

  const stop = () => {
    current?.cancel();
    current = null;
  };

  async function follow(center: { lat: number; lng: number }, zoom: number) {
    view = { center, zoom };
    const request = ++latest;
    if (zoom < MIN_FIELDS_ZOOM) {
      stop();
      store.setView([]);
      return;
    }
    // Rounded to the node grid, so panning inside one cell reuses the cached answer.
    const lat = Math.round(center.lat * 10) / 10;
    const lng = Math.round(center.lng * 10) / 10;
    const { data } = await apollo.query({ query: CluNodesQuery, variables: { lat, lng } });
    if (request !== latest || !data) return; // the view moved on meanwhile
    store.setView(data.cluNodes);
    const wanted = data.cluNodes
      .filter((node) => !store.cursor(node.id)?.done)
      .map((node) => ({ id: node.id, after: store.cursor(node.id)?.offset ?? 0 }));
    const key = wanted.map((cursor) => cursor.id).join(',');
    if (current?.key === key) return;
    stop();
    if (wanted.length === 0) return;
    const cancel = sse.subscribe<{ cluFields: WireBatch }>(
      streamRequest(CluFieldsSubscription, { nodes: wanted, near: center }),
      {
        next: (result) => {
          if (result.data) store.applyBatch(result.data.cluFields);
          if (result.errors?.length) onError(result.errors[0]?.message ?? 'The field stream failed.');
        },
        error: () => onError('The field boundaries could not be loaded. Move the map to try again.'),
        complete: () => {
          if (current?.key === key) current = null;
        },
      },
    );
    current = { key, cancel };
  }

  return {
    follow,
    /** Streams the view again from the store's cursors (some nodes re-stream from the start). */
    async restart() {
      stop();
      if (view) await follow(view.center, view.zoom);
    },
    dispose() {
      stop();
      sse.dispose();
    },
  };
}
