import { setTimeout as sleep } from 'node:timers/promises';
import { GraphQLError } from 'graphql';
import { errorFromResponse, type UpstreamErrorBody } from './errors';
import { serverEvents } from './event-stream';
import type { ApiFieldOwner } from './types';

export type Identity = { apiUrl: string; accessToken?: string; clientIp?: string };
export type NodeStreamOptions = {
  after: number;
  near: { lat: number; lng: number } | null;
  outerRingsOnly: boolean;
};
export type WireField = {
  uuid: string;
  acres: number;
  claimed: boolean;
  mine: boolean;
  neighbour: boolean;
  owner: ApiFieldOwner | null;
  polygons: string[][];
};
/**
 * One batch of a node's fields: the api's `fields` event as it came (null on the node's last
 * batch), parsed only if a client selects the typed `fields`.
 */
export type NodeBatch = { node: number; offset: number; done: boolean; eventData: string | null };

const RETRIES = 5;

function streamUrl(apiUrl: string, nodeId: number, options: NodeStreamOptions): URL {
  const url = new URL(`/farms/nodes/${nodeId}/stream`, apiUrl);
  if (options.near) {
    url.searchParams.set('lat', String(options.near.lat));
    url.searchParams.set('lng', String(options.near.lng));
  }
  if (options.outerRingsOnly) url.searchParams.set('outer_fields', 'true');
  return url;
}

type NodeEvents = { offset: number; data: string | null };

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
    let response: Response;
    try {
      response = await fetch(url, {
        headers: {
          accept: 'text/event-stream',
          ...(identity.accessToken ? { authorization: `Bearer ${identity.accessToken}` } : {}),
          ...(identity.clientIp ? { 'x-forwarded-for': identity.clientIp } : {}),
          ...(offset > 0 ? { 'last-event-id': String(offset) } : {}),
        },
      });
    } catch {
      continue; // the api is unreachable for a moment: retry
    }
    if (!response.ok || !response.body) {
      throw errorFromResponse(
        response.status,
        (await response.json().catch(() => undefined)) as UpstreamErrorBody,
      );
    }
    try {
      for await (const message of serverEvents(response.body)) {
        if (message.event === event) {
          offset = Number(message.id);
          attempt = 0;
          yield { offset, data: message.data };
        } else if (message.event === 'end') {
          yield { offset, data: null };
          return;
        } else if (message.event === 'error') {
          throw new GraphQLError('Unknown error occurred (500)', {
            extensions: { code: 'INTERNAL_SERVER_ERROR' },
          });
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

/** A node's fields from the api's SSE stream, batch by batch, every field once. */
export async function* nodeBatches(
  identity: Identity,
  nodeId: number,
  options: NodeStreamOptions,
): AsyncGenerator<NodeBatch> {
  const url = streamUrl(identity.apiUrl, nodeId, options);
  for await (const { offset, data } of resumableNodeEvents(identity, url, 'fields', options.after)) {
    yield { node: nodeId, offset, done: data === null, eventData: data };
  }
}

/** The batch's fields as objects (for clients that select `fields`). */
export const batchFields = (batch: NodeBatch): WireField[] =>
  batch.eventData === null ? [] : (JSON.parse(batch.eventData) as { fields: WireField[] }).fields;

export type RawBatch = { node: number; offset: number; done: boolean; geojson: string | null };

/** Developers' raw stream of a node: GeoJSON FeatureCollections as the api sends them. */
export async function* rawNodeBatches(identity: Identity, nodeId: number, after: number) {
  const url = new URL(`/farms/nodes/${nodeId}/clu-stream/`, identity.apiUrl);
  for await (const { offset, data } of resumableNodeEvents(identity, url, 'features', after)) {
    yield { node: nodeId, offset, done: data === null, geojson: data } satisfies RawBatch;
  }
}
