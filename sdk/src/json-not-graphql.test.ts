import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient, type TypedDocument } from './client.js';
import { FieldBoundariesError } from './errors.js';
import type { AuthorizationServer } from './oauth.js';
import { Session } from './tokens.js';

// Attack on issue 53's SDK errors: "every failure is the SDK's own error". A reply that is JSON
// but not a GraphQL response (a proxy's `null`, a bare string, an array) must be one too, not a
// TypeError from reading `.errors` of null.

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function gatewayAnswering(status: number, body: string) {
  const server = createServer((_request, response) => {
    response.statusCode = status;
    response.setHeader('content-type', 'application/json');
    response.end(body);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const clientOf = (origin: string) =>
  createClient({
    origin,
    session: new Session({
      server: {} as AuthorizationServer,
      app: { clientId: 'app_test' },
      tokens: {
        accessToken: 'access',
        refreshToken: 'refresh',
        expiresAt: Date.now() + 3_600_000,
        scopes: [],
      },
    }),
  });

const ServerTimeNow = '{ serverTime }' as unknown as TypedDocument<{ serverTime: string }, object>;

describe('a reply that is JSON but not GraphQL', () => {
  it.each([
    [502, 'null'],
    [200, 'null'],
  ])('%i with body %s is a FieldBoundariesError', async (status, body) => {
    const failure = await clientOf(await gatewayAnswering(status, body))
      .request(ServerTimeNow)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FieldBoundariesError);
  });

  it('a 503 whose body is a bare JSON string is a FieldBoundariesError', async () => {
    const failure = await clientOf(await gatewayAnswering(503, '"Service Unavailable"'))
      .request(ServerTimeNow)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FieldBoundariesError);
  });

  it("a 404 from the gateway's JSON not-found page is a FieldBoundariesError naming it", async () => {
    const failure = await clientOf(
      await gatewayAnswering(
        404,
        JSON.stringify({
          errors: [{ message: 'There is nothing at this address.', extensions: { code: 'NOT_FOUND' } }],
        }),
      ),
    )
      .request(ServerTimeNow)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FieldBoundariesError);
    expect((failure as Error).message).toContain('nothing at this address');
  });
});
