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
    // In metres, about the ground a node's fields cover (a node of 260 CLU fields, some 3 km),
    // held between 3 and 16 pixels: far out the dots shrink to specks instead of piling up
    // into one grey blot under the own fields' markers; close in they stay a dot, not a disc.
    getRadius: (node) => 180 * Math.sqrt(node.fieldCount),
    radiusUnits: 'meters',
    radiusMinPixels: 3,
    radiusMaxPixels: 16,
    getFillColor: [color[0], color[1], color[2], 220],
    getLineColor: [255, 255, 255, 230],
    lineWidthUnits: 'pixels',
    getLineWidth: 1,
    stroked: true,
    pickable: true,
  });
}
