import { describe, expect, it } from 'vitest';
import type { Ring } from './boundary';
import { straighten, straightenRing } from './straight-edges';

// 1e-7° is where a boundary is kept; about 1.1 cm of latitude.
const round = (value: number) => Math.round(value * 1e7) / 1e7;

describe('straightenRing', () => {
  it('drops a cut point left on a slanted edge, though rounding put it a centimetre off', () => {
    // A quadrilateral whose south edge rises; a split's cut met it a third of the way along.
    const [sw, se, ne, nw]: Ring = [
      [-97.5, 38.1],
      [-97.4971, 38.10031],
      [-97.4969, 38.1024],
      [-97.5002, 38.1021],
    ];
    const cut: [number, number] = [round(-97.5 + 0.0029 / 3), round(38.1 + 0.00031 / 3)];
    // The rounded cut point is off the edge, by more than PostGIS's 1e-9 tolerance took for straight.
    expect(cut[1] - (38.1 + ((cut[0] + 97.5) / 0.0029) * 0.00031)).not.toBe(0);
    expect(straightenRing([sw, cut, se, ne, nw, sw] as Ring)).toEqual([sw, se, ne, nw, sw]);
  });

  it('drops a leftover corner that a ring starts and ends at', () => {
    const ring: Ring = [
      [-97.49865, 38.1],
      [-97.4973, 38.1],
      [-97.4973, 38.1021],
      [-97.5, 38.1021],
      [-97.5, 38.1],
      [-97.49865, 38.1],
    ];
    const straight = straightenRing(ring);
    expect(straight).toHaveLength(5);
    expect(straight).not.toContainEqual([-97.49865, 38.1]);
    expect(straight[0]).toEqual(straight[4]);
  });

  it('keeps a real corner: a bend of 5 cm in a 300 m edge stays', () => {
    // 4.5e-7° of latitude is 5 cm.
    const ring: Ring = [
      [-97.5, 38.1],
      [-97.49865, 38.1000045],
      [-97.4973, 38.1],
      [-97.4973, 38.1021],
      [-97.5, 38.1021],
      [-97.5, 38.1],
    ];
    expect(straightenRing(ring)).toEqual(ring);
  });

  it('keeps a traced curve within the tolerance of what it was, and every field corner', () => {
    // A centre pivot's quarter: 400 m radius, a corner every metre or so.
    const centre = [-97.5, 38.1] as const;
    const arc: Ring = Array.from({ length: 629 }, (_, at) => {
      const angle = (at / 628) * (Math.PI / 2);
      return [
        round(centre[0] + (0.0036 * Math.cos(angle)) / Math.cos((38.1 * Math.PI) / 180)),
        round(centre[1] + 0.0036 * Math.sin(angle)),
      ] as [number, number];
    });
    const ring: Ring = [[...centre], ...arc, [...centre]];
    const straight = straightenRing(ring);
    expect(straight.length).toBeLessThan(ring.length);
    expect(straight).toContainEqual([...centre]);
    expect(straight).toContainEqual(arc[0]);
    expect(straight).toContainEqual(arc[628]);
    // Every dropped corner lies within 2e-7° (scaled) of the kept outline.
    const scale = Math.cos((38.1 * Math.PI) / 180);
    const offEdge = ([x, y]: [number, number]) =>
      Math.min(
        ...straight.slice(1).map(([bx, by], at) => {
          const [ax, ay] = straight[at] as [number, number];
          const [px, py, qx, qy, rx, ry] = [ax * scale, ay, (bx ?? 0) * scale, by ?? 0, x * scale, y];
          const length2 = (qx - px) ** 2 + (qy - py) ** 2;
          const t = Math.max(0, Math.min(1, ((rx - px) * (qx - px) + (ry - py) * (qy - py)) / length2));
          return Math.hypot(rx - (px + t * (qx - px)), ry - (py + t * (qy - py)));
        }),
      );
    expect(Math.max(...arc.map(offEdge))).toBeLessThanOrEqual(2e-7);
  });

  it('leaves a triangle, and a ring too thin to keep three corners, as they are', () => {
    const triangle: Ring = [
      [-97.5, 38.1],
      [-97.49, 38.1],
      [-97.5, 38.11],
      [-97.5, 38.1],
    ];
    expect(straightenRing(triangle)).toEqual(triangle);
    const sliver: Ring = [
      [-97.5, 38.1],
      [-97.499, 38.1],
      [-97.498, 38.1],
      [-97.499, 38.1000001],
      [-97.5, 38.1],
    ];
    expect(straightenRing(sliver)).toEqual(sliver);
  });

  it('straightens holes and every part', () => {
    const outline: Ring = [
      [-97.5, 38.1],
      [-97.49, 38.1],
      [-97.49, 38.11],
      [-97.495, 38.11],
      [-97.5, 38.11],
      [-97.5, 38.1],
    ];
    const hole: Ring = [
      [-97.497, 38.103],
      [-97.497, 38.105],
      [-97.497, 38.107],
      [-97.493, 38.107],
      [-97.493, 38.103],
      [-97.497, 38.103],
    ];
    const [[kept, keptHole]] = straighten([[outline, hole]]) as [[Ring, Ring]];
    expect(kept).toHaveLength(5);
    expect(keptHole).toHaveLength(5);
    expect(keptHole).not.toContainEqual([-97.497, 38.105]);
  });
});
