import type { Queryable } from '../../db/db';

export type MailMessage = { to: string; subject: string; text: string; html: string; links: string[] };

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /**
   * Sends inside the caller's transaction: the outbox writes its row there, SMTP sends before
   * the caller commits, so a mail that cannot go out rolls back what it announces.
   */
  send(message: MailMessage, tx: Queryable): Promise<void>;
}
