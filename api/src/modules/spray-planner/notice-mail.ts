import { escapeHtml } from '@field-boundaries/contract/html';
import { longInstant } from '@field-boundaries/contract/zone-time';
import type { MailMessage } from '../../providers/mail';
import { herbicideLine } from './notice-kernel';
import type { NoticeField, NoticeHerbicide } from './notice-store';

/**
 * The e-mail a neighbour gets: what is sprayed, from when (in the sprayed fields' own time, its
 * zone named: 'November 24, 2026 at 2:05 PM CST'), and which of their own fields may be hurt.
 * Who sprays is named only as the notice in the product names them (`sprayedBy`, for recipients
 * on plan B: in god mode the retailer for the farm); else 'A neighbouring farm'. The sprayer's
 * fields are never in it.
 */
export function sprayNoticeMail(
  to: { full_name: string; email: string },
  notice: {
    startedAt: string;
    timeZone: string;
    herbicides: NoticeHerbicide[];
    fields: NoticeField[];
    sprayedBy?: string | null;
  },
  dashboardUrl: string,
): MailMessage {
  const who = notice.sprayedBy ?? 'A neighbouring farm';
  const product = herbicideLine(notice.herbicides);
  const fieldLines = notice.fields.map(
    (field) => `${field.name} (${field.crop_trait}): at risk from ${field.injured_by.join(', ')}`,
  );
  const text = [
    `Hello ${to.full_name},`,
    '',
    `${who} started spraying ${product} at ${longInstant(notice.startedAt, notice.timeZone)}.`,
    'These fields of yours lie within its drift reach and their crop does not tolerate it:',
    ...fieldLines.map((line) => `  - ${line}`),
    '',
    `See the notice in Field Boundaries: ${dashboardUrl}`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(to.full_name)},</p>
<p>${escapeHtml(who)} started spraying <strong>${escapeHtml(product)}</strong> at ${escapeHtml(longInstant(notice.startedAt, notice.timeZone))}.</p>
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
