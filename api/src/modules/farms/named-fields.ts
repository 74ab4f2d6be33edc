import type { Queryable } from '../../db/db';
import { peopleOf } from '../accounts/people';
import { type FarmField, type StoredField, storedField, storedFieldsOfFarm } from './fields-store';

// Fields as the farms module answers them: the stored row with its owner named through the
// accounts service.

/** Owners by uuid, named through the accounts service (one look-up for them all). */
export async function ownersNamed<T extends { owner_uuid: string }>(
  db: Queryable,
  stored: T[],
): Promise<(Omit<T, 'owner_uuid'> & { owner: { full_name: string; email: string } })[]> {
  const people = await peopleOf(
    db,
    stored.map((each) => each.owner_uuid),
  );
  return stored.map(({ owner_uuid, ...rest }) => {
    const owner = people.get(owner_uuid);
    return { ...rest, owner: { full_name: owner?.full_name ?? '', email: owner?.email ?? '' } };
  });
}

/** A field by uuid, whoever holds it, with its owner named; null when there is none. */
export async function fieldByUuid(db: Queryable, uuid: string): Promise<FarmField | null> {
  const stored = await storedField(db, uuid);
  return stored ? ((await ownersNamed<StoredField>(db, [stored]))[0] ?? null) : null;
}

/** A farm's fields, by name, with their owners named. */
export async function fieldsOfFarm(db: Queryable, farmId: number): Promise<FarmField[]> {
  return ownersNamed<StoredField>(db, await storedFieldsOfFarm(db, farmId));
}
