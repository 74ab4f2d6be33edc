import { describe, expect, it } from 'vitest';
import { downwindMoves } from './drift-model';
import { distinctMoves } from './store';

// A week's forecast repeats its winds; each repeated move is swept once and answers for every
// hour that makes it.
describe('the moves swept for a forecast', () => {
  it('sweeps a repeated wind once, for each of its hours, and keeps different winds apart', () => {
    const hours = [
      { hour: 0, from: 180, feet: 300 },
      { hour: 1, from: 180, feet: 300 },
      { hour: 2, from: 180, feet: 310 },
      // SSW's half point toward S is S's half point toward SSW: the same move.
      { hour: 3, from: 202.5, feet: 300 },
    ];
    const moves = hours.flatMap(({ hour, from, feet }) =>
      downwindMoves(from, feet).map((move) => ({ ...move, hour })),
    );
    const { distinct, hoursOf } = distinctMoves(moves);
    expect(moves).toHaveLength(12);
    expect(distinct).toHaveLength(8);
    const of = (from: number, feet: number, spread: number) => {
      const move = downwindMoves(from, feet)[spread];
      const at = distinct.findIndex(
        (each) => Math.abs(each.dx - (move?.dx ?? 0)) < 1e-6 && Math.abs(each.dy - (move?.dy ?? 0)) < 1e-6,
      );
      return hoursOf[at];
    };
    expect(of(180, 300, 1)).toEqual([0, 1]);
    expect(of(180, 300, 2)).toEqual([0, 1, 3]);
    expect(of(180, 310, 1)).toEqual([2]);
  });
});
