import type { ReportDraftResolvers } from '../../generated/resolvers';

export const ReportDraft: ReportDraftResolvers = {
  timeZone: (draft) => draft.time_zone,
  onBehalf: (draft) => draft.on_behalf,
  field: (draft) => ({
    uuid: draft.field.uuid,
    name: draft.field.name,
    farmName: draft.field.farm_name,
    acres: draft.field.acres,
  }),
  weather: (draft) => ({
    source: draft.weather.source,
    issuedAt: draft.weather.issued_at,
    error: draft.weather.error,
  }),
};
