import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/db';
import type { EventStream } from './event-stream';
import { node, nodeOf, nodesAround } from './grid';
import { encodeRing } from './polyline';
import { nodeCounts, nodeFieldsPage, nodesInRange, type StreamedField } from './store';

export type StreamOptions = {
  offset: number;
  near: { lat: number; lng: number } | null;
  outerRingsOnly: boolean;
};

/** Who is watching a stream: their account (their own fields) and plan (owner details). */
export type StreamViewer = Pick<Viewer, 'accountId' | 'plan'>;

/**
 * A field as node streams send it: rings as polyline strings (see polyline.ts). A claimed
 * field names its owner only to plan B viewers (spec 6: neighbour sharing), never to others.
 */
export function toWireField(field: StreamedField, viewer: StreamViewer) {
  const geometry = JSON.parse(field.geojson) as { coordinates: number[][][][] };
  const mine = field.claim?.account === viewer.accountId;
  const showOwner = field.claim !== null && !mine && viewer.plan === 'B';
  return {
    uuid: field.uuid,
    acres: field.acres,
    claimed: field.claim !== null,
    mine,
    // One's own field is not one's neighbour.
    neighbour: field.neighbour && !mine,
    owner: showOwner ? { full_name: field.claim?.fullName ?? '', email: field.claim?.email ?? '' } : null,
    polygons: geometry.coordinates.map((polygon) => polygon.map(encodeRing)),
  };
}

export class CluService {
  constructor(
    private readonly db: Db,
    private readonly batchSize: number,
  ) {}

  /** The nodes around a point that hold fields, nearest first. */
  async locationSearch(point: { lat: number; lng: number }) {
    const ids = nodesAround(point.lat, point.lng);
    const counts = await nodeCounts(this.db, ids);
    return {
      primary_nodes: ids
        .filter((id) => counts.has(id))
        .map((id) => ({ ...node(id), field_count: counts.get(id) ?? 0 })),
    };
  }

  /** Where there are fields inside a view: its nodes with their counts (at most `limit`). */
  async coverage(box: { west: number; south: number; east: number; north: number }, limit = 5000) {
    const corner = (lat: number, lng: number) => {
      const id = nodeOf(lat, lng);
      return { row: Math.floor(id / 3600), column: id % 3600 };
    };
    const low = corner(box.south, box.west);
    const high = corner(box.north, box.east);
    const nodes = await nodesInRange(this.db, [low.row, high.row], [low.column, high.column], limit);
    return { nodes: nodes.map((entry) => ({ ...node(entry.id), field_count: entry.field_count })) };
  }

  /** Streams a node's fields (the caller has validated the id and opened the stream) in batches; event ids are offsets, so a reconnect resumes. */
  async streamNode(
    nodeId: number,
    stream: EventStream,
    options: StreamOptions,
    viewer: StreamViewer,
  ): Promise<void> {
    let offset = options.offset;
    while (!stream.closed) {
      const page = await nodeFieldsPage(
        this.db,
        nodeId,
        offset,
        this.batchSize,
        options.near,
        options.outerRingsOnly,
        viewer.accountId,
      );
      if (page.length === 0) break;
      offset += page.length;
      await stream.send(
        'fields',
        { node: nodeId, fields: page.map((field) => toWireField(field, viewer)) },
        String(offset),
      );
      if (page.length < this.batchSize) break;
    }
    await stream.send('end', { node: nodeId, total: offset }, String(offset));
  }

  /** Developers' raw stream: GeoJSON features with their source, for checking imports. */
  async streamRawNode(nodeId: number, stream: EventStream, offset: number): Promise<void> {
    let sent = offset;
    while (!stream.closed) {
      const page = await nodeFieldsPage(this.db, nodeId, sent, this.batchSize, null, false);
      if (page.length === 0) break;
      sent += page.length;
      const features = page.map((field) => ({
        type: 'Feature',
        id: field.uuid,
        properties: { uuid: field.uuid, acres: field.acres, node: nodeId },
        geometry: JSON.parse(field.geojson),
      }));
      await stream.send('features', { type: 'FeatureCollection', features }, String(sent));
      if (page.length < this.batchSize) break;
    }
    await stream.send('end', { node: nodeId, total: sent }, String(sent));
  }
}
