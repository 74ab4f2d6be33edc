import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { createClient as createSseClient, NetworkError, type Client as SseClient } from 'graphql-sse';
import {
  ConnectionLostError,
  errorOf,
  FieldBoundariesError,
  type GraphQLErrorEntry,
  isPersistedQueryNotFound,
  isUnauthenticated,
} from './errors.js';
import { persistedOperations } from './generated/persisted-operations.js';
import type { Session } from './tokens.js';

// Queries and mutations over HTTP (POST /graphql), subscriptions over graphql-sse
// (/graphql/stream, one connection per subscription, as the web app uses it). Every request
// carries the session's bearer token; a request the gateway refuses as UNAUTHENTICATED is sent
// again once, after a refresh.

/** A typed operation: the generated documents (`FarmFieldsDocument`…) or your own. */
export type TypedDocument<Result, Variables> = DocumentTypeDecoration<Result, Variables>;

/** Variables are optional when the operation needs none. */
export type VariablesArgument<Variables> =
  Record<string, never> extends Variables ? [variables?: Variables] : [variables: Variables];

export type ClientOptions = {
  /** The product's public origin (the gateway), e.g. `https://fields.example.com`. */
  origin: string;
  session: Session;
  fetch?: typeof fetch | undefined;
  /**
   * Send the generated queries and mutations by the SHA-256 of their text (Apollo's
   * persisted-query extension) instead of the text, once they are registered for the app
   * (`registerOperations`, or `npx field-boundaries-register-operations`). A hash the gateway
   * does not know for the app is sent as text from then on. Other documents always go as text.
   */
  sendByHash?: boolean | undefined;
};

export type SubscribeOptions<Result, Variables> = {
  /**
   * Where to pick the stream up after it was cut (a refreshed token, a dropped connection):
   * the variables for a new subscription given the last result received. Without it, a stream
   * is started again only if it had delivered nothing yet.
   */
  resumeFrom?: (last: Result) => Variables;
  /** Stops the subscription. */
  signal?: AbortSignal;
};

type Reply = { data?: unknown; errors?: GraphQLErrorEntry[] };

const TOKEN_CLIENT = { 'x-session-mode': 'token' };

/** Connections that drop in a row, with no result between, before the subscription gives up. */
const MAX_DROPS = 3;

/** A connection that ended under a subscription (not a refusal, which carries its reply). */
const isDrop = (error: unknown) => error instanceof NetworkError && !error.response;

