import type { CompactField } from '@field-boundaries/contract/wire';

// A node kept on the device whose geometry is still current gets only its live facts (schema
// CluBatch.unchanged): the fields that are claimed or beside the viewer's own, with no polygons.
// Every field not named is free and no neighbour. Pure functions.

export type LiveFacts = Map<string, Pick<CompactField, 'c' | 'm' | 'b' | 'o'>>;

export function factsOf(batch: CompactField[]): LiveFacts {
  return new Map(batch.map((fact) => [fact.u, { c: fact.c, m: fact.m, b: fact.b, o: fact.o }]));
}

/** The kept fields with the facts put in (geometry as kept); a field not named is free. */
export function withFacts(fields: CompactField[], facts: LiveFacts): CompactField[] {
  return fields.map((field) => {
    const fact = facts.get(field.u);
    return { ...field, c: fact?.c ?? false, m: fact?.m ?? false, b: fact?.b ?? false, o: fact?.o ?? null };
  });
}
