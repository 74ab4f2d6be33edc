import type { ReportResolvers } from '../../generated/resolvers';

export const Report: ReportResolvers = {
  fieldName: (report) => report.field_name,
  farmName: (report) => report.farm_name,
  createdAt: (report) => report.created_at,
  savedAt: (report) => report.saved_at,
  savedByName: (report) => report.saved_by_name,
  changeReason: (report) => report.change_reason,
  pdfSha256: (report) => report.pdf_sha256,
  timeZone: (report) => report.time_zone,
  timeZoneName: (report) => report.time_zone_name,
  // A page of reports reads their versions together.
  history: (report, _args, { loaders }) => loaders.reportVersions.load(report.id),
  pdfUrl: (report) => `/downloads/reports/${report.id}/pdf?version=${report.version}`,
  mapUrl: (report) => `/downloads/reports/${report.id}/map.svg?version=${report.version}`,
};
