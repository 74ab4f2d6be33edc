import { z } from 'zod';
import { int4 } from '../../input';
import type { Verdict } from './compatibility';
import type { CropTrait, HerbicideGroup } from './store';

// Request and response shapes of the catalogue calls (spec 3 and 7), and the mapping from the
// catalogue's records to them.
export const crop = z
  .object({
    id: z.number().int(),
    name: z.string(),
    logo: z.string().describe("a path on the product's origin"),
  })
  .meta({ id: 'Crop' });

export const cropTrait = z
  .object({
    id: z.number().int(),
    name: z.string().describe("'crop - trait', e.g. 'soybean - Enlist E3'"),
    crop: z.number().int(),
    trait_name: z.string(),
    logo_url: z.string().describe("a path on the product's origin"),
  })
  .meta({ id: 'CropTrait' });

export const activeIngredient = z
  .object({
    id: z.number().int(),
    name: z.string(),
    herbicide_group: z.number().int(),
    chemical_family: z.string(),
    products: z.array(z.string()).describe('common US products carrying it, most used first'),
  })
  .meta({ id: 'ActiveIngredient' });

export const herbicideGroup = z
  .object({
    id: z.number().int().describe('the WSSA group number'),
    group_label: z.string(),
    group_type: z.string().describe('the mode-of-action type'),
    site_of_action: z.string(),
    logo: z.string(),
    herbicides: z.array(z.string()).describe('the names of its active ingredients'),
    active_ingredients: z.array(activeIngredient),
  })
  .meta({ id: 'HerbicideGroup' });

export const myHerbicideGroup = z
  .object({
    id: z.number().int(),
    group_label: z.string(),
    group_type: z.string(),
    logo: z.string(),
    herbicide_names: z.array(z.string()),
  })
  .meta({ id: 'MyHerbicideGroup' });

/** A grower's saved tank mix (the tank-mixes module's answer), listed among the catalogue's shapes. */
export const tankMix = z
  .object({
    id: z.number().int(),
    name: z.string(),
    herbicide_groups: z.array(z.number().int()),
    active_ingredients: z
      .array(z.number().int())
      .describe('the actives named within its groups; a group with none named stands for all of its'),
    products: z
      .array(z.string())
      .describe(
        'the brands it names (Provisia), alphabetically; a product exception for a crop applies only when named',
      ),
    owner: z.number().int().describe('the account the mix belongs to'),
    created_at: z.string(),
  })
  .meta({ id: 'TankMix' });

export const ids = (message: string) => z.array(int4(message).positive(message)).max(500);

export const cropIdsBody = z.object({ crop_ids: ids('crop_ids must be a list of crop ids') });
export const cropTraitIdsBody = z.object({
  crop_trait_ids: ids('crop_trait_ids must be a list of crop trait ids'),
});
export const herbicideGroupIdsBody = z.object({
  herbicide_group_ids: ids('herbicide_group_ids must be a list of herbicide group ids'),
});

export const products = z
  .array(
    z
      .string({ error: 'products must be a list of product names' })
      .trim()
      .min(1, 'products must be a list of product names')
      .max(120, 'products must be a list of product names'),
    { error: 'products must be a list of product names' },
  )
  .max(20, 'Max of 20 products');

export const compatibilityBody = z.object({
  targets: z
    .array(z.object({ crop: int4(), crop_trait: int4().nullable().optional() }))
    .max(200)
    .optional()
    .describe("crops as planted; when absent, the account's own and neighbours' crops with their traits"),
  herbicide_groups: ids('herbicide_groups must be a list of herbicide group ids').optional(),
  active_ingredients: ids('active_ingredients must be a list of active ingredient ids')
    .optional()
    .describe('named actives narrow their groups to themselves: Group 4 with dicamba is dicamba alone'),
  tank_mix: int4().positive().optional(),
  products: products
    .optional()
    .describe(
      "brands put in the tank ('Provisia'), besides the tank mix's; each must carry one of the actives",
    ),
});

export const verdict = z
  .object({
    crop,
    crop_trait: cropTrait.nullable(),
    relation: z.enum(['own', 'neighbor', 'both']).nullable(),
    safe: z.boolean(),
    injuring: z.array(activeIngredient).describe('the actives that would injure it'),
  })
  .meta({ id: 'CompatibilityVerdict' });

export const toCropTrait = (trait: CropTrait): z.infer<typeof cropTrait> => ({
  id: trait.id,
  name: `${trait.crop_name} - ${trait.trait_name}`,
  crop: trait.crop,
  trait_name: trait.trait_name,
  logo_url: trait.logo_url,
});

export const toHerbicideGroup = (group: HerbicideGroup): z.infer<typeof herbicideGroup> => ({
  ...group,
  herbicides: group.active_ingredients.map((active) => active.name),
});

export const toMyHerbicideGroup = (group: HerbicideGroup): z.infer<typeof myHerbicideGroup> => ({
  id: group.id,
  group_label: group.group_label,
  group_type: group.group_type,
  logo: group.logo,
  herbicide_names: group.active_ingredients.map((active) => active.name),
});

export const toVerdict = (answer: Verdict & { relation: 'own' | 'neighbor' | 'both' | null }) => ({
  ...answer,
  crop_trait: answer.crop_trait ? toCropTrait(answer.crop_trait) : null,
});
