import type { Db, Queryable } from '../../db/db';
import type { Mailer, MailMessage } from './mailer';

export type OutboxMail = MailMessage & { id: number; created_at: string };

async function insertMail(message: MailMessage, tx: Queryable, delivered: boolean) {
  await tx.query(
    `INSERT INTO mail_outbox (recipient, subject, body_text, body_html, links, sent_at)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $6::boolean THEN now() END)`,
    [message.to, message.subject, message.text, message.html, JSON.stringify(message.links), delivered],
  );
}

/**
 * Writes a mail in the caller's transaction, for the delivery worker to send: it exists exactly
 * when the change it tells of does.
 */
export const writeMail = (message: MailMessage, tx: Queryable) => insertMail(message, tx, false);

/**
 * No SMTP server: the mail is delivered by being written, for a developer to read at /dev/mail/
 * (so a later start with SMTP_URL does not send a developer's old mail to real addresses).
 */
export const outboxMailer: Mailer = { kind: 'outbox', send: (message, tx) => insertMail(message, tx, true) };

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
