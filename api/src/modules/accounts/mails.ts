import { escapeHtml } from '@field-boundaries/contract/html';
import type { MailMessage } from '../../providers/mail';

/** How long an activation link works; the mail says so. */
export const ACTIVATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The link of an activation mail: the web's Account Activation route (spec 2.1). */
export const activationLink = (webOrigin: string, secret: string, userUuid: string) =>
  `${webOrigin}/auth/users/activate/${secret}/${userUuid}`;

export function activationMail(to: string, fullName: string, link: string): MailMessage {
  const text = [
    `Hello ${fullName},`,
    '',
    'Thank you for registering with Field Boundaries. Open this link to verify your e-mail and continue:',
    link,
    '',
    'The link works once and expires in 7 days. If you did not register, you can ignore this message.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(fullName)},</p>
<p>Thank you for registering with Field Boundaries. Click the button to verify your e-mail and continue.</p>
<p><a href="${escapeHtml(link)}" style="background:#2f7d32;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">Verify my e-mail</a></p>
<p>The link works once and expires in 7 days. If you did not register, you can ignore this message.</p>`;
  return { to, subject: 'Verify your e-mail for Field Boundaries', text, html, links: [link] };
}

/** Sent to a new address: the change takes effect only when this link is opened. */
export function emailChangeMail(
  to: string,
  fullName: string,
  link: string,
  expiresInHours: number,
): MailMessage {
  const text = [
    `Hello ${fullName},`,
    '',
    'You asked to use this address for your Field Boundaries account. Open this link to confirm it:',
    link,
    '',
    `Until you do, your account keeps its current e-mail. The link works once and expires in ${expiresInHours} hours. If you did not ask for this, ignore this message.`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(fullName)},</p>
<p>You asked to use this address for your Field Boundaries account. Click the button to confirm it.</p>
<p><a href="${escapeHtml(link)}" style="background:#2f7d32;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">Confirm my new e-mail</a></p>
<p>Until you do, your account keeps its current e-mail. The link works once and expires in ${expiresInHours} hours. If you did not ask for this, ignore this message.</p>`;
  return { to, subject: 'Confirm your new e-mail for Field Boundaries', text, html, links: [link] };
}
