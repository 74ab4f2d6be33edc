import { SolidPolygonLayer } from '@deck.gl/layers';

/**
 * deck's SolidPolygonLayer for flat polygons that deck never picks (the map picks fields on
 * the CPU: fieldGeometry.ts). deck otherwise fills and uploads, for every vertex of every field,
 * the flags only an extruded layer's sides read and a picking colour; here the first is gone and
 * the second is one constant.
 */
export class FlatPolygonLayer extends SolidPolygonLayer {
  static override layerName = 'FlatPolygonLayer';

  override initializeState() {
    super.initializeState();
    const attributes = this.getAttributeManager();
    attributes?.remove(['instanceVertexValid', 'pickingColors']);
    attributes?.add({
      pickingColors: {
        size: 4,
        type: 'uint8',
        stepMode: 'dynamic',
        noAlloc: true,
        update: (attribute) => {
          attribute.constant = true;
          attribute.value = new Uint8Array(4);
        },
      },
    });
  }
}
