import type { MailMessage } from '../../providers/mail';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

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
