import type { MapLayerMouseEvent, MapRef } from 'react-map-gl/maplibre';
import { editing, editStore } from './editing/editStore';
import { type Position, snapToEdges } from './editing/polygonRules';
import { vertexNear } from './editing/vertexEdits';
import { type FieldHit, fieldAt, vertexRange } from './fieldGeometry';
import type { NodeFields } from './fieldStore';

/** Pixels: how near a click must be to a CLU edge to snap to it, or to a corner to grab it. */
const SNAP_PIXELS = 10;
const GRAB_PIXELS = 12;

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
 * drawing a boundary or a cutting line; a press on a corner of a boundary being edited drags
 * that corner and nothing else, while a press anywhere else still pans the map.
 */
export function useEditGestures(mapRef: { current: MapRef | null }, nodes: () => readonly NodeFields[]) {
  const pixelsToDegrees = (pixels: number) => {
    const map = mapRef.current;
    if (!map) return 0;
    const center = map.getCenter();
    const a = map.project([center.lng, center.lat]);
    const b = map.unproject([a.x + pixels, a.y]);
    return Math.abs(b.lng - center.lng);
  };

  /** A click while drawing: the first corner again closes the boundary; else one more corner. */
  const drawClick = (event: MapLayerMouseEvent) => {
    const { mode, working } = editStore.getState();
    const map = mapRef.current;
    const first = working[0];
    if (mode === 'draw' && first && working.length >= 3 && map) {
      const at = map.project(first);
      if (Math.hypot(at.x - event.point.x, at.y - event.point.y) <= SNAP_PIXELS) {
        editing.finish();
        return;
      }
    }
    const point: Position = [event.lngLat.lng, event.lngLat.lat];
    const tolerance = pixelsToDegrees(SNAP_PIXELS);
    editing.addCorner(snapToEdges(point, ringsNear(nodes(), point, tolerance), tolerance));
  };

  const onMouseDown = (event: MapLayerMouseEvent) => {
    const { mode, boundary } = editStore.getState();
    const map = mapRef.current;
    if (mode !== 'edit' || !boundary || !map) return;
    const ref = vertexNear(boundary, [event.point.x, event.point.y], GRAB_PIXELS, (corner, pointer) => {
      const at = map.project(corner);
      return Math.hypot(at.x - pointer[0], at.y - pointer[1]);
    });
    if (!ref) return;
    // Pressed on a corner: this press drags the corner; maplibre does not start a pan.
    event.preventDefault();
    editing.grab(ref);
  };
  const onMouseMove = (event: MapLayerMouseEvent) => {
    if (editStore.getState().dragging) editing.drag([event.lngLat.lng, event.lngLat.lat]);
  };
  const onMouseUp = () => {
    if (editStore.getState().dragging) editing.grab(null);
  };
  return { drawClick, onMouseDown, onMouseMove, onMouseUp };
}
