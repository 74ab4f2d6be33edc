import { ConnectionEndedError } from './errors.js';
import type { App, AuthorizationServer, TokenSet } from './oauth.js';

export type { TokenSet } from './oauth.js';

/** Refresh this long before the access token's expiry, so a call never carries a dying token. */
const EARLY_MS = 30_000;

export type SessionOptions = {
  server: AuthorizationServer;
  app: App;
  tokens: TokenSet;
  /** Called with every new token set, before it is used: store it (the old refresh token is spent). */
  onTokens?: ((tokens: TokenSet) => void | Promise<void>) | undefined;
  now?: (() => number) | undefined;
};

/**
 * One grower's connection: hands out a live access token, refreshing it when it has expired or
 * the gateway no longer takes it. Refresh tokens rotate and a reused one ends the whole
 * connection, so refreshes are serialised: one at a time, and every caller that finds the token
 * stale meanwhile waits for that one.
 */
export class Session {
  private tokens: TokenSet;
  private refreshing: Promise<TokenSet> | null = null;
  private ended: ConnectionEndedError | null = null;
  private readonly now: () => number;

  constructor(private readonly options: SessionOptions) {
    this.tokens = options.tokens;
    this.now = options.now ?? Date.now;
  }

  /** The tokens as they stand. */
  get current(): TokenSet {
    return this.tokens;
  }

  /** An access token to send now: refreshed first when it has expired. */
  async accessToken(): Promise<string> {
    if (this.ended) throw this.ended;
    if (this.refreshing) return (await this.refreshing).accessToken;
    if (this.now() < this.tokens.expiresAt - EARLY_MS) return this.tokens.accessToken;
    return (await this.refresh(this.tokens.accessToken)).accessToken;
  }

  /**
   * Replaces `stale`, the access token a call was refused with, unless that has happened
   * already: the refresh in flight, or the tokens it brought, serve every caller.
   */
  refresh(stale: string): Promise<TokenSet> {
    if (this.ended) return Promise.reject(this.ended);
    if (this.refreshing) return this.refreshing;
    if (this.tokens.accessToken !== stale) return Promise.resolve(this.tokens);
    const refreshToken = this.tokens.refreshToken;
    if (!refreshToken) {
      this.ended = new ConnectionEndedError(
        'invalid_grant',
        'The access token has expired and there is no refresh token: connect the app again.',
      );
      return Promise.reject(this.ended);
    }
    this.refreshing = (async () => {
      try {
        const fresh = await this.options.server.refresh(this.options.app, refreshToken);
        // Kept before it is stored: the old refresh token is spent whatever storage does.
        this.tokens = fresh;
        await this.options.onTokens?.(fresh);
        return fresh;
      } catch (error) {
        if (error instanceof ConnectionEndedError) this.ended = error;
        throw error;
      } finally {
        this.refreshing = null;
      }
    })();
    return this.refreshing;
  }
}
