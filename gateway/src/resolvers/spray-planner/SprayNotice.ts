import type { SprayNoticeResolvers } from '../../generated/resolvers';

export const SprayNotice: SprayNoticeResolvers = {
  kind: (notice) => (notice.kind === 'stopped' ? 'STOPPED' : 'STARTED'),
  sprayId: (notice) => notice.spray_id,
  stoppedAt: (notice) => notice.stopped_at,
  startedAt: (notice) => notice.started_at,
  createdAt: (notice) => notice.created_at,
  timeZone: (notice) => notice.time_zone,
  sprayedBy: (notice) => notice.sprayed_by,
};
