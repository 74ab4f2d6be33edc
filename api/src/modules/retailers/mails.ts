import { escapeHtml } from '@field-boundaries/contract/html';
import type { MailMessage } from '../../providers/mail';

type Invite = {
  to: string;
  toName: string;
  link: string;
  expiresInDays: number;
  /** Who asked, in the invitee's words. */
  retailer: { full_name: string; company: string };
  grower: { full_name: string; account_name: string };
  invitedBy: 'grower' | 'retailer';
};

/** The mail that carries an invitation; the invitee grants the access by opening its link. */
export function inviteMail(invite: Invite): MailMessage {
  const { retailer, grower } = invite;
  const ask =
    invite.invitedBy === 'retailer'
      ? `${retailer.full_name} of ${retailer.company} asks for access to your Field Boundaries account (${grower.account_name}) as your Ag Retailer.`
      : `${grower.full_name} of ${grower.account_name} has added you as an Ag Retailer on Field Boundaries.`;
  const grant =
    invite.invitedBy === 'retailer'
      ? 'Open the link to grant access. The Ag Retailer will see your farms and fields and can work in your account; you can remove the access at any time from the Ag Retailer page.'
      : 'Open the link to accept. The account will then appear under Grower Accounts.';
  const closing = `The link works once and expires in ${invite.expiresInDays} days. If you do not know the sender, ignore this message: nothing changes.`;
  const text = [`Hello ${invite.toName},`, '', ask, grant, invite.link, '', closing].join('\n');
  const html = `<p>Hello ${escapeHtml(invite.toName)},</p>
<p>${escapeHtml(ask)}</p>
<p>${escapeHtml(grant)}</p>
<p><a href="${escapeHtml(invite.link)}" style="background:#2f7d32;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">Open the invitation</a></p>
<p>${escapeHtml(closing)}</p>`;
  const subject =
    invite.invitedBy === 'retailer'
      ? `${retailer.company} asks for access to your Field Boundaries account`
      : `${grower.account_name} added you as their Ag Retailer`;
  return { to: invite.to, subject, text, html, links: [invite.link] };
}
