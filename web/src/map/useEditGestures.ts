import type { MapboxOverlay } from '@deck.gl/mapbox';
import type { MapLayerMouseEvent, MapRef } from 'react-map-gl/maplibre';
import { BOUNDARY_EDIT_LAYER_ID } from './boundaryEditLayer';
import { editing, editStore } from './editing/editStore';
import { type Position, snapToEdges } from './editing/polygonRules';
import { type FieldHit, fieldAt, vertexRange } from './fieldGeometry';
import type { NodeFields } from './nodeFields';

/**
 * Pixels: how near a click must be to a CLU edge to snap to it, or to the first corner to close
 * the boundary (one reach for both, so a click the snap puts on the first corner closes it); and
 * how near a press must be to a corner to drag it (the editing layer's picking radius).
 */
const SNAP_PIXELS = 10;
const GRAB_PIXELS = 10;

/** The CLU rings near a point, in degrees, to snap a drawn corner to. */
function ringsNear(nodes: readonly NodeFields[], point: Position, tolerance: number): Position[][] {
  const rings: Position[][] = [];
  const probes: Position[] = [
    point,
    [point[0] + tolerance, point[1]],
    [point[0] - tolerance, point[1]],
    [point[0], point[1] + tolerance],
    [point[0], point[1] - tolerance],
  ];
  const seen = new Set<string>();
  for (const probe of probes) {
    const hit: FieldHit | null = fieldAt(nodes, probe[0], probe[1]);
    if (!hit) continue;
    const key = `${hit.node.id}:${hit.polygon}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const [start, end] = vertexRange(hit.node, hit.polygon);
    const [lng0, lat0] = [hit.node.origin.lng / 1e6, hit.node.origin.lat / 1e6];
    const ring: Position[] = [];
    for (let at = start; at < end; at++)
      ring.push([lng0 + (hit.node.positions[at * 2] ?? 0), lat0 + (hit.node.positions[at * 2 + 1] ?? 0)]);
    if (ring.length > 0) ring.push(ring[0] as Position);
    rings.push(ring);
  }
  return rings;
}

/**
 * The map's pointer while an edit mode is on: clicks place corners (snapped to CLU edges) when
 * drawing a boundary or a cutting line. While a boundary is edited, the editing layer takes the
 * pointer; a press on what it would drag (a corner, an edge's new-corner handle, or the whole
 * boundary with Move boundary) keeps maplibre from panning, since with deck drawn inside the map
 * both would move (deck.gl-community issue 457); a press anywhere else still pans the map.
 */
export function useEditGestures(
  mapRef: { current: MapRef | null },
  overlayRef: { current: MapboxOverlay | null },
  nodes: () => readonly NodeFields[],
) {
  /** The snap reach, in degrees of latitude, and the longitude scale that makes it round. */
  const snapReach = (map: MapRef, at: Position) => {
    const a = map.project(at);
    const b = map.unproject([a.x, a.y + SNAP_PIXELS]);
    return { tolerance: Math.abs(b.lat - at[1]), lngScale: Math.cos((at[1] * Math.PI) / 180) };
  };

  /**
   * A click while drawing: the first corner again (within the snap distance, or where the snap
   * lands on it) closes the boundary; else one more corner.
   */
  const drawClick = (event: MapLayerMouseEvent) => {
    const { mode, working } = editStore.getState();
    const map = mapRef.current;
    if (!map) return;
    const first = working[0];
    const closing = mode === 'draw' && first && working.length >= 3;
    if (closing) {
      const at = map.project(first);
      if (Math.hypot(at.x - event.point.x, at.y - event.point.y) <= SNAP_PIXELS) {
        editing.finish();
        return;
      }
    }
    const point: Position = [event.lngLat.lng, event.lngLat.lat];
    const { tolerance, lngScale } = snapReach(map, point);
    const snapped = snapToEdges(point, ringsNear(nodes(), point, tolerance / lngScale), tolerance, lngScale);
    if (closing && snapped[0] === first[0] && snapped[1] === first[1]) editing.finish();
    else editing.addCorner(snapped);
  };

  const onMouseDown = (event: MapLayerMouseEvent) => {
    const { mode, tool } = editStore.getState();
    if (mode !== 'edit') return;
    const picked = overlayRef.current?.pickObject({
      x: event.point.x,
      y: event.point.y,
      radius: GRAB_PIXELS,
      layerIds: [BOUNDARY_EDIT_LAYER_ID],
    });
    const handle = (picked?.object as { properties?: { guideType?: string } } | undefined)?.properties
      ?.guideType;
    if (handle === 'editHandle' || (tool === 'move' && picked?.object)) event.preventDefault();
  };
  return { drawClick, onMouseDown };
}
