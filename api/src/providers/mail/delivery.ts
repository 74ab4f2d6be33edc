import nodemailer from 'nodemailer';
import type { Db } from '../../db/db';
import { type QueueWorker, startQueueWorker } from '../../db/queue-worker';

// Sends the mail written to mail_outbox (SMTP mode), after the transactions that wrote it have
// committed: a request never waits on SMTP, and a mail the server refuses is tried again, with
// backoff, until it goes (issue 33).
//
// Each row is leased before it is sent (its next_attempt_at moved a lease ahead) in a short
// transaction of its own, so any number of api instances share the work and no lock is held
// while talking to SMTP. A row is marked sent once the server has accepted it. Should a worker
// die between the two, the row is sent again after its lease, with the same Message-ID: mail
// systems take a repeated Message-ID as the same message.

export type DeliveryOptions = {
  smtpUrl: string;
  from: string;
  /** Domain of the Message-IDs (`<outbox-42@domain>`): stable per row, so a resend is one mail. */
  messageIdDomain: string;
  /** How often the queue is looked at when it has nothing due. */
  pollMs?: number;
  /** How long a taken row is left to its worker before another may try it. */
  leaseMs?: number;
  /** The first retry's wait; each further one doubles it, up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Rows taken at a time. */
  batch?: number;
  onError?: (error: unknown) => void;
};

type Due = {
  id: string | number;
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string;
  attempts: number;
};

export type MailDelivery = QueueWorker;

export function startMailDelivery(db: Db, options: DeliveryOptions): MailDelivery {
  const {
    pollMs = 2000,
    leaseMs = 60_000,
    backoffMs = 5000,
    maxBackoffMs = 30 * 60_000,
    batch = 20,
  } = options;
  const transport = nodemailer.createTransport(options.smtpUrl);

  const lease = (limit: number) =>
    db.transaction((tx) =>
      tx.query<Due>(
        `UPDATE mail_outbox SET next_attempt_at = now() + make_interval(secs => $2::float8 / 1000)
         WHERE id IN (SELECT id FROM mail_outbox WHERE sent_at IS NULL AND next_attempt_at <= now()
                      ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
         RETURNING id, recipient, subject, body_text, body_html, attempts`,
        [limit, leaseMs],
      ),
    );

  async function deliver(mail: Due): Promise<boolean> {
    try {
      await transport.sendMail({
        from: options.from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.body_text,
        html: mail.body_html,
        messageId: `<outbox-${mail.id}@${options.messageIdDomain}>`,
      });
    } catch (error) {
      const wait = Math.min(maxBackoffMs, backoffMs * 2 ** mail.attempts);
      await db.query(
        `UPDATE mail_outbox SET attempts = attempts + 1, last_error = $2,
                next_attempt_at = now() + make_interval(secs => $3::float8 / 1000)
         WHERE id = $1 AND sent_at IS NULL`,
        [mail.id, error instanceof Error ? error.message.slice(0, 500) : String(error), wait],
      );
      return false;
    }
    await db.query('UPDATE mail_outbox SET sent_at = now(), attempts = attempts + 1 WHERE id = $1', [
      mail.id,
    ]);
    return true;
  }

  return startQueueWorker({
    take: lease,
    handle: deliver,
    pollMs,
    batch,
    onError: options.onError,
    onStop: () => transport.close(),
  });
}
