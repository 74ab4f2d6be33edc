import type { MailMessage } from '../../providers/mail';
import { herbicideLine } from './notice-kernel';
import type { NoticeField, NoticeHerbicide } from './planner-store';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

// The server cannot know the reader's time zone, so the mail names UTC; the product shows the
// reader's own local time.
const when = (iso: string) =>
  `${new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;

/**
 * The e-mail a neighbour gets: what is sprayed, from when, and which of their own fields may be
 * hurt. Nothing about the sprayer (their name, farm or fields) is in it.
 */
export function sprayNoticeMail(
  to: { full_name: string; email: string },
  notice: { startedAt: string; herbicides: NoticeHerbicide[]; fields: NoticeField[] },
  dashboardUrl: string,
): MailMessage {
  const product = herbicideLine(notice.herbicides);
  const fieldLines = notice.fields.map(
    (field) => `${field.name} (${field.crop_trait}): at risk from ${field.injured_by.join(', ')}`,
  );
  const text = [
    `Hello ${to.full_name},`,
    '',
    `A neighbouring farm started spraying ${product} at ${when(notice.startedAt)}.`,
    'These fields of yours lie within its drift reach and their crop does not tolerate it:',
    ...fieldLines.map((line) => `  - ${line}`),
    '',
    `See the notice in Field Boundaries: ${dashboardUrl}`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(to.full_name)},</p>
<p>A neighbouring farm started spraying <strong>${escapeHtml(product)}</strong> at ${escapeHtml(when(notice.startedAt))}.</p>
<p>These fields of yours lie within its drift reach and their crop does not tolerate it:</p>
<ul>${fieldLines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(dashboardUrl)}">See the notice in Field Boundaries</a></p>`;
  return {
    to: to.email,
    subject: `Spray drift notice: ${product} near your fields`,
    text,
    html,
    links: [dashboardUrl],
  };
}
