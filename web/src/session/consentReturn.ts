// A partner app's consent request (/connect/{uid}) opened by someone signed out: the route guard
// sends them to Login with the request's address in the navigation state, and once signed in
// they go back to it. Only a consent address is honoured, so nothing else can be slipped in.

const CONSENT = /^\/connect\/[A-Za-z0-9_-]+$/;

/** The navigation state Login is opened with from a consent request. */
export const consentReturnState = (pathname: string) => ({ returnTo: pathname });

/** The consent request to go back to after signing in, from Login's navigation state. */
export function consentReturnOf(state: unknown): string | null {
  const returnTo = (state as { returnTo?: unknown } | null)?.returnTo;
  return typeof returnTo === 'string' && CONSENT.test(returnTo) ? returnTo : null;
}
