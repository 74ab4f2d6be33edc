import { SolidPolygonLayer } from '@deck.gl/layers';

/**
 * deck's SolidPolygonLayer for flat polygons only (never `extruded`): without the per-vertex
 * flags that only an extruded layer's sides read, which deck otherwise fills and uploads for
 * every vertex of every field.
 */
export class FlatPolygonLayer extends SolidPolygonLayer {
  static override layerName = 'FlatPolygonLayer';

  override initializeState() {
    super.initializeState();
    this.getAttributeManager()?.remove(['instanceVertexValid']);
  }
}
