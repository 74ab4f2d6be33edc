import { type BinaryAttribute, COORDINATE_SYSTEM } from '@deck.gl/core';
import { FlatPolygonLayer } from './FlatPolygonLayer';
import { type FieldHit, polygonPositions } from './fieldGeometry';
import type { FieldState, NodeFields } from './fieldStore';
import { RING_END, RingLinesLayer } from './RingLinesLayer';

// deck.gl layers for the loaded nodes: one fill and one outline layer per node, fed the
// node's typed arrays as binary attributes (no object per field). A node's data object is
// rebuilt only when the node changed, so deck re-uploads only that node.
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
const dataCache = new WeakMap<NodeFields, { version: number; fill: FillData; outline: OutlineData }>();

/**
 * A node's outlines: every ring's vertices in order, each run ended by RING_END, read from the
 * same positions as the fills (see RingLinesLayer for why not PathLayer).
 */
function outlineOf(node: NodeFields, positions: Float32Array): OutlineData {
  const indices = new Uint32Array(node.vertexCount + node.polygonCount);
  let at = 0;
  for (let polygon = 0; polygon < node.polygonCount; polygon++) {
    const end = polygon + 1 < node.polygonCount ? (node.startIndices[polygon + 1] ?? 0) : node.vertexCount;
    for (let vertex = node.startIndices[polygon] ?? 0; vertex < end; vertex++) indices[at++] = vertex;
    indices[at++] = RING_END;
  }
  return {
    length: node.vertexCount,
    attributes: { getPosition: { value: positions, size: 2 }, getIndex: { value: indices, size: 1 } },
  };
}

function binaryOf(node: NodeFields) {
  const cached = dataCache.get(node);
  if (cached?.version === node.version) return cached;
  const value = node.positions.subarray(0, node.vertexCount * 2);
  const entry = {
    version: node.version,
    fill: {
      length: node.polygonCount,
      startIndices: node.startIndices.subarray(0, node.polygonCount),
      attributes: { getPolygon: { value, size: 2 as const } },
    },
    outline: outlineOf(node, value),
  };
  dataCache.set(node, entry);
  return entry;
}

/** The colour schema's hex colours for each role a field can be drawn in. */
export function stateColors(hex: Record<FillRole, string>): StateColors {
  const fill = Object.fromEntries(
    Object.entries(hex).map(([role, color]) => [role, fieldColors(color).fill]),
  ) as Record<FillRole, Rgba>;
  return { fill, outline: fieldColors(hex.free).outline };
}

export function fieldLayers(
  nodes: readonly NodeFields[],
  colors: StateColors,
  showOutlines: boolean,
  emphasis: Emphasis = { activeUuid: null, showNeighbours: false },
) {
  return nodes
    .filter((node) => node.polygonCount > 0)
    .flatMap((node) => {
      const data = binaryOf(node);
      // Positions are float32 offsets from the node's corner (see fieldStore.ts).
      const placed = {
        coordinateSystem: COORDINATE_SYSTEM.LNGLAT_OFFSETS,
        coordinateOrigin: [node.origin.lng / 1e6, node.origin.lat / 1e6, 0] as [number, number, number],
      };
      const fill = new FlatPolygonLayer({
        id: `clu-fill-${node.id}`,
        ...placed,
        data: data.fill,
        _normalize: false,
        positionFormat: 'XY',
        getFillColor: (_: unknown, { index }: { index: number }) =>
          colors.fill[fillRole(node, node.polygonField[index] ?? 0, emphasis)],
        // A claim or a new focus changes colours without a new batch: these say so.
        updateTriggers: {
          getFillColor: [
            node.version,
            node.styleVersion,
            colors,
            emphasis.activeUuid,
            emphasis.showNeighbours,
          ],
        },
        // Fields are picked on the CPU (fieldGeometry.ts), not by deck's GPU picking pass.
        pickable: false,
      });
      if (!showOutlines || !node.outlined) return [fill];
      const outline = new RingLinesLayer({
        id: `clu-outline-${node.id}`,
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
