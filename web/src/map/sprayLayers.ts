import { PolygonLayer } from '@deck.gl/layers';
import type { Rgba } from './fieldLayers';

// The spray view's deck.gl layers: one field's drift zone, and the fields around it coloured
// compatible or incompatible with the planned spray. Styles are the spec's (section 9): weight 2,
// opacity 0.8, fill opacity 0.65; the drift zone weight 1 and fill opacity 0.7.
export type Polygons = number[][][][];
export type JudgedField = { uuid: string; compatible: boolean | null; polygons: Polygons };
export type SprayColors = { drift: string; compatible: string; incompatible: string };

export const DEFAULT_SPRAY_COLORS: SprayColors = {
  drift: '#f08c00',
  compatible: '#37b24d',
  incompatible: '#c92a2a',
};

export function rgba(hex: string, opacity: number): Rgba {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff, Math.round(opacity * 255)];
}

type Piece = { polygon: number[][][]; fill: Rgba; line: Rgba };

/** Each polygon of a MultiPolygon as its own piece, holes kept. */
const pieces = (polygons: Polygons, fill: Rgba, line: Rgba): Piece[] =>
  polygons.map((polygon) => ({ polygon, fill, line }));

export function adjacentFieldsLayer(fields: readonly JudgedField[], colors: SprayColors) {
  const data = fields.flatMap((field) =>
    field.compatible === null
      ? []
      : pieces(
          field.polygons,
          rgba(field.compatible ? colors.compatible : colors.incompatible, 0.65),
          rgba(field.compatible ? colors.compatible : colors.incompatible, 0.8),
        ),
  );
  return new PolygonLayer<Piece>({
    id: 'spray-adjacent-fields',
    data,
    getPolygon: (piece) => piece.polygon,
    getFillColor: (piece) => piece.fill,
    getLineColor: (piece) => piece.line,
    lineWidthUnits: 'pixels',
    getLineWidth: 2,
    pickable: false,
  });
}

export function driftZoneLayer(polygons: Polygons, colors: SprayColors) {
  return new PolygonLayer<Piece>({
    id: 'spray-drift-zone',
    data: pieces(polygons, rgba(colors.drift, 0.7), rgba(colors.drift, 0.8)),
    getPolygon: (piece) => piece.polygon,
    getFillColor: (piece) => piece.fill,
    getLineColor: (piece) => piece.line,
    lineWidthUnits: 'pixels',
    getLineWidth: 1,
    pickable: false,
  });
}
