// The compact wire form of a streamed CLU field (schema/clu.graphql, CluWireFields): what the api
// writes when a node's stream is asked for with `compact=true`, what the gateway passes on to
// browsers without parsing it, and what the web map decodes into typed arrays. One-letter keys,
// in this order: a gateway finds the viewer's flags between `"c":` and `,"p":` by position.

/** A claimed field's owner, named only to plan B viewers: n = full name, e = e-mail. */
export type CompactOwner = { n: string; e: string };

/**
 * u = uuid, a = acres, c = claimed, m = mine (the viewer's account claimed it), b = beside one of
 * the viewer's fields (a neighbour), o = owner (plan B viewers only), p = polygons (each a list of
 * rings as polyline strings at 1e-6°, open: see polyline.ts).
 */
export type CompactField = {
  u: string;
  a: number;
  c: boolean;
  m: boolean;
  b: boolean;
  o: CompactOwner | null;
  p: string[][];
};

/** The keys in the order the api writes them. */
export const COMPACT_FIELD_KEYS = [
  'u',
  'a',
  'c',
  'm',
  'b',
  'o',
  'p',
] as const satisfies readonly (keyof CompactField)[];
