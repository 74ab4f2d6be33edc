import type {
  FarmResolvers,
  NoticeFieldResolvers,
  SprayedGroupResolvers,
  SprayNoticeResolvers,
  SprayPlannerResolvers,
  SprayReadingsResolvers,
} from '../../generated/resolvers';

// The spray planner's and notices' fields, from the api's snake_case records.
export const SprayPlanner: SprayPlannerResolvers = {
  farmId: (planner) => planner.farm,
  herbicideGroups: (planner) => planner.herbicide_group,
  tankMix: (planner) => planner.tank_mix,
  startedAt: (planner) => planner.started_at,
  timeZone: (planner) => planner.time_zone,
  neighboursNotified: (planner) => planner.neighbours_notified,
  confirmedForecast: (planner) => planner.confirmed_forecast,
};

export const SprayReadings: SprayReadingsResolvers = {
  windMph: (readings) => readings.wind_mph,
  windFromDeg: (readings) => readings.wind_from_deg,
  temperatureF: (readings) => readings.temperature_f,
};

export const SprayedGroup: SprayedGroupResolvers = {
  id: (group) => group.id ?? null,
  groupLabel: (group) => group.group_label,
  groupType: (group) => group.group_type,
  herbicideNames: (group) => group.herbicide_names,
};

export const SprayNotice: SprayNoticeResolvers = {
  kind: (notice) => (notice.kind === 'stopped' ? 'STOPPED' : 'STARTED'),
  sprayId: (notice) => notice.spray_id,
  stoppedAt: (notice) => notice.stopped_at,
  startedAt: (notice) => notice.started_at,
  createdAt: (notice) => notice.created_at,
  timeZone: (notice) => notice.time_zone,
  sprayedBy: (notice) => notice.sprayed_by,
};

export const NoticeField: NoticeFieldResolvers = {
  cropTrait: (field) => field.crop_trait,
  injuredBy: (field) => field.injured_by,
};

export const FarmSprayPlanner: Pick<FarmResolvers, 'sprayPlanner'> = {
  sprayPlanner: (farm, _args, { loaders }) => loaders.sprayPlanner.load(farm.id),
};
