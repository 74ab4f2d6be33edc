import { describe, expect, it } from 'vitest';
import {
  CLUSTER_UNTIL_ZOOM,
  coverageBesideMarkers,
  type LabelSize,
  labelsThatFit,
  type MarkerField,
  markerText,
  placeMarkers,
} from './markers';

const field = (uuid: string, lat: number, lng: number, acres = 80, name = uuid): MarkerField => ({
  uuid,
  name,
  lat,
  lng,
  acres,
  bbox: [lng - 0.004, lat - 0.004, lng + 0.004, lat + 0.004],
});

// A badge of the map: 13 px bold text, about 7.5 px a character, 12 px padding each side.
const size: LabelSize = (text) => ({ width: text.length * 7.5 + 26, height: 26 });

const TILE = 256;
/** Screen boxes of the markers at a zoom, as the map draws them (anchored at their bottom centre). */
function boxes(fields: MarkerField[], zoom: number) {
  return placeMarkers(fields, zoom, size).map((cluster) => {
    const scale = TILE * 2 ** zoom;
    const sin = Math.sin((cluster.lat * Math.PI) / 180);
    const x = ((cluster.lng + 180) / 360) * scale;
    const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale;
    const { width, height } = size(markerText(cluster));
    return [x - width / 2, y - height, x + width / 2, y] as const;
  });
}
const overlapping = (list: ReturnType<typeof boxes>) =>
  list.some((a, i) => list.some((b, j) => i < j && a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]));

// Two fields a mile apart in Reno County, one in Iowa.
const fields = [field('a', 37.84, -97.86, 120), field('b', 37.855, -97.86, 40), field('c', 42.0, -93.6)];

describe('own-field markers', () => {
  it('merges fields close together on a zoomed-out map, keeping far ones apart', () => {
    const clusters = placeMarkers(fields, 6, size);
    expect(clusters.map((cluster) => cluster.fields.map((member) => member.uuid))).toEqual([
      ['a', 'b'],
      ['c'],
    ]);
    const [kansas] = clusters;
    // It stands where the larger field's label would, and a click fits the map to both.
    expect([kansas?.lat, kansas?.lng]).toEqual([37.84, -97.86]);
    expect(markerText(kansas as NonNullable<typeof kansas>)).toBe('2');
    [-97.864, 37.836, -97.856, 37.859].forEach((edge, index) => {
      expect(kansas?.bbox[index]).toBeCloseTo(edge, 6);
    });
  });

  it('shows every field on its own once zoomed in far enough to tell them apart', () => {
    expect(placeMarkers(fields, 13, size)).toHaveLength(3);
  });

  it('stops clustering from zoom 15, however close the fields: the larger field keeps its label', () => {
    const touching = [field('x', 37.84, -97.86, 10), field('y', 37.84, -97.8601, 60)];
    expect(placeMarkers(touching, CLUSTER_UNTIL_ZOOM - 0.25, size)).toHaveLength(1);
    const [shown, ...rest] = placeMarkers(touching, CLUSTER_UNTIL_ZOOM, size);
    expect(rest).toHaveLength(0);
    expect(shown?.fields.map((member) => member.uuid)).toEqual(['y']);
  });

  it('keeps labels apart at every zoom where strips side by side would overlap', () => {
    // Eight strips 60 m wide side by side, long names: a split field's pieces and their neighbours.
    const strips = Array.from({ length: 8 }, (_, at) =>
      field(`s${at}`, 37.84, -97.86 + at * 0.0007, 20 - at, `Test North 80 strip ${at + 2}`),
    );
    for (let zoom = 12; zoom <= 19; zoom += 0.25) {
      const shown = boxes(strips, zoom);
      expect(overlapping(shown), `labels overlap at zoom ${zoom}`).toBe(false);
      const named = placeMarkers(strips, zoom, size).flatMap((cluster) => cluster.fields);
      // Below zoom 15 every field is in a marker; from 15 on, only those whose labels fit.
      if (zoom < CLUSTER_UNTIL_ZOOM) expect(named).toHaveLength(8);
    }
    // Far enough in, every strip's name fits beside the next.
    expect(placeMarkers(strips, 19, size).map(markerText)).toHaveLength(8);
  });

  it('lets a cluster whose count outgrows its name take in the label it now reaches', () => {
    // At zoom 14 a pixel is about 0.000086°: C's label stands 40 px east of A's, clear of it;
    // B's, half a pixel from A's, joins it, and the count "2" is wide enough to reach C's.
    const short = [field('A', 37.84, -97.86, 90, 'A'), field('B', 37.84, -97.85996, 70, 'B')];
    const neighbour = field('C', 37.84, -97.8566, 80, 'C');
    const clusters = placeMarkers([...short, neighbour], 14, (text) => ({
      width: text === '2' ? 60 : 20,
      height: 20,
    }));
    expect(clusters.map((cluster) => cluster.fields.length)).toEqual([3]);
  });

  it('names only the fields whose labels fit, at any zoom, for labels drawn on the map', () => {
    const strips = Array.from({ length: 8 }, (_, at) =>
      field(`s${at}`, 37.84, -97.86 + at * 0.0007, 20 - at, `Test North 80 strip ${at + 2}`),
    );
    // At zoom 13 the eight are 8 px apart: the largest alone is named, not a cluster.
    expect(labelsThatFit(strips, 13, size).map((each) => each.uuid)).toEqual(['s0']);
    expect(labelsThatFit(strips, 19, size)).toHaveLength(8);
  });
});

describe('coverage dots beside the markers', () => {
  // Nodes of CLU fields a few miles apart around the Reno County fields, and one in Iowa.
  const node = (id: number, lat: number, lng: number) => ({ id, fieldCount: 260, center: { lat, lng } });
  const nodes = [node(1, 37.84, -97.86), node(2, 37.87, -97.83), node(3, 37.9, -97.75), node(4, 42.0, -93.6)];

  it('draws no dot under a marker at country zoom, and the dots far from it', () => {
    const [kansas] = placeMarkers(fields, 5, size);
    const drawn = coverageBesideMarkers(nodes, kansas ? [kansas] : [], 5);
    expect(drawn.map((each) => each.id)).toEqual([4]);
  });

  it('draws the dots again where they are clear of the marker, zoomed in', () => {
    const marker = { lat: 37.84, lng: -97.86 };
    // At zoom 10 a node 5 miles away lies well past the marker's 64 pixels.
    expect(coverageBesideMarkers(nodes, [marker], 10).map((each) => each.id)).toEqual([3, 4]);
  });

  it('draws every dot for a grower with no fields', () => {
    expect(coverageBesideMarkers(nodes, [], 5)).toEqual(nodes);
  });
});
