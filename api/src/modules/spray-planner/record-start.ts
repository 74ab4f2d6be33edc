import type { Viewer } from '../../auth/viewer';
import type { Db } from '../../db/db';
import type { Mailer } from '../../providers/mail';
import { recordEvent, type WorkEvent } from '../audit/service';
import { herbicideLine, type NeighbourNotice } from './notice-kernel';
import { sprayNoticeMail } from './notice-mail';
import type { NoticeHerbicide } from './notice-store';
import * as noticeStore from './notice-store';
import * as store from './store';

// A judged start written down, in one transaction: nothing here reads another module or judges
// anything; what is written was read and judged before (service.ts setSpray).

/**
 * Writes a judged start: the replaced spray ended and its neighbours told so, the new spray, each
 * neighbour's notice and e-mail, and the audit entries. Answers the accounts told of the replaced
 * spray's end.
 */
export function recordStart(
  deps: { db: Db; mailer: Mailer; webOrigin: string },
  viewer: Viewer,
  spray: Parameters<typeof store.insertSpray>[1],
  notices: readonly NeighbourNotice[],
  told: {
    herbicides: NoticeHerbicide[];
    /** Who sprays, as the accounts in `named` read it (plan B); null when none of them does. */
    sprayedBy: string | null;
    named: ReadonlySet<number>;
  },
): Promise<number[]> {
  const { farmId, startedAt, timeZone } = spray;
  return deps.db.transaction(async (tx) => {
    await store.lockFarmSprays(tx, farmId);
    const replaced = await store.clearSpray(tx, farmId, viewer.actorUuid);
    const toldOfEnd =
      replaced === null ? [] : await noticeStore.insertStopNotices(tx, replaced, viewer.actorUuid);
    const sprayId = await store.insertSpray(tx, spray);
    for (const notice of notices) {
      await noticeStore.insertNotice(tx, {
        accountId: notice.account,
        sprayId,
        sprayerUuid: viewer.userUuid,
        actorUuid: viewer.actorUuid,
        startedAt,
        herbicides: told.herbicides,
        fields: notice.fields,
        timeZone,
      });
      // Recipients on plan B read who sprays (spec 6), in the mail as in the product.
      for (const recipient of notice.recipients) {
        const mail = sprayNoticeMail(
          recipient,
          {
            startedAt,
            timeZone,
            herbicides: told.herbicides,
            fields: notice.fields,
            sprayedBy: told.named.has(notice.account) ? told.sprayedBy : null,
          },
          `${deps.webOrigin}/dashboard`,
        );
        await deps.mailer.send(mail, tx);
      }
    }
    // The audit entries, in the order they happened: the replaced spray's end, then this start.
    const entries: [WorkEvent, Record<string, unknown>][] = [
      ...(replaced === null
        ? []
        : [
            ['spray.stopped', { farm: farmId, spray: replaced, replaced: true }] as [
              WorkEvent,
              Record<string, unknown>,
            ],
          ]),
      [
        'spray.started',
        {
          farm: farmId,
          spray: sprayId,
          fields: spray.fieldUuids,
          herbicides: herbicideLine(told.herbicides),
          ...(spray.tankMix ? { tank_mix: spray.tankMix.name } : {}),
          neighbours_notified: notices.length,
        },
      ],
    ];
    for (const [action, detail] of entries) await recordEvent(tx, viewer, action, detail);
    return toldOfEnd;
  });
}
