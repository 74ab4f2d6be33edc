import type { Viewer } from '../../auth/viewer';
import type { Db, Queryable } from '../../db/db';
import type { ReadRouter } from '../../db/replica';
import { peopleOf } from '../accounts/people';
import type { EventStream } from './event-stream';
import { node, nodeOf, nodesAround } from './grid';
import {
  landUnitShape,
  nodeCounts,
  nodeFeaturesPage,
  nodeFieldsPage,
  nodesInRange,
  type StreamedField,
  viewerFieldsOf,
} from './store';

export type StreamOptions = {
  offset: number;
  /**
   * Send the fields as everyone sees them (claimed, but never mine, neighbour or owner): the
   * same body for every viewer, which a gateway fetches once for all of them and completes
   * per viewer with `viewerFields`.
   */
  shared?: boolean;
  /** Send each field in the map's compact form (`compactFieldJson`), and mark the last batch `done`. */
  compact?: boolean;
  near: { lat: number; lng: number } | null;
  outerRingsOnly: boolean;
  /**
   * The node's geometry version the client already holds (location-search's
   * `geometry_version`). When it is still current, the stream sends no geometry: one batch of
   * the fields whose live facts are not all false (claimed, mine, neighbour, owner), with empty
   * polygons, marked `"unchanged":true` — then its `end`.
   */
  knownVersion?: number | null;
};

/** Who is watching a stream: their account (their own fields) and plan (owner details). */
export type StreamViewer = Pick<Viewer, 'accountId' | 'plan'>;

/**
 * A field as node streams send it: rings as polyline strings (contract/src/polyline.ts). A claimed
 * field names its owner only to plan B viewers (spec 6: neighbour sharing), never to others.
 */
export function toWireField(field: StreamedField, viewer: StreamViewer | null, owners: Owners = new Map()) {
  return {
    uuid: field.uuid,
    acres: field.acres,
    ...viewerFlags(field, viewer, owners),
    polygons: JSON.parse(field.polygons) as string[][],
  };
}

/**
 * JSON text of a field in the web map's compact form, one-letter keys in this order
 * (contract/src/wire.ts, CompactField): what the gateway passes on to browsers as it comes,
 * without parsing it. The flags `c` … `o` come together between `a` and `p`, so a gateway can
 * put in a viewer's own; the polygons are PostGIS's text as it is.
 */
export function compactFieldJson(
  field: StreamedField,
  viewer: StreamViewer | null,
  owners: Owners = new Map(),
): string {
  const { claimed, mine, neighbour, owner } = viewerFlags(field, viewer, owners);
  const ownerJson = owner ? JSON.stringify({ n: owner.full_name, e: owner.email }) : 'null';
  return `{"u":${JSON.stringify(field.uuid)},"a":${JSON.stringify(field.acres)},"c":${claimed},"m":${mine},"b":${neighbour},"o":${ownerJson},"p":${field.polygons}}`;
}

/** The owners a viewer may see named, by user uuid (see `ownersShown`). */
type Owners = Map<string, { full_name: string; email: string }>;

/** Whether the viewer sees who claimed the field: plan B, and not their own. */
const showsOwner = (field: Pick<StreamedField, 'claim'>, viewer: StreamViewer | null) =>
  field.claim !== null && field.claim.account !== viewer?.accountId && viewer?.plan === 'B';

/** The owners of the claimed fields the viewer may see named, all at once from the accounts service. */
async function ownersShown(
  db: Db,
  fields: Pick<StreamedField, 'claim'>[],
  viewer: StreamViewer | null,
): Promise<Owners> {
  const shown = fields.filter((field) => showsOwner(field, viewer)).map((field) => field.claim?.ownerUuid);
  return shown.length === 0 ? new Map() : peopleOf(db, shown);
}

/** How a viewer (null: anyone) sees a field's claim. */
function viewerFlags(
  field: Pick<StreamedField, 'claim' | 'neighbour'>,
  viewer: StreamViewer | null,
  owners: Owners,
) {
  const mine = viewer !== null && field.claim?.account === viewer.accountId;
  const showOwner = showsOwner(field, viewer);
  const who = field.claim ? owners.get(field.claim.ownerUuid) : undefined;
  return {
    claimed: field.claim !== null,
    mine,
    // One's own field is not one's neighbour.
    neighbour: viewer !== null && field.neighbour && !mine,
    owner: showOwner ? { full_name: who?.full_name ?? '', email: who?.email ?? '' } : null,
  };
}

/** A CLU's boundary (exact, as hex EWKB) and acres, to be claimed in the caller's transaction; null when there is none. */
export type LandUnitShape = { uuid: string; geom: string; acres: string };

/** The CLU a claim copies into a new field (the farms service), read in the claim's transaction. */
export function landUnitToClaim(tx: Queryable, uuid: string): Promise<LandUnitShape | null> {
  return landUnitShape(tx, uuid);
}

export class CluService {
  /**
   * `reads`: the map's reads may lag a moment (a replica), except the viewer's own writes, which
   * each read waits for (db/replica.ts). One choice per call, so a stream reads one database.
   */
  constructor(
    private readonly reads: ReadRouter,
    private readonly batchSize: number,
  ) {}

