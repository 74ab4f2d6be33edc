import DataLoader from 'dataloader';
import type { Upstream } from './client';
import { unwrap } from './client';
import type { ApiActiveIngredient, ApiCrop, ApiCropTrait, ApiHerbicideGroup, ApiVerdict } from './types';

/**
 * The catalogue as one request sees it. Each list is read from the api at most once per request,
 * and every id → item look-up (a mix's groups, a verdict's crop, a trait's crop) is batched into
 * that same read.
 */
export function createCatalogueLoaders(upstream: Upstream) {
  const once = <T>(read: () => Promise<T>) => {
    let answer: Promise<T> | undefined;
    return () => {
      answer ??= read();
      return answer;
    };
  };
  const crops = once(async () => unwrap(await upstream.GET('/farms/crops/')));
  const traitGroups = once(async () => unwrap(await upstream.GET('/farms/crop-traits/')));
  const traits = once(async () => Object.values(await traitGroups()).flat());
  const herbicideGroups = once(
    async () => unwrap(await upstream.GET('/herbicides/groups/')).herbicide_groups,
  );

  const byId = <T extends { id: number }>(kind: string, all: () => Promise<T[]>) =>
    new DataLoader<number, T>(async (ids) => {
      const items = new Map((await all()).map((item) => [item.id, item]));
      return ids.map((id) => items.get(id) ?? new Error(`There is no ${kind} with id ${id}.`));
    });

  return {
    crops,
    traitGroups,
    herbicideGroups,
    crop: byId<ApiCrop>('crop', crops),
    cropTrait: byId<ApiCropTrait>('crop trait', traits),
    herbicideGroup: byId<ApiHerbicideGroup>('herbicide group', herbicideGroups),
    activeIngredient: byId<ApiActiveIngredient>('active ingredient', async () =>
      (await herbicideGroups()).flatMap((group) => group.active_ingredients),
    ),
    traitsOfCrop: new DataLoader<number, ApiCropTrait[]>(async (cropIds) => {
      const all = await traits();
      return cropIds.map((id) => all.filter((trait) => trait.crop === id));
    }),
    /** The compatibility verdicts of the account's tank mixes: one api call for every mix asked. */
    tankMixCompatibility: new DataLoader<number, ApiVerdict[]>(async (mixIds) => {
      const { results } = unwrap(
        await upstream.POST('/herbicides/compatibility/tank-mixes/', { body: { tank_mixes: [...mixIds] } }),
      );
      const byMix = new Map(results.map((answer) => [answer.tank_mix, answer.results]));
      return mixIds.map((id) => byMix.get(id) ?? new Error(`There is no tank mix with id ${id}.`));
    }),
  };
}

export type CatalogueLoaders = ReturnType<typeof createCatalogueLoaders>;

/** Items by id from a loader; an id the catalogue lacks is a fault, not a hole in the list. */
export async function loadAll<T extends ApiCrop | ApiCropTrait | ApiHerbicideGroup | ApiActiveIngredient>(
  loader: { loadMany(ids: readonly number[]): Promise<(T | Error)[]> },
  ids: readonly number[],
): Promise<T[]> {
  const items = await loader.loadMany(ids);
  return items.map((item) => {
    if (item instanceof Error) throw item;
    return item;
  });
}
