import type { Queryable } from '../../db/db';
import type { Mailer } from '../../providers/mail';
import { peopleOf } from '../accounts/people';
import { disputeMail, type ToldDispute } from './dispute-mail';
import {
  carryDisputeNotices,
  disputeSides,
  type FieldPair,
  forgetEndedDisputes,
  noteDisputes,
  standingDisputes,
} from './disputes-store';

const pairKey = (a: string, b: string) => (a < b ? `${a} ${b}` : `${b} ${a}`);

/**
 * Disputes told as they arise (issue 34): every change of a farm field's boundary (drawn,
 * claimed, imported, edited, merged, split) asks here in its own transaction. A dispute not told
 * before sends each of its two growers one mail, written with the change; a dispute told before
 * sends nothing, however often either field is edited; a dispute that ended is forgotten, so one
 * arising again is told again.
 */
export class DisputeNotices {
  constructor(private readonly deps: { mailer: Mailer; webOrigin: string }) {}

  /**
   * Tells the new disputes of these fields after a change of their boundaries: one mail to each
   * grower concerned, naming every dispute the change raised for them.
   */
  async tell(tx: Queryable, uuids: readonly string[]): Promise<void> {
    if (uuids.length === 0) return;
    const standing = await standingDisputes(tx, uuids);
    const overlaps = new Map<string, number[]>();
    const pairs: FieldPair[] = [];
    for (const { field, disputes } of standing)
      for (const dispute of disputes) {
        pairs.push({ a: field, b: dispute.uuid });
        overlaps.set(pairKey(field, dispute.uuid), dispute.overlaps);
      }
    await forgetEndedDisputes(tx, uuids, pairs);
    const fresh = await noteDisputes(tx, pairs);
    if (fresh.length === 0) return;
    const sides = await disputeSides(
      tx,
      fresh.flatMap((pair) => [pair.a, pair.b]),
    );
    const byOwner = new Map<string, ToldDispute[]>();
    for (const pair of fresh) {
      for (const uuid of [pair.a, pair.b]) {
        const side = sides.get(uuid);
        if (!side) continue;
        const told = byOwner.get(side.owner_uuid) ?? [];
        told.push({
          field: side.name,
          farm: side.farm,
          overlaps: overlaps.get(pairKey(pair.a, pair.b)) ?? [],
        });
        byOwner.set(side.owner_uuid, told);
      }
    }
    const people = await peopleOf(tx, byOwner.keys());
    for (const [owner, disputes] of byOwner) {
      const person = people.get(owner);
      if (person)
        await this.deps.mailer.send(disputeMail(person, disputes, `${this.deps.webOrigin}/dashboard`), tx);
    }
  }

  /**
   * The disputes told of `from` count as told for `to`: the pieces of a split field, and the field
   * a merge keeps, carry on the disputes their land was already in, and are not told them again.
   */
  carry(tx: Queryable, from: readonly string[], to: readonly string[]): Promise<void> {
    return carryDisputeNotices(tx, from, to);
  }
}
