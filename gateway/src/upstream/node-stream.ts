import type { IncomingMessage } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { GraphQLError } from 'graphql';
import { type Upstream, unwrap } from './client';
import { streamFailed } from './errors';
import { acceptedEvents, openStream } from './event-stream';
import { nodesRead } from './nodes-read';
import { offerShared, type SharedItem, sharedStream } from './shared-stream';
import {
  expandFields,
  fieldsOfEvent,
  type ViewerField,
  type ViewerFields,
  type WireField,
  withViewerFlags,
} from './wire-fields';

export type { ViewerField, ViewerFields, WireField } from './wire-fields';

export type Identity = { apiUrl: string; accessToken?: string; clientIp?: string };
export type NodeStreamOptions = {
  after: number;
  near: { lat: number; lng: number } | null;
  outerRingsOnly: boolean;
};
/**
 * One batch of a node's fields: the bytes of its fields array in the web map's compact form,
 * as the api wrote them (null when the node ended with no fields left to send), read once for
 * every viewer of the node (shared-stream.ts); `viewers` carries what this viewer sees
 * differently in them. `done` on the node's last batch.
 */
export type NodeBatch = {
  node: number;
  offset: number;
  done: boolean;
  wire: Buffer | null;
  /** The client's geometry version was current: `wire` holds only live facts (no polygons). */
  unchanged?: boolean;
  /**
   * The subscription's flags, by node; filled once the api has answered, which may be after
   * the batch was read ahead, so look this node's up when the batch is delivered (`viewerOf`).
   */
  viewers?: ViewerFieldsByNode;
};

/** A subscription's viewer flags, by node: a batch is checked against its own node's only. */
export type ViewerFieldsByNode = Map<number, ViewerFields>;

const RETRIES = 5;

/**
 * Nearest-first order from a point rounded to 0.01° (about 1 km, a tenth of a node): the order
 * a view sees barely changes, and viewers looking at the same place share one upstream read.
 */
const rounded = (value: number) => Math.round(value * 100) / 100;

/** The query of a node's stream as the gateway asks for it: the shared body, in the compact form. */
function streamQuery(options: Omit<NodeStreamOptions, 'after'>): URLSearchParams {
  const query = new URLSearchParams();
  if (options.near) {
    query.set('lat', String(rounded(options.near.lat)));
    query.set('lng', String(rounded(options.near.lng)));
  }
  if (options.outerRingsOnly) query.set('outer_fields', 'true');
  query.set('shared', 'true');
  query.set('compact', 'true');
  return query;
}

/** The api's stream of a node as the gateway asks for it (`query`: its `streamQuery`). */
const streamUrl = (apiUrl: string, nodeId: number, query: URLSearchParams) =>
  new URL(`/farms/nodes/${nodeId}/stream?${query}`, apiUrl);

/** The api's stream of several nodes, one after another, in the same form as a node's own. */
export function nodesStreamUrl(
  apiUrl: string,
  ids: number[],
  options: Omit<NodeStreamOptions, 'after'>,
): URL {
  const query = streamQuery(options);
  query.set('ids', ids.join(','));
  return new URL(`/farms/nodes/stream/?${query}`, apiUrl);
}

/**
 * The name a node's shared read goes by (shared-stream.ts): its stream, from `after`. Made
 * for every node of every subscription, so it is a string, not a parsed URL.
 */
const sharedKey = (apiUrl: string, nodeId: number, query: string, after: number) =>
  `${apiUrl} ${nodeId}?${query}#${after}`;

export const upstreamHeaders = (identity: Identity): Record<string, string> => ({
  accept: 'text/event-stream',
  ...(identity.accessToken ? { authorization: `Bearer ${identity.accessToken}` } : {}),
  ...(identity.clientIp ? { 'x-forwarded-for': identity.clientIp } : {}),
});

/**
 * A subscription's nodes that it streams from their start, offered as shared reads (which
 * `nodeBatches` then joins) backed by ONE upstream request for them all (nodes-read.ts),
 * except those another viewer's read serves already. Returns what ends it once the
 * subscription is over: the offers nobody joined are withdrawn, and the request closes when
 * the nodes still being read (by other viewers too) are done.
 */
export function readNodesTogether(
  identity: Identity,
  nodeIds: number[],
  options: Omit<NodeStreamOptions, 'after'>,
): () => void {
  const read = nodesRead((ids) => nodesStreamUrl(identity.apiUrl, ids, options), upstreamHeaders(identity));
  const query = String(streamQuery(options));
  const withdrawals = nodeIds.flatMap(
    (id) => offerShared(sharedKey(identity.apiUrl, id, query, 0), () => read.node(id)) ?? [],
  );
  return () => {
    for (const withdraw of withdrawals) withdraw();
    read.release();
  };
}

type NodeEvents = { offset: number; data: Buffer | null };

/**
 * The `event` events of one node's api stream at `url`, resumable: when the upstream
 * connection drops mid-node, it reconnects with Last-Event-ID (event ids are offsets) so the
 * caller sees every event once. Ends with `{ data: null }` on the stream's `end`.
 */
