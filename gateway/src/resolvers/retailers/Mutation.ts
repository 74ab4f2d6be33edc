import type {
  AgRetailerInviteResolvers,
  AssignedAccountResolvers,
  AssignedFarmResolvers,
  AssignedRetailerResolvers,
  MutationResolvers,
  PaginationMetaResolvers,
  QueryResolvers,
} from '../../generated/resolvers';
import { attempt, unwrap } from '../../upstream/client';
import { requireSession } from '../accounts/session';

// Ag retailer relations: both sides' lists, invitations and removal. The api decides who may
// do what; the gateway renames and carries the spec's messages.

export const RetailersQuery: QueryResolvers = {
  async assignedRetailers(_parent, { page }, context) {
    requireSession(context);
    return unwrap(await context.upstream.GET('/auth/users/ag-retailers/', { params: { query: { page } } }));
  },
  async assignedAccounts(_parent, { page }, context) {
    requireSession(context);
    return unwrap(await context.upstream.GET('/auth/ag-retailer/accounts/', { params: { query: { page } } }));
  },
  async assignedFarmFields(_parent, { account, farm }, context) {
    requireSession(context);
    return unwrap(
      await context.upstream.GET('/auth/ag-retailer/accounts/{uuid}/farms/{id}/fields/', {
        params: { path: { uuid: account, id: farm } },
      }),
    );
  },
  async agRetailerInvite(_parent, { inviteHash }, { upstream }) {
    const answer = attempt(
      await upstream.GET('/auth/users/ag-retailers/access/{invite_hash}/', {
        params: { path: { invite_hash: inviteHash } },
      }),
    );
    return answer.ok
      ? { ok: true, errors: [], invite: answer.data }
      : { ok: false, errors: answer.errors, invite: null };
  },
};

export const RetailersMutation: MutationResolvers = {
  async sendAgRetailerInvite(_parent, { email }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.POST('/auth/users/ag-retailers/invite/', { body: { email } }),
      [402],
    );
    return answer.ok
      ? { ok: true, errors: [], email: answer.data.email, upgradeRequired: false }
      : { ok: false, errors: answer.errors, email: null, upgradeRequired: answer.status === 402 };
  },
  async acceptAgRetailerInvite(_parent, { inviteHash }, { upstream }) {
    const answer = attempt(
      await upstream.PUT('/auth/users/ag-retailers/access/{invite_hash}/', {
        params: { path: { invite_hash: inviteHash } },
      }),
    );
    return answer.ok
      ? { ok: true, errors: [], invite: answer.data }
      : { ok: false, errors: answer.errors, invite: null };
  },
  async removeAgRetailer(_parent, { id }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.DELETE('/auth/users/ag-retailers/{id}/', {
        params: { path: { id: Number(id) } },
      }),
    );
    return answer.ok ? { ok: true, errors: [] } : { ok: false, errors: answer.errors };
  },
};

export const PaginationMeta: PaginationMetaResolvers = {
  totalPages: (meta) => meta.total_pages,
  resultsOnPage: (meta) => meta.results_on_page,
  previousPage: (meta) => meta.previous_page,
  nextPage: (meta) => meta.next_page,
};

export const AssignedRetailer: AssignedRetailerResolvers = {
  id: (row) => String(row.id),
  fullName: (row) => row.full_name,
  grantedAt: (row) => row.granted_at,
  lastEnteredAt: (row) => row.last_entered_at,
};

export const AssignedAccount: AssignedAccountResolvers = {
  id: (row) => String(row.id),
  fullName: (row) => row.full_name,
  accountName: (row) => row.account_name,
  grantedAt: (row) => row.granted_at,
  lastEnteredAt: (row) => row.last_entered_at,
  farms: async (row, _args, { upstream }) =>
    unwrap(
      await upstream.GET('/auth/ag-retailer/accounts/{uuid}/farms/', {
        params: { path: { uuid: row.uuid } },
      }),
    ).map((farm) => ({ ...farm, accountUuid: row.uuid })),
};

export const AssignedFarm: AssignedFarmResolvers = {
  fieldCount: (farm) => farm.field_count,
  fields: async (farm, _args, { upstream }) =>
    unwrap(
      await upstream.GET('/auth/ag-retailer/accounts/{uuid}/farms/{id}/fields/', {
        params: { path: { uuid: farm.accountUuid, id: farm.id } },
      }),
    ),
};

export const AgRetailerInvite: AgRetailerInviteResolvers = {
  growerName: (invite) => invite.grower.full_name,
  accountName: (invite) => invite.grower.account_name,
  retailerName: (invite) => invite.retailer.full_name,
  company: (invite) => invite.retailer.company,
  invitedBy: (invite) => (invite.invited_by === 'retailer' ? 'RETAILER' : 'GROWER'),
  expiresAt: (invite) => invite.expires_at,
};
