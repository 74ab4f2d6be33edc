import { createHash } from 'node:crypto';
import { parse, specifiedRules, validate, visit } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createSchema } from '../schema';
import { protection } from '../security/armor';
import { loadTrustedDocuments } from './trusted-documents';

// The web app's operations as codegen publishes them (web/src/graphql/generated/
// persisted-documents.json): each is found by the hash the web sends, and each would run.
describe("the web app's published operations", () => {
  const config = loadConfig({});
  const published = loadTrustedDocuments(config.persisted.manifest);

  it('are keyed by the sha256 of their text, as the persisted-query protocol names them', () => {
    expect(published.size).toBeGreaterThan(50);
    for (const [hash, text] of published) expect(createHash('sha256').update(text).digest('hex')).toBe(hash);
  });

  it('each pass the schema and the gateway’s limits', () => {
    const schema = createSchema();
    const rules = [...specifiedRules, ...protection(config.limits).validationRules];
    const refused = [...published.values()].filter((text) => validate(schema, parse(text), rules).length > 0);
    expect(refused).toEqual([]);
  });

  it('select the __typename Apollo’s cache needs in every object they read', () => {
    const missing: string[] = [];
    for (const text of published.values())
      visit(parse(text), {
        Field(field) {
          const selections = field.selectionSet?.selections;
          if (
            selections &&
            !selections.some((item) => item.kind === 'Field' && item.name.value === '__typename')
          )
            missing.push(`${field.name.value} in ${text.slice(0, 40)}`);
        },
      });
    expect(missing).toEqual([]);
  });
});
