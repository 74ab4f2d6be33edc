import type { ResetGrant } from '../../auth/authenticate';
import { hashSecret, normaliseAnswer, secretMatches } from '../../auth/passwords';
import type { Tokens } from '../../auth/tokens';
import type { Db } from '../../db/db';
import { badRequest, notFound, tooManyRequests, unauthorized } from '../../errors';
import { recordAudit } from '../audit/service';
import {
  type AnswerVerification,
  recoveryMessages,
  WRONG_ANSWER_WINDOW_MINUTES,
  WRONG_ANSWERS_PER_ACCOUNT,
} from './recovery-schemas';
import * as store from './recovery-store';

export type RecoveryDeps = { db: Db; tokens: Tokens };

/**
 * Forgot password, after step 1 (`auth/security/{email}/verify/`, in accounts): a right answer
 * to the account's security question opens a short, single-use reset; the reset sets the new
 * password and ends every session the old one opened.
 */
export class RecoveryService {
  constructor(private readonly deps: RecoveryDeps) {}

  async verifyAnswer(input: AnswerVerification): Promise<{ access: string }> {
    const { db, tokens } = this.deps;
    // Step 1 already tells whether an address has an account, so saying it again leaks nothing.
    const secrets = await store.findRecoverySecrets(db, input.email);
    if (!secrets) throw notFound(recoveryMessages.noAccount);

    const attempt = await db.transaction((tx) =>
      store.reserveAnswerAttempt(tx, secrets.uuid, WRONG_ANSWERS_PER_ACCOUNT, WRONG_ANSWER_WINDOW_MINUTES),
    );
    if (attempt === null) throw tooManyRequests(recoveryMessages.tooManyWrongAnswers);
    const right =
      secrets.security_question_id === input.security_question &&
      (await secretMatches(secrets.security_answer_hash, normaliseAnswer(input.security_answer)));
    if (!right) {
      throw badRequest(recoveryMessages.wrongAnswer, { security_answer: [recoveryMessages.wrongAnswer] });
    }
    await store.forgetAnswerAttempt(db, attempt);

    const reset = await tokens.issueReset(secrets.uuid);
    await store.saveResetToken(db, reset.jti, secrets.uuid, reset.expiresAt);
    return { access: reset.token };
  }

  async resetPassword(grant: ResetGrant, newPassword: string): Promise<void> {
    const passwordHash = await hashSecret(newPassword);
    await this.deps.db.transaction(async (tx) => {
      const active = await store.isActive(tx, grant.userUuid);
      if (active === null) throw unauthorized(recoveryMessages.resetExpired);
      // Checked before the token is spent: once activated, the same reset still works.
      if (!active) throw unauthorized(recoveryMessages.inactive);
      if (!(await store.consumeResetToken(tx, grant.jti, grant.userUuid))) {
        throw unauthorized(recoveryMessages.resetExpired);
      }
      await store.replacePassword(tx, grant.userUuid, passwordHash);
      // The person who answered the security question is taken to be the owner.
      await recordAudit(tx, {
        action: 'password.reset',
        actorUuid: grant.userUuid,
        accountUuid: grant.userUuid,
      });
    });
  }
}
