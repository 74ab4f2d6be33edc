import type { AgRetailerInviteResolvers } from '../../generated/resolvers';

export const AgRetailerInvite: AgRetailerInviteResolvers = {
  growerName: (invite) => invite.grower.full_name,
  accountName: (invite) => invite.grower.account_name,
  retailerName: (invite) => invite.retailer.full_name,
  company: (invite) => invite.retailer.company,
  invitedBy: (invite) => (invite.invited_by === 'retailer' ? 'RETAILER' : 'GROWER'),
  expiresAt: (invite) => invite.expires_at,
};
