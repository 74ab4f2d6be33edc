import type { Queryable } from '../../db/db';
import {
  accountHolders,
  accountName,
  accountUsers,
  lockAccount as lockAccountRow,
  peopleByUuid,
  signedInRows,
  uuidByEmail,
} from './people-store';

// The accounts service's look-ups for other modules: who a user is (the owner of a field, the
// actor of an audit entry, the other side of a retailer's link), who holds an account, and the
// lock that makes an account's changes one at a time. Other modules call these, never the
// users and accounts tables. Each look-up of many takes one query, however many it names.

/** A user as other modules name them: their name and e-mail, their account and its name. */
export type Person = { uuid: string; full_name: string; email: string; account: number; business: string };

/** The users named (unknown ones left out), by uuid; one query for them all. */
export async function peopleOf(
  db: Queryable,
  uuids: Iterable<string | null | undefined>,
): Promise<Map<string, Person>> {
  const wanted = [
    ...new Set([...uuids].filter((uuid): uuid is string => typeof uuid === 'string' && uuid !== '')),
  ];
  if (wanted.length === 0) return new Map();
  const rows = await peopleByUuid(db, wanted);
  return new Map(
    rows.map((row) => [
      row.uuid,
      {
        uuid: row.uuid,
        full_name: row.full_name,
        email: row.email,
        account: Number(row.account_id),
        business: row.business,
      },
    ]),
  );
}

/** One user, or null when there is none. */
export async function personOf(db: Queryable, uuid: string): Promise<Person | null> {
  return (await peopleOf(db, [uuid])).get(uuid) ?? null;
}

/** The user an e-mail names (compared as stored: lowercased), or null. */
export const userUuidByEmail = (db: Queryable, email: string) => uuidByEmail(db, email.toLowerCase());

/** The user who holds each account (its first), for entries no request's viewer made. */
export async function holdersOf(db: Queryable, accountIds: Iterable<number>): Promise<Map<number, string>> {
  const wanted = [...new Set(accountIds)];
  if (wanted.length === 0) return new Map();
  const rows = await accountHolders(db, wanted);
  return new Map(rows.map((row) => [Number(row.account_id), row.uuid]));
}

/** The users of an account: whoever of them connected an app speaks for the account. */
export async function usersOfAccount(db: Queryable, accountId: number): Promise<string[]> {
  return (await accountUsers(db, accountId)).map((row) => row.uuid);
}

export async function holderOf(db: Queryable, accountId: number): Promise<string | null> {
  return (await holdersOf(db, [accountId])).get(accountId) ?? null;
}

/**
 * Holds the account until the transaction ends, so two of its changes (two tabs claiming the
 * last free field) run one after the other. False when there is no such account.
 */
export const lockAccount = (tx: Queryable, accountId: number) => lockAccountRow(tx, accountId);

/**
 * A user as the viewer of a request is made from (auth/viewer.ts): the plan as stored, read in the
 * same query through the view billing publishes (`account_plans`).
 */
export type SignedInUser = {
  uuid: string;
  account: number;
  storedPlan: 'F' | 'B' | 'N';
  planExpiresAt: Date | null;
  legalNotice: boolean;
  active: boolean;
  /** Tokens issued before a password reset carry an older generation. */
  sessionGeneration: number;
  roles: { retailer: boolean; developer: boolean; staff: boolean };
};

/** The users a token names (its user and, in god mode, its actor), in one query. */
export async function signedInUsers(db: Queryable, uuids: string[]): Promise<Map<string, SignedInUser>> {
  const rows = await signedInRows(db, uuids);
  return new Map(
    rows.map((row) => [
      row.uuid,
      {
        uuid: row.uuid,
        account: Number(row.account_id),
        storedPlan: row.subscription_plan,
        planExpiresAt: row.plan_expires_at === null ? null : new Date(row.plan_expires_at),
        legalNotice: row.legal_notice,
        active: row.is_active,
        sessionGeneration: Number(row.session_generation),
        roles: { retailer: row.is_ag_retailer, developer: row.is_developer, staff: row.is_staff },
      },
    ]),
  );
}

/** The account's name (given at registration as the farm's), or null when there is no such account. */
export const nameOfAccount = (db: Queryable, accountId: number) => accountName(db, accountId);
