import { stringifySetCookie } from 'cookie';
import { secondsLeft } from './cookies';

// While a browser is in god mode, its own session waits here: the retailer's (or staff's)
// refresh token, HttpOnly so no page script reads it, sent only to /graphql. Leaving god mode
// rotates it back into the session cookies; logging out revokes it.
export const ACTOR_COOKIE = 'actor_refresh_token';
const ACTOR_PATH = '/graphql';

export function actorCookie(refresh: string, secure: boolean): string {
  return stringifySetCookie({
    name: ACTOR_COOKIE,
    value: refresh,
    maxAge: Math.max(0, Math.floor(secondsLeft(refresh))),
    httpOnly: true,
    sameSite: 'strict',
    path: ACTOR_PATH,
    secure,
  });
}

export function clearedActorCookie(secure: boolean): string {
  return stringifySetCookie({
    name: ACTOR_COOKIE,
    value: '',
    maxAge: 0,
    httpOnly: true,
    sameSite: 'strict',
    path: ACTOR_PATH,
    secure,
  });
}
