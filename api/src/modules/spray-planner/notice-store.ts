import type { Queryable } from '../../db/db';

// SQL of the notices neighbours get of a spray's start and end; no rules here.

/**
 * Tells each account told of the spray's start that it has ended: a 'stopped' notice copying
 * the start's herbicides and fields, naming who stopped it. Answers the accounts told.
 */
export async function insertStopNotices(
  db: Queryable,
  sprayId: number,
  actorUuid: string,
): Promise<number[]> {
  const rows = await db.query<{ account_id: string | number }>(
    `INSERT INTO spray_notices (account_id, spray_id, sprayer_uuid, actor_uuid, started_at, herbicides, fields, time_zone, kind, stopped_at)
     SELECT account_id, spray_id, sprayer_uuid, $2, started_at, herbicides, fields, time_zone, 'stopped', now()
     FROM spray_notices WHERE spray_id = $1 AND kind = 'started' ORDER BY id
     RETURNING account_id`,
    [sprayId, actorUuid],
  );
  return rows.map((row) => Number(row.account_id));
}

export type NoticeHerbicide = { group_label: string; group_type: string; herbicide_names: string[] };
export type NoticeField = { uuid: string; name: string; crop_trait: string; injured_by: string[] };

export async function insertNotice(
  db: Queryable,
  notice: {
    accountId: number;
    sprayId: number;
    sprayerUuid: string;
    /** The person at the keyboard: the grower, or the retailer or staff member in god mode. */
    actorUuid: string;
    startedAt: string;
    herbicides: NoticeHerbicide[];
    fields: NoticeField[];
    /** The sprayed fields' IANA time zone: the notice's times are read in it. */
    timeZone: string;
  },
): Promise<number> {
  const [row] = await db.query<{ id: string | number }>(
    `INSERT INTO spray_notices (account_id, spray_id, sprayer_uuid, actor_uuid, started_at, herbicides, fields, time_zone)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      notice.accountId,
      notice.sprayId,
      notice.sprayerUuid,
      notice.actorUuid,
      notice.startedAt,
      JSON.stringify(notice.herbicides),
      JSON.stringify(notice.fields),
      notice.timeZone,
    ],
  );
  return Number(row?.id);
}

export type StoredNotice = {
  id: number;
  /** A start and its stop share it; null once the spray's farm is gone. */
  spray_id: number | null;
  kind: 'started' | 'stopped';
  stopped_at: string | null;
  started_at: string;
  created_at: string;
  herbicides: NoticeHerbicide[];
  fields: NoticeField[];
  /** The sprayed fields' IANA time zone ('UTC' for notices older than it). */
  time_zone: string;
  /** The account's user who sprays, and the person at the keyboard (the same but in god mode). */
  sprayer_uuid: string;
  actor_uuid: string;
  /** Whether the spray is still going (not cleared since). */
  active: boolean;
};

/** The account's notices after `after` (oldest first), or its latest `limit` when `after` is null. */
export async function noticesOf(
  db: Queryable,
  accountId: number,
  after: number | null,
  limit: number,
): Promise<StoredNotice[]> {
  const rows = await db.query<{
    id: string | number;
    spray_id: string | number | null;
    kind: 'started' | 'stopped';
    stopped_at: Date | string | null;
    started_at: Date | string;
    created_at: Date | string;
    herbicides: NoticeHerbicide[];
    fields: NoticeField[];
    time_zone: string;
    sprayer_uuid: string;
    actor_uuid: string;
    active: boolean;
  }>(
    `SELECT * FROM (
       SELECT n.id, n.spray_id, n.kind, n.stopped_at, n.started_at, n.created_at, n.herbicides, n.fields, n.time_zone,
              n.sprayer_uuid, n.actor_uuid, coalesce(s.cleared_at IS NULL, false) AS active
       FROM spray_notices n
       LEFT JOIN farm_sprays s ON s.id = n.spray_id
       WHERE n.account_id = $1 AND ($2::bigint IS NULL OR n.id > $2)
       ORDER BY n.id ${after === null ? 'DESC' : 'ASC'} LIMIT $3
     ) AS picked ORDER BY id`,
    [accountId, after, limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    spray_id: row.spray_id === null ? null : Number(row.spray_id),
    kind: row.kind,
    stopped_at: row.stopped_at === null ? null : new Date(row.stopped_at).toISOString(),
    started_at: new Date(row.started_at).toISOString(),
    created_at: new Date(row.created_at).toISOString(),
    herbicides: row.herbicides,
    fields: row.fields,
    time_zone: row.time_zone,
    sprayer_uuid: row.sprayer_uuid,
    actor_uuid: row.actor_uuid,
    active: row.active,
  }));
}

export async function countNotices(db: Queryable, sprayId: number): Promise<number> {
  const [row] = await db.query<{ count: string | number }>(
    "SELECT count(*) AS count FROM spray_notices WHERE spray_id = $1 AND kind = 'started'",
    [sprayId],
  );
  return Number(row?.count ?? 0);
}
