import type { PendingInviteResolvers } from '../../generated/resolvers';

export const PendingInvite: PendingInviteResolvers = {
  id: (invite) => String(invite.id),
  direction: (invite) => (invite.direction === 'sent' ? 'SENT' : 'RECEIVED'),
  name: (invite) => invite.other.full_name,
  email: (invite) => invite.other.email,
  business: (invite) => invite.other.business,
  invitedBy: (invite) => (invite.invited_by === 'retailer' ? 'RETAILER' : 'GROWER'),
  sentAt: (invite) => invite.sent_at,
  expiresAt: (invite) => invite.expires_at,
};
