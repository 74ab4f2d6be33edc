import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { GraphQLScalarType, Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { domains } from './index';
import { mergeDomains } from './merge';

const schemaDir = resolve(import.meta.dirname, '..', '..', '..', 'schema');
const ROOTS = ['Query', 'Mutation', 'Subscription'];

/** What a domain's schema file declares: each object type's fields (defined or extended there), and its scalars. */
function declaredIn(domain: string) {
  const document = parse(readFileSync(join(schemaDir, `${domain}.graphql`), 'utf8'));
  const fields = new Map<string, Set<string>>();
  const scalars = new Set<string>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OBJECT_TYPE_DEFINITION || definition.kind === Kind.OBJECT_TYPE_EXTENSION) {
      const names = fields.get(definition.name.value) ?? new Set<string>();
      for (const field of definition.fields ?? []) names.add(field.name.value);
      fields.set(definition.name.value, names);
    }
    if (definition.kind === Kind.SCALAR_TYPE_DEFINITION) scalars.add(definition.name.value);
  }
  return { fields, scalars };
}

describe('one domain, one schema file, one resolver folder', () => {
  it('pairs every schema file with a resolver folder of the same name, and no other folder', () => {
    const files = readdirSync(schemaDir)
      .filter((file) => file.endsWith('.graphql'))
      .map((file) => file.replace(/\.graphql$/, ''))
      .sort();
    const folders = readdirSync(import.meta.dirname, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual(files);
    expect(Object.keys(domains).sort()).toEqual(files);
  });

  for (const [domain, map] of Object.entries(domains)) {
    it(`${domain}/ resolves only what schema/${domain}.graphql declares`, () => {
      const { fields, scalars } = declaredIn(domain);
      const strays: string[] = [];
      for (const [type, resolved] of Object.entries(map)) {
        if (resolved instanceof GraphQLScalarType) {
          if (!scalars.has(type)) strays.push(type);
          continue;
        }
        for (const field of Object.keys(resolved as object))
          if (!fields.get(type)?.has(field)) strays.push(`${type}.${field}`);
      }
      expect(strays).toEqual([]);
    });

    it(`${domain}/ resolves every root field and scalar schema/${domain}.graphql declares`, () => {
      const { fields, scalars } = declaredIn(domain);
      const resolved = map as Record<string, object | undefined>;
      const missing = [
        ...ROOTS.flatMap((root) =>
          [...(fields.get(root) ?? [])]
            .filter((field) => !(field in (resolved[root] ?? {})))
            .map((f) => `${root}.${f}`),
        ),
        ...[...scalars].filter((scalar) => !(resolved[scalar] instanceof GraphQLScalarType)),
      ];
      expect(missing).toEqual([]);
    });
  }

  it('refuses a field that two domains resolve', () => {
    expect(() =>
      mergeDomains({
        farms: { Farm: { fieldCount: (farm) => farm.field_count } },
        neighbours: { Farm: { fieldCount: () => 0 } },
      }),
    ).toThrow('Farm.fieldCount is resolved in both farms and neighbours');
  });
});
