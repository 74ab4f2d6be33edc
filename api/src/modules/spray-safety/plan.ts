import type { ForecastHour } from '../../providers/weather';
import { brandsOf } from '../catalogue/brands';
import type { PlannedSpray } from './answers';
import { downwindMoves } from './drift-model';
import type { Move } from './store';

// Small pure rules of a planned spray shared by the drift zone, the neighbours and the index.

/** A field is adjacent within a quarter mile of the field's edge (or further, if drift reaches). */
export const ADJACENT_METRES = 402;

/** The groups and mix of a plan, as the catalogue reads a spray. */
export const plannedGroups = (plan: PlannedSpray) => ({
  herbicide_groups: plan.herbicide_groups,
  tank_mix: plan.tank_mix,
});
/** Whether the endangered-species measures apply: the plan may say, else the field's own switch. */
export const measuresOn = (plan: PlannedSpray, field: { endangered_species_measures?: boolean }) =>
  plan.endangered_species ?? field.endangered_species_measures === true;
/** Nothing in the tank yet: no neighbour is judged. */
export const nothingPlanned = (plan: PlannedSpray) =>
  plan.tank_mix === undefined && !plan.herbicide_groups?.length;

/** The moves that sweep a field for one hour's wind; all round in calm air (no direction). */
export function movesFor(
  hour: Pick<ForecastHour, 'windDirection' | 'windDirectionDeg'>,
  distanceFt: number,
): Move[] {
  if (hour.windDirection === 'CALM')
    return [0, 90, 180, 270].flatMap((from) => downwindMoves(from, distanceFt));
  return downwindMoves(hour.windDirectionDeg, distanceFt);
}

/**
 * The products a tank mix names, by the active each carries (the catalogue lists each active's
 * brands): the label rules read a label's product by any name it is sold under.
 */
export function productsByActive(
  actives: readonly { name: string; products: readonly string[] }[],
  products: readonly string[],
): Record<string, string[]> {
  const named: Record<string, string[]> = {};
  for (const active of actives) {
    const brands = brandsOf([active]).map((brand) => brand.toLowerCase());
    const carried = products.filter((product) => brands.includes(product.toLowerCase()));
    if (carried.length > 0) named[active.name] = carried;
  }
  return named;
}