const pause = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve) => {
    if (ms === 0 || signal?.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

export class FieldBoundariesClient {
  private readonly graphqlUrl: string;
  private readonly streamUrl: string;
  private readonly fetch: typeof fetch;
  private sse: SseClient | null = null;
  /** Generated documents' hashes by their text, when sending by hash. */
  private readonly hashes: ReadonlyMap<string, string>;
  /** Hashes the gateway did not know for this app: their texts are sent instead. */
  private readonly unknownHashes = new Set<string>();

  constructor(private readonly options: ClientOptions) {
    const origin = options.origin.replace(/\/$/, '');
    this.graphqlUrl = `${origin}/graphql`;
    this.streamUrl = `${origin}/graphql/stream`;
    this.fetch = options.fetch ?? globalThis.fetch;
    this.hashes = new Map(
      options.sendByHash
        ? persistedOperations.map((operation) => [operation.document, operation.sha256Hash])
        : [],
    );
  }

  get session(): Session {
    return this.options.session;
  }

  /** Runs a query or mutation; resolves with its typed data, or throws the SDK's error. */
  async request<Result, Variables>(
    document: TypedDocument<Result, Variables>,
    ...[variables]: VariablesArgument<Variables>
  ): Promise<Result> {
    const query = String(document);
    const hash = this.hashes.get(query);
    let byHash = hash !== undefined && !this.unknownHashes.has(hash);
    let token = await this.session.accessToken();
    let refreshed = false;
    for (;;) {
      const body = JSON.stringify(
        byHash
          ? { variables: variables ?? {}, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }
          : { query, variables: variables ?? {} },
      );
      const response = await this.fetch(this.graphqlUrl, {
        method: 'POST',
        headers: {
          ...TOKEN_CLIENT,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
        },
        body,
      }).catch((error: unknown) => {
        throw lost(this.graphqlUrl, error);
      });
      const reply = await readReply(response).catch((error: unknown) => {
        throw lost(this.graphqlUrl, error);
      });
      if (isUnauthenticated(reply.errors) && !refreshed) {
        refreshed = true;
        token = (await this.session.refresh(token)).accessToken;
        continue;
      }
      if (byHash && hash && isPersistedQueryNotFound(reply.errors)) {
        // Not registered for this app (or removed): the text, now and from now on.
        this.unknownHashes.add(hash);
        byHash = false;
        continue;
      }
      if (reply.errors?.length || response.status === 429 || !reply.data)
        throw errorOf(reply.errors ?? [], reply.data, response.status, response.headers.get('retry-after'));
      return reply.data as Result;
    }
  }

  /**
   * Runs a subscription: an async iterable of typed results. Break out of the loop (or abort
   * `signal`) to end it. A stream refused as UNAUTHENTICATED is opened again after a refresh,
   * and a connection that drops is opened again (three times in a row at most); once results
   * have come, only with `resumeFrom`, which says where to pick the stream up.
   */
  async *subscribe<Result, Variables>(
    document: TypedDocument<Result, Variables>,
    variables: Variables,
    options: SubscribeOptions<Result, Variables> = {},
  ): AsyncGenerator<Result, void, undefined> {
    let current = variables;
    let last: Result | undefined;
    let refreshedFor: string | null = null;
    let drops = 0;
    while (!options.signal?.aborted) {
      const token = await this.session.accessToken();
      const results = this.stream().iterate({ query: String(document), variables: current ?? {} });
      const stop = () => void results.return?.();
      options.signal?.addEventListener('abort', stop, { once: true });
      let lostSession = false;
      let dropped = false;
      try {
        for await (const result of results) {
          const reply = result as Reply;
          if (isUnauthenticated(reply.errors)) {
            lostSession = true;
            break;
          }
          if (reply.errors?.length || !reply.data) throw errorOf(reply.errors ?? [], reply.data, 200, null);
          last = reply.data as Result;
          refreshedFor = null;
          drops = 0;
          yield last;
        }
      } catch (error) {
        const resumable = last === undefined || options.resumeFrom !== undefined;
        if (!isDrop(error) || !resumable || drops >= MAX_DROPS)
          throw await streamError(error, this.streamUrl);
        dropped = true;
      } finally {
        options.signal?.removeEventListener('abort', stop);
        await results.return?.();
      }
      if (dropped) {
        // Again at once the first time (a refused token is told apart on the new connection).
        await pause(1000 * drops++, options.signal);
      } else {
        // Ended by the server or the signal: done. A lost session: refresh once and go on.
        if (!lostSession || refreshedFor === token) return;
        refreshedFor = token;
        await this.session.refresh(token);
      }
      if (last !== undefined && options.resumeFrom) current = options.resumeFrom(last);
    }
  }

  /** Closes the subscriptions' connections. */
  close(): void {
    this.sse?.dispose();
    this.sse = null;
  }

  private stream(): SseClient {
    this.sse ??= createSseClient({
      url: this.streamUrl,
      // Asked again for every connection, so a refreshed token is the one sent.
      headers: async () => ({ ...TOKEN_CLIENT, authorization: `Bearer ${await this.session.accessToken()}` }),
      fetchFn: this.fetch,
      retryAttempts: 0,
    });
    return this.sse;
  }
}

async function readReply(response: Response): Promise<Reply> {
  const text = await response.text();
  const without = { errors: [{ message: `The gateway answered ${response.status} without GraphQL.` }] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return without;
  }
  // JSON that is no GraphQL response (a proxy's `null`, a bare string, an array) is no reply either.
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Reply)
    : without;
}

/** A network failure (fetch's TypeError, graphql-sse's NetworkError without a reply) as the SDK's. */
const lost = (url: string, error: unknown) =>
  new ConnectionLostError(
    `Could not reach Field Boundaries at ${url}: ${error instanceof Error ? error.message : String(error)}`,
    { cause: error },
  );

/**
 * graphql-sse's refusals (a 429 or 400 with a GraphQL body) as the SDK's errors, and a
 * connection that could not be kept as a ConnectionLostError: every failure is the SDK's.
 */
async function streamError(error: unknown, url: string): Promise<FieldBoundariesError> {
  if (error instanceof FieldBoundariesError) return error;
  if (!(error instanceof NetworkError) || !error.response) return lost(url, error);
  const { response } = error;
  const reply = await readReply(response);
  const errors = reply.errors?.length ? reply.errors : [{ message: error.message }];
  return errorOf(errors, null, response.status, response.headers.get('retry-after'));
}

export function createClient(options: ClientOptions): FieldBoundariesClient {
  return new FieldBoundariesClient(options);
}
