// A partner app's persisted operations: GraphQL documents its developer registers, each known by
// the SHA-256 of its text, which the app then sends instead of the text (Apollo's persisted-query
// extension, `extensions.persistedQuery.sha256Hash`). The gateway checks a document against the
// schema; the api keeps it, with the app's other records.

/** How many operations one app may keep. */
export const OPERATIONS_PER_APP = 200;

/** The longest document, in characters (the gateway's token limit bounds it further). */
export const OPERATION_MAX_LENGTH = 20_000;

/** A GraphQL name: what an operation is listed by. */
export const OPERATION_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;

/** The SHA-256 of a document's text, in lowercase hex, as Apollo's clients send it. */
export const OPERATION_HASH = /^[0-9a-f]{64}$/;

/** The refusals a developer meets, word for word. */
export const operationMessages = {
  notYourApp: 'Only the developer who registered this app, or staff, can manage its operations.',
  empty: 'Paste a GraphQL document: one named query or mutation.',
  tooLong: `A document can be at most ${OPERATION_MAX_LENGTH.toLocaleString('en-US')} characters long.`,
  invalid: (problem: string) => `This document does not run against the schema: ${problem}`,
  oneOperation: 'Register one operation per document (with the fragments it spreads).',
  unnamed: 'Name the operation (query FarmFields { … }): its name is how you find it in the list.',
  subscription:
    'Subscriptions travel whole to /graphql/stream and cannot be sent by hash: register queries and mutations.',
  tooMany: `An app can keep ${OPERATIONS_PER_APP} operations. Remove one it no longer sends first.`,
  noOperation: 'There is no such operation for this app.',
} as const;
