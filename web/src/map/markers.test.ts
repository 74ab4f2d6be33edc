import { describe, expect, it } from 'vitest';
import { CLUSTER_UNTIL_ZOOM, clusterFields, coverageBesideMarkers, type MarkerField } from './markers';

const field = (uuid: string, lat: number, lng: number): MarkerField => ({
  uuid,
  name: uuid,
  lat,
  lng,
  bbox: [lng - 0.004, lat - 0.004, lng + 0.004, lat + 0.004],
});

// Two fields a mile apart in Reno County, one in Iowa.
const fields = [field('a', 37.84, -97.86), field('b', 37.855, -97.86), field('c', 42.0, -93.6)];

describe('own-field markers', () => {
  it('merges fields close together on a zoomed-out map, keeping far ones apart', () => {
    const clusters = clusterFields(fields, 6);
    expect(clusters.map((cluster) => cluster.fields.map((member) => member.uuid))).toEqual([
      ['a', 'b'],
      ['c'],
    ]);
    const [kansas] = clusters;
    expect(kansas?.lat).toBeCloseTo(37.8475, 4);
    [-97.864, 37.836, -97.856, 37.859].forEach((edge, index) => {
      expect(kansas?.bbox[index]).toBeCloseTo(edge, 6);
    });
  });

  it('shows every field on its own once zoomed in far enough to tell them apart', () => {
    expect(clusterFields(fields, 13)).toHaveLength(3);
  });

  it('stops clustering from zoom 15, however close the fields', () => {
    const touching = [field('x', 37.84, -97.86), field('y', 37.84, -97.8601)];
    expect(clusterFields(touching, CLUSTER_UNTIL_ZOOM - 0.25)).toHaveLength(1);
    expect(clusterFields(touching, CLUSTER_UNTIL_ZOOM)).toHaveLength(2);
  });
});

describe('coverage dots beside the markers', () => {
  // Nodes of CLU fields a few miles apart around the Reno County fields, and one in Iowa.
  const node = (id: number, lat: number, lng: number) => ({ id, fieldCount: 260, center: { lat, lng } });
  const nodes = [node(1, 37.84, -97.86), node(2, 37.87, -97.83), node(3, 37.9, -97.75), node(4, 42.0, -93.6)];

  it('draws no dot under a marker at country zoom, and the dots far from it', () => {
    const [kansas] = clusterFields(fields, 5);
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
