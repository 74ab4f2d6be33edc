import type { DropletClass } from '@field-boundaries/contract/sprayer';
import { LABELS, labelsInTank } from './label-rules';

// The drift model's arithmetic (DRIFT_MODEL.md says why each number is what it is). Pure: the
// zone's geometry is drawn by PostGIS from the distance and directions computed here.

// The droplet classes and the sprayer's defaults are the contract's: the web's picker offers them.
export {
  DEFAULT_BOOM_HEIGHT_IN,
  DEFAULT_DROPLET_CLASS,
  DROPLET_CLASSES,
  type DropletClass,
} from '@field-boundaries/contract/sprayer';

/** Distance multipliers against Medium droplets (DRIFT_MODEL.md, "Droplet class"). */
const DROPLET_FACTOR: Record<DropletClass, number> = {
  XF: 4,
  VF: 3,
  F: 2,
  M: 1,
  C: 0.6,
  VC: 0.45,
  XC: 0.35,
  UC: 0.3,
};

/** Reference case: Medium droplets, 10 mph wind, boom 20 in above the target. */
export const REFERENCE_DISTANCE_FT = 100;
const REFERENCE_WIND_MPH = 10;
const REFERENCE_BOOM_IN = 20;
/** Below this the wind still carries fine droplets: drift never shrinks to nothing. */
const MIN_WIND_MPH = 2;
/** NWS and the sample give directions to 16 compass points: ±half a point. */
export const DIRECTION_SPREAD_DEG = 11.25;

export type DriftInputs = {
  windSpeedMph: number;
  /** Where the wind blows from, degrees clockwise from north. */
  windDirectionDeg: number;
  dropletClass: DropletClass;
  boomHeightIn: number;
  /** Catalogue names of the actives in the tank, e.g. ['dicamba', 'glyphosate']. */
  activeIngredients: readonly string[];
  /** The field's county has endangered-species measures the grower switched on (labels.json). */
  endangeredSpecies?: boolean;
};

export type LabelBuffer = { active: string; downwind_ft: number; source: string };

/**
 * The largest label buffer among the actives, or null when none of their labels sets one. Read
 * whatever the date: a buffer a label once set stays the conservative minimum for that active.
 */
export function labelBufferOf(actives: readonly string[], endangeredSpecies = false): LabelBuffer | null {
  let largest: LabelBuffer | null = null;
  for (const label of labelsInTank({ actives, date: '', endangeredSpecies }, LABELS))
    for (const rule of label.rules)
      if (rule.kind === 'buffer' && (!largest || rule.downwind_ft > largest.downwind_ft))
        largest = { active: label.active, downwind_ft: rule.downwind_ft, source: rule.source };
  return largest;
}

/** How far the spray cloud travels downwind before deposition is negligible, in feet. */
export function physicalDistanceFt(
  inputs: Pick<DriftInputs, 'windSpeedMph' | 'dropletClass' | 'boomHeightIn'>,
) {
  const wind = Math.max(inputs.windSpeedMph, MIN_WIND_MPH) / REFERENCE_WIND_MPH;
  const boom = Math.min(Math.max(inputs.boomHeightIn / REFERENCE_BOOM_IN, 0.5), 3);
  return Math.round(REFERENCE_DISTANCE_FT * DROPLET_FACTOR[inputs.dropletClass] * wind * boom);
}

export type DriftDistance = {
  distanceFt: number;
  physicalFt: number;
  labelBuffer: LabelBuffer | null;
};

/** The zone's length: the physical distance, never shorter than a label's buffer. */
export function driftDistance(inputs: DriftInputs): DriftDistance {
  const physicalFt = physicalDistanceFt(inputs);
  const labelBuffer = labelBufferOf(inputs.activeIngredients, inputs.endangeredSpecies);
  return { distanceFt: Math.max(physicalFt, labelBuffer?.downwind_ft ?? 0), physicalFt, labelBuffer };
}

/**
 * The moves (east, north, in metres) that sweep the field downwind: straight downwind and
 * half a compass point either side, so a direction given to 16 points is covered.
 */
export function downwindMoves(windFromDeg: number, distanceFt: number): { dx: number; dy: number }[] {
  const metres = distanceFt * 0.3048;
  return [-DIRECTION_SPREAD_DEG, 0, DIRECTION_SPREAD_DEG].map((spread) => {
    const toward = (((windFromDeg + 180 + spread) % 360) * Math.PI) / 180;
    return { dx: metres * Math.sin(toward), dy: metres * Math.cos(toward) };
  });
}

/** The WGS 84 UTM zone (EPSG) of a place: metres with little distortion across a farm. */
export function utmSrid(lat: number, lng: number): number {
  const zone = Math.min(60, Math.max(1, Math.floor((lng + 180) / 6) + 1));
  return (lat >= 0 ? 32600 : 32700) + zone;
}
