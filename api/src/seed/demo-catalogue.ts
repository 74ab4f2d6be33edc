import { resolveViewer } from '../auth/resolve-viewer';
import type { Db } from '../db/db';
import { catalogueWithTankMixes } from '../modules/tank-mixes/service';

// What the demo grower (a south-central Kansas farm) grows, what the neighbours grow, and the
// herbicides and mixes used there, so a newcomer meets filled managers and a mix that warns.
const ownCrops = ['corn', 'soybean', 'wheat', 'sorghum'];
const neighborCrops = ['soybean', 'cotton', 'alfalfa', 'grape'];
// Traits kept where the demo narrows them; every other crop keeps all of its traits.
const keptTraits: Record<string, string[]> = {
  soybean: ['Enlist E3', 'Roundup Ready 2 Xtend', 'XtendFlex', 'Conventional'],
  cotton: ['Enlist', 'XtendFlex'],
};
const herbicideGroups = [2, 4, 5, 9, 10, 14, 15, 27];
// Mixes name the actives in the tank, so each warning is the grower's real risk: the Enlist
// program's 2,4-D injures Xtend soybean, the Xtend program's dicamba injures Enlist E3 soybean.
const mixes = [
  { name: 'Corn pre-emerge', groups: [5, 15, 27], actives: ['atrazine', 'S-metolachlor', 'mesotrione'] },
  { name: 'Soybean post (Enlist)', groups: [4, 9, 10], actives: ['2,4-D', 'glyphosate', 'glufosinate'] },
  { name: 'Soybean post (Xtend)', groups: [4, 9], actives: ['dicamba', 'glyphosate'] },
];

/** Fills the demo grower's catalogue lists, through the catalogue's own rules. */
export async function seedDemoCatalogue(db: Db, userUuid: string): Promise<void> {
  const viewer = await resolveViewer(db, { userUuid, kind: 'access', jti: 'demo-seed' });
  if (!viewer) throw new Error(`demo user ${userUuid} is missing or inactive`);
  const { catalogue: catalog, tankMixes } = catalogueWithTankMixes(db);
  const catalogue = await catalog.load();
  const cropId = (name: string) => {
    const crop = [...catalogue.crops.values()].find((each) => each.name === name);
    if (!crop) throw new Error(`the catalogue has no crop ${name}`);
    return crop.id;
  };
  await catalog.setCrops(viewer, 'account_crops', ownCrops.map(cropId));
  await catalog.setCrops(viewer, 'account_neighboring_crops', neighborCrops.map(cropId));
  const traits = (await catalog.myCropTraits(viewer)).filter((trait) => {
    const kept = keptTraits[trait.crop_name];
    return !kept || kept.includes(trait.trait_name);
  });
  await catalog.setCropTraits(
    viewer,
    traits.map((trait) => trait.id),
  );
  await catalog.setHerbicideGroups(viewer, herbicideGroups);
  const activeId = (name: string) => {
    const active = [...catalogue.actives.values()].find((each) => each.name === name);
    if (!active) throw new Error(`the catalogue has no active ingredient ${name}`);
    return active.id;
  };
  for (const mix of mixes)
    await tankMixes.createTankMix(viewer, {
      name: mix.name,
      herbicide_groups: mix.groups,
      active_ingredients: mix.actives.map(activeId),
    });
}
