import type {
  AuditAccountResolvers,
  AuditEntryResolvers,
  AuditPersonResolvers,
  QueryResolvers,
} from '../../generated/resolvers';
import { unwrap } from '../../upstream/client';
import { requireSession } from '../accounts/session';

export const AuditQuery: QueryResolvers = {
  async auditLog(_parent, { page, account, actor, action }, context) {
    requireSession(context);
    const query = {
      page,
      ...(account ? { account } : {}),
      ...(actor ? { actor } : {}),
      ...(action ? { action } : {}),
    };
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

export const AuditPerson: AuditPersonResolvers = {
  fullName: (person) => person.full_name,
};

export const AuditAccount: AuditAccountResolvers = {
  fullName: (account) => account.full_name,
};
