import type { ApiConfig } from '../../config';
import type { Mailer } from './mailer';
import { outboxMailer } from './outbox';
import { smtpMailer } from './smtp';

export type { Mailer, MailMessage } from './mailer';

export const createMailer = (config: Pick<ApiConfig, 'smtpUrl' | 'mailFrom'>): Mailer =>
  config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer;
