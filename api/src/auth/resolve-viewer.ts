import type { PartnerScope } from '@field-boundaries/contract/partner-scopes';
import type { Db } from '../db/db';
import { type SignedInUser, signedInUsers } from '../modules/accounts/people';
import { planInForce } from '../modules/billing/service';
import { retailerMayEnter } from '../modules/retailers/service';
import type { TokenClaims } from './tokens';
import type { Viewer } from './viewer';

/**
 * The viewer an access token names, or null when that user no longer exists, is not active, or
 * reset their password after the token was issued (a reset moves the session generation on and
 * so ends every earlier session). A god-mode token names a viewer only while its actor may still
 * enter the account: staff, or a retailer the grower has not removed, so removal ends a session
 * already open. Only access tokens name a viewer: a reset token opens nothing
 * but the password reset. Resolving only reads (through the accounts, retailers and billing
 * services): the plan is the one in force now, and billing records a Pro year's end itself.
 */
export async function resolveViewer(db: Db, claims: TokenClaims): Promise<Viewer | null> {
  if (claims.kind !== 'access') return null;
  return viewerOfUser(db, claims);
}

/**
 * The viewer of a partner app's access token: the user who granted it, never impersonated
 * (apps connect to their own account only), while that user is active. Changing the password
 * does not cut an app off; revoking it in Connected apps does.
 */
export async function resolvePartnerViewer(
  db: Db,
  grant: { userUuid: string; clientId: string; scopes: readonly PartnerScope[] },
): Promise<Viewer | null> {
  const viewer = await viewerOfUser(db, { userUuid: grant.userUuid, generation: Number.POSITIVE_INFINITY });
  return viewer && { ...viewer, partner: { clientId: grant.clientId, scopes: new Set(grant.scopes) } };
}

async function viewerOfUser(
  db: Db,
  claims: Pick<TokenClaims, 'userUuid' | 'actorUuid' | 'generation'>,
): Promise<Viewer | null> {
  const actorUuid = claims.actorUuid ?? null;
  const users = await signedInUsers(db, actorUuid ? [claims.userUuid, actorUuid] : [claims.userUuid]);
  const user = users.get(claims.userUuid);
  if (!user?.active || user.sessionGeneration > (claims.generation ?? 0)) return null;
  if (actorUuid !== null && actorUuid !== user.uuid && !(await mayEnter(db, user.uuid, users.get(actorUuid))))
    return null;
  return {
    userUuid: user.uuid,
    accountId: user.account,
    plan: planInForce(user.storedPlan, user.planExpiresAt, new Date()),
    planExpiresAt: user.planExpiresAt?.toISOString() ?? null,
    legalNotice: user.legalNotice,
    roles: {
      // A retailer works on growers' accounts; everyone else on the farm account is a grower.
      grower: !user.roles.retailer,
      retailer: user.roles.retailer,
      developer: user.roles.developer,
      staff: user.roles.staff,
    },
    actorUuid: claims.actorUuid ?? user.uuid,
    impersonated: claims.actorUuid !== undefined && claims.actorUuid !== user.uuid,
  };
}

/** God mode: an active actor who is staff, or a retailer the grower let in and has not removed. */
async function mayEnter(db: Db, growerUuid: string, actor: SignedInUser | undefined): Promise<boolean> {
  if (!actor?.active) return false;
  return actor.roles.staff || retailerMayEnter(db, growerUuid, actor.uuid);
}
