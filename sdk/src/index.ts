import { createClient, type FieldBoundariesClient } from './client.js';
import { type App, AuthorizationServer, type ServerOptions } from './oauth.js';
import { Session, type TokenSet } from './tokens.js';

// @field-boundaries/sdk: typed operations generated from the product's schema, a client for
// queries, mutations and subscriptions, and the OAuth 2.1 sign-in. The loopback sign-in for
// command-line and desktop apps needs Node: `@field-boundaries/sdk/node`.

export {
  type ClientOptions,
  createClient,
  FieldBoundariesClient,
  type SubscribeOptions,
  type TypedDocument,
  type VariablesArgument,
} from './client.js';
export {
  AuthorizationError,
  ConnectionEndedError,
  ConnectionLostError,
  FieldBoundariesError,
  type GraphQLErrorEntry,
  GraphQLRequestError,
  InsufficientScopeError,
  RateLimitedError,
} from './errors.js';
export * from './generated/graphql.js';
export { type PersistedOperation, persistedOperations } from './generated/persisted-operations.js';
export { type FieldCollection, type FieldFeature, type FieldProperties, fieldsAsGeoJSON } from './geojson.js';
export { type App, type AuthorizationRequest, AuthorizationServer, type ServerOptions } from './oauth.js';
export {
  type DeveloperSignIn,
  type OperationToRegister,
  type RegisteredOperation,
  type RegisterOptions,
  registerOperations,
  signInAsDeveloper,
} from './register.js';
export { Session, type SessionOptions, type TokenSet } from './tokens.js';

export type OpenOptions = ServerOptions & {
  app: App;
  /** The tokens stored from the last sign-in or refresh. */
  tokens: TokenSet;
  /** Called with each new token set: store it, since the old refresh token no longer works. */
  onTokens?: ((tokens: TokenSet) => void | Promise<void>) | undefined;
  /** Send the generated queries and mutations by hash (see `ClientOptions.sendByHash`). */
  sendByHash?: boolean | undefined;
};

/** A client for one grower's connection, from the tokens you stored. */
export async function openClient(options: OpenOptions): Promise<FieldBoundariesClient> {
  const server = await AuthorizationServer.discover(options);
  const session = new Session({
    server,
    app: options.app,
    tokens: options.tokens,
    onTokens: options.onTokens,
  });
  return createClient({
    origin: options.origin,
    session,
    fetch: options.fetch,
    sendByHash: options.sendByHash,
  });
}
