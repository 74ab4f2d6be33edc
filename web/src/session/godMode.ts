/** The gateway's readable `god_mode` cookie: true while staff or a retailer acts as a grower. */
export const isGodMode = () => document.cookie.split('; ').some((cookie) => cookie === 'god_mode=true');

/**
 * Whether this browser may hold a session at all: the gateway sets `god_mode` (true or false)
 * beside the HttpOnly session cookies, for as long as the refresh token lasts, and clears it
 * with them (gateway/src/session/cookies.ts). Without it, nobody is signed in.
 */
export const mayHoldSession = () =>
  document.cookie.split('; ').some((cookie) => cookie.startsWith('god_mode='));
