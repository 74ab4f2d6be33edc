import type { Layer } from '@deck.gl/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILLS, fieldLayers, stateColors } from './fieldLayers';
import { createFieldStore, type NodeFields } from './fieldStore';
import { brush, RING_END } from './RingLinesLayer';
import { square, wireField } from './rings.testing';

// Each field a quarter section's square: 4 vertices, 5 once closed.
const field = (uuid: string) => wireField(uuid, square(-97.992651));

function nodeWith(count: number): NodeFields {
  const store = createFieldStore({ publishEveryMs: 0 });
  store.setView([{ id: 5, fieldCount: count }]);
  store.applyBatch({
    node: 5,
    offset: count,
    done: true,
    fields: Array.from({ length: count }, (_, index) => field(String(index))),
  });
  return store.node(5) as NodeFields;
}

type OutlineData = {
  length: number;
  attributes: { getPosition: { value: Float32Array }; getIndex: { value: Uint32Array } };
};

describe('field layers', () => {
  it("outline each field's ring and never join one field's ring to the next", () => {
    const node = nodeWith(3);
    const layers = fieldLayers([node], stateColors(DEFAULT_FILLS), true) as Layer[];
    expect(layers.map((layer) => layer.id)).toEqual(['clu-fill-5', 'clu-outline-5']);
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
    expect(attributes.getPosition.value).toEqual(node.positions.subarray(0, 30));
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
    const fillsOnly = ['clu-fill-5'];
    const zoomedOut = fieldLayers([nodeWith(2)], stateColors(DEFAULT_FILLS), false) as Layer[];
    expect(zoomedOut.map((layer) => layer.id)).toEqual(fillsOnly);
    const arriving = { ...nodeWith(2), outlined: false };
    const layers = fieldLayers([arriving], stateColors(DEFAULT_FILLS), true) as Layer[];
    expect(layers.map((layer) => layer.id)).toEqual(fillsOnly);
  });
});
