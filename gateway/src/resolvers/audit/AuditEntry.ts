import type { AuditEntryResolvers } from '../../generated/resolvers';

export const AuditEntry: AuditEntryResolvers = {
  id: (entry) => String(entry.id),
  actorUuid: (entry) => entry.actor_uuid,
  accountUuid: (entry) => entry.account_uuid,
  detail: (entry) => JSON.stringify(entry.detail),
  createdAt: (entry) => entry.created_at,
};
