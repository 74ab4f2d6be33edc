import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as generated from '../src/generated/graphql.js';

// Run by `npm run codegen` after graphql-codegen: the SHA-256 of each generated query's and
// mutation's exact text (what the client sends), written beside the documents, so the client
// can send a hash instead of the text (`sendByHash`) and `registerOperations` can register them.
// Subscriptions travel to /graphql/stream whole (graphql-sse needs the text), so they are not here.

const out = join(import.meta.dirname, '..', 'src', 'generated', 'persisted-operations.ts');

const operations = Object.entries(generated)
  .filter(([exported]) => exported.endsWith('Document'))
  .flatMap(([exported, document]) => {
    const text = String(document);
    const [, kind, name] = /^\s*(query|mutation|subscription)\s+(\w+)/.exec(text) ?? [];
    if (!kind || !name || kind === 'subscription') return [];
    return [{ exported, name, sha256Hash: createHash('sha256').update(text).digest('hex') }];
  })
  .sort((a, b) => a.name.localeCompare(b.name));

const lines = [
  '// Written by `npm run codegen` (sdk/scripts/operation-hashes.ts); do not edit. The SHA-256 of each',
  "// generated query's and mutation's text: what the client sends instead of the text with",
  '// `sendByHash`, once `registerOperations` has registered them for the app.',
  `import { ${operations.map((operation) => operation.exported).join(', ')} } from './graphql.js';`,
  '',
  '/** A generated operation the app can register and send by hash. */',
  'export type PersistedOperation = { name: string; sha256Hash: string; document: string };',
  '',
  'export const persistedOperations: readonly PersistedOperation[] = [',
  ...operations.map(
    (operation) =>
      `  { name: '${operation.name}', sha256Hash: '${operation.sha256Hash}', document: String(${operation.exported}) },`,
  ),
  '];',
  '',
];
writeFileSync(out, lines.join('\n'));
console.log(`sdk: ${operations.length} persisted operations in ${out}`);
