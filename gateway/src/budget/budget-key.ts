import { subjectOf } from '../session/cookies';

/** Whose budget a request spends: the grower (the account acted as) and the client acting. */
export type BudgetKey = { grower: string; client: string };

/** Our own web app (and GraphiQL): the first-party client. */
export const FIRST_PARTY_CLIENT = 'web';

/**
 * The one place that says which budget a request spends, from what createContext has read of
 * the request (context.ts).
 *
 * - grower: the subject of the access token the request acts with (Bearer, else the session
 *   cookie), read without verifying it, since the api verifies every call; a request with no
 *   token spends its address's budget.
 * - client: every token today is first-party (`login` issues them to our web app and to token
 *   clients alike), so every request is client "web". When the api's viewer carries the OAuth
 *   client id of a partner's token, that id is the client here, and the partner spends a
 *   budget of its own (and may send operations that are not the web app's: persisted/).
 */
export function budgetKeyOf(request: {
  accessToken: string | undefined;
  clientIp: string | undefined;
}): BudgetKey {
  const grower =
    (request.accessToken && subjectOf(request.accessToken)) || `address:${request.clientIp ?? 'unknown'}`;
  return { grower, client: FIRST_PARTY_CLIENT };
}

export const isFirstParty = (key: BudgetKey) => key.client === FIRST_PARTY_CLIENT;
