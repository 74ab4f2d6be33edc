import type { MapField } from './boundaryLayers';
import type { CoverageNode } from './coverageLayer';
import { drawnFieldText, type PickedField, tooltipText } from './fieldTooltip';
import { NEIGHBOURS_ZOOM } from './mapView';

// What the tooltip says of what is under the pointer. Pure: the map finds what is there.

/** Tooltips from zoom 14, with the neighbours (spec). */
export const TOOLTIP_ZOOM = NEIGHBOURS_ZOOM;

export type HoverPick = {
  coverage: CoverageNode | null;
  /** The topmost field drawn from its own boundary: it lies above the CLU it may cover. */
  drawn: MapField | undefined;
  clu: PickedField | null;
};

export function hoverName(zoom: number, under: HoverPick): string | null {
  if (under.coverage)
    return `${under.coverage.fieldCount.toLocaleString('en-US')} fields here · click to zoom in`;
  if (zoom < TOOLTIP_ZOOM) return null;
  if (under.drawn) return drawnFieldText(under.drawn);
  return under.clu && tooltipText(under.clu);
}
