import type { Db } from '../db/db';
import { planInForce } from '../modules/billing/rules';
import { lapseExpiredPlan } from '../modules/billing/service';
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
  /** The plan in force: a Pro plan whose year is over is already F here (see billing/rules.ts). */
  plan: Plan;
  /** When plan B ends (ISO 8601); null for plans that do not run out. */
  planExpiresAt: string | null;
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
  plan_expires_at: Date | string | null;
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
export async function resolveViewer(db: Db, claims: TokenClaims): Promise<Viewer | null> {
  if (claims.kind !== 'access') return null;
  const [row] = await db.query<ViewerRow>(
    `SELECT u.uuid, u.account_id, a.subscription_plan, a.plan_expires_at, u.legal_notice,
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
  const accountId = Number(row.account_id);
  const expiresAt = row.plan_expires_at === null ? null : new Date(row.plan_expires_at);
  // The one place a Pro year runs out: the first request after it ends the plan for good (and
  // records it), so every rule that reads the viewer sees F from then on.
  const plan = planInForce(row.subscription_plan, expiresAt, new Date());
  if (plan !== row.subscription_plan) await lapseExpiredPlan(db, accountId);
  return {
    userUuid: row.uuid,
    accountId,
    plan,
    planExpiresAt: expiresAt?.toISOString() ?? null,
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
