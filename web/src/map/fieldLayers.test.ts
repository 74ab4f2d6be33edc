import type { Layer } from '@deck.gl/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILLS, fieldLayers, stateColors } from './fieldLayers';
import { createFieldStore } from './fieldStore';
import { brush, RING_END } from './RingLinesLayer';
import { square, wireField } from './rings.testing';

// Each field a quarter section's square: 4 vertices, 5 once closed.
const field = (uuid: string) => wireField(uuid, square(-97.992651));

/** A store holding `count` fields in node 5 (one publish: one group). */
function storeWith(count: number) {
  const store = createFieldStore({ publishEveryMs: 0 });
  store.setView([{ id: 5, fieldCount: count }]);
  store.applyBatch({
    node: 5,
    offset: count,
    done: true,
    fields: Array.from({ length: count }, (_, index) => field(String(index))),
  });
  return store;
}

type OutlineData = {
  length: number;
  attributes: { getPosition: { value: Float32Array }; getIndex: { value: Uint32Array } };
};

describe('field layers', () => {
  it("outline each field's ring and never join one field's ring to the next", () => {
    const store = storeWith(3);
    const { groups } = store.getSnapshot();
    const layers = fieldLayers(groups, stateColors(DEFAULT_FILLS), true) as Layer[];
    const id = groups[0]?.id;
    expect(layers.map((layer) => layer.id)).toEqual([`clu-fill-${id}`, `clu-outline-${id}`]);
    expect(layers[0]?.props.data).toMatchObject({ length: 3 });
    const { attributes } = (layers[1] as Layer).props.data as OutlineData;
    // 3 closed rings of 5 vertices, each run of the line strip cut where the next ring starts.
    const E = RING_END;
    expect([...attributes.getIndex.value]).toEqual([
      0,
      1,
      2,
      3,
      4,
      E,
      5,
      6,
      7,
      8,
      9,
      E,
      10,
      11,
      12,
      13,
      14,
      E,
    ]);
    expect(attributes.getPosition.value).toEqual(store.node(5)?.positions.subarray(0, 30));
  });

  it('widen hairlines to the outline width in every direction, centred on the line', () => {
    expect(brush(1)).toEqual([[0, 0]]);
    expect(brush(2)).toEqual([
      [-0.5, -0.5],
      [0.5, -0.5],
      [-0.5, 0.5],
    ]);
    const four = brush(4); // 2 px on a screen of device-pixel ratio 2
    expect(new Set(four.map(([x]) => x))).toEqual(new Set([-1.5, -0.5, 0.5, 1.5]));
    expect(new Set(four.map(([, y]) => y))).toEqual(new Set([-1.5, -0.5, 0.5, 1.5]));
  });

  it('draw fills only when zoomed out, or while the fields in view are still arriving', () => {
    const fillsOnly = (layers: Layer[]) => layers.every((layer) => layer.id.startsWith('clu-fill-'));
    const zoomedOut = fieldLayers(storeWith(2).getSnapshot().groups, stateColors(DEFAULT_FILLS), false);
    expect(fillsOnly(zoomedOut as Layer[])).toBe(true);
    const store = createFieldStore({ publishEveryMs: 0 });
    store.setView([
      { id: 5, fieldCount: 1 },
      { id: 6, fieldCount: 1 },
    ]);
    store.applyBatch({ node: 5, offset: 1, done: true, fields: [field('a')] });
    const arriving = fieldLayers(store.getSnapshot().groups, stateColors(DEFAULT_FILLS), true);
    expect(arriving).toHaveLength(1);
    expect(fillsOnly(arriving as Layer[])).toBe(true);
  });

  it('draw the fields of several nodes in one layer, each in its place and colour', () => {
    const [home, east] = [4598020, 4598021]; // 0.1° apart
    const store = createFieldStore({ publishEveryMs: 10_000 });
    store.setView([
      { id: home, fieldCount: 1 },
      { id: east, fieldCount: 1 },
    ]);
    // The first batch is published at once; the next two arrive within the interval and are
    // published together, by the batch completing the view.
    store.applyBatch({ node: home, offset: 1, done: false, fields: [field('home')] });
    store.applyBatch({ node: home, offset: 1, done: true, fields: [] });
    const claimed = { ...wireField('taken', square(-97.95)), c: true };
    store.applyBatch({ node: east, offset: 1, done: true, fields: [claimed] });

    const colors = stateColors(DEFAULT_FILLS);
    const { groups } = store.getSnapshot();
    expect(groups).toHaveLength(2);
    const fill = fieldLayers(groups, colors, false)[1] as Layer;
    const data = fill.props.data as { length: number; attributes: { getPolygon: { value: Float32Array } } };
    expect(data.length).toBe(1);
    // Offsets from the group's corner, the east node's (-97.9°, 37.7°).
    expect(fill.props.coordinateOrigin).toEqual([-97.9, 37.7, 0]);
    expect(data.attributes.getPolygon.value[0]).toBeCloseTo(-0.05, 6);
    expect(data.attributes.getPolygon.value[1]).toBeCloseTo(0.000135, 6);
    const { getFillColor } = fill.props as unknown as {
      getFillColor: (object: unknown, info: { index: number }) => unknown;
    };
    expect(getFillColor(null, { index: 0 })).toEqual(colors.fill.claimed);
  });
});
