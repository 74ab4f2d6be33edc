import { describe, expect, it } from 'vitest';
import { fieldAt, polygonBounds } from './fieldGeometry';
import { createFieldStore } from './fieldStore';
import type { NodeFields } from './nodeFields';
import { square, wireField } from './rings.testing';

// Two quarters side by side in the demo region's node, an L-shaped field north of them, and
// a quarter of the next node east that reaches back over the node's edge.
const home = 4598020; // 37.7–37.8°N, -98.0 – -97.9°E
const east = home + 1;
const ell: [number, number][] = [
  [-97.99, 37.71],
  [-97.97, 37.71],
  [-97.97, 37.72],
  [-97.98, 37.72],
  [-97.98, 37.73],
  [-97.99, 37.73],
];

function loaded(): readonly NodeFields[] {
  const store = createFieldStore({ publishEveryMs: 0 });
  store.setView([
    { id: home, fieldCount: 3 },
    { id: east, fieldCount: 1 },
  ]);
  store.applyBatch({
    node: home,
    offset: 3,
    done: true,
    fields: [
      wireField('west', square(-97.992651)),
      wireField('middle', square(-97.983706)),
      wireField('ell', ell),
    ],
  });
  store.applyBatch({ node: east, offset: 1, done: true, fields: [wireField('edge', square(-97.9045))] });
  return store.getSnapshot().nodes;
}

const uuidAt = (nodes: readonly NodeFields[], lng: number, lat: number) => {
  const hit = fieldAt(nodes, lng, lat);
  return hit ? hit.node.uuids[hit.field] : null;
};

describe('the field under a point', () => {
  it('is the one whose ring holds it', () => {
    const nodes = loaded();
    expect(uuidAt(nodes, -97.99, 37.703)).toBe('west');
    expect(uuidAt(nodes, -97.98, 37.703)).toBe('middle');
    expect(uuidAt(nodes, -97.985, 37.715)).toBe('ell');
    expect(uuidAt(nodes, -97.975, 37.715)).toBe('ell');
  });

  it('is none off every field, in the notch of an L-shaped one too', () => {
    const nodes = loaded();
    expect(uuidAt(nodes, -97.975, 37.725)).toBeNull(); // inside the L's bounds, outside the L
    expect(uuidAt(nodes, -97.995, 37.703)).toBeNull(); // west of every field
    expect(uuidAt(nodes, -97.99, 37.75)).toBeNull();
  });

  it("is found past its node's edge, where its polygon reaches", () => {
    // The 'edge' quarter belongs to the east node but starts west of it, at -97.9045.
    expect(uuidAt(loaded(), -97.902, 37.703)).toBe('edge');
  });

  it('comes with its bounds in degrees', () => {
    const hit = fieldAt(loaded(), -97.99, 37.703);
    if (!hit) throw new Error('no field');
    const bounds = polygonBounds(hit.node, hit.polygon);
    expect(bounds.west).toBeCloseTo(-97.992651, 5);
    expect(bounds.north).toBeCloseTo(37.707228, 5);
  });
});
