import type { MutationResolvers } from '../../generated/resolvers';
import { requireSession } from '../../session/require-session';
import { attempt } from '../../upstream/client';

export const Mutation: MutationResolvers = {
  async startSpraying(_parent, { input }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.PUT('/events/farms/{id}/spray-planner/', {
        params: { path: { id: input.farmId } },
        body: {
          fields: input.fieldUuids,
          ...(input.herbicideGroupIds ? { herbicide_groups: input.herbicideGroupIds } : {}),
          ...(input.tankMixId != null ? { tank_mix: input.tankMixId } : {}),
          ...(input.startedAt ? { started_at: input.startedAt } : {}),
          measured_wind_mph: input.measuredWindMph,
          measured_wind_direction: input.measuredWindDirection,
          measured_temperature_f: input.measuredTemperatureF,
          ...(input.confirmForecast != null ? { confirm_forecast: input.confirmForecast } : {}),
        },
      }),
    );
    if (!answer.ok) return { ok: false, errors: answer.errors, planner: null };
    // Subscribers hear of it from the api's outbox, as they do of a start made any other way.
    return { ok: true, errors: [], planner: answer.data };
  },

  async stopSpraying(_parent, { farmId }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.DELETE('/events/farms/{id}/spray-planner/', {
        params: { path: { id: farmId } },
      }),
    );
    if (!answer.ok) return { ok: false, errors: answer.errors, farmId: null };
    return { ok: true, errors: [], farmId };
  },
};
