import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient, type TypedDocument } from './client.js';
import { ConnectionLostError, FieldBoundariesError } from './errors.js';
import type { AuthorizationServer } from './oauth.js';
import { Session } from './tokens.js';

// A client whose server goes away: every failure is the SDK's own error (one `instanceof
// FieldBoundariesError` catches it), never graphql-sse's NetworkError or fetch's TypeError.

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A gateway that takes each connection and drops it before answering. */
async function droppingGateway() {
  let connections = 0;
  const server = createServer((request) => {
    connections++;
    request.socket.destroy();
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => connections,
  };
}

const clientOf = (origin: string) =>
  createClient({
    origin,
    session: new Session({
      server: {} as AuthorizationServer, // never asked: the token is live
      app: { clientId: 'app_test' },
      tokens: {
        accessToken: 'access',
        refreshToken: 'refresh',
        expiresAt: Date.now() + 3_600_000,
        scopes: [],
      },
    }),
  });

// The generated documents are strings with their types attached; these two are written by hand.
const ServerTime = 'subscription { serverTime }' as unknown as TypedDocument<{ serverTime: string }, object>;
const ServerTimeNow = '{ serverTime }' as unknown as TypedDocument<{ serverTime: string }, object>;

describe('a client that loses the server', () => {
  it('ends a subscription with a ConnectionLostError after trying again three times', async () => {
    const gateway = await droppingGateway();
    const client = clientOf(gateway.origin);
    const failure = await (async () => {
      for await (const _ of client.subscribe(ServerTime, {})) throw new Error('no result was sent');
    })().catch((error: unknown) => error);
    client.close();
    expect(failure).toBeInstanceOf(ConnectionLostError);
    expect(failure).toBeInstanceOf(FieldBoundariesError);
    expect((failure as Error).message).toContain(`${gateway.origin}/graphql/stream`);
    expect(gateway.connections()).toBe(4);
  }, 15_000);

  it('fails a query with a ConnectionLostError when nothing answers', async () => {
    const gateway = await droppingGateway();
    const failure = await clientOf(gateway.origin)
      .request(ServerTimeNow)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConnectionLostError);
    expect((failure as Error).cause).toBeInstanceOf(Error);
  });
});
