import type { FieldResolvers } from '../../generated/resolvers';

// A field's weather, drift zone and sprayability, each with its `unavailable` message; a farm's
// fields read theirs through the forecast loaders (upstream/forecast-loaders.ts).
export const Field: FieldResolvers = {
  weather: async (field, _args, { loaders }) => {
    const answer = await loaders.forecast.weather.load(field.uuid);
    return { weather: answer.data, unavailable: answer.unavailable };
  },
  drift: async (field, { plan, hour }, { loaders }) => {
    const answer = await loaders.forecast.drift.load({ uuid: field.uuid, plan, hour });
    return { zone: answer.data, unavailable: answer.unavailable };
  },
  spray: async (field, { plan }, { loaders }) => {
    const answer = await loaders.forecast.sprayability.load({ uuid: field.uuid, plan });
    if (answer.data)
      return { sprayability: answer.data, unavailable: null, adjacentFields: answer.data.adjacent_fields };
    // Without weather there is no index, but the neighbours can still be judged.
    const adjacent = await loaders.forecast.adjacentFields.load({ uuid: field.uuid, plan });
    return { sprayability: null, unavailable: answer.unavailable, adjacentFields: adjacent };
  },
};
