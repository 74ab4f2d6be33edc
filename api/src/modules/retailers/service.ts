import { createHash, randomBytes } from 'node:crypto';
import type { Viewer } from '../../auth/viewer';
import type { Db, Queryable } from '../../db/db';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../errors';
import { pageMeta } from '../../pagination';
import type { Mailer } from '../../providers/mail';
import { peopleOf } from '../accounts/people';
import type { User } from '../accounts/schemas';
import type { AccountsService } from '../accounts/service';
import { recordAudit } from '../audit/service';
import type { FieldsService } from '../farms/service';
import { refusalOf } from './invites';
import { inviteMail } from './mails';
import { INVITE_TTL_DAYS, retailerMessages as messages } from './schemas';
import * as store from './store';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export type RetailersDeps = {
  db: Db;
  mailer: Mailer;
  webOrigin: string;
  accounts: AccountsService;
  fields: FieldsService;
};

/**
 * Ag retailer relations, both sides: a grower adds a retailer, or a retailer asks for a grower
 * account, by a mailed single-use link the other side opens; a relation lets the retailer list
 * the account, read its farms and enter it in god mode, until either side removes it.
 */
export class RetailersService {
  constructor(private readonly deps: RetailersDeps) {}

  async invite(viewer: Viewer, email: string) {
    // A retailer in god mode works in the grower's account, but whom it trusts is the grower's call.
    if (viewer.impersonated) throw forbidden(messages.ownerOnly);
    // Spec 1: ag retailer sharing is part of PRO (a retailer's own invitations are not limited).
    if (!viewer.roles.retailer && viewer.plan !== 'B')
      throw new ApiError(402, 'plan_limit', messages.noCredits);
    const me = await this.deps.accounts.user(viewer.userUuid);
    const other = await this.deps.accounts.userByEmail(email);
    if (!other) throw notFound(messages.noAccount);
    const { grower, retailer } = this.pairOf(me, other);
    if (!other.is_active) throw badRequest(messages.notActive, { email: [messages.notActive] });
    const { db, mailer, webOrigin } = this.deps;
    if (await store.relationExists(db, grower.uuid, retailer.uuid)) {
      const message = viewer.roles.retailer ? messages.accountAssigned : messages.retailerAssigned;
      throw conflict(message, 'email');
    }

    const secret = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + INVITE_TTL_DAYS * 24 * 60 * 60 * 1000);
    const link = `${webOrigin}/ag_retailer_invite/${secret}`;
    await db.transaction(async (tx) => {
      await store.dropOpenInvites(tx, grower.uuid, retailer.uuid);
      await store.insertInvite(tx, {
        tokenHash: sha256(secret),
        growerUuid: grower.uuid,
        retailerUuid: retailer.uuid,
        invitedBy: me.uuid,
        expiresAt,
      });
      const mail = inviteMail({
        to: other.email,
        toName: other.full_name,
        link,
        expiresInDays: INVITE_TTL_DAYS,
        retailer: { full_name: retailer.full_name, company: retailer.farm_name },
        grower: { full_name: grower.full_name, account_name: grower.farm_name },
        invitedBy: viewer.roles.retailer ? 'retailer' : 'grower',
      });
      await mailer.send(mail, tx);
    });
    return { email: other.email, expires_at: expiresAt.toISOString() };
  }

  /** Who is the grower and who the retailer of an invitation, or why the two cannot relate. */
  private pairOf(me: User, other: User): { grower: User; retailer: User } {
    if (other.is_staff || me.is_staff)
      throw badRequest(messages.staffAccount, { email: [messages.staffAccount] });
    if (me.is_ag_retailer) {
      if (other.is_ag_retailer)
        throw badRequest(messages.retailerToRetailer, { email: [messages.retailerToRetailer] });
      return { grower: other, retailer: me };
    }
    if (!other.is_ag_retailer) throw badRequest(messages.notARetailer, { email: [messages.notARetailer] });
    return { grower: me, retailer: other };
  }

  /** What an invitation link asks, shown before it is accepted; accepting is a separate call. */
  async inviteOf(secret: string) {
    const invite = await store.openInvite(this.deps.db, sha256(secret));
    if (!invite) throw await refusalOf(this.deps.db, secret);
    const people = await peopleOf(this.deps.db, [invite.grower_uuid, invite.retailer_uuid]);
    const grower = people.get(invite.grower_uuid);
    const retailer = people.get(invite.retailer_uuid);
    if (!grower || !retailer) throw notFound(messages.inviteInvalid);
    return {
      grower: { full_name: grower.full_name, account_name: grower.business },
      retailer: { full_name: retailer.full_name, company: retailer.business },
      invited_by: invite.invited_by === invite.retailer_uuid ? ('retailer' as const) : ('grower' as const),
      expires_at: invite.expires_at,
    };
  }

  /**
   * Grants the access an invitation asks for. The link was mailed to the invitee, so holding it
   * is their consent (as with activation links); it works once, until it expires.
   */
  async accept(secret: string) {
    const view = await this.inviteOf(secret);
    await this.deps.db.transaction(async (tx) => {
      const invite = await store.openInvite(tx, sha256(secret), true);
      // Cancelled (or spent) between the look and the grant.
      if (!invite) throw await refusalOf(tx, secret);
      await store.markInviteUsed(tx, invite.id);
      await store.insertRelation(tx, invite.grower_uuid, invite.retailer_uuid);
    });
    return view;
  }

  async retailersOf(viewer: Viewer, page: number) {
    const { rows, total } = await this.parties('grower', viewer.userUuid, page);
    return {
      meta: pageMeta(page, total, rows.length),
      result: rows.map(({ account_name, ...row }) => ({ ...row, company: account_name })),
    };
  }

  async accountsOf(viewer: Viewer, page: number) {
    if (!viewer.roles.retailer || viewer.impersonated) throw forbidden(messages.retailersOnly);
    const { rows, total } = await this.parties('retailer', viewer.userUuid, page);
    return { meta: pageMeta(page, total, rows.length), result: rows };
  }

  /** A page of the other parties of the user's relations, named as they are now. */
  private async parties(side: 'grower' | 'retailer', uuid: string, page: number) {
    const { rows, total } = await store.relationsPage(this.deps.db, side, uuid, page);
    const people = await peopleOf(
      this.deps.db,
      rows.map((row) => row.uuid),
    );
    return {
      total,
      rows: rows.flatMap(({ id, uuid: party, granted_at, last_entered_at }) => {
        const who = people.get(party);
        return who
          ? [
              {
                id,
                uuid: party,
                full_name: who.full_name,
                email: who.email,
                account_name: who.business,
                granted_at,
                last_entered_at,
              },
            ]
          : [];
      }),
    };
  }

  /**
   * The accounts whose fields the map's overview shows the viewer, named as the viewer knows
   * them: its own, and for a retailer (not in god mode) every grower who let it in.
   */
  async territoryOf(viewer: Viewer): Promise<{ account: number; name: string }[]> {
    const growers =
      viewer.roles.retailer && !viewer.impersonated
        ? await store.growersOf(this.deps.db, viewer.userUuid)
        : [];
    const people = await peopleOf(this.deps.db, [viewer.userUuid, ...growers]);
    const territory = new Map<number, string>([
      [viewer.accountId, people.get(viewer.userUuid)?.full_name ?? 'Me'],
    ]);
    for (const uuid of growers) {
      const grower = people.get(uuid);
      if (grower && !territory.has(grower.account)) territory.set(grower.account, grower.full_name);
    }
    return [...territory].map(([account, name]) => ({ account, name }));
  }

  /** Either side may end a relation; the retailer's access ends with it, god mode included. */
  async remove(viewer: Viewer, id: number): Promise<void> {
    if (viewer.impersonated) throw forbidden(messages.ownerOnly);
    if (!(await store.deleteRelation(this.deps.db, id, viewer.userUuid))) throw notFound(messages.noRelation);
  }

  /**
   * God mode: a session as `growerUuid` that names the viewer as its real actor. Only a retailer
   * the grower gave access, or staff; recorded in the audit log and, for a retailer, as the
   * relation's last entry (which the grower sees).
   */
  async enter(viewer: Viewer, growerUuid: string) {
    if (viewer.impersonated) throw forbidden(messages.nestedGodMode);
    if (!viewer.roles.retailer && !viewer.roles.staff) throw forbidden(messages.noAccess);
    const grower = await this.deps.accounts.user(growerUuid).catch(() => null);
    if (!grower || grower.uuid === viewer.userUuid) throw notFound(messages.noSuchUser);
    // Staff accounts are never entered: god mode must not lend anyone staff's rights.
    if (grower.is_staff) throw forbidden(messages.noAccess);
    await this.deps.db.transaction(async (tx) => {
      const related = await store.noteEntry(tx, grower.uuid, viewer.userUuid);
      if (!related && !viewer.roles.staff) throw forbidden(messages.noAccess);
      await recordAudit(tx, {
        action: 'god_mode.entered',
        actorUuid: viewer.userUuid,
        accountUuid: grower.uuid,
        detail: { as: related ? 'ag_retailer' : 'staff' },
      });
    });
    const session = await this.deps.accounts.openSession(grower.uuid, viewer.userUuid);
    return { ...session, god_mode: true as const, tutorial: grower.tutorial, ios: false };
  }

  /** The farms of an account the retailer may see (the users sidebar), read-only. */
  async farmsOf(viewer: Viewer, growerUuid: string) {
    const grower = await this.accountVisibleTo(viewer, growerUuid);
    return this.deps.fields.farmsOfAccount(grower.account);
  }

  async farmFieldsOf(viewer: Viewer, growerUuid: string, farmId: number) {
    const grower = await this.accountVisibleTo(viewer, growerUuid);
    return this.deps.fields.fieldsOfAccountFarm(grower.account, farmId);
  }

  private async accountVisibleTo(viewer: Viewer, growerUuid: string): Promise<User> {
    if (!viewer.roles.retailer || viewer.impersonated) throw forbidden(messages.retailersOnly);
    if (!(await store.relationExists(this.deps.db, growerUuid, viewer.userUuid)))
      throw forbidden(messages.noAccess);
    return this.deps.accounts.user(growerUuid);
  }
}

/**
 * Whether a retailer may enter a grower's account in god mode now: the grower let them in and
 * has not removed them. For the viewer's resolution, which ends a god-mode session on removal.
 */
export const retailerMayEnter = (db: Queryable, growerUuid: string, retailerUuid: string) =>
  store.linked(db, growerUuid, retailerUuid);
