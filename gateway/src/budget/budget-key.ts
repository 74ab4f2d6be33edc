import { OPAQUE_TOKEN_PATTERN } from '@field-boundaries/contract/identifiers';
import { subjectOf } from '../session/cookies';
import type { TokenOwner } from './partner-owners';

/** Whose budget a request spends: the grower (the account acted as) and the client acting. */
export type BudgetKey = { grower: string; client: string };

/** Our own web app (and GraphiQL): the first-party client. */
export const FIRST_PARTY_CLIENT = 'web';

/**
 * The one place that says which budget a request spends, from what createContext has read of
 * the request (context.ts).
 *
 * - A partner app's token (opaque, not one of our JWTs) spends the budget of that app for that
 *   grower, as the api says whose it is (`partner`, partner-owners.ts). Partners may send
 *   operations that are not the web app's (persisted/) within that budget.
 * - Our own tokens (`login` issues them to our web app and to token clients alike) spend client
 *   "web"'s budget, for the user the api says the token was issued to (`subject`,
 *   token-subjects.ts): never a claim read without verifying it.
 * - A request with no token, or a token no one holds (forged, expired, revoked), spends its
 *   address's.
 */
export function budgetKeyOf(request: {
  clientIp: string | undefined;
  /** The partner app and grower of an opaque token, when the api knows it. */
  partner?: TokenOwner | null;
  /** The user one of our tokens was issued to, as the api verified it; null when it did not. */
  subject?: string | null;
}): BudgetKey {
  const address = `address:${request.clientIp ?? 'unknown'}`;
  if (request.partner) return { grower: request.partner.userUuid, client: request.partner.clientId };
  return { grower: request.subject ?? address, client: FIRST_PARTY_CLIENT };
}

/** A token that is not one of our JWTs: a partner's opaque OAuth token, for the api to place. */
export const isOpaqueToken = (token: string | undefined): token is string =>
  !!token && subjectOf(token) === undefined && OPAQUE_TOKEN_PATTERN.test(token);

export const isFirstParty = (key: BudgetKey) => key.client === FIRST_PARTY_CLIENT;
