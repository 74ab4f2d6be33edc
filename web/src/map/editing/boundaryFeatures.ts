import type { Position } from './polygonRules';
import type { Coordinates } from './vertexEdits';

// A boundary (MultiPolygon coordinates) as the editing layer takes it: one Polygon feature per
// part, so a hole drawn inside a part is that part's (the layer's draw-hole test works on
// Polygons), and back again. Pure; the same boundary always gives the same collection object,
// so the layer is not rebuilt for a render that changed nothing.
export type PartFeature = {
  type: 'Feature';
  properties: Record<string, never>;
  geometry: { type: 'Polygon'; coordinates: Position[][] };
};
export type PartCollection = { type: 'FeatureCollection'; features: PartFeature[] };

const collections = new WeakMap<Coordinates, PartCollection>();

export function partFeatures(boundary: Coordinates): PartCollection {
  let collection = collections.get(boundary);
  if (!collection) {
    collection = {
      type: 'FeatureCollection',
      features: boundary.map((rings) => ({
        type: 'Feature',
        properties: {},
        geometry: { type: 'Polygon', coordinates: rings },
      })),
    };
    collections.set(boundary, collection);
  }
  return collection;
}

/** The boundary the layer's edited collection stands for; a feature of another kind is left out. */
export const boundaryOf = (collection: {
  features: readonly { geometry: { type: string; coordinates?: unknown } }[];
}): Coordinates =>
  collection.features
    .filter((feature) => feature.geometry.type === 'Polygon')
    .map((feature) =>
      (feature.geometry.coordinates as Position[][]).map((ring) => ring.map(([x, y]) => [x, y])),
    );

const selections = new Map<number, number[]>();
/**
 * Every part selected, as the same array for the same number of parts: the layer rebuilds its
 * handles whenever it is handed a new selection array (FACTS: keep the instance).
 */
export function everyPart(count: number): number[] {
  let selection = selections.get(count);
  if (!selection) {
    selection = Array.from({ length: count }, (_, at) => at);
    selections.set(count, selection);
  }
  return selection;
}
