// The grower's own fields as markers (their names), so they can be found from a zoomed-out map,
// placed so that no two overlap. Pure functions: the map renders what these return.
//
// Labels are HTML markers, not map symbols: each is a button a person can reach by keyboard and
// a screen reader can name, and a click on it fits the map to the field. So their collisions are
// worked out here, in screen pixels, as maplibre does for its symbols: the larger fields' labels
// are placed first; a label that would overlap one placed joins it as a cluster with a count
// below zoom 15 (spec: markers close together on screen merge), and from zoom 15, where the
// spec has no clusters, it is left out (the field is on screen, named by hover and its popup).
export const CLUSTER_UNTIL_ZOOM = 15;
/** Fields within a square of this many pixels share a cluster. */
export const CLUSTER_RADIUS_PX = 64;
const TILE = 256;
/** Clear space kept around each label, in pixels. */
const GAP = 4;

export type Bbox = [number, number, number, number];
export type MarkerField = { uuid: string; name: string; lat: number; lng: number; bbox: Bbox; acres: number };
export type MarkerCluster = { key: string; lat: number; lng: number; bbox: Bbox; fields: MarkerField[] };
/** A label's size on screen, in pixels, for its text. */
export type LabelSize = (text: string) => { width: number; height: number };

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

/** What a marker says: the field's name, or how many fields a cluster holds. */
export const markerText = (cluster: MarkerCluster): string =>
  cluster.fields.length === 1 ? (cluster.fields[0]?.name ?? '') : String(cluster.fields.length);

type Placed = { cluster: MarkerCluster; x: number; y: number; box: [number, number, number, number] };

/** The label's box on screen, anchored at its bottom centre (the field's centre), with the gap. */
function boxAt(x: number, y: number, text: string, size: LabelSize): Placed['box'] {
  const { width, height } = size(text);
  return [x - width / 2 - GAP, y - height - GAP, x + width / 2 + GAP, y + GAP];
}

const overlap = (a: Placed['box'], b: Placed['box']) =>
  a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

/**
 * The markers to show at a zoom: each a field, or below zoom 15 (`clusters`) a cluster of fields
 * whose labels would overlap, standing where its largest field's label would. No two overlap.
 */
export function placeMarkers(
  fields: readonly MarkerField[],
  zoom: number,
  size: LabelSize,
  clusters = zoom < CLUSTER_UNTIL_ZOOM,
): MarkerCluster[] {
  const byImportance = [...fields].sort((a, b) => b.acres - a.acres || a.name.localeCompare(b.name));
  const placed: Placed[] = [];
  const join = (into: Placed, more: MarkerField[]) => {
    into.cluster.fields.push(...more);
    into.cluster.bbox = union([into.cluster.bbox, ...more.map((each) => each.bbox)]);
    into.box = boxAt(into.x, into.y, markerText(into.cluster), size);
  };
  for (const field of byImportance) {
    const [x, y] = pixel(field.lat, field.lng, zoom);
    const box = boxAt(x, y, field.name, size);
    const hit = placed.find((other) => overlap(other.box, box));
    if (!hit) {
      const cluster = { key: field.uuid, lat: field.lat, lng: field.lng, bbox: field.bbox, fields: [field] };
      placed.push({ cluster, x, y, box });
    } else if (clusters) {
      join(hit, [field]);
      // A count is mostly narrower than the name it replaces; where it is wider ("12" for "A")
      // and reaches another label, that one joins the cluster too.
      for (;;) {
        const reached = placed.find((other) => other !== hit && overlap(other.box, hit.box));
        if (!reached) break;
        placed.splice(placed.indexOf(reached), 1);
        join(hit, reached.cluster.fields);
      }
    }
  }
  return placed.map(({ cluster }) => cluster);
}

/** The fields whose names fit on the map at a zoom without overlapping, larger fields first. */
export const labelsThatFit = (fields: readonly MarkerField[], zoom: number, size: LabelSize): MarkerField[] =>
  placeMarkers(fields, zoom, size, false).flatMap((marker) => marker.fields);

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
