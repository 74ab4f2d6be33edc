import type { FarmResolvers } from '../../generated/resolvers';
import { unwrap } from '../../upstream/client';

/** Spec 4 and 9: neighbour fields of 5 acres or more without a trait get an add prompt. */
const PROMPT_ACRES = 5;

export const Farm: FarmResolvers = {
  async neighbourPrompts(farm, _args, { upstream }) {
    const fields = unwrap(await upstream.GET('/farms/{id}/fields/', { params: { path: { id: farm.id } } }));
    const seen = await Promise.all(
      fields.map(async (field) =>
        unwrap(
          await upstream.GET('/farms/fields/{uuid}/', {
            params: { path: { uuid: field.uuid }, query: { owner: 'true' } },
          }),
        ),
      ),
    );
    const prompts = new Map<string, (typeof seen)[number]['adjacent_fields'][number]>();
    for (const neighbour of seen.flatMap((field) => field.adjacent_fields)) {
      const known = neighbour.has_adjacent_trait || neighbour.crop !== null || neighbour.is_building;
      if (!neighbour.mine && !known && (neighbour.area ?? 0) >= PROMPT_ACRES)
        prompts.set(neighbour.uuid, neighbour);
    }
    return [...prompts.values()];
  },
  fieldCount: (farm) => farm.field_count,
  fields: async (farm, _args, { upstream }) =>
    unwrap(await upstream.GET('/farms/{id}/fields/', { params: { path: { id: farm.id } } })),
};
