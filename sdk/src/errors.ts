// What the SDK throws. Each failure a caller can act on has its own class; all share
// FieldBoundariesError, so one `instanceof` catches them.

/** A GraphQL error as the gateway sends it: the message is meant for people. */
export type GraphQLErrorEntry = {
  message: string;
  path?: readonly (string | number)[];
  extensions?: { code?: string; [key: string]: unknown };
};

export class FieldBoundariesError extends Error {
  override name = 'FieldBoundariesError';
}

/**
 * The app's connection has ended: the grower revoked it in Connected apps, the refresh token
 * expired or was already used (a reused one ends the whole connection), or the account is gone.
 * Nothing retries it: connect again (the PKCE flow) to get new tokens.
 */
export class ConnectionEndedError extends FieldBoundariesError {
  override name = 'ConnectionEndedError';
  constructor(
    /** The authorization server's OAuth error code, e.g. `invalid_grant`. */
    readonly oauthError: string,
    message = 'The connection to Field Boundaries has ended (revoked, expired or already used): connect the app again.',
  ) {
    super(message);
  }
}

/** The connection's token does not carry the scope this call needs (403 insufficient_scope). */
export class InsufficientScopeError extends FieldBoundariesError {
  override name = 'InsufficientScopeError';
  constructor(
    message: string,
    /** The scope to ask for when connecting again, e.g. `fields:write`. */
    readonly scope: string | null,
  ) {
    super(message);
  }
}

/** The app has spent its query-cost budget for this grower for the minute (429). */
export class RateLimitedError extends FieldBoundariesError {
  override name = 'RateLimitedError';
  constructor(
    message: string,
    /** Seconds to wait before the next call (the gateway's Retry-After). */
    readonly retryAfter: number,
    /** The budget per minute, when the gateway said. */
    readonly limit: number | null,
  ) {
    super(message);
  }
}

/** The gateway answered with GraphQL errors other than the ones above. */
export class GraphQLRequestError extends FieldBoundariesError {
  override name = 'GraphQLRequestError';
  constructor(
    readonly errors: GraphQLErrorEntry[],
    /** Whatever data came back beside the errors. */
    readonly data: unknown,
    /** The HTTP status of the reply. */
    readonly status: number,
  ) {
    super(errors.map((error) => error.message).join('\n') || `The gateway answered ${status}.`);
  }

  /** The first error's `extensions.code` (`UNAUTHENTICATED`, `FORBIDDEN`, `BAD_USER_INPUT`…). */
  get code(): string | undefined {
    return this.errors[0]?.extensions?.code;
  }
}

/**
 * The gateway could not be reached, or the connection broke and could not be opened again (a
 * subscription tries three times in a row first). `cause` is the network's own error. Nothing
 * was lost on the server's side: call again, or subscribe again from the last result.
 */
export class ConnectionLostError extends FieldBoundariesError {
  override name = 'ConnectionLostError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** The OAuth sign-in failed: the grower denied it, the state did not match, or the server refused. */
export class AuthorizationError extends FieldBoundariesError {
  override name = 'AuthorizationError';
  constructor(
    message: string,
    /** The OAuth error code (`access_denied`, `invalid_grant`, `invalid_scope`…), when there is one. */
    readonly oauthError: string | null,
  ) {
    super(message);
  }
}

const SCOPE_IN_MESSAGE = /needs the ([a-z]+:[a-z]+) scope/;

/**
 * The SDK's error for GraphQL errors: a missing scope or a spent budget by their classes,
 * anything else as a GraphQLRequestError.
 */
export function errorOf(
  errors: GraphQLErrorEntry[],
  data: unknown,
  status: number,
  retryAfterHeader: string | null,
): FieldBoundariesError {
  const limited = errors.find((error) => error.extensions?.code === 'RATE_LIMITED');
  // The other 429: the app holds as many open subscriptions for this grower as a gateway allows.
  // Waiting does not help while they stay open, so it is no RateLimitedError: its code and the
  // gateway's words (close one to open another) come through as they are.
  const tooMany = errors.some((error) => error.extensions?.code === 'TOO_MANY_SUBSCRIPTIONS');
  if (limited || (status === 429 && !tooMany)) {
    const extensions = limited?.extensions ?? {};
    const retryAfter = Number(extensions.retryAfter ?? retryAfterHeader ?? 60);
    const limit = typeof extensions.limit === 'number' ? extensions.limit : null;
    return new RateLimitedError(limited?.message ?? 'Rate limit exceeded.', retryAfter, limit);
  }
  const refused = errors.find(
    (error) =>
      error.extensions?.reason === 'insufficient_scope' ||
      (error.extensions?.code === 'FORBIDDEN' && SCOPE_IN_MESSAGE.test(error.message)),
  );
  if (refused) {
    const named = refused.extensions?.scope;
    const scope = typeof named === 'string' ? named : (SCOPE_IN_MESSAGE.exec(refused.message)?.[1] ?? null);
    return new InsufficientScopeError(refused.message, scope);
  }
  return new GraphQLRequestError(errors, data, status);
}

export const isUnauthenticated = (errors: GraphQLErrorEntry[] | undefined) =>
  (errors ?? []).some((error) => error.extensions?.code === 'UNAUTHENTICATED');

/** The gateway does not know the hash sent for this app (Apollo's `PersistedQueryNotFound`). */
export const isPersistedQueryNotFound = (errors: GraphQLErrorEntry[] | undefined) =>
  (errors ?? []).some((error) => error.extensions?.code === 'PERSISTED_QUERY_NOT_FOUND');
