import { describe, expect, it } from 'vitest';
import { ConnectionEndedError } from './errors.js';
import type { AuthorizationServer } from './oauth.js';
import { Session, type TokenSet } from './tokens.js';

// The session's refreshes, against a stand-in authorization server that rotates its refresh
// token as the real one does: a refresh token used twice ends the connection.

const HOUR = 3_600_000;

function rotatingServer() {
  let issued = 0;
  let live = 'refresh-0';
  const server = {
    refreshes: 0,
    async refresh(_app: unknown, refreshToken: string): Promise<TokenSet> {
      server.refreshes++;
      await Promise.resolve();
      if (refreshToken !== live) throw new ConnectionEndedError('invalid_grant');
      issued++;
      live = `refresh-${issued}`;
      return {
        accessToken: `access-${issued}`,
        refreshToken: live,
        expiresAt: Date.now() + HOUR,
        scopes: [],
      };
    },
  };
  return server;
}

const tokens = (expiresAt: number): TokenSet => ({
  accessToken: 'access-0',
  refreshToken: 'refresh-0',
  expiresAt,
  scopes: ['fields:read'],
});

function sessionOn(server: ReturnType<typeof rotatingServer>, expiresAt: number, stored: TokenSet[]) {
  return new Session({
    server: server as unknown as AuthorizationServer,
    app: { clientId: 'app' },
    tokens: tokens(expiresAt),
    onTokens: (fresh) => {
      stored.push(fresh);
    },
  });
}

describe('a session', () => {
  it('uses a live access token as it is', async () => {
    const server = rotatingServer();
    const session = sessionOn(server, Date.now() + HOUR, []);
    expect(await session.accessToken()).toBe('access-0');
    expect(server.refreshes).toBe(0);
  });

  it('refreshes an expired token once for every caller waiting on it, and hands the new set to storage', async () => {
    const server = rotatingServer();
    const stored: TokenSet[] = [];
    const session = sessionOn(server, 0, stored);
    const tokensGiven = await Promise.all([1, 2, 3, 4].map(() => session.accessToken()));
    expect(tokensGiven).toEqual(['access-1', 'access-1', 'access-1', 'access-1']);
    expect(server.refreshes).toBe(1);
    expect(stored.map((set) => set.refreshToken)).toEqual(['refresh-1']);
  });

  it('refreshes a refused token once, however many calls were refused with it', async () => {
    const server = rotatingServer();
    const session = sessionOn(server, Date.now() + HOUR, []);
    const first = await Promise.all([session.refresh('access-0'), session.refresh('access-0')]);
    // A call refused with the old token after the refresh gets the new one, not another refresh.
    const late = await session.refresh('access-0');
    expect([...first, late].map((set) => set.accessToken)).toEqual(['access-1', 'access-1', 'access-1']);
    expect(server.refreshes).toBe(1);
  });

  it('ends for good when the refresh is refused, without trying the spent token again', async () => {
    const server = rotatingServer();
    const session = new Session({
      server: server as unknown as AuthorizationServer,
      app: { clientId: 'app' },
      tokens: { ...tokens(0), refreshToken: 'revoked' },
    });
    await expect(session.accessToken()).rejects.toBeInstanceOf(ConnectionEndedError);
    await expect(session.accessToken()).rejects.toBeInstanceOf(ConnectionEndedError);
    expect(server.refreshes).toBe(1);
  });
});
