import type { Queryable } from '../db/db';
import type { TokenClaims } from './tokens';

export type Plan = 'F' | 'B' | 'N';

/**
 * Who a request acts as, resolved once per request from its token: the user, their account and
 * plan, their roles, and the real person behind an impersonated (god mode) session. Services
 * take this instead of looking the user up themselves.
 */
export type Viewer = {
  userUuid: string;
  accountId: number;
  plan: Plan;
  legalNotice: boolean;
  roles: { grower: boolean; retailer: boolean; developer: boolean; staff: boolean };
  /** The person actually at the keyboard: the user, or the retailer or staff in god mode. */
  actorUuid: string;
  impersonated: boolean;
};

type ViewerRow = {
  uuid: string;
  account_id: string | number;
  subscription_plan: Plan;
  legal_notice: boolean;
  is_ag_retailer: boolean;
  is_developer: boolean;
  is_staff: boolean;
};

/**
 * The viewer an access token names, or null when that user no longer exists, is not active, or
 * reset their password after the token was issued (a reset moves the session generation on and
 * so ends every earlier session). A god-mode token names a viewer only while its actor may still
 * enter the account: staff, or a retailer the grower has not removed, so removal ends a session
 * already open. Only access tokens name a viewer: a reset token opens nothing
 * but the password reset.
 */
export async function resolveViewer(db: Queryable, claims: TokenClaims): Promise<Viewer | null> {
  if (claims.kind !== 'access') return null;
  const [row] = await db.query<ViewerRow>(
    `SELECT u.uuid, u.account_id, a.subscription_plan, u.legal_notice,
            u.is_ag_retailer, u.is_developer, u.is_staff
     FROM users u JOIN accounts a ON a.id = u.account_id
     WHERE u.uuid = $1 AND u.is_active AND u.session_generation <= $2
       AND ($3::uuid IS NULL OR $3 = u.uuid OR EXISTS (
         SELECT 1 FROM users actor
         WHERE actor.uuid = $3 AND actor.is_active AND (actor.is_staff OR EXISTS (
           SELECT 1 FROM ag_retailer_relations rel WHERE rel.grower_uuid = u.uuid AND rel.retailer_uuid = actor.uuid))))`,
    [claims.userUuid, claims.generation ?? 0, claims.actorUuid ?? null],
  );
  if (!row) return null;
  return {
    userUuid: row.uuid,
    accountId: Number(row.account_id),
    plan: row.subscription_plan,
    legalNotice: row.legal_notice,
    roles: {
      // A retailer works on growers' accounts; everyone else on the farm account is a grower.
      grower: !row.is_ag_retailer,
      retailer: row.is_ag_retailer,
      developer: row.is_developer,
      staff: row.is_staff,
    },
    actorUuid: claims.actorUuid ?? row.uuid,
    impersonated: claims.actorUuid !== undefined && claims.actorUuid !== row.uuid,
  };
}
