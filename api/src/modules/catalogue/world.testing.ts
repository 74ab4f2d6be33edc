import { afterAll, beforeAll } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';

// The catalogue as a client sees it, on the seeded catalogue: one api per test file, with the
// crops, traits and actives read once, for the catalogue's and the tank mixes' tests.
export type Crop = { id: number; name: string; logo: string };
export type Trait = { id: number; name: string; crop: number; trait_name: string; logo_url: string };
export type Group = { id: number; group_label: string; herbicides: string[] };
export type Mix = { id: number; name: string; herbicide_groups: number[]; owner: number };
export type Verdict = {
  crop: Crop;
  crop_trait: Trait | null;
  relation: string | null;
  safe: boolean;
  injuring: { name: string }[];
};

/** Starts the api for the file's tests, and the look-ups by name they use. */
export function catalogueTests() {
  let api: TestApi | undefined;
  let crops: Crop[] = [];
  let traits: Record<string, Trait[]> = {};
  let actives: { id: number; name: string }[] = [];
  const started = () => {
    if (!api) throw new Error('the api is not started');
    return api;
  };
  const call = <T = { errors: string[] }>(access: string, method: string, path: string, body?: unknown) =>
    started().call<T>(access, method, path, body);
  beforeAll(async () => {
    api = await startTestApi();
    const grower = await api.session();
    crops = (await call<Crop[]>(grower.access, 'GET', '/farms/crops/')).body;
    traits = (await call<Record<string, Trait[]>>(grower.access, 'GET', '/farms/crop-traits/')).body;
    const groups = await call<{ herbicide_groups: { active_ingredients: { id: number; name: string }[] }[] }>(
      grower.access,
      'GET',
      '/herbicides/groups/',
    );
    actives = groups.body.herbicide_groups.flatMap((group) => group.active_ingredients);
  });
  afterAll(() => api?.close());
  return {
    get api() {
      return started();
    },
    get crops() {
      return crops;
    },
    get traits() {
      return traits;
    },
    call,
    cropId(name: string) {
      const found = crops.find((crop) => crop.name === name);
      if (!found) throw new Error(`no crop ${name}`);
      return found.id;
    },
    activeId(name: string) {
      const found = actives.find((active) => active.name === name);
      if (!found) throw new Error(`no active ingredient ${name}`);
      return found.id;
    },
    traitId(name: string) {
      const found = Object.values(traits)
        .flat()
        .find((trait) => trait.name === name);
      if (!found) throw new Error(`no trait ${name}`);
      return found.id;
    },
    names: (items: { name: string }[]) => items.map((item) => item.name).sort(),
  };
}
