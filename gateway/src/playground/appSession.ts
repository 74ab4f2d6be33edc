// The tab's app token once GraphiQL has signed in as a partner app. Its access token lasts an hour
// (the authorization server's AccessToken ttl), so the playground trades the refresh token for a
// new pair a minute before it runs out, or at once when the gateway no longer takes it. Refresh
// tokens rotate: each is good for one use, and one presented twice revokes the grant (api's
// provider.ts), so only one refresh is ever in flight and every request waits for its pair. Both
// tokens live in this tab only (sessionStorage); signing out forgets them, and a refresh that
// answers after that is dropped rather than signing the tab back in.

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The token the playground explores with, and what it was granted. */
export type AppToken = {
  clientId: string;
  accessToken: string;
  /** Single use: each refresh brings the next one. Null when the server gave none. */
  refreshToken: string | null;
  scope: string;
  expiresAt: number;
};

/** Why the app's session ended without the partner signing out: the token endpoint's error. */
export type SessionEnd = { error: string; description: string | null };

/** The token endpoint's answer, as RFC 6749 names it. */
export type TokenAnswer = {
  access_token?: string;
  refresh_token?: string;
  scope?: string;
  expires_in?: number;
  error?: string;
  error_description?: string;
};

const TOKEN = 'playground-oauth-token';
/** A token this close to its end is renewed before it is sent. */
export const REFRESH_AHEAD_MS = 60_000;

/** The app's token from a token endpoint answer that carries one. */
export const tokenOf = (clientId: string, answer: TokenAnswer, now: number): AppToken | null =>
  answer.access_token
    ? {
        clientId,
        accessToken: answer.access_token,
        refreshToken: answer.refresh_token ?? null,
        scope: answer.scope ?? '',
        expiresAt: now + (answer.expires_in ?? 3600) * 1000,
      }
    : null;

export const saveToken = (storage: Storage, token: AppToken) => storage.setItem(TOKEN, JSON.stringify(token));

function readToken(storage: Storage): AppToken | null {
  try {
    const token = JSON.parse(storage.getItem(TOKEN) ?? 'null') as Partial<AppToken> | null;
    if (typeof token?.accessToken !== 'string' || typeof token.clientId !== 'string') return null;
    return {
      clientId: token.clientId,
      accessToken: token.accessToken,
      refreshToken: typeof token.refreshToken === 'string' ? token.refreshToken : null,
      scope: token.scope ?? '',
      expiresAt: Number(token.expiresAt) || 0,
    };
  } catch {
    return null;
  }
}

export class AppSession {
  private inflight: Promise<AppToken | null> | null = null;
  /** Moves on at each sign-out or ended session: a refresh begun before it is not kept. */
  private generation = 0;
  private readonly storage: Storage;
  private readonly fetcher: typeof fetch;
  private readonly now: () => number;

  constructor(
    private readonly options: {
      origin: string;
      storage?: Storage;
      fetcher?: typeof fetch;
      now?: () => number;
      /** Told when the server refuses the refresh token (revoked in Connected apps, the app removed). */
      onEnd?: (end: SessionEnd) => void;
    },
  ) {
    this.storage = options.storage ?? sessionStorage;
    this.fetcher = options.fetcher ?? ((...args) => fetch(...args));
    this.now = options.now ?? Date.now;
  }

  /** The tab's token: null when none, or when its access token ran out with nothing to renew it. */
  current(): AppToken | null {
    const token = readToken(this.storage);
    if (token && (token.expiresAt > this.now() || token.refreshToken)) return token;
    this.storage.removeItem(TOKEN);
    return null;
  }

  /** An access token for the next request: the kept one, or a new one when it is about to run out. */
  async accessToken(): Promise<string | null> {
    const token = this.current();
    if (!token) return null;
    if (!token.refreshToken || token.expiresAt - this.now() > REFRESH_AHEAD_MS) return token.accessToken;
    return (await this.refresh())?.accessToken ?? null;
  }

  /**
   * The gateway refused `rejected` as expired or unknown: a new access token to send the request
   * again with, once, or null when there is none. A request that was refused while another one
   * renewed the token gets the new one without a second refresh.
   */
  async renewedAfter(rejected: string): Promise<string | null> {
    const token = this.current();
    if (!token) return null;
    if (token.accessToken !== rejected) return token.accessToken;
    const renewed = await this.refresh();
    return renewed && renewed.accessToken !== rejected ? renewed.accessToken : null;
  }

  /** Back to the browser's own session: both tokens are forgotten. */
  signOut() {
    this.generation++;
    this.inflight = null;
    this.storage.removeItem(TOKEN);
  }

  private refresh(): Promise<AppToken | null> {
    if (!this.inflight) {
      const flight = this.exchange().finally(() => {
        if (this.inflight === flight) this.inflight = null;
      });
      this.inflight = flight;
    }
    return this.inflight;
  }

  private async exchange(): Promise<AppToken | null> {
    const token = this.current();
    if (!token?.refreshToken) return token;
    const generation = this.generation;
    let answer: Response;
    let body: TokenAnswer;
    try {
      answer = await this.fetcher(`${this.options.origin}/oauth/token`, {
        method: 'POST',
        credentials: 'omit',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: token.refreshToken,
          client_id: token.clientId,
        }),
      });
      body = (await answer.json().catch(() => ({}))) as TokenAnswer;
    } catch {
      // Unreachable: the pair is kept for the next try, and this request goes as it is.
      return token;
    }
    if (generation !== this.generation) return null;
    // A refresh may leave the scope out when it is the one granted before (RFC 6749 §5.1).
    const renewed = answer.ok ? tokenOf(token.clientId, { scope: token.scope, ...body }, this.now()) : null;
    if (renewed) {
      saveToken(this.storage, renewed);
      return renewed;
    }
    // The server's own trouble: the refresh token was not spent, so it is kept for the next try.
    if (answer.status >= 500) return token;
    this.generation++;
    this.storage.removeItem(TOKEN);
    this.options.onEnd?.({
      error: body.error ?? 'invalid_grant',
      description: body.error_description ?? null,
    });
    return null;
  }
}
