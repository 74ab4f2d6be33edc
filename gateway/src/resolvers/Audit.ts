import type { AuditEntryResolvers, QueryResolvers } from '../generated/resolvers';
import { unwrap } from '../upstream/client';
import { requireSession } from './session';

export const AuditQuery: QueryResolvers = {
  async auditLog(_parent, { page, account, action }, context) {
    requireSession(context);
    const query = { page, ...(account ? { account } : {}), ...(action ? { action } : {}) };
    return unwrap(await context.upstream.GET('/audit/', { params: { query } }));
  },
};

export const AuditEntry: AuditEntryResolvers = {
  id: (entry) => String(entry.id),
  actorUuid: (entry) => entry.actor_uuid,
  accountUuid: (entry) => entry.account_uuid,
  detail: (entry) => JSON.stringify(entry.detail),
  createdAt: (entry) => entry.created_at,
};
