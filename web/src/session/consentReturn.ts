import { useLocation } from 'react-router-dom';
import { keepUntilSignedIn, takeKept } from './keptUntilSignedIn';

// A partner app's consent request (/connect/{uid}) opened by someone signed out: the route guard
// sends them to Login with the request's address in the navigation state. The state goes with
// them between the signed-out screens (Login, Sign Up, Forgot password and back to Login), and
// once signed in they go back to the request. Signing up ends in the tab the activation mail
// opens, where no navigation state reaches: registering keeps the request on the device until
// the account is activated. Only a consent address is honoured, so nothing else can be slipped in.

const CONSENT = /^\/connect\/[A-Za-z0-9_-]+$/;
const KEY = 'consent-return';
/** As long as the request itself lives (the authorization server's Interaction ttl). */
const LIFETIME_MS = 30 * 60 * 1000;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The navigation state Login is opened with from a consent request. */
export const consentReturnState = (pathname: string) => ({ returnTo: pathname });

/** The consent request to go back to after signing in, from a signed-out screen's navigation state. */
export function consentReturnOf(state: unknown): string | null {
  const returnTo = (state as { returnTo?: unknown } | null)?.returnTo;
  return typeof returnTo === 'string' && CONSENT.test(returnTo) ? returnTo : null;
}

/**
 * The consent request this signed-out screen was opened for, and the navigation state that takes
 * it on to the next one (undefined when there is none).
 */
export function useConsentReturn() {
  const { state } = useLocation();
  const returnTo = consentReturnOf(state);
  return { returnTo, carry: returnTo ? consentReturnState(returnTo) : undefined };
}

/** Keeps the request for the tab the activation link opens. */
export function keepConsentReturn(returnTo: string, storage: Storage = localStorage, now = Date.now()) {
  if (CONSENT.test(returnTo)) keepUntilSignedIn(KEY, returnTo, storage, now);
}

/** The request kept at sign-up, once, while it can still be answered. */
export function takeConsentReturn(storage: Storage = localStorage, now = Date.now()): string | null {
  return consentReturnOf({ returnTo: takeKept(KEY, LIFETIME_MS, storage, now) });
}
