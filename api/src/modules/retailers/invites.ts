import { createHash, randomBytes } from 'node:crypto';
import type { Viewer } from '../../auth/viewer';
import type { Db, Queryable } from '../../db/db';
import { ApiError, forbidden, notFound, tooManyRequests } from '../../errors';
import { pageMeta } from '../../pagination';
import type { Mailer } from '../../providers/mail';
import { peopleOf } from '../accounts/people';
import { recordAudit } from '../audit/service';
import * as store from './invites-store';
import { inviteMail } from './mails';
import { INVITE_RESEND_GAP_SECONDS, INVITE_TTL_DAYS, retailerMessages as messages } from './schemas';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export type PendingInvitesDeps = { db: Db; mailer: Mailer; webOrigin: string };

/**
 * Invitations waiting for an answer, seen by both parties: the sender can send one again (a new
 * link replaces the mailed one) or cancel it; the invitee can decline it (a cancel too). Nobody
 * else learns they exist. A cancelled invitation's link says so, and by whom (refusalOf).
 */
export class PendingInvites {
  constructor(private readonly deps: PendingInvitesDeps) {}

  async list(viewer: Viewer, page: number) {
    const { db } = this.deps;
    const { rows, total } = await store.pendingPage(db, viewer.userUuid, page);
    const people = await peopleOf(
      db,
      rows.flatMap((row) => [row.grower_uuid, row.retailer_uuid]),
    );
    const result = rows.flatMap((row) => {
      const other = people.get(row.grower_uuid === viewer.userUuid ? row.retailer_uuid : row.grower_uuid);
      if (!other) return [];
      return [
        {
          id: row.id,
          direction: row.invited_by === viewer.userUuid ? ('sent' as const) : ('received' as const),
          other: {
            uuid: other.uuid,
            full_name: other.full_name,
            email: other.email,
            business: other.business,
          },
          invited_by: row.invited_by === row.retailer_uuid ? ('retailer' as const) : ('grower' as const),
          created_at: row.created_at,
          sent_at: row.sent_at,
          expires_at: row.expires_at,
          expired: row.expired,
        },
      ];
    });
    return { meta: pageMeta(page, total, result.length), result };
  }

  /** The sender mails the invitation again, with a new link that works for another 14 days. */
  async resend(viewer: Viewer, id: number) {
    // Whom the grower trusts is the grower's call, as with sending it (RetailersService.invite).
    if (viewer.impersonated) throw forbidden(messages.ownerOnly);
    const { db, mailer, webOrigin } = this.deps;
    const secret = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + INVITE_TTL_DAYS * 24 * 60 * 60 * 1000);
    const sentTo = await db.transaction(async (tx) => {
      const invite = await store.pendingInvite(tx, id, viewer.userUuid);
      if (!invite) throw notFound(messages.noPendingInvite);
      if (invite.invited_by !== viewer.userUuid) throw forbidden(messages.senderResends);
      if (invite.secondsSinceSent < INVITE_RESEND_GAP_SECONDS) throw tooManyRequests(messages.resendTooSoon);
      const people = await peopleOf(tx, [invite.grower_uuid, invite.retailer_uuid]);
      const grower = people.get(invite.grower_uuid);
      const retailer = people.get(invite.retailer_uuid);
      if (!grower || !retailer) throw notFound(messages.noPendingInvite);
      const byRetailer = invite.invited_by === invite.retailer_uuid;
      const invitee = byRetailer ? grower : retailer;
      await store.renewInvite(tx, id, sha256(secret), expiresAt);
      await recordAudit(tx, {
        action: 'retailer_invite.resent',
        actorUuid: viewer.actorUuid,
        accountUuid: grower.uuid,
        detail: { retailer: retailer.email, to: invitee.email },
      });
      await mailer.send(
        inviteMail({
          to: invitee.email,
          toName: invitee.full_name,
          link: `${webOrigin}/ag_retailer_invite/${secret}`,
          expiresInDays: INVITE_TTL_DAYS,
          retailer: { full_name: retailer.full_name, company: retailer.business },
          grower: { full_name: grower.full_name, account_name: grower.business },
          invitedBy: byRetailer ? 'retailer' : 'grower',
        }),
        tx,
      );
      return invitee.email;
    });
    return { email: sentTo, expires_at: expiresAt.toISOString() };
  }

  /** Either party withdraws (the sender) or declines (the invitee); the link then says so. */
  async cancel(viewer: Viewer, id: number): Promise<void> {
    if (viewer.impersonated) throw forbidden(messages.ownerOnly);
    await this.deps.db.transaction(async (tx) => {
      const invite = await store.pendingInvite(tx, id, viewer.userUuid);
      if (!invite) throw notFound(messages.noPendingInvite);
      await store.cancelInvite(tx, id, viewer.userUuid);
      await recordAudit(tx, {
        action: 'retailer_invite.cancelled',
        actorUuid: viewer.actorUuid,
        accountUuid: invite.grower_uuid,
        detail: { by: invite.invited_by === viewer.userUuid ? 'sender' : 'invitee' },
      });
    });
  }
}

/**
 * Why an invitation link opens nothing: cancelled (410, naming who cancelled it), else the
 * general 'invalid, used or expired' (404).
 */
export async function refusalOf(db: Queryable, secret: string): Promise<ApiError> {
  const cancelled = await store.cancelledInvite(db, sha256(secret));
  if (!cancelled) return notFound(messages.inviteInvalid);
  const who = (await peopleOf(db, [cancelled.cancelledBy])).get(cancelled.cancelledBy ?? '');
  const name = who ? `${who.full_name} (${who.business})` : 'its sender';
  return new ApiError(410, 'invite_cancelled', messages.inviteCancelled(name));
}
