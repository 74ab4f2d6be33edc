import { GraphQLScalarType } from 'graphql';
import type { Resolvers } from '../generated/resolvers';

type FieldMap = Record<string, unknown>;

/**
 * The domains' resolver maps as one. A type may take fields from several domains (Field from
 * farms, boundaries, neighbours and spray-safety), but each field, and each scalar, from one
 * only: a second resolver would silently replace the first, so it stops the gateway instead.
 */
export function mergeDomains(domains: Record<string, Resolvers>): Resolvers {
  const merged: Record<string, FieldMap | GraphQLScalarType> = {};
  const resolvedBy = new Map<string, string>();
  const claim = (name: string, domain: string) => {
    const first = resolvedBy.get(name);
    if (first) throw new Error(`${name} is resolved in both ${first} and ${domain}`);
    resolvedBy.set(name, domain);
  };
  for (const [domain, map] of Object.entries(domains)) {
    for (const [type, fields] of Object.entries(map)) {
      if (fields instanceof GraphQLScalarType) {
        claim(type, domain);
        merged[type] = fields;
        continue;
      }
      const into = (merged[type] ?? {}) as FieldMap;
      merged[type] = into;
      for (const [field, resolver] of Object.entries(fields as FieldMap)) {
        claim(`${type}.${field}`, domain);
        into[field] = resolver;
      }
    }
  }
  return merged as Resolvers;
}
