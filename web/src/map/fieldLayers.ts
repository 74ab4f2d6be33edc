import { type BinaryAttribute, COORDINATE_SYSTEM } from '@deck.gl/core';
import { FlatPolygonLayer } from './FlatPolygonLayer';
import { type FieldHit, polygonPositions, vertexRange } from './fieldGeometry';
import { type FieldGroup, polygonCountOf } from './fieldGroups';
import type { FieldState, NodeFields } from './nodeFields';
import { RING_END, RingLinesLayer } from './RingLinesLayer';

// deck.gl layers for the loaded fields: a fill and an outline layer per group of fields
// (fieldGroups.ts), fed typed arrays as binary attributes (no object per field). A group never
// changes once made, so its arrays are built and uploaded once.
export type Rgba = [number, number, number, number];
export type FieldColors = { fill: Rgba; outline: Rgba };
/** How a field is filled: what it is to the viewer, and whether it is theirs in focus. */
export type FillRole = FieldState | 'mineActive' | 'neighbourFree' | 'neighbourClaimed';
export type StateColors = { fill: Record<FillRole, Rgba>; outline: Rgba };
/** The api's colour schema (same values), for when it cannot be read (failure is silent). */
export const DEFAULT_FILLS: Record<FillRole, string> = {
  free: '#adb5bd',
  claimed: '#1c7ed6',
  mine: '#2f9e44',
  mineActive: '#ffd43b',
  neighbourFree: '#e9ecef',
  neighbourClaimed: '#7048e8',
};

/** What colours a field beyond its state: the field in focus, and neighbours (from zoom 14). */
export type Emphasis = { activeUuid: string | null; showNeighbours: boolean };

/** The colour-schema role of one field of a node. */
export function fillRole(node: NodeFields, fieldIndex: number, emphasis: Emphasis): FillRole {
  const state = node.states[fieldIndex] ?? 'free';
  if (state === 'mine') return node.uuids[fieldIndex] === emphasis.activeUuid ? 'mineActive' : 'mine';
  if (emphasis.showNeighbours && node.neighbours[fieldIndex]) {
    return state === 'claimed' ? 'neighbourClaimed' : 'neighbourFree';
  }
  return state;
}

/** Spec style: weight 2. */
export const OUTLINE_WIDTH = 2;

