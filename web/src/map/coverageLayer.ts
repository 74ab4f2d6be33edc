import { ScatterplotLayer } from '@deck.gl/layers';
import type { Rgba } from './fieldLayers';

// Zoomed out, fields are too small to draw: a dot per node that holds fields, sized by how
// many, tells a person where to zoom in.
export type CoverageNode = { id: number; fieldCount: number; center: { lat: number; lng: number } };

export const COVERAGE_LAYER_ID = 'clu-coverage';

export function coverageLayer(nodes: CoverageNode[], color: Rgba) {
  return new ScatterplotLayer<CoverageNode>({
    id: COVERAGE_LAYER_ID,
    data: nodes,
    getPosition: (node) => [node.center.lng, node.center.lat],
    getRadius: (node) => Math.min(24, 4 + Math.sqrt(node.fieldCount) / 2),
    radiusUnits: 'pixels',
    getFillColor: [color[0], color[1], color[2], 220],
    getLineColor: [255, 255, 255, 230],
    lineWidthUnits: 'pixels',
    getLineWidth: 1,
    stroked: true,
    pickable: true,
  });
}
