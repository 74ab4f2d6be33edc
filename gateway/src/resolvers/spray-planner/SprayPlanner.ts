import type { SprayPlannerResolvers } from '../../generated/resolvers';

// The spray planner's fields, from the api's snake_case record.
export const SprayPlanner: SprayPlannerResolvers = {
  farmId: (planner) => planner.farm,
  herbicideGroups: (planner) => planner.herbicide_group,
  tankMix: (planner) => planner.tank_mix,
  startedAt: (planner) => planner.started_at,
  timeZone: (planner) => planner.time_zone,
  neighboursNotified: (planner) => planner.neighbours_notified,
  confirmedForecast: (planner) => planner.confirmed_forecast,
};
