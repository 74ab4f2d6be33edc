import type { ApolloClient } from '@apollo/client';
import type { CompactField } from '@field-boundaries/contract/wire';
import { createClient } from 'graphql-sse';
import { config } from '../config';
import { fetchKeepingRefusals, streamFailure } from '../graphql/streamRefusal';
import { streamRequest } from '../graphql/trustedHash';
import { connectivity } from '../offline/connection';
import { keptAnswer } from '../offline/offlineLink';
import type { FieldStore } from './fieldStore';
import { factsOf, withFacts } from './liveFacts';
import type { WireBatch } from './nodeFields';
import { type CachedNode, type OfflineStore, offlineStore } from './offlineStore';
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
 *
 * Nodes seen recently are kept on the device (offlineStore.ts): a second visit draws them at
 * once, and the live stream then replaces them; offline, they are what the map shows.
 */
export function createFieldStreamer(
  apollo: ApolloClient,
  store: FieldStore,
  onError: (message: string) => void,
  device: OfflineStore | null = offlineStore(),
) {
  const sse = createClient({
    url: config.streamUrl,
    credentials: 'same-origin',
    retryAttempts: 3,
    fetchFn: fetchKeepingRefusals,
  });
  let current: { key: string; ids: Set<number>; cancel: () => void } | null = null;
  let latest = 0;
  let view: { center: { lat: number; lng: number }; zoom: number } | null = null;
  /** Nodes drawn from the device, until the stream confirms or replaces them. */
  const kept = new Map<number, CachedNode>();
  /** Each node's geometry version, as the last answer about it named it. */
  const versions = new Map<number, number>();

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
    const variables = { lat, lng };
    store.askingView(true);
    const live = apollo.query({ query: CluNodesQuery, variables });
    // A second visit draws the view as this device kept it while the gateway is asked.
    let answered = false;
    const early = drawKeptView(request, variables, () => answered);
    const { data } = await live
      .catch((error: unknown) => {
        if (request === latest) store.askingView(false);
        throw error;
      })
      .finally(() => {
        answered = true;
      });
    await early;
    if (request !== latest) return; // the view moved on meanwhile
    if (!data) return store.askingView(false);
    store.setView(data.cluNodes);
    for (const node of data.cluNodes) versions.set(node.id, node.geometryVersion);
    await showKept(request, data.cluNodes);
    if (request !== latest) return;
    // Offline, the kept nodes are all there is; the stream follows when the link returns.
    if (connectivity.isOffline()) return stop();
    const wanted = data.cluNodes
      .filter((node) => !store.cursor(node.id)?.done)
      .map((node) => {
        const after = store.cursor(node.id)?.offset ?? 0;
        // A copy kept at the current geometry needs only the live facts (schema CluNodeCursor.version).
        const version = kept.get(node.id)?.version;
        return after === 0 && version && version === node.geometryVersion
          ? { id: node.id, after, version }
          : { id: node.id, after };
      });
    const key = wanted.map((cursor) => cursor.id).join(',');
    // The stream under way brings every node wanted and nothing outside this view (the end of a
    // flight whose start asked for its destination, some nodes complete since): it goes on.
    const viewIds = new Set(data.cluNodes.map((node) => node.id));
    const under = current;
    if (
      under &&
      wanted.length > 0 &&
      wanted.every((cursor) => under.ids.has(cursor.id)) &&
      [...under.ids].every((id) => viewIds.has(id))
    )
      return;
    stop();
    if (wanted.length === 0) return;
    // The nodes streamed whole are kept on the device once complete.
    const whole = new Map<number, CompactField[]>(
      wanted.filter((cursor) => cursor.after === 0).map((cursor) => [cursor.id, []]),
    );
    const cancel = sse.subscribe<{ cluFields: WireBatch }>(
      streamRequest(CluFieldsSubscription, { nodes: wanted, near: center }),
      {
        next: (result) => {
          if (result.data) {
            const batch = result.data.cluFields;
            if (batch.unchanged) confirm(batch);
            else {
              store.applyBatch(batch);
              keep(whole, batch);
            }
          }
          if (result.errors?.length) onError(result.errors[0]?.message ?? 'The field stream failed.');
        },
        error: (error: unknown) => {
          // Offline is said by the banner, not by an error for every view.
          if (connectivity.isOffline() || navigator.onLine === false) return connectivity.wentOffline(null);
          // A refusal (too many open subscriptions, say) in the gateway's words.
          void streamFailure(error).then((failure) =>
            onError(
              failure.message ?? 'The field boundaries could not be loaded. Move the map to try again.',
            ),
          );
        },
        complete: () => {
          if (current?.key === key) current = null;
        },
      },
    );
    current = { key, ids: new Set(wanted.map((cursor) => cursor.id)), cancel };
  }

  /** The nodes of these held on the device, drawn where the map holds nothing of them yet. */
  async function showKept(request: number, nodes: { id: number }[]) {
    const empty = nodes.filter((node) => {
      const held = store.node(node.id);
      return !held || (held.offset === 0 && !held.done);
    });
    if (!device || empty.length === 0) return;
    const found = await device.nodes(empty.map((node) => node.id)).catch(() => []);
    if (request !== latest) return;
    for (const node of found) if (store.showKept(node.id, node.fields)) kept.set(node.id, node);
  }

  /**
   * The view's nodes as the device last kept their list (the offline link's answers) and their
   * fields, drawn unless the gateway has answered first: on a slow link, a round trip sooner.
   */
  async function drawKeptView(
    request: number,
    variables: { lat: number; lng: number },
    answered: () => boolean,
  ) {
    if (!device) return;
    const known = await keptAnswer(CluNodesQuery, variables).catch(() => undefined);
    if (!known?.cluNodes || answered() || request !== latest) return;
    store.setView(known.cluNodes);
    await showKept(request, known.cluNodes);
  }

  const keep = (whole: Map<number, CompactField[]>, batch: WireBatch) => {
    const fields = whole.get(batch.node);
    if (!fields) return;
    fields.push(...batch.fields);
    if (!batch.done) return;
    whole.delete(batch.node);
    kept.delete(batch.node);
    void device?.saveNode(batch.node, versions.get(batch.node) ?? 0, fields).catch(() => undefined);
  };
  /** A kept node whose geometry is current: its live facts put in, on the map and on the device. */
  const confirm = (batch: WireBatch) => {
    const facts = factsOf(batch.fields);
    store.applyFacts(batch.node, facts);
    const copy = kept.get(batch.node);
    kept.delete(batch.node);
    if (copy)
      void device?.saveNode(copy.id, copy.version, withFacts(copy.fields, facts)).catch(() => undefined);
  };
  const backOnline = connectivity.onBackOnline(() => void restart().catch(() => undefined));

  async function restart() {
    stop();
    if (view) await follow(view.center, view.zoom);
  }

  return {
    follow,
    /** Streams the view again from the store's cursors (some nodes re-stream from the start). */
    restart,
    dispose() {
      backOnline();
      stop();
      sse.dispose();
    },
  };
}
