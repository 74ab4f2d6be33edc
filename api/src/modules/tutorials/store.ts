import type { Queryable } from '../../db/db';

// SQL of the tutorials a user has finished (spec: user_tutorial); no rules here.
export type TutorialFlags = { farms: boolean; herbicides: boolean; traits: boolean; tank_mix: boolean };

export async function tutorialsOf(db: Queryable, userUuid: string): Promise<TutorialFlags> {
  const [row] = await db.query<TutorialFlags>(
    'SELECT farms, herbicides, traits, tank_mix FROM user_tutorials WHERE user_uuid = $1',
    [userUuid],
  );
  return row ?? { farms: false, herbicides: false, traits: false, tank_mix: false };
}

/** A new user's row: every tour still to see. */
export async function insertTutorials(tx: Queryable, userUuid: string): Promise<void> {
  await tx.query('INSERT INTO user_tutorials (user_uuid) VALUES ($1) ON CONFLICT (user_uuid) DO NOTHING', [
    userUuid,
  ]);
}

/** The flags of many users at once; a user without a row has seen none. */
export async function tutorialsOfMany(
  db: Queryable,
  userUuids: string[],
): Promise<Map<string, TutorialFlags>> {
  const rows = await db.query<TutorialFlags & { user_uuid: string }>(
    'SELECT user_uuid, farms, herbicides, traits, tank_mix FROM user_tutorials WHERE user_uuid = ANY($1::uuid[])',
    [userUuids],
  );
  return new Map(rows.map(({ user_uuid, ...flags }) => [user_uuid, flags]));
}

/** Sets the flags given; the others keep their value. */
export async function updateTutorials(
  db: Queryable,
  userUuid: string,
  patch: Partial<TutorialFlags>,
): Promise<TutorialFlags> {
  const current = await tutorialsOf(db, userUuid);
  const next = { ...current, ...patch };
  await db.query(
    `INSERT INTO user_tutorials (user_uuid, farms, herbicides, traits, tank_mix) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_uuid) DO UPDATE
     SET farms = $2, herbicides = $3, traits = $4, tank_mix = $5`,
    [userUuid, next.farms, next.herbicides, next.traits, next.tank_mix],
  );
  return next;
}
