import type { PartnerScope } from '@field-boundaries/contract/partner-scopes';

// Who a request acts as: types only. A leaf: it imports nothing from the domains, so every
// module can name its viewer without depending on the auth layer that resolves one
// (auth/resolve-viewer.ts reads accounts, retailers and billing to build it).

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
  /**
   * Set when the call comes from a partner app with an OAuth access token: which app, and the
   * scopes the user granted it. Absent for the product's own clients (the web app's session),
   * which may do everything the user may.
   */
  partner?: PartnerAccess;
};

export type PartnerAccess = { clientId: string; scopes: ReadonlySet<PartnerScope> };
