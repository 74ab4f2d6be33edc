import { TextLayer } from '@deck.gl/layers';
import type { NamedPoint } from './basemapData';

// The offline map's names as deck.gl text: deck draws them from the browser's own fonts, so
// they need no font files and no network. State names while the whole country is in view,
// county names from zoom 7 (where a county is wide enough for its name). They are the first
// deck layers, so the fields draw over them. Their data never changes once loaded: deck builds
// the glyphs and attributes once, and a zoom change only flips `visible`.

/** County names from this zoom; state names below it. */
export const COUNTY_NAMES_ZOOM = 7;

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';
const OUTLINE: [number, number, number, number] = [43, 58, 43, 255]; // the ground colour

/** Which names the map shows at a zoom. */
export function namesShownAt(zoom: number): 'states' | 'counties' {
  return zoom < COUNTY_NAMES_ZOOM ? 'states' : 'counties';
}

const textOf = (point: NamedPoint) => point[0];
const positionOf = (point: NamedPoint): [number, number] => [point[1], point[2]];
const upperCase = (point: NamedPoint) => point[0].toUpperCase();

export function basemapLabelLayers(
  names: { stateNames: NamedPoint[]; countyNames: NamedPoint[] } | null,
  zoom: number,
) {
  if (!names) return [];
  const shown = namesShownAt(zoom);
  const common = {
    getPosition: positionOf,
    fontFamily: FONT,
    characterSet: 'auto' as const,
    fontSettings: { sdf: true },
    outlineWidth: 2,
    outlineColor: OUTLINE,
    sizeUnits: 'pixels' as const,
    pickable: false,
  };
  return [
    new TextLayer<NamedPoint>({
      ...common,
      id: 'basemap-state-names',
      data: names.stateNames,
      getText: upperCase,
      getSize: 13,
      fontWeight: 600,
      getColor: [232, 239, 220, 200],
      visible: shown === 'states',
    }),
    new TextLayer<NamedPoint>({
      ...common,
      id: 'basemap-county-names',
      data: names.countyNames,
      getText: textOf,
      getSize: 13,
      fontWeight: 500,
      getColor: [240, 245, 232, 235],
      visible: shown === 'counties',
    }),
  ];
}
