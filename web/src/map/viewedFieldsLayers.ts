import { PolygonLayer, TextLayer } from '@deck.gl/layers';
import { fieldColors, OUTLINE_WIDTH } from './fieldLayers';
import { mapTextSize } from './labelSizes';
import { labelsThatFit } from './markers';

// Another account's fields shown read-only (an Ag Retailer looking at a grower's farm): filled
// in the colour schema's own-field green, outlined in yellow, named at their centre where the
// name fits. Both layers are always
// present, hidden when empty: with the map's interleaved rendering, adding or removing a deck
// layer changes the map's style.
export type ViewedField = {
  uuid: string;
  name: string;
  area: number;
  bbox: readonly number[];
  geometry: { coordinates: number[][][][] };
};

const centreOf = (field: ViewedField): [number, number] => [
  ((field.bbox[0] ?? 0) + (field.bbox[2] ?? 0)) / 2,
  ((field.bbox[1] ?? 0) + (field.bbox[3] ?? 0)) / 2,
];

/** The fields whose names fit at the zoom without overlapping another's, larger fields first. */
function named(fields: readonly ViewedField[], zoom: number): ViewedField[] {
  const byUuid = new Map(fields.map((field) => [field.uuid, field]));
  const fit = labelsThatFit(
    fields.map((field) => {
      const [lng, lat] = centreOf(field);
      return { uuid: field.uuid, name: field.name, lat, lng, acres: field.area, bbox: [0, 0, 0, 0] };
    }),
    zoom,
    mapTextSize,
  );
  return fit.flatMap((each) => byUuid.get(each.uuid) ?? []);
}

type Part = { rings: number[][][] };

/** Spec style: the active own field's yellow, so the farm stands out from the fields around it. */
const OUTLINE: [number, number, number, number] = [255, 212, 59, 255];

export function viewedFieldsLayers(fields: readonly ViewedField[], zoom: number, color = '#2f9e44') {
  const { fill } = fieldColors(color);
  return [
    new PolygonLayer<Part>({
      id: 'viewed-fields',
      data: fields.flatMap((field) => field.geometry.coordinates.map((rings) => ({ rings }))),
      visible: fields.length > 0,
      getPolygon: (part) => part.rings,
      getFillColor: fill,
      getLineColor: OUTLINE,
      getLineWidth: OUTLINE_WIDTH + 1,
      lineWidthUnits: 'pixels',
      pickable: false,
    }),
    new TextLayer<ViewedField>({
      id: 'viewed-field-names',
      // Names that would overlap another, larger field's are left out until zoomed in (the
      // same rule as the grower's own markers, markers.ts).
      data: named(fields, zoom),
      visible: fields.length > 0,
      getPosition: centreOf,
      getText: (field) => field.name,
      getSize: 14,
      fontWeight: 'bold',
      getColor: [255, 255, 255, 255],
      outlineWidth: 3,
      outlineColor: [33, 37, 41, 255],
      fontSettings: { sdf: true },
      characterSet: 'auto',
      pickable: false,
    }),
  ];
}

/** The [west, south, east, north] around all the fields, to fit the map to a farm; null for none. */
export function boundsOf(
  fields: readonly { bbox: readonly number[] }[],
): [number, number, number, number] | null {
  const boxes = fields.filter((field) => field.bbox.length === 4);
  if (boxes.length === 0) return null;
  return [
    Math.min(...boxes.map((field) => field.bbox[0] as number)),
    Math.min(...boxes.map((field) => field.bbox[1] as number)),
    Math.max(...boxes.map((field) => field.bbox[2] as number)),
    Math.max(...boxes.map((field) => field.bbox[3] as number)),
  ];
}
