import type { ApiConfig } from '../../config';
import type { Mailer } from './mailer';
import { outboxMailer, writeMail } from './outbox';

export { type MailDelivery, startMailDelivery } from './delivery';
export type { Mailer, MailMessage } from './mailer';

/**
 * Mail is always written to mail_outbox in the caller's transaction. With SMTP, the delivery
 * worker (delivery.ts, started by main.ts) sends it after commit; without, developers read it at
 * /dev/mail/.
 */
export const createMailer = (config: Pick<ApiConfig, 'smtpUrl'>): Mailer =>
  config.smtpUrl ? { kind: 'smtp', send: writeMail } : outboxMailer;
