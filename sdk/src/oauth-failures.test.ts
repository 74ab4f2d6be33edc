import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectionEndedError, ConnectionLostError, FieldBoundariesError } from './errors.js';
import { AuthorizationServer } from './oauth.js';
import { registerCommand } from './register-command.js';

// Every failure of the sign-in's requests is the SDK's own error (issue 53, item 3): a server
// that cannot be reached, a connection dropped mid-answer, an error page from a proxy, a refusal
// the SDK has no class for. Before, fetch's TypeError and oauth4webapi's errors came out bare.

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

type Answer = { status: number; body: string; type?: string } | 'drop';

/** An authorization server at `<origin>/oauth` whose token and revocation endpoints answer `answer`. */
async function authorizationServer(answer: Answer) {
  const server = createServer((request, response) => {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (request.url === '/oauth/.well-known/openid-configuration') {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          issuer: `${origin}/oauth`,
          authorization_endpoint: `${origin}/oauth/auth`,
          token_endpoint: `${origin}/oauth/token`,
          revocation_endpoint: `${origin}/oauth/token/revocation`,
        }),
      );
      return;
    }
    request.resume();
    if (answer === 'drop') {
      request.socket.destroy();
      return;
    }
    response.statusCode = answer.status;
    response.setHeader('content-type', answer.type ?? 'application/json');
    response.end(answer.body);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return AuthorizationServer.discover({
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  });
}

const app = { clientId: 'app_test' };
const request = {
  url: new URL('http://x/'),
  state: 's',
  codeVerifier: 'v'.repeat(43),
  redirectUri: 'http://127.0.0.1/cb',
};
const callback = (server: AuthorizationServer) =>
  new URL(`http://127.0.0.1/cb?code=c&state=s&iss=${encodeURIComponent(server.issuer)}`);

/** What a call threw: its class and message. */
const thrown = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: Error) => error,
  );

describe('the sign-in’s failures', () => {
  it('are a ConnectionLostError when the server cannot be reached', async () => {
    const error = await thrown(AuthorizationServer.discover({ origin: 'http://127.0.0.1:9' }));
    expect(error).toBeInstanceOf(ConnectionLostError);
    expect(error?.message).toMatch(/^Could not reach Field Boundaries at http:\/\/127\.0\.0\.1:9 \(/);
  });

  it('are a ConnectionLostError when the token endpoint drops the connection', async () => {
    const server = await authorizationServer('drop');
    for (const call of [
      server.refresh(app, 'refresh'),
      server.exchangeCode(app, request, callback(server)),
      server.revoke(app, 'refresh'),
    ]) {
      const error = await thrown(call);
      expect(error).toBeInstanceOf(ConnectionLostError);
      expect(error?.message).toMatch(/^Could not reach the (token|revocation) endpoint of Field Boundaries/);
    }
  });

  it('are a FieldBoundariesError for an error page or a refusal it has no class for', async () => {
    const page = await authorizationServer({
      status: 502,
      body: '<html>Bad gateway</html>',
      type: 'text/html',
    });
    for (const call of [
      page.refresh(app, 'refresh'),
      page.exchangeCode(app, request, callback(page)),
      page.revoke(app, 'refresh'),
    ]) {
      const error = await thrown(call);
      expect(error).toBeInstanceOf(FieldBoundariesError);
      expect(error?.message).toMatch(/endpoint answered 502, which is not an OAuth answer/);
    }
    const refusal = await authorizationServer({
      status: 401,
      body: JSON.stringify({ error: 'invalid_client', error_description: 'client authentication failed' }),
    });
    const error = await thrown(refusal.refresh(app, 'refresh'));
    expect(error).toBeInstanceOf(FieldBoundariesError);
    expect(error?.message).toBe(
      'The token endpoint refused (401 invalid_client): client authentication failed',
    );
    // The grant's own refusal keeps its class: the connection has ended.
    const ended = await authorizationServer({
      status: 400,
      body: JSON.stringify({ error: 'invalid_grant' }),
    });
    expect(await thrown(ended.refresh(app, 'refresh'))).toBeInstanceOf(ConnectionEndedError);
  });
});

describe('the developer’s registration command’s failures', () => {
  const env = {
    FIELD_BOUNDARIES_ORIGIN: 'http://127.0.0.1:9',
    CLIENT_ID: 'app_test',
    FIELD_BOUNDARIES_EMAIL: 'dev@example.com',
    FIELD_BOUNDARIES_PASSWORD: 'secret',
  };

  it('are a ConnectionLostError when the product cannot be reached', async () => {
    const error = await thrown(registerCommand(env));
    expect(error).toBeInstanceOf(ConnectionLostError);
    expect(error?.message).toMatch(
      /^Could not reach Field Boundaries at http:\/\/127\.0\.0\.1:9\/graphql \(/,
    );
  });

  it('are a FieldBoundariesError when its settings are missing', async () => {
    const error = await thrown(registerCommand({ ...env, CLIENT_ID: undefined }));
    expect(error).toBeInstanceOf(FieldBoundariesError);
    expect(error?.message).toMatch(/FIELD_BOUNDARIES_ORIGIN=/);
  });
});
