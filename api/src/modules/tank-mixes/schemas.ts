import { tankMixMessages } from '@field-boundaries/contract/messages';
import { z } from 'zod';
import { int4, plainName } from '../../input';
import { ids, products } from '../catalogue/schemas';

// What a tank mix call takes. The mix it answers (`TankMix`) is declared with the catalogue's
// shapes in catalogue/schemas.ts, where the OpenAPI document has always listed it.

export const tankMixBody = z.object({
  name: plainName(
    z.string({ error: tankMixMessages.nameMissing }).max(60, 'Max of 60 characters'),
    'Tank Mix name',
  ),
  herbicide_groups: ids('herbicide_groups must be a list of herbicide group ids'),
  active_ingredients: ids('active_ingredients must be a list of active ingredient ids')
    .optional()
    .describe(
      'the actives put in the tank from its groups (dicamba of Group 4); a group with none named means all of its',
    ),
  products: products
    .optional()
    .describe(
      "brands put in the tank, as active_ingredients.products names them without the note in brackets ('Provisia'); each must carry one of the mix's actives",
    ),
  owner: int4().optional().describe("the account the mix is for: the caller's own"),
});
