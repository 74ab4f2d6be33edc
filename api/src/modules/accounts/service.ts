import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { UUID_PATTERN as uuidPattern } from '@field-boundaries/contract/identifiers';
import { hashSecret, normaliseAnswer, secretMatches } from '../../auth/passwords';
import type { Tokens } from '../../auth/tokens';
import type { Viewer } from '../../auth/viewer';
import type { Db, Queryable } from '../../db/db';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../errors';
import type { Mailer } from '../../providers/mail';
import { recordAudit } from '../audit/service';
import { openPlan, planInForce, startFreeTrial } from '../billing/service';
import { startTutorials, tutorialsOf } from '../tutorials/service';
import { activateUser, consumeActivation, saveActivation } from './activation-store';
import { dropPendingEmail, savePendingEmail, takePendingEmail } from './email-change-store';
import { ACTIVATION_TTL_MS, activationLink, activationMail, emailChangeMail } from './mails';
import {
  messages,
  type PasswordChange,
  type ProfilePatch,
  type Registration,
  type SecurityAnswerChange,
  type User,
} from './schemas';
import { revokeRefreshToken, saveRefreshToken, sessionGeneration } from './session-store';
import * as store from './store';

const EMAIL_CHANGE_TTL_HOURS = 48;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
// Verified against when an e-mail is unknown, so a wrong address costs as long as a wrong password.
const decoyHash = hashSecret('decoy-password-for-timing');

/** What registration needs of the farms: the first farm of a new account (spec: named from farm_name). */
export type FirstFarms = { createFirstFarm(tx: Queryable, accountId: number): Promise<number> };

export type AccountsDeps = { db: Db; mailer: Mailer; tokens: Tokens; webOrigin: string; farms: FirstFarms };

export class AccountsService {
  constructor(private readonly deps: AccountsDeps) {}

  async register(input: Registration): Promise<User> {
    const { db, mailer, webOrigin } = this.deps;
    const questions = await store.securityQuestions(db);
    if (!questions.some((question) => question.id === input.security_question)) {
      throw badRequest(messages.security, { security_question: [messages.security] });
    }
    if (await store.emailTaken(db, input.email)) throw conflict(messages.emailTaken, 'email');

    const uuid = randomUUID();
    const activationSecret = randomBytes(32).toString('base64url');
    const [passwordHash, securityAnswerHash] = await Promise.all([
      hashSecret(input.password),
      hashSecret(normaliseAnswer(input.security_answer)),
    ]);
    try {
      await db.transaction(async (tx) => {
        const accountId = await store.insertUser(tx, {
          uuid,
          email: input.email,
          fullName: input.full_name,
          farmName: input.farm_name,
          passwordHash,
          securityQuestionId: input.security_question,
          securityAnswerHash,
        });
        await openPlan(tx, accountId);
        await startTutorials(tx, uuid);
        await this.deps.farms.createFirstFarm(tx, accountId);
        await saveActivation(tx, uuid, sha256(activationSecret), new Date(Date.now() + ACTIVATION_TTL_MS));
        const link = activationLink(webOrigin, activationSecret, uuid);
        await mailer.send(activationMail(input.email, input.full_name, link), tx);
      });
    } catch (error) {
      // Two registrations of one address at the same moment: the unique index decides.
      if (isUniqueViolation(error)) throw conflict(messages.emailTaken, 'email');
      throw error;
    }
    return this.user(uuid);
  }

  async activate(userUuid: string, activationSecret: string) {
    if (!uuidPattern.test(userUuid)) throw badRequest(messages.activationFailed);
    const activated = await this.deps.db.transaction(async (tx) => {
      if (!(await consumeActivation(tx, userUuid, sha256(activationSecret)))) return false;
      // Activation starts the free trial (billing's: an account still on N moves to F).
      await startFreeTrial(tx, await activateUser(tx, userUuid));
      return true;
    });
    if (!activated) throw badRequest(messages.activationFailed);
    const token = await this.startSession(userUuid);
    return { ...(await this.user(userUuid)), token };
  }

  async login(email: string, password: string) {
    const secrets = await store.findSecrets(this.deps.db, email);
    const matches = await secretMatches(secrets?.password_hash ?? (await decoyHash), password);
    if (!secrets || !matches) throw unauthorized(messages.invalidLogin);
    if (!secrets.is_active) throw forbidden(messages.inactive);
    const user = await this.user(secrets.uuid);
    return { ...(await this.startSession(secrets.uuid)), tutorial: user.tutorial, ios: false };
  }

  /** Rotates a refresh token: the presented one is revoked and can never be used again. */
  async refresh(refreshToken: string) {
    const claims = await this.deps.tokens.verify(refreshToken, 'refresh');
    if (!claims || !(await revokeRefreshToken(this.deps.db, claims.jti))) {
      throw unauthorized(messages.sessionExpired);
    }
    return this.startSession(claims.userUuid, claims.actorUuid);
  }

  async logout(refreshToken: string): Promise<void> {
    const claims = await this.deps.tokens.verify(refreshToken, 'refresh');
    if (claims) await revokeRefreshToken(this.deps.db, claims.jti);
  }

  async user(uuid: string): Promise<User> {
    const user = await store.findUser(this.deps.db, uuid);
    if (!user) throw notFound('User not found.');
    return this.complete(user);
  }

