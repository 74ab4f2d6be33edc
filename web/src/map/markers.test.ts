import { describe, expect, it } from 'vitest';
import { CLUSTER_UNTIL_ZOOM, clusterFields, type MarkerField } from './markers';

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
