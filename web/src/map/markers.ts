// The grower's own fields as markers, so they can be found from a zoomed-out map. Below
// zoom 15 (spec) markers close together on screen merge into one cluster with a count.
// Pure functions: the map renders what these return.
export const CLUSTER_UNTIL_ZOOM = 15;
/** Fields within a square of this many pixels share a cluster. */
export const CLUSTER_RADIUS_PX = 64;
const TILE = 256;

export type Bbox = [number, number, number, number];
export type MarkerField = { uuid: string; name: string; lat: number; lng: number; bbox: Bbox };
export type MarkerCluster = { key: string; lat: number; lng: number; bbox: Bbox; fields: MarkerField[] };

/** Web-Mercator pixel position of a point at a zoom. */
function pixel(lat: number, lng: number, zoom: number): [number, number] {
  const scale = TILE * 2 ** zoom;
  const sin = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180);
  return [((lng + 180) / 360) * scale, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale];
}

function union(boxes: Bbox[]): Bbox {
  return [
    Math.min(...boxes.map((box) => box[0])),
    Math.min(...boxes.map((box) => box[1])),
    Math.max(...boxes.map((box) => box[2])),
    Math.max(...boxes.map((box) => box[3])),
  ];
}

/** Fields within the same `radius`-pixel square at this zoom share a cluster, below zoom 15. */
export function clusterFields(
  fields: MarkerField[],
  zoom: number,
  radius = CLUSTER_RADIUS_PX,
): MarkerCluster[] {
  const cells = new Map<string, MarkerField[]>();
  for (const field of fields) {
    const [x, y] = pixel(field.lat, field.lng, zoom);
    const key =
      zoom >= CLUSTER_UNTIL_ZOOM ? field.uuid : `${Math.floor(x / radius)}:${Math.floor(y / radius)}`;
    cells.set(key, [...(cells.get(key) ?? []), field]);
  }
  return [...cells].map(([key, members]) => ({
    key,
    lat: members.reduce((sum, field) => sum + field.lat, 0) / members.length,
    lng: members.reduce((sum, field) => sum + field.lng, 0) / members.length,
    bbox: union(members.map((field) => field.bbox)),
    fields: members,
  }));
}

/**
 * The coverage dots a zoomed-out map may draw beside the grower's markers: none within a
 * cluster's reach of a marker. There the marker stands for the fields (clicking it opens them),
 * so it is never drawn over a heap of dots; elsewhere the dots still show where fields are.
 */
export function coverageBesideMarkers<T extends { center: { lat: number; lng: number } }>(
  nodes: T[],
  markers: { lat: number; lng: number }[],
  zoom: number,
  radius = CLUSTER_RADIUS_PX,
): T[] {
  if (markers.length === 0) return nodes;
  const points = markers.map((marker) => pixel(marker.lat, marker.lng, zoom));
  return nodes.filter((node) => {
    const [x, y] = pixel(node.center.lat, node.center.lng, zoom);
    return points.every(([mx, my]) => Math.hypot(x - mx, y - my) > radius);
  });
}