  /**
   * Profile edit. A new e-mail does not take effect here: it is mailed a confirmation link and
   * waits as `pending_email` until the link is opened (confirmEmail). Giving the current address
   * again cancels a pending change.
   */
  async updateProfile(viewer: Viewer, patch: ProfilePatch): Promise<User> {
    const { db, mailer, webOrigin } = this.deps;
    const current = await this.user(viewer.userUuid);
    const newEmail = patch.email !== undefined && patch.email !== current.email ? patch.email : undefined;
    if (newEmail !== undefined) {
      if (viewer.impersonated) throw forbidden(messages.ownerOnly);
      if (await store.emailTaken(db, newEmail, viewer.userUuid)) throw conflict(messages.emailTaken, 'email');
    }
    const secret = randomBytes(32).toString('base64url');
    await db.transaction(async (tx) => {
      await store.updateUser(tx, viewer.userUuid, { ...patch, email: undefined });
      if (patch.email === current.email) await dropPendingEmail(tx, viewer.userUuid);
      if (newEmail === undefined) return;
      await savePendingEmail(tx, {
        userUuid: viewer.userUuid,
        newEmail,
        tokenHash: sha256(secret),
        expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_HOURS * 60 * 60 * 1000),
      });
      const link = `${webOrigin}/email_confirm/${secret}`;
      await mailer.send(
        emailChangeMail(newEmail, patch.full_name ?? current.full_name, link, EMAIL_CHANGE_TTL_HOURS),
        tx,
      );
    });
    return this.user(viewer.userUuid);
  }

  /** Opens a mailed e-mail change link: the new address replaces the old one. Audited. */
  async confirmEmail(secret: string): Promise<User> {
    const uuid = await this.deps.db.transaction(async (tx) => {
      const change = await takePendingEmail(tx, sha256(secret));
      if (!change) throw badRequest(messages.emailLinkInvalid);
      // Someone may have registered the address since it was asked for.
      if (await store.emailTaken(tx, change.new_email, change.user_uuid))
        throw conflict(messages.emailTaken, 'email');
      await store.updateUser(tx, change.user_uuid, { email: change.new_email });
      await recordAudit(tx, {
        action: 'email.changed',
        actorUuid: change.user_uuid,
        accountUuid: change.user_uuid,
        detail: { from: change.old_email, to: change.new_email },
      });
      return change.user_uuid;
    });
    return this.user(uuid);
  }

  /** Profile: a new password, given the current one. Audited; the owner only, never in god mode. */
  async changePassword(viewer: Viewer, change: PasswordChange): Promise<void> {
    await this.checkOwnerPassword(viewer, change.current_password);
    const passwordHash = await hashSecret(change.new_password);
    await this.deps.db.transaction(async (tx) => {
      await store.setPasswordHash(tx, viewer.userUuid, passwordHash);
      await recordAudit(tx, {
        action: 'password.changed',
        actorUuid: viewer.actorUuid,
        accountUuid: viewer.userUuid,
      });
    });
  }

  /** Profile: a new security question and answer, given the current password. Audited. */
  async changeSecurityAnswer(viewer: Viewer, change: SecurityAnswerChange): Promise<void> {
    const questions = await store.securityQuestions(this.deps.db);
    if (!questions.some((question) => question.id === change.security_question)) {
      throw badRequest(messages.security, { security_question: [messages.security] });
    }
    await this.checkOwnerPassword(viewer, change.current_password);
    const answerHash = await hashSecret(normaliseAnswer(change.security_answer));
    await this.deps.db.transaction(async (tx) => {
      await store.setSecurityAnswer(tx, viewer.userUuid, change.security_question, answerHash);
      await recordAudit(tx, {
        action: 'security_answer.changed',
        actorUuid: viewer.actorUuid,
        accountUuid: viewer.userUuid,
        detail: { security_question: change.security_question },
      });
    });
  }

  /** The secrets of an account are its owner's: a retailer in god mode cannot change them. */
  private async checkOwnerPassword(viewer: Viewer, currentPassword: string) {
    if (viewer.impersonated) throw forbidden(messages.ownerOnly);
    const hash = await store.passwordHashOf(this.deps.db, viewer.userUuid);
    if (!hash || !(await secretMatches(hash, currentPassword))) {
      throw badRequest(messages.wrongPassword, { current_password: [messages.wrongPassword] });
    }
  }

  securityQuestions() {
    return store.securityQuestions(this.deps.db);
  }

  async verifyEmail(email: string) {
    const found = await store.securityQuestionOf(this.deps.db, email.trim().toLowerCase());
    if (!found) throw notFound(messages.noAccount);
    const { is_active, ...question } = found;
    return { email: email.trim().toLowerCase(), security_question: question, is_active };
  }

  /** The user with this e-mail, or null: other modules look people up by address through this. */
  async userByEmail(email: string): Promise<User | null> {
    const user = await store.findUserByEmail(this.deps.db, email.trim().toLowerCase());
    return user && this.complete(user);
  }

  /**
   * The user as shown: the plan in force now (a Pro plan whose year is over is F; billing
   * records its end) and the tours seen (from tutorials).
   */
  private async complete({ planExpiresAt, ...user }: store.StoredUser): Promise<User> {
    return {
      ...user,
      subscription_plan: planInForce(user.subscription_plan, planExpiresAt, new Date()),
      tutorial: await tutorialsOf(this.deps.db, user.uuid),
    };
  }

  /**
   * A session for `userUuid` acted by `actorUuid` (god mode). The caller has decided the actor
   * may; the viewer of every later request checks again that the access still stands.
   */
  openSession(userUuid: string, actorUuid: string) {
    return this.startSession(userUuid, actorUuid);
  }

  private async startSession(userUuid: string, actorUuid?: string) {
    const generation = await sessionGeneration(this.deps.db, userUuid);
    const pair = await this.deps.tokens.issue(userUuid, actorUuid, generation);
    await saveRefreshToken(this.deps.db, pair.refreshJti, userUuid, pair.refreshExpiresAt);
    return { access: pair.access, refresh: pair.refresh };
  }
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
