import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { Kept } from '../kept';

// Access and refresh tokens as the spec's cookies live: 7 and 30 days.
export const ACCESS_TTL_SECONDS = 7 * 24 * 60 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;
// A password reset opened by a right security answer: long enough to type a new password,
// short enough that a token left in a log or a cookie jar is soon worthless.
export const RESET_TTL_SECONDS = 15 * 60;

/** `reset` tokens only change a password; `authenticate` refuses them for anything else. */
export type TokenKind = 'access' | 'refresh' | 'reset';

export type TokenClaims = {
  /** The user the token acts as. */
  userUuid: string;
  kind: TokenKind;
  /** Unique id; refresh tokens are revocable by it. */
  jti: string;
  /** The real person behind an impersonated session (god mode), when not the user. */
  actorUuid?: string;
  /** The user's session generation when it was issued: a password reset ends older ones. */
  generation?: number;
};

/**
 * Tokens whose signature has been checked, with their claims and expiry: every request of a
 * signed-in client carries the same token, and checking its HMAC through WebCrypto was 4 % of
 * the api's time under load. A token is kept only once it verified, so a forged or altered one
 * (another string) is always checked; expiry is judged again on every use. What a token may no
 * longer do (a password reset's new session generation, a revoked refresh) is the caller's
 * check against the store, as before.
 */
const VERIFIED = 20_000;
type Verified = { claims: TokenClaims; expiresAtMs: number };

export type TokenPair = { access: string; refresh: string; refreshJti: string; refreshExpiresAt: Date };

export class Tokens {
  private readonly key: Uint8Array;
  private readonly verified = new Kept<Verified>(VERIFIED);

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  private sign(
    kind: TokenKind,
    userUuid: string,
    ttl: number,
    jti: string,
    actorUuid?: string,
    generation = 0,
  ) {
    return new SignJWT({ typ: kind, gen: generation, ...(actorUuid ? { act: actorUuid } : {}) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userUuid)
      .setJti(jti)
      .setIssuedAt()
      .setExpirationTime(`${ttl}s`)
      .sign(this.key);
  }

  /** `generation`: the user's session generation now (see `session-store.ts`). */
  async issue(userUuid: string, actorUuid?: string, generation = 0): Promise<TokenPair> {
    const refreshJti = randomUUID();
    const [access, refresh] = await Promise.all([
      this.sign('access', userUuid, ACCESS_TTL_SECONDS, randomUUID(), actorUuid, generation),
      this.sign('refresh', userUuid, REFRESH_TTL_SECONDS, refreshJti, actorUuid, generation),
    ]);
    return {
      access,
      refresh,
      refreshJti,
      refreshExpiresAt: new Date(Date.now() + REFRESH_TTL_SECONDS * 1000),
    };
  }

  /** A single-use password reset token (its jti is stored by the caller). */
  async issueReset(userUuid: string) {
    const jti = randomUUID();
    const token = await this.sign('reset', userUuid, RESET_TTL_SECONDS, jti);
    return { token, jti, expiresAt: new Date(Date.now() + RESET_TTL_SECONDS * 1000) };
  }

  /** The claims of a valid token of the given kind, or null (bad signature, expired, wrong kind). */
  async verify(token: string, kind: TokenKind): Promise<TokenClaims | null> {
    const known = this.verified.get(token);
    if (known) return known.claims.kind === kind && known.expiresAtMs > Date.now() ? known.claims : null;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (!payload.sub || !payload.jti || typeof payload.exp !== 'number') return null;
      if (payload.typ !== 'access' && payload.typ !== 'refresh' && payload.typ !== 'reset') return null;
      const actor = typeof payload.act === 'string' ? payload.act : undefined;
      const claims: TokenClaims = {
        userUuid: payload.sub,
        kind: payload.typ,
        jti: payload.jti,
        generation: typeof payload.gen === 'number' ? payload.gen : 0,
        ...(actor ? { actorUuid: actor } : {}),
      };
      this.verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
      return claims.kind === kind ? claims : null;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}
