import { existsSync, readFileSync } from 'node:fs';
import { GraphQLError } from 'graphql';
import { z } from 'zod';

/** The web app's published operations: sha256 of each text → the text (codegen.ts, persistedDocuments). */
export type TrustedDocuments = ReadonlyMap<string, string>;

const manifest = z.record(z.string().regex(/^[0-9a-f]{64}$/), z.string().min(1));

/** Reads the web app's persisted-documents.json; none when the file is absent (a gateway without the web app). */
export function loadTrustedDocuments(file: string): TrustedDocuments {
  if (!existsSync(file)) return new Map();
  const parsed = manifest.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(`${file} is not a persisted-documents manifest: ${parsed.error.message}`);
  return new Map(Object.entries(parsed.data));
}

/** Apollo Server's prefix for persisted-query keys in its cache. */
const APQ_PREFIX = 'apq:';

/**
 * Apollo Server's persisted-query cache, read from the published documents: a request that
 * sends a known hash (`extensions.persistedQuery.sha256Hash`) and no text runs the published
 * text; an unknown hash gets Apollo's own `PersistedQueryNotFound`. Nothing is registered at run
 * time: a client's hash-and-text pair is not kept, so only the published hashes are known.
 */
export function trustedDocumentCache(documents: TrustedDocuments) {
  return {
    async get(key: string): Promise<string | undefined> {
      return documents.get(key.startsWith(APQ_PREFIX) ? key.slice(APQ_PREFIX.length) : key);
    },
    async set(): Promise<void> {},
    async delete(): Promise<boolean> {
      return false;
    },
  };
}

export const PERSISTED_QUERY_ONLY = 'PERSISTED_QUERY_ONLY';

/** The refusal of an operation that is not one of the web app's, from a client held to them. */
export const persistedOnlyError = () =>
  new GraphQLError(
    "PersistedQueryOnly: this client may run only the web app's published operations; send one's sha256 in extensions.persistedQuery.",
    { extensions: { code: PERSISTED_QUERY_ONLY, http: { status: 400 } } },
  );
