import type { ApolloServerPlugin } from '@apollo/server';
import {
  OPERATION_HASH,
  OPERATION_MAX_LENGTH,
  operationMessages,
} from '@field-boundaries/contract/partner-operations';
import { type DocumentNode, GraphQLError, Kind, OperationTypeNode } from 'graphql';
import type { TokenOwner } from '../budget/partner-owners';
import { createUpstream } from '../upstream/client';

// Partners' own persisted operations (issue 36, item 5). A developer registers a document for an
// app (registerPartnerOperation): the gateway, which owns the schema and its limits, checks it
// here and names its operation; the api keeps it by the SHA-256 of its text. A token of that app
// may then send the hash alone, in Apollo's `extensions.persistedQuery`: the gateway hands Apollo
// the kept text before Apollo looks the hash up, so Apollo checks the hash against the text, and
// the operation is validated, limited and charged to the app's budget like any other. An unknown
// hash falls through to Apollo's own look-up (the web app's published operations), then to its
// standard PersistedQueryNotFound.

/** What a registration gets from the check: the operation's name, or why it cannot be kept. */
export type OperationCheck = { ok: true; name: string } | { ok: false; problem: string };

/** Whether a document may be kept: it parses and validates as /graphql runs it, one named query or mutation. */
export function operationChecker(
  parse: (text: string) => DocumentNode | GraphQLError,
  validate: (document: DocumentNode) => readonly GraphQLError[],
) {
  return (text: string): OperationCheck => {
    const refuse = (problem: string): OperationCheck => ({ ok: false, problem });
    if (text.trim() === '') return refuse(operationMessages.empty);
    if (text.length > OPERATION_MAX_LENGTH) return refuse(operationMessages.tooLong);
    const document = parse(text);
    if (document instanceof GraphQLError) return refuse(operationMessages.invalid(document.message));
    const operations = document.definitions.filter((item) => item.kind === Kind.OPERATION_DEFINITION);
    const [operation] = operations;
    if (operations.length !== 1 || !operation) return refuse(operationMessages.oneOperation);
    if (operation.operation === OperationTypeNode.SUBSCRIPTION) return refuse(operationMessages.subscription);
    if (!operation.name) return refuse(operationMessages.unnamed);
    const [problem] = validate(document);
    if (problem) return refuse(operationMessages.invalid(problem.message));
    return { ok: true, name: operation.name.value };
  };
}

/** How the gateway learns an app's operation by its hash: the api's text, or null. */
export type OperationSource = (clientId: string, sha256: string) => Promise<string | null>;

/** Asks the api (POST /partners/operation-document/); any answer but 200 is "no such operation". */
export const askApiForOperation =
  (apiUrl: string): OperationSource =>
  async (clientId, sha256) => {
    const answer = await createUpstream(apiUrl, {}).POST('/partners/operation-document/', {
      body: { client_id: clientId, sha256 },
    });
    return answer.data?.document ?? null;
  };

/**
 * Apps' operations as this gateway knows them: each answer of the api (a text, or none) is kept a
 * minute, so a partner's calls by hash cost the api one look-up a minute, and junk hashes are
 * remembered as unknown too. The oldest go first past `most` entries or `mostChars` of text.
 * Registering or removing through this gateway forgets the hash at once; other gateways learn
 * within the minute.
 */
export class PartnerOperations {
  private readonly known = new Map<string, { document: string | null; until: number }>();
  private chars = 0;

  constructor(
    private readonly source: OperationSource,
    readonly check: (text: string) => OperationCheck,
    private readonly now: () => number = Date.now,
    private readonly rememberMs = 60_000,
    private readonly most = 10_000,
    private readonly mostChars = 8_000_000,
  ) {}

  /** The text of the app's operation with this hash, or null when it has none. */
  async documentOf(clientId: string, sha256: string): Promise<string | null> {
    const key = `${clientId} ${sha256}`;
    const kept = this.known.get(key);
    if (kept && kept.until > this.now()) return kept.document;
    const document = await this.source(clientId, sha256);
    this.forgetKey(key);
    this.known.set(key, { document, until: this.now() + this.rememberMs });
    this.chars += document?.length ?? 0;
    while (this.known.size > this.most || this.chars > this.mostChars) {
      const oldest = this.known.keys().next().value;
      if (oldest === undefined) break;
      this.forgetKey(oldest);
    }
    return document;
  }

  /** Drops what this gateway knows of the app's hash (it was just registered or removed). */
  forget(clientId: string, sha256: string): void {
    this.forgetKey(`${clientId} ${sha256}`);
  }

  private forgetKey(key: string) {
    const kept = this.known.get(key);
    if (!kept) return;
    this.chars -= kept.document?.length ?? 0;
    this.known.delete(key);
  }
}

/** What the plugin reads of the gateway's context (named here: context.ts imports this file). */
type OperationsContext = { partner: TokenOwner | null; operations: PartnerOperations };

/**
 * For Apollo (/graphql): a partner's request that sends a hash and no text gets its app's kept
 * text, before Apollo's persisted-query step (which runs after every plugin's requestDidStart).
 */
export function partnerOperationsPlugin(): ApolloServerPlugin<OperationsContext> {
  return {
    async requestDidStart({ request, contextValue }) {
      const hash: unknown = request.extensions?.persistedQuery?.sha256Hash;
      const partner = contextValue.partner;
      if (request.query !== undefined || typeof hash !== 'string' || !partner || !OPERATION_HASH.test(hash))
        return;
      const document = await contextValue.operations.documentOf(partner.clientId, hash);
      if (document !== null) request.query = document;
    },
  };
}
