// Written by `npm run codegen` (sdk/scripts/operation-hashes.ts); do not edit. The SHA-256 of each
// generated query's and mutation's text: what the client sends instead of the text with
// `sendByHash`, once `registerOperations` has registered them for the app.
import { FarmFieldsDocument, FarmsDocument, RenameFarmDocument } from './graphql.js';

/** A generated operation the app can register and send by hash. */
export type PersistedOperation = { name: string; sha256Hash: string; document: string };

export const persistedOperations: readonly PersistedOperation[] = [
  { name: 'FarmFields', sha256Hash: 'a46f0b970f0fe2432298ed661586e3bc67c850f3033a9bdd588aa71f44e3161b', document: String(FarmFieldsDocument) },
  { name: 'Farms', sha256Hash: 'd06c5ba4eaba3b2a19cb5e48908755021b1fe8b315bcb6bccd75d097a4634f55', document: String(FarmsDocument) },
  { name: 'RenameFarm', sha256Hash: '220a0a41ba30e1aa2025304af3f03d714a37b5fc88feb42a429fc5ac79e79916', document: String(RenameFarmDocument) },
];
