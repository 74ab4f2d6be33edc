import type { FieldResolvers } from '../../generated/resolvers';
import { unwrap } from '../../upstream/client';
import { drift, orUnavailable, planQuery } from './forecast';

// A field's weather, drift zone and sprayability, each with its `unavailable` message.
export const Field: FieldResolvers = {
  weather: async (field, _args, { upstream }) => {
    const answer = orUnavailable(
      await upstream.GET('/farms/fields/{uuid}/weather/', { params: { path: { uuid: field.uuid } } }),
    );
    return { weather: answer.data, unavailable: answer.unavailable };
  },
  drift: (field, { plan, hour }, { upstream }) => drift(upstream, field.uuid, plan, hour),
  spray: async (field, { plan }, { upstream }) => {
    const params = { path: { uuid: field.uuid }, query: planQuery(plan) };
    const answer = orUnavailable(await upstream.GET('/farms/fields/{uuid}/sprayability/', { params }));
    if (answer.data)
      return { sprayability: answer.data, unavailable: null, adjacentFields: answer.data.adjacent_fields };
    // Without weather there is no index, but the neighbours can still be judged.
    const adjacent = unwrap(await upstream.GET('/farms/fields/{uuid}/adjacent/', { params }));
    return { sprayability: null, unavailable: answer.unavailable, adjacentFields: adjacent };
  },
};
