import { stringifySetCookie } from 'cookie';
import { secondsLeft } from './cookies';

// A browser's password reset (step 2 → step 3 of Forgot password) stays with the gateway: an
// HttpOnly cookie no page script can read, sent only to /graphql, only from our own pages
// (SameSite=Strict), and gone when the reset token expires.
export const RESET_COOKIE = 'password_reset';
const RESET_PATH = '/graphql';

export function resetCookie(token: string, secure: boolean): string {
  return stringifySetCookie({
    name: RESET_COOKIE,
    value: token,
    maxAge: Math.max(0, Math.floor(secondsLeft(token))),
    httpOnly: true,
    sameSite: 'strict',
    path: RESET_PATH,
    secure,
  });
}

export function clearedResetCookie(secure: boolean): string {
  return stringifySetCookie({
    name: RESET_COOKIE,
    value: '',
    maxAge: 0,
    httpOnly: true,
    sameSite: 'strict',
    path: RESET_PATH,
    secure,
  });
}