/** Spec style: fill opacity 0.65, line opacity 0.8. */
export function fieldColors(hex: string): FieldColors {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const rgb: [number, number, number] = [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
  return { fill: [...rgb, Math.round(0.65 * 255)], outline: [255, 255, 255, Math.round(0.8 * 255)] };
}

type FillData = {
  length: number;
  startIndices: Uint32Array;
  attributes: { getPolygon: { value: Float32Array; size: 2 } };
};
type OutlineData = { length: number; attributes: Record<string, BinaryAttribute> };
type GroupData = {
  /** [lng, lat] of the corner positions are offsets from: the first piece's node's. */
  origin: [number, number, number];
  fill: FillData;
  outline: OutlineData;
  /** Per polygon: its piece in the group, and its field in that piece's node (for colours). */
  pieceOf: Uint32Array;
  fieldOf: Uint32Array;
};
const groupData = new WeakMap<FieldGroup, GroupData>();

/**
 * A group's polygons in one set of arrays: positions as float32 offsets from the group's
 * corner (within a view's span of a degree or so, float32 keeps them to the centimetre), and
 * the outlines' line strips, every ring's vertices in order, each run ended by RING_END (see
 * RingLinesLayer for why not PathLayer).
 */
function dataOf(group: FieldGroup): GroupData {
  const cached = groupData.get(group);
  if (cached) return cached;
  const first = group.pieces[0]?.node.origin ?? { lng: 0, lat: 0 };
  const length = polygonCountOf(group);
  let vertexCount = 0;
  for (const { node, start, end } of group.pieces) {
    vertexCount += vertexRange(node, end - 1)[1] - vertexRange(node, start)[0];
  }
  const positions = new Float32Array(vertexCount * 2);
  const startIndices = new Uint32Array(length);
  const outlineIndices = new Uint32Array(vertexCount + length);
  const pieceOf = new Uint32Array(length);
  const fieldOf = new Uint32Array(length);
  let [polygon, vertex, outline] = [0, 0, 0];
  for (const [piece, { node, start, end }] of group.pieces.entries()) {
    const dx = (node.origin.lng - first.lng) / 1e6;
    const dy = (node.origin.lat - first.lat) / 1e6;
    for (let source = start; source < end; source++, polygon++) {
      startIndices[polygon] = vertex;
      pieceOf[polygon] = piece;
      fieldOf[polygon] = node.polygonField[source] ?? 0;
      const [from, to] = vertexRange(node, source);
      for (let at = from; at < to; at++, vertex++) {
        positions[vertex * 2] = (node.positions[at * 2] ?? 0) + dx;
        positions[vertex * 2 + 1] = (node.positions[at * 2 + 1] ?? 0) + dy;
        outlineIndices[outline++] = vertex;
      }
      outlineIndices[outline++] = RING_END;
    }
  }
  const data: GroupData = {
    origin: [first.lng / 1e6, first.lat / 1e6, 0],
    fill: { length, startIndices, attributes: { getPolygon: { value: positions, size: 2 } } },
    outline: {
      length: vertexCount,
      attributes: {
        getPosition: { value: positions, size: 2 },
        getIndex: { value: outlineIndices, size: 1 },
      },
    },
    pieceOf,
    fieldOf,
  };
  groupData.set(group, data);
  return data;
}

/** The colour schema's hex colours for each role a field can be drawn in. */
export function stateColors(hex: Record<FillRole, string>): StateColors {
  const fill = Object.fromEntries(
    Object.entries(hex).map(([role, color]) => [role, fieldColors(color).fill]),
  ) as Record<FillRole, Rgba>;
  return { fill, outline: fieldColors(hex.free).outline };
}

export function fieldLayers(
  groups: readonly FieldGroup[],
  colors: StateColors,
  showOutlines: boolean,
  emphasis: Emphasis = { activeUuid: null, showNeighbours: false },
) {
  return groups.flatMap((group) => {
    const data = dataOf(group);
    // Positions are float32 offsets from the group's corner.
    const placed = { coordinateSystem: COORDINATE_SYSTEM.LNGLAT_OFFSETS, coordinateOrigin: data.origin };
    const nodeOf = (polygon: number) => group.pieces[data.pieceOf[polygon] ?? 0]?.node;
    const fill = new FlatPolygonLayer({
      id: `clu-fill-${group.id}`,
      ...placed,
      data: data.fill,
      _normalize: false,
      positionFormat: 'XY',
      getFillColor: (_: unknown, { index }: { index: number }) => {
        const node = nodeOf(index);
        return colors.fill[node ? fillRole(node, data.fieldOf[index] ?? 0, emphasis) : 'free'];
      },
      // A claim or a new focus changes colours, not shapes: these say so.
      updateTriggers: {
        getFillColor: [
          group.pieces.reduce((sum, { node }) => sum + node.styleVersion, 0),
          colors,
          emphasis.activeUuid,
          emphasis.showNeighbours,
        ],
      },
      // Fields are picked on the CPU (fieldGeometry.ts), not by deck's GPU picking pass.
      pickable: false,
    });
    if (!showOutlines || !group.pieces.every(({ node }) => node.outlined)) return [fill];
    const outline = new RingLinesLayer({
      id: `clu-outline-${group.id}`,
      ...placed,
      data: data.outline,
      color: colors.outline,
      widthPixels: OUTLINE_WIDTH,
    });
    return [fill, outline];
  });
}

/** Spec: the field under the pointer is highlighted. */
export const HOVER_COLOR: Rgba = [255, 212, 59, 200];

const NO_POLYGON = new Float32Array(0);

/**
 * The field under the pointer, drawn over the others in the highlight colour. The layer is
 * always there (hidden when no field is hovered): with the map's interleaved rendering, each
 * deck layer added or removed changes the map's style, which must not happen at every hover.
 */
export function hoverLayer(hit: FieldHit | null) {
  const data: FillData = {
    length: hit ? 1 : 0,
    startIndices: new Uint32Array(hit ? [0] : []),
    attributes: {
      getPolygon: { value: hit ? polygonPositions(hit.node, hit.polygon) : NO_POLYGON, size: 2 },
    },
  };
  const origin = hit?.node.origin ?? { lng: 0, lat: 0 };
  return new FlatPolygonLayer({
    id: 'clu-hover',
    visible: hit !== null,
    coordinateSystem: COORDINATE_SYSTEM.LNGLAT_OFFSETS,
    coordinateOrigin: [origin.lng / 1e6, origin.lat / 1e6, 0],
    data,
    _normalize: false,
    positionFormat: 'XY',
    getFillColor: HOVER_COLOR,
  });
}
