import { activesOf, type Catalogue } from './compatibility';
import type { ActiveIngredient } from './store';

// What a spray puts in the tank, read once when a spray starts: the catalogue it is judged by, the
// saved mix (if any) and what the mix or the groups carry. The start, its label judgement and its
// notices all read this one answer instead of asking the catalogue again (docs/spray-start-walk.md).

export type SprayTank = {
  catalogue: Catalogue;
  /** The saved mix sprayed, by id and name; null when herbicide groups are sprayed. */
  tankMix: { id: number; name: string } | null;
  groups: number[];
  /** The actives the mix names (ids): a named active narrows its group; none for herbicide groups. */
  activeIds: number[];
  /** What the tank carries: the named actives, and every active of a group with none named. */
  actives: ActiveIngredient[];
  /** The products the mix names: a product's exception can injure a tolerant crop. */
  products: string[];
};

/** The tank of a saved mix, or of herbicide groups when there is no mix. */
export function sprayTankOf(
  catalogue: Catalogue,
  mix: {
    id: number;
    name: string;
    herbicide_groups: number[];
    active_ingredients: number[];
    products: string[];
  } | null,
  groups: readonly number[],
): SprayTank {
  const sprayed = mix ? mix.herbicide_groups : [...groups];
  const activeIds = mix ? mix.active_ingredients : [];
  return {
    catalogue,
    tankMix: mix ? { id: mix.id, name: mix.name } : null,
    groups: sprayed,
    activeIds,
    actives: activesOf(catalogue, { groups: sprayed, actives: activeIds }),
    products: mix ? mix.products : [],
  };
}
