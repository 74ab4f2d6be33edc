import { describe, expect, it } from 'vitest';
import {
  addVertex,
  closeRing,
  drawMessages,
  finishRing,
  insidePolygon,
  isClosed,
  MAX_VERTICES,
  type Position,
  ringAcres,
  selfIntersects,
  snapToEdges,
  undoVertex,
} from './polygonRules';

const square: Position[] = [
  [-97.9, 38.0],
  [-97.8973, 38.0],
  [-97.8973, 38.0021],
  [-97.9, 38.0021],
];

describe('drawing a boundary', () => {
  it('closes the ring by repeating its first point', () => {
    const ring = closeRing(square);
    expect(ring).toHaveLength(5);
    expect(ring[4]).toEqual(square[0]);
    expect(isClosed(ring)).toBe(true);
    expect(isClosed(square)).toBe(false);
    expect(closeRing(ring)).toEqual(ring);
  });

  it('takes corners one by one, and undoes the last', () => {
    let vertices: Position[] = [];
    for (const corner of square) {
      const step = addVertex(vertices, corner);
      expect(step.ok).toBe(true);
      if (step.ok) vertices = step.vertices;
    }
    expect(undoVertex(vertices)).toEqual(square.slice(0, 3));
  });

  it('refuses a corner that makes the outline cross itself, as it is drawn', () => {
    const vee: Position[] = [
      [-97.9, 38.0],
      [-97.89, 38.01],
      [-97.89, 38.0],
    ];
    expect(addVertex(vee, [-97.9, 38.01])).toEqual({ ok: false, message: drawMessages.crosses });
    // An open path that only crosses once closed: the ring is refused.
    const z: Position[] = [
      [-97.9, 38.0],
      [-97.89, 38.0],
      [-97.9, 38.01],
      [-97.89, 38.01],
    ];
    expect(selfIntersects(z, false)).toBe(false);
    expect(finishRing(z)).toEqual({ ok: false, message: drawMessages.crosses });
    expect(finishRing(square)).toEqual({ ok: true, ring: closeRing(square) });
  });

  it('refuses a corner past the vertex bound, a repeated corner, and a ring of two corners', () => {
    const full = Array.from({ length: MAX_VERTICES }, (_, at) => [at, 0] as Position);
    expect(addVertex(full, [1, 1])).toEqual({ ok: false, message: drawMessages.tooMany });
    expect(addVertex(square, square[3] as Position)).toEqual({ ok: false, message: drawMessages.same });
    expect(finishRing(square.slice(0, 2))).toEqual({ ok: false, message: drawMessages.tooFew });
  });

  it('measures the acres of a ring for the preview', () => {
    expect(ringAcres(square)).toBeCloseTo(13.66, 0);
    expect(ringAcres(square.slice(0, 2))).toBe(0);
  });
});

describe('snapping to CLU edges', () => {
  const clu = closeRing(square);
  it('moves a click near an edge onto it, and near a corner onto the corner', () => {
    expect(snapToEdges([-97.8985, 38.00001], [clu], 0.0001)).toEqual([-97.8985, 38.0]);
    expect(snapToEdges([-97.89732, 38.00003], [clu], 0.0001)).toEqual([-97.8973, 38.0]);
  });
  it('leaves a click far from every edge where it is', () => {
    expect(snapToEdges([-97.8985, 38.001], [clu], 0.0001)).toEqual([-97.8985, 38.001]);
  });
  it('reaches as far north-south as east-west once longitude is scaled (as far on screen)', () => {
    // At 60° N a degree of longitude is half a degree of latitude long, on the ground and on screen.
    const corner: Position[] = [
      [0, 60],
      [0.01, 60],
    ];
    const scale = Math.cos((60 * Math.PI) / 180);
    // 0.00012° of latitude north: past a 0.0001° reach, whatever the scale.
    expect(snapToEdges([0, 60.00012], [corner], 0.0001, scale)).toEqual([0, 60.00012]);
    // 0.00018° of longitude west is 0.00009° on the ground: within reach once scaled, not before.
    expect(snapToEdges([-0.00018, 60], [corner], 0.0001, scale)).toEqual([0, 60]);
    expect(snapToEdges([-0.00018, 60], [corner], 0.0001)).toEqual([-0.00018, 60]);
  });
});

describe('insidePolygon', () => {
  it('finds a point inside a ring, not outside it', () => {
    expect(insidePolygon([-97.899, 38.001], [closeRing(square)])).toBe(true);
    expect(insidePolygon([-97.8, 38.001], [closeRing(square)])).toBe(false);
  });
});
