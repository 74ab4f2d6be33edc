import type { Db, Queryable } from '../../db/db';
import type { Mailer, MailMessage } from './mailer';

export type OutboxMail = MailMessage & { id: number; created_at: string };

export const outboxMailer: Mailer = {
  kind: 'outbox',
  async send(message: MailMessage, tx: Queryable) {
    await tx.query(
      'INSERT INTO mail_outbox (recipient, subject, body_text, body_html, links) VALUES ($1, $2, $3, $4, $5)',
      [message.to, message.subject, message.text, message.html, JSON.stringify(message.links)],
    );
  },
};

type OutboxRow = {
  id: string | number;
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string;
  links: string[];
  created_at: Date | string;
};

export async function readOutbox(db: Db, to?: string, limit = 50): Promise<OutboxMail[]> {
  const rows = await db.query<OutboxRow>(
    `SELECT id, recipient, subject, body_text, body_html, links, created_at FROM mail_outbox
     WHERE $1::text IS NULL OR recipient = $1 ORDER BY id DESC LIMIT $2`,
    [to?.toLowerCase() ?? null, limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    to: row.recipient,
    subject: row.subject,
    text: row.body_text,
    html: row.body_html,
    links: row.links,
    created_at: new Date(row.created_at).toISOString(),
  }));
}
