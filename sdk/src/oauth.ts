import * as oauth from 'oauth4webapi';
import {
  AuthorizationError,
  ConnectionEndedError,
  ConnectionLostError,
  FieldBoundariesError,
} from './errors.js';

// The OAuth 2.1 side of the SDK, on oauth4webapi (no dependencies; it checks the protocol's
// rules: issuer, state, RFC 9207's `iss`, PKCE, token types). The product's authorization server
// sits under `/oauth` on its public origin (the gateway relays it), and its issuer is
// `<origin>/oauth`.

/** An app's tokens for one grower. Keep them where your app keeps secrets; the SDK keeps none. */
export type TokenSet = {
  accessToken: string;
  /** Rotated on every refresh: store the newest one each time (`onTokens`). */
  refreshToken: string | null;
  /** When the access token expires, in milliseconds since the epoch. */
  expiresAt: number;
  scopes: string[];
};

/** A registered app: its client id, and its secret when it is a confidential (server) client. */
export type App = { clientId: string; clientSecret?: string | undefined };

export type ServerOptions = {
  /** The product's public origin, e.g. `https://fields.example.com`. */
  origin: string;
  /**
   * The authorization server's issuer identifier, when it is not `<origin>/oauth` (a development
   * gateway reached by another name than the one it publishes).
   */
  issuer?: string | undefined;
  /** The fetch to use (a proxy, a test); the global one by default. */
  fetch?: typeof fetch | undefined;
};

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** http is refused (oauth4webapi's rule) except on this machine, for development. */
export const insecureAllowed = (url: string) => {
  const parsed = new URL(url);
  return parsed.protocol === 'http:' && LOOPBACK.has(parsed.hostname);
};

export type AuthorizationRequest = {
  /** Send the grower's browser here. */
  url: URL;
  state: string;
  codeVerifier: string;
  redirectUri: string;
};

/** The authorization server as discovered at `<origin>/oauth/.well-known/openid-configuration`. */
export class AuthorizationServer {
  private constructor(
    private readonly as: oauth.AuthorizationServer,
    private readonly requestOptions: {
      [oauth.allowInsecureRequests]?: boolean;
      [oauth.customFetch]?: typeof fetch;
    },
  ) {}

  static async discover(options: ServerOptions): Promise<AuthorizationServer> {
    const origin = options.origin.replace(/\/$/, '');
    const requestOptions = {
      ...(insecureAllowed(origin) ? { [oauth.allowInsecureRequests]: true } : {}),
      ...(options.fetch ? { [oauth.customFetch]: options.fetch } : {}),
    };
    const response = await oauth
      .discoveryRequest(new URL(`${origin}/oauth`), { ...requestOptions, algorithm: 'oidc' })
      .catch((error: Error) => {
        throw new ConnectionLostError(`Could not reach Field Boundaries at ${origin} (${causeOf(error)}).`, {
          cause: error,
        });
      });
    const expected = options.issuer ?? `${origin}/oauth`;
    try {
      return new AuthorizationServer(
        await oauth.processDiscoveryResponse(new URL(expected), response),
        requestOptions,
      );
    } catch (error) {
      throw new FieldBoundariesError(
        response.ok
          ? `${origin}/oauth is not the authorization server ${expected} (${(error as Error).message}); give its issuer as \`issuer\`.`
          : `${origin} has no authorization server at /oauth (it answered ${response.status}).`,
      );
    }
  }

  get issuer(): string {
    return this.as.issuer;
  }

  /** A fresh authorization request with PKCE (S256) and a random state. */
  async authorizationRequest(app: App, redirectUri: string, scopes: string[]): Promise<AuthorizationRequest> {
    if (!this.as.authorization_endpoint)
      throw new AuthorizationError('The server names no authorization endpoint.', null);
    const codeVerifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const url = new URL(this.as.authorization_endpoint);
    url.search = new URLSearchParams({
      client_id: app.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: scopes.join(' '),
      state,
      code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    }).toString();
    return { url, state, codeVerifier, redirectUri };
  }

  /** Checks the redirect's parameters (state, iss, error) and trades its code for tokens. */
  async exchangeCode(app: App, request: AuthorizationRequest, callback: URL): Promise<TokenSet> {
    const client = { client_id: app.clientId };
    let parameters: URLSearchParams;
    try {
      parameters = oauth.validateAuthResponse(this.as, client, callback, request.state);
    } catch (error) {
      if (error instanceof oauth.AuthorizationResponseError)
        throw new AuthorizationError(
          error.error === 'access_denied'
            ? 'The grower did not allow the app.'
            : `The authorization server refused: ${error.error_description ?? error.error}`,
          error.error,
        );
      throw new AuthorizationError(
        `The redirect did not match this sign-in (${(error as Error).message}).`,
        null,
      );
    }
    const response = await reach('the token endpoint', () =>
      oauth.authorizationCodeGrantRequest(
        this.as,
        client,
        clientAuth(app),
        parameters,
        request.redirectUri,
        request.codeVerifier,
        this.requestOptions,
      ),
    );
    try {
      return tokenSet(await oauth.processAuthorizationCodeResponse(this.as, client, response));
    } catch (error) {
      if (error instanceof oauth.ResponseBodyError)
        throw new AuthorizationError(
          `The token endpoint refused the code: ${error.error_description ?? error.error}`,
          error.error,
        );
      throw unreadable('the token endpoint', response, error);
    }
  }

  /** Trades a refresh token for new tokens; the server rotates it (the old one is spent). */
  async refresh(app: App, refreshToken: string): Promise<TokenSet> {
    const client = { client_id: app.clientId };
    const response = await reach('the token endpoint', () =>
      oauth.refreshTokenGrantRequest(this.as, client, clientAuth(app), refreshToken, this.requestOptions),
    );
    try {
      return tokenSet(await oauth.processRefreshTokenResponse(this.as, client, response));
    } catch (error) {
      if (error instanceof oauth.ResponseBodyError && error.error === 'invalid_grant')
        throw new ConnectionEndedError(error.error);
      throw unreadable('the token endpoint', response, error);
    }
  }

  /** Revokes a token (the refresh token ends the whole connection). */
  async revoke(app: App, token: string): Promise<void> {
    const client = { client_id: app.clientId };
    const response = await reach('the revocation endpoint', () =>
      oauth.revocationRequest(this.as, client, clientAuth(app), token, this.requestOptions),
    );
    try {
      await oauth.processRevocationResponse(response);
    } catch (error) {
      throw unreadable('the revocation endpoint', response, error);
    }
  }
}

const causeOf = (error: unknown) =>
  ((error as Error).cause as Error | undefined)?.message ?? (error as Error).message;

/** One request to the authorization server: a network failure is a ConnectionLostError. */
async function reach(endpoint: string, request: () => Promise<Response>): Promise<Response> {
  try {
    return await request();
  } catch (error) {
    throw new ConnectionLostError(`Could not reach ${endpoint} of Field Boundaries (${causeOf(error)}).`, {
      cause: error,
    });
  }
}

/**
 * An answer the SDK has no class for (a refusal other than the grant's, a proxy's error page, a
 * reply that is not OAuth's): still the SDK's own error, with oauth4webapi's as its `cause`.
 */
function unreadable(endpoint: string, response: Response, error: unknown): FieldBoundariesError {
  const Endpoint = `${endpoint[0]?.toUpperCase()}${endpoint.slice(1)}`;
  const message =
    error instanceof oauth.ResponseBodyError
      ? `${Endpoint} refused (${response.status} ${error.error}): ${error.error_description ?? error.error}`
      : `${Endpoint} answered ${response.status}, which is not an OAuth answer (${causeOf(error)}).`;
  return new FieldBoundariesError(message, { cause: error });
}

const clientAuth = (app: App) =>
  app.clientSecret ? oauth.ClientSecretBasic(app.clientSecret) : oauth.None();

function tokenSet(response: oauth.TokenEndpointResponse): TokenSet {
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token ?? null,
    expiresAt: Date.now() + (response.expires_in ?? 3600) * 1000,
    scopes: (response.scope ?? '').split(' ').filter(Boolean),
  };
}