async function* resumableNodeEvents(
  identity: Identity,
  url: URL,
  event: string,
  after: number,
): AsyncGenerator<NodeEvents> {
  let offset = after;
  for (let attempt = 0; attempt <= RETRIES; attempt++) {
    if (attempt > 0) await sleep(100 * 2 ** attempt);
    let response: IncomingMessage;
    try {
      response = await openStream(url, {
        ...upstreamHeaders(identity),
        ...(offset > 0 ? { 'last-event-id': String(offset) } : {}),
      });
    } catch {
      continue; // the api is unreachable for a moment: retry
    }
    const events = await acceptedEvents(response);
    try {
      for await (const message of events) {
        if (message.event === event) {
          offset = Number(message.id);
          attempt = 0;
          yield { offset, data: message.data };
        } else if (message.event === 'end') {
          yield { offset, data: null };
          return;
        } else if (message.event === 'error') {
          throw streamFailed();
        }
      }
    } catch (error) {
      if (error instanceof GraphQLError) throw error;
      // The connection broke mid-stream: fall through and resume from `offset`.
    }
  }
  throw new GraphQLError('The field stream was interrupted; subscribe again to resume.', {
    extensions: { code: 'SERVICE_UNAVAILABLE' },
  });
}

/**
 * A node's fields from the api's SSE stream, batch by batch, every field once. The body is
 * the api's `shared` one, read once for every viewer streaming the node at the same time
 * (shared-stream.ts); `viewers` carries what this viewer sees differently in it.
 */
export async function* nodeBatches(
  identity: Identity,
  nodeId: number,
  options: NodeStreamOptions,
  viewers: ViewerFieldsByNode = new Map(),
): AsyncGenerator<NodeBatch> {
  const query = streamQuery(options);
  const key = sharedKey(identity.apiUrl, nodeId, String(query), options.after);
  const events = sharedStream(key, options.after, async function* (after) {
    const url = streamUrl(identity.apiUrl, nodeId, query);
    // The node's last batch (marked `done`) is held until the api's `end` follows it, so the
    // connection ends cleanly and is kept for the next node; it then ends the node itself.
    let last: SharedItem<Buffer> | null = null;
    for await (const { offset, data } of resumableNodeEvents(identity, url, 'fields', after)) {
      if (data === null) {
        yield last ?? { offset, data: null, done: true };
        return;
      }
      const { wire, done } = fieldsOfEvent(data);
      if (done) last = { offset, data: wire, done };
      else yield { offset, data: wire, done };
    }
  });
  for await (const shared of events) {
    yield {
      node: nodeId,
      offset: shared.offset,
      done: shared.done,
      wire: shared.data,
      viewers,
    };
  }
}

/**
 * A node whose fields the client kept at geometry `version`: the api's stream for this viewer
 * alone, asked with `known_version`, which is one `unchanged` batch of live facts while the
 * version is current, else the node's fields in full as the viewer sees them. Not a shared read:
 * the facts are the viewer's own, and a copy out of date is rare (a new import).
 */
export async function* versionedNodeBatches(
  identity: Identity,
  nodeId: number,
  version: number,
  options: Omit<NodeStreamOptions, 'after'>,
): AsyncGenerator<NodeBatch> {
  const query = streamQuery(options);
  query.delete('shared');
  query.set('known_version', String(version));
  const url = streamUrl(identity.apiUrl, nodeId, query);
  // As in `nodeBatches`: the node's last batch is held until the api's `end` follows it.
  let last: NodeBatch | null = null;
  for await (const { offset, data } of resumableNodeEvents(identity, url, 'fields', 0)) {
    if (data === null) {
      yield last ?? { node: nodeId, offset, done: true, wire: null };
      return;
    }
    const { wire, done, unchanged } = fieldsOfEvent(data);
    const batch: NodeBatch = { node: nodeId, offset, done, wire, unchanged };
    if (done) last = batch;
    else yield batch;
  }
}

/** A viewer's flags for the fields of these nodes that it sees differently from everyone, by node. */
export async function viewerFieldsOf(upstream: Upstream, nodeIds: number[]): Promise<ViewerFieldsByNode> {
  const byNode: ViewerFieldsByNode = new Map();
  if (nodeIds.length === 0) return byNode;
  const { fields } = unwrap(
    await upstream.GET('/farms/nodes/viewer-fields/', { params: { query: { ids: nodeIds.join(',') } } }),
  );
  for (const { node, uuid, claimed, mine, neighbour, owner } of fields) {
    const own = byNode.get(node) ?? new Map<string, ViewerField>();
    own.set(uuid, { claimed, mine, neighbour, owner });
    byNode.set(node, own);
  }
  return byNode;
}

/** How this viewer sees the batch's fields differently from the shared body (its node's flags only). */
export const viewerOf = (batch: NodeBatch): ViewerFields | undefined => batch.viewers?.get(batch.node);

/** The batch's fields as objects (for clients that select `fields`), as this viewer sees them. */
export const batchFields = (batch: NodeBatch): WireField[] =>
  batch.wire === null ? [] : expandFields(withViewerFlags(batch.wire, viewerOf(batch)));

export type RawBatch = { node: number; offset: number; done: boolean; geojson: string | null };

/** Developers' raw stream of a node: GeoJSON FeatureCollections as the api sends them. */
export async function* rawNodeBatches(identity: Identity, nodeId: number, after: number) {
  const url = new URL(`/farms/nodes/${nodeId}/clu-stream/`, identity.apiUrl);
  for await (const { offset, data } of resumableNodeEvents(identity, url, 'features', after)) {
    yield {
      node: nodeId,
      offset,
      done: data === null,
      geojson: data === null ? null : data.toString('utf8'),
    } satisfies RawBatch;
  }
}
