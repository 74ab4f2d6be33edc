import type { FarmResolvers } from '../../generated/resolvers';

/** Spec 4 and 9: neighbour fields of 5 acres or more without a trait get an add prompt. */
const PROMPT_ACRES = 5;

export const Farm: FarmResolvers = {
  // The farm's fields and each one's neighbours are read together, through the loaders.
  async neighbourPrompts(farm, _args, { loaders }) {
    const fields = await loaders.farmFields.load(farm.id);
    const seen = await loaders.ownFieldWithNeighbours.loadMany(fields.map((field) => field.uuid));
    const prompts = new Map<string, Exclude<(typeof seen)[number], Error>['adjacent_fields'][number]>();
    for (const field of seen) {
      if (field instanceof Error) throw field;
      for (const neighbour of field.adjacent_fields) {
        const known = neighbour.has_adjacent_trait || neighbour.crop !== null || neighbour.is_building;
        if (!neighbour.mine && !known && (neighbour.area ?? 0) >= PROMPT_ACRES)
          prompts.set(neighbour.uuid, neighbour);
      }
    }
    return [...prompts.values()];
  },
};
