// Written by `npm run codegen` (sdk/scripts/operation-hashes.ts); do not edit. The SHA-256 of each
// generated query's and mutation's text: what the client sends instead of the text with
// `sendByHash`, once `registerOperations` has registered them for the app.
import { CurrentSpraysDocument, FarmFieldsDocument, FarmsDocument, MeDocument, MyCropsDocument, RenameFarmDocument, ReportsDocument, StartSprayingDocument, StopSprayingDocument } from './graphql.js';

/** A generated operation the app can register and send by hash. */
export type PersistedOperation = { name: string; sha256Hash: string; document: string };

export const persistedOperations: readonly PersistedOperation[] = [
  { name: 'CurrentSprays', sha256Hash: 'e79a60b9dcc5b2dedb5f81bc5e8e7bdce27b0ad6bc9e81e2fb8098f845c1aea4', document: String(CurrentSpraysDocument) },
  { name: 'FarmFields', sha256Hash: 'a46f0b970f0fe2432298ed661586e3bc67c850f3033a9bdd588aa71f44e3161b', document: String(FarmFieldsDocument) },
  { name: 'Farms', sha256Hash: 'd06c5ba4eaba3b2a19cb5e48908755021b1fe8b315bcb6bccd75d097a4634f55', document: String(FarmsDocument) },
  { name: 'Me', sha256Hash: '3f86305f68e1235fdfa6f118df077ae91e1fab9c2d6ce94a83e400e9a9282cd2', document: String(MeDocument) },
  { name: 'MyCrops', sha256Hash: '41568b59dda5c63281ece570204d160db4635c6a04cc85d70fb94e71a75549f1', document: String(MyCropsDocument) },
  { name: 'RenameFarm', sha256Hash: '220a0a41ba30e1aa2025304af3f03d714a37b5fc88feb42a429fc5ac79e79916', document: String(RenameFarmDocument) },
  { name: 'Reports', sha256Hash: '0d7062c8fcae6726b0681fc1d6ac0aa277050e3d78cb64380b052f94c931af7e', document: String(ReportsDocument) },
  { name: 'StartSpraying', sha256Hash: '8ef1808c7fb29fa5bdd430e72a810b2ad7850321d963c57c45ff514e89fdebe2', document: String(StartSprayingDocument) },
  { name: 'StopSpraying', sha256Hash: 'ffeaedc2b7c2a6dbb455c2402632dda4a97aa3c9ea6e18b7bf779dab9dc138b7', document: String(StopSprayingDocument) },
];
