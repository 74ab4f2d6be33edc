import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/db';
import { Kept } from '../../kept';
import { distinctMoves, hitsByHour, insideSweeps, type Move } from './store';

// The drift judgement's costly half, kept: which candidate fields lie inside the sweep of a field
// along one move. That is a pure function of the field's boundary, the place's projection, the move
// and the candidates' boundaries, so each answer is kept under exactly those: a fingerprint of every
// boundary as stored (md5 of its EWKB, read with the neighbourhood on every call), the SRID and the
// move to the last bit. A boundary edit, a claim, a candidate more or less (another plan, a crop
// recorded or noted), another forecast hour's wind or another drift distance is another key, so a
// kept answer is only ever the answer the query would give now. The label rules are judged afresh
// from it on every call.

/** A field or land unit with the fingerprint of its boundary as it is now. */
export type Shaped = { uuid: string; shape: string };

/** Kept answers (a move's few uuids each), the least recently used dropped first. */
const KEPT = 50_000;

export class ZoneHits {
  private readonly kept: Kept<readonly string[]>;

  constructor(most = KEPT) {
    this.kept = new Kept(most);
  }

  /** As the store's `fieldsInZones`, sweeping only the moves whose answer is not kept. */
  async fieldsInZones(
    db: Queryable,
    field: Shaped,
    srid: number,
    moves: readonly (Move & { hour: number })[],
    candidates: readonly Shaped[],
  ): Promise<{ hour: number; uuid: string }[]> {
    if (candidates.length === 0 || moves.length === 0) return [];
    const base = createHash('sha1')
      .update(`${field.uuid} ${field.shape} ${srid};`)
      .update(
        candidates
          .map((each) => `${each.uuid} ${each.shape}`)
          .sort()
          .join(','),
      )
      .digest('base64');
    // Each move as the query sweeps it (the first of those equal to the millimetre), exactly.
    const { distinct, hoursOf } = distinctMoves(moves);
    const keys = distinct.map((move) => `${base} ${move.dx} ${move.dy}`);
    const inside = keys.map((key) => this.kept.get(key));
    const missing = distinct.filter((_move, at) => inside[at] === undefined);
    if (missing.length > 0) {
      const swept = await insideSweeps(
        db,
        field.uuid,
        srid,
        missing,
        candidates.map((each) => each.uuid),
      );
      let next = 0;
      inside.forEach((known, at) => {
        if (known !== undefined) return;
        const answer = swept[next++] ?? [];
        inside[at] = answer;
        this.kept.set(keys[at] as string, answer);
      });
    }
    return hitsByHour(
      inside.map((uuids) => uuids ?? []),
      hoursOf,
    );
  }

  /** How many answers are kept (for tests). */
  get size() {
    return this.kept.size;
  }
}
