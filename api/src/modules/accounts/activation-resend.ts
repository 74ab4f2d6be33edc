import { createHash, randomBytes } from 'node:crypto';
import { activationResendMessages } from '@field-boundaries/contract/messages';
import type { Db } from '../../db/db';
import { tooManyRequests } from '../../errors';
import type { Mailer } from '../../providers/mail';
import { recordAudit } from '../audit/service';
import { awaitingActivation, saveActivation, spendActivationResend } from './activation-store';
import { ACTIVATION_TTL_MS, activationLink, activationMail } from './mails';

/** A new mail at most once a minute and three times an hour per address. */
export const RESEND_GAP_SECONDS = 60;
export const RESENDS_PER_HOUR = 3;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export type ActivationResendDeps = { db: Db; mailer: Mailer; webOrigin: string };

/**
 * "Resend activation mail" (beside 'User is inactive!', at login and in recovery): a fresh link
 * to an account that was never activated, replacing the earlier one. Requests are counted per
 * address whether or not it has an account, and answered alike, so the call tells nothing about
 * an address; the count keeps it from flooding anyone's inbox.
 */
export class ActivationResends {
  constructor(private readonly deps: ActivationResendDeps) {}

  async resend(email: string): Promise<{ detail: string }> {
    const { db, mailer, webOrigin } = this.deps;
    const wait = await spendActivationResend(db, sha256(email), RESEND_GAP_SECONDS, RESENDS_PER_HOUR);
    if (wait > 0) throw tooManyRequests(activationResendMessages.wait(Math.ceil(wait / 60)));
    const user = await awaitingActivation(db, email);
    if (user) {
      const secret = randomBytes(32).toString('base64url');
      await db.transaction(async (tx) => {
        await saveActivation(tx, user.uuid, sha256(secret), new Date(Date.now() + ACTIVATION_TTL_MS));
        await mailer.send(
          activationMail(email, user.fullName, activationLink(webOrigin, secret, user.uuid)),
          tx,
        );
        await recordAudit(tx, { action: 'activation.resent', actorUuid: null, accountUuid: user.uuid });
      });
    }
    return { detail: activationResendMessages.sent };
  }
}
