import type { Queryable } from '../../db/db';

export type MailMessage = { to: string; subject: string; text: string; html: string; links: string[] };

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /**
   * Writes the mail in the caller's transaction, so it exists exactly when what it announces
   * does. Nothing here talks to SMTP: the delivery worker sends it after commit (delivery.ts),
   * so no request, and no lock it holds, waits on a mail server.
   */
  send(message: MailMessage, tx: Queryable): Promise<void>;
}
