import type { Queryable } from '../db/db';
import { type Person, peopleOf } from '../modules/accounts/people';
import type { Viewer } from './viewer';

/**
 * Who did something in an account. In god mode the actor (a retailer or staff member) is not the
 * account's user: notices, mails and records then name the actor, their business and the account
 * worked for, never the grower alone.
 */
export type Attribution = {
  account: { full_name: string; email: string; business: string };
  /** The person at the keyboard when it is not the account's user (god mode); else null. */
  actor: { full_name: string; business: string } | null;
};

/**
 * The one wording of who did it, as a grower reads it: 'Dana Miller (dana@millercreek.farm)', or
 * in god mode 'Sam Ortiz, Prairie Ag Supply, for Miller Creek Farms'.
 */
export function actedBy(who: Attribution): string {
  if (who.actor) return `${who.actor.full_name}, ${who.actor.business}, for ${who.account.business}`;
  return `${who.account.full_name} (${who.account.email})`;
}

/** The viewer's account user and, in god mode, the real actor, with their businesses' names. */
export async function attributionOf(
  db: Queryable,
  viewer: Pick<Viewer, 'userUuid' | 'actorUuid' | 'impersonated'>,
): Promise<Attribution> {
  return attributionFrom(await peopleOf(db, [viewer.userUuid, viewer.actorUuid]), viewer);
}

/** The same, from people already read (by uuid) with the viewer's user and actor among them. */
export function attributionFrom(
  people: ReadonlyMap<string, Person>,
  viewer: Pick<Viewer, 'userUuid' | 'actorUuid' | 'impersonated'>,
): Attribution {
  const account = people.get(viewer.userUuid);
  const actor = viewer.impersonated ? people.get(viewer.actorUuid) : undefined;
  return {
    account: {
      full_name: account?.full_name ?? '',
      email: account?.email ?? '',
      business: account?.business ?? '',
    },
    actor: actor ? { full_name: actor.full_name, business: actor.business } : null,
  };
}
