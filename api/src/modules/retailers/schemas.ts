import { RETAILER_EMAIL_PATTERN } from '@field-boundaries/contract/email';
import {
  accountMessages,
  farmMessages,
  retailerMessages as shared,
} from '@field-boundaries/contract/messages';
import { z } from 'zod';
import { paginated } from '../../pagination';

// Ag retailer relations (spec: Ag retailer page, invite notice, god mode; 7, 8). Messages the
// spec gives are word for word; the others say what went wrong in the same voice.
export const retailerMessages = {
  email: accountMessages.email,
  noAccount: 'No account associated with this email.',
  notActive: 'This account has not been activated yet.',
  notARetailer: 'This e-mail does not belong to an Ag Retailer.',
  retailerToRetailer: 'Ag Retailers can only add grower accounts.',
  staffAccount: 'This account cannot be assigned to an Ag Retailer.',
  retailerAssigned: 'This Ag Retailer is already assigned to this account.',
  accountAssigned: 'This account is already assigned to this Ag Retailer.',
  inviteInvalid: shared.inviteInvalid,
  ownerOnly: 'Only the account owner can change its Ag Retailers.',
  removed: shared.removed,
  noRelation: shared.removeFailed,
  retailersOnly: 'Only Ag Retailers have assigned grower accounts.',
  noAccess: 'You do not have access to this account.',
  nestedGodMode: 'Leave god mode before entering another account.',
  noSuchUser: 'Account not found.',
  noCredits: farmMessages.noCredits,
  noPendingInvite: 'This invitation is no longer pending: it was accepted or cancelled.',
  senderResends: 'Only the sender can send this invitation again.',
  resendTooSoon:
    'This invitation was sent less than a minute ago. Please wait a minute before sending it again.',
  inviteCancelled: (name: string) => `This invitation was cancelled by ${name}.`,
} as const;

/** How long an invitation's link works, from when it was last mailed. */
export const INVITE_TTL_DAYS = 14;
/** The least time between two mails of one invitation (its Resend). */
export const INVITE_RESEND_GAP_SECONDS = 60;

// Spec 5: a local part, an @, and a domain ending of 2 or more letters.
const retailerEmail = z
  .string({ error: retailerMessages.email })
  .trim()
  .toLowerCase()
  .regex(RETAILER_EMAIL_PATTERN, retailerMessages.email);

export const inviteBody = z.object({ email: retailerEmail });

export const sentInvite = z
  .object({
    email: z.string(),
    expires_at: z.string(),
  })
  .meta({ id: 'AgRetailerInviteSent' });

const person = { uuid: z.uuid(), full_name: z.string(), email: z.string() };

/** A grower's view of one retailer with access. */
export const assignedRetailer = z
  .object({
    id: z.number().int().describe('the relation; DELETE auth/users/ag-retailers/{id}/ ends it'),
    ...person,
    company: z.string().describe("the retailer's account name"),
    granted_at: z.string(),
    last_entered_at: z.string().nullable().describe('when the retailer last entered in god mode'),
  })
  .meta({ id: 'AssignedAgRetailer' });

/** A retailer's view of one grower account it may enter. */
export const assignedAccount = z
  .object({
    id: z.number().int().describe('the relation'),
    ...person,
    account_name: z.string(),
    granted_at: z.string(),
    last_entered_at: z.string().nullable(),
  })
  .meta({ id: 'AssignedAccount' });

export const assignedRetailers = paginated(assignedRetailer);
export const assignedAccounts = paginated(assignedAccount);

export const inviteView = z
  .object({
    grower: z.object({ full_name: z.string(), account_name: z.string() }),
    retailer: z.object({ full_name: z.string(), company: z.string() }),
    invited_by: z.enum(['grower', 'retailer']),
    expires_at: z.string(),
  })
  .meta({ id: 'AgRetailerInvite' });

const party = z.object({
  uuid: z.uuid(),
  full_name: z.string(),
  email: z.string(),
  business: z.string().describe("the grower's account name, or the retailer's company"),
});

/** An invitation neither accepted nor cancelled yet, as one of its two parties sees it. */
export const pendingInvite = z
  .object({
    id: z.number().int().describe('resend: POST …/invites/{id}/resend/; cancel: DELETE …/invites/{id}/'),
    direction: z
      .enum(['sent', 'received'])
      .describe("'sent' by the viewer, or 'received' and waiting for them"),
    other: party.describe('the other party: the invitee of a sent invitation, the sender of a received one'),
    invited_by: z.enum(['grower', 'retailer']),
    created_at: z.string(),
    sent_at: z.string().describe('when its mail last went out'),
    expires_at: z.string(),
    expired: z.boolean().describe('its link no longer works; the sender can send it again'),
  })
  .meta({ id: 'PendingAgRetailerInvite' });
export const pendingInvites = paginated(pendingInvite);

export const godModeBody = z.object({ uuid: z.uuid({ error: retailerMessages.noSuchUser }) });
