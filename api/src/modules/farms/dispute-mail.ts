import { overlapPhrase } from '@field-boundaries/contract/dispute-wording';
import { escapeHtml } from '@field-boundaries/contract/html';
import type { MailMessage } from '../../providers/mail';

/** One new dispute as its grower reads it: their own field, its farm, and the overlaps' acres. */
export type ToldDispute = { field: string; farm: string; overlaps: number[] };

/**
 * The mail a grower gets when a change makes one of their fields overlap another grower's: each
 * new dispute the change raised, by their own field and farm, with each overlap's acres. The other
 * grower's field is not named: their names are theirs (the map shows them only as a claimed field).
 */
export function disputeMail(
  to: { full_name: string; email: string },
  disputes: readonly ToldDispute[],
  dashboardUrl: string,
): MailMessage {
  const lines = disputes.map(
    (each) =>
      `Your field "${each.field}" (${each.farm}) overlaps another grower's field ${overlapPhrase(each.overlaps)}.`,
  );
  const first = disputes[0];
  const subject =
    disputes.length === 1 && first
      ? `Boundary dispute: ${first.field} overlaps another grower's field`
      : `Boundary disputes: ${disputes.length} overlaps with other growers' fields`;
  const advice =
    'Both growers see the overlap in red on the map and a "Disputed" badge on the field in the sidebar. ' +
    'Edit the boundary if it is yours to move, or settle the line with your neighbour.';
  const text = [
    `Hello ${to.full_name},`,
    '',
    ...lines,
    '',
    advice,
    '',
    `See it in Field Boundaries: ${dashboardUrl}`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(to.full_name)},</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>${escapeHtml(advice)}</p>
<p><a href="${escapeHtml(dashboardUrl)}">See it in Field Boundaries</a></p>`;
  return { to: to.email, subject, text, html, links: [dashboardUrl] };
}