  /** The nodes around a point that hold fields, nearest first. */
  async locationSearch(point: { lat: number; lng: number }) {
    const ids = nodesAround(point.lat, point.lng);
    const counts = await nodeCounts(await this.reads.readerFor(null), ids);
    return {
      primary_nodes: ids.flatMap((id) => {
        const count = counts.get(id);
        return count ? [{ ...node(id), ...count }] : [];
      }),
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
    const nodes = await nodesInRange(
      await this.reads.readerFor(null),
      [low.row, high.row],
      [low.column, high.column],
      limit,
    );
    return {
      nodes: nodes.map((entry) => ({
        ...node(entry.id),
        field_count: entry.field_count,
        geometry_version: entry.geometry_version,
      })),
    };
  }

  /** Streams a node's fields (the caller has validated the id and opened the stream) in batches; event ids are offsets, so a reconnect resumes. */
  async streamNode(
    nodeId: number,
    stream: EventStream,
    options: StreamOptions,
    viewer: StreamViewer,
  ): Promise<void> {
    await this.sendNode(nodeId, stream, options, viewer, String);
  }

  /**
   * Streams several nodes' fields in one response, node after node in the order given, each
   * as `streamNode` sends it (its batches, then its `end`). Event ids are `node:offset`, so a
   * reconnect resumes at the node and offset it left off (`resume`); the nodes before it are
   * not sent again.
   */
  async streamNodes(
    nodeIds: number[],
    stream: EventStream,
    options: Omit<StreamOptions, 'offset'>,
    viewer: StreamViewer,
    resume: { node: number; offset: number } | null,
  ): Promise<void> {
    const from = resume ? Math.max(0, nodeIds.indexOf(resume.node)) : 0;
    for (const nodeId of nodeIds.slice(from)) {
      if (stream.closed) return;
      const offset = resume?.node === nodeId ? resume.offset : 0;
      await this.sendNode(nodeId, stream, { ...options, offset }, viewer, (at) => `${nodeId}:${at}`);
    }
  }

  private async sendNode(
    nodeId: number,
    stream: EventStream,
    options: StreamOptions,
    viewer: StreamViewer,
    eventId: (offset: number) => string,
  ): Promise<void> {
    let offset = options.offset;
    const seenBy = options.shared ? null : viewer;
    const db = await this.reads.readerFor(viewer.accountId);
    if (options.compact && options.knownVersion != null && offset === 0) {
      const current = (await nodeCounts(db, [nodeId])).get(nodeId);
      if (current?.geometry_version === options.knownVersion) {
        await this.sendFacts(db, nodeId, current.field_count, stream, seenBy, eventId);
        return;
      }
    }
    while (!stream.closed) {
      const page = await nodeFieldsPage(
        db,
        nodeId,
        offset,
        this.batchSize,
        options.near,
        options.outerRingsOnly,
        seenBy?.accountId ?? null,
      );
      if (page.length === 0) break;
      offset += page.length;
      const last = page.length < this.batchSize;
      const owners = await ownersShown(db, page, seenBy);
      if (options.compact) {
        // The last batch says so (`"done":true`): a gateway passes it on as the node's end
        // rather than waiting for, and sending, an `end` of its own.
        const done = last ? '"done":true,' : '';
        const fields = page.map((field) => compactFieldJson(field, seenBy, owners)).join(',');
        await stream.sendJson('fields', `{"node":${nodeId},${done}"fields":[${fields}]}`, eventId(offset));
      } else {
        const fields = page.map((field) => toWireField(field, seenBy, owners));
        await stream.send('fields', { node: nodeId, fields }, eventId(offset));
      }
      if (last) break;
    }
    await stream.send('end', { node: nodeId, total: offset }, eventId(offset));
  }

  /**
   * A node whose geometry the client holds: only the live facts, as one compact batch of the
   * fields that are claimed or the viewer's neighbours (as `viewerFields` finds them, every claim
   * included), each with no polygons; every other field of the node is free and no neighbour.
   */
  private async sendFacts(
    db: Db,
    nodeId: number,
    fieldCount: number,
    stream: EventStream,
    seenBy: StreamViewer | null,
    eventId: (offset: number) => string,
  ): Promise<void> {
    const rows = seenBy
      ? await viewerFieldsOf(db, [nodeId], seenBy.accountId, true)
      : (await viewerFieldsOf(db, [nodeId], 0, true)).filter((row) => row.claim !== null);
    const owners = await ownersShown(db, rows, seenBy);
    const facts = rows
      .map((row) => compactFieldJson({ ...row, acres: 0, polygons: '[]' }, seenBy, owners))
      .join(',');
    const body = `{"node":${nodeId},"done":true,"unchanged":true,"fields":[${facts}]}`;
    await stream.sendJson('fields', body, eventId(fieldCount));
    await stream.send('end', { node: nodeId, total: fieldCount }, eventId(fieldCount));
  }

  /**
   * The fields of these nodes that this viewer sees differently from a `shared` stream (its
   * own, its neighbours', and for plan B every claimed one with its owner), as the viewer's
   * stream would send them less the geometry. A shared stream plus these is the viewer's stream.
   */
  async viewerFields(nodeIds: number[], viewer: StreamViewer) {
    const db = await this.reads.readerFor(viewer.accountId);
    const rows = await viewerFieldsOf(db, nodeIds, viewer.accountId, viewer.plan === 'B');
    const owners = await ownersShown(db, rows, viewer);
    return {
      fields: rows.map((row) => ({ node: row.node, uuid: row.uuid, ...viewerFlags(row, viewer, owners) })),
    };
  }

  /** Developers' raw stream: GeoJSON features with their source, for checking imports. */
  async streamRawNode(nodeId: number, stream: EventStream, offset: number): Promise<void> {
    let sent = offset;
    const db = await this.reads.readerFor(null);
    while (!stream.closed) {
      const page = await nodeFeaturesPage(db, nodeId, sent, this.batchSize);
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
