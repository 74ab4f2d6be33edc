import type { Attribution } from '../../auth/attribution';
import type { Plan } from '../../auth/viewer';
import type { Queryable } from '../../db/db';

// SQL of the spray planner and of the notices it sends; no rules here, only reads and writes.

export type ActiveSpray = {
  id: number;
  farm: number;
  tank_mix: { id: number | null; name: string } | null;
  groups: number[];
  actives: number[];
  /** The sprayed fields; the farms service names them. */
  field_uuids: string[];
  started_at: string;
  /** The sprayed fields' IANA time zone. */
  time_zone: string;
  /** Null on sprays started before readings were asked for. */
  readings: { wind_mph: number; wind_from_deg: number; temperature_f: number } | null;
  confirmed_forecast: string[];
};

/** The farm's spray in progress, or null. */
export async function activeSpray(db: Queryable, farmId: number): Promise<ActiveSpray | null> {
  const [row] = await db.query<{
    id: string | number;
    tank_mix_id: string | number | null;
    tank_mix_name: string | null;
    started_at: Date | string;
    time_zone: string;
    groups: number[] | null;
    actives: number[] | null;
    field_uuids: string[] | null;
    measured_wind_mph: string | number | null;
    measured_wind_from_deg: string | number | null;
    measured_temperature_f: string | number | null;
    confirmed_forecast: string[] | null;
  }>(
    `SELECT s.id, s.tank_mix_id, s.tank_mix_name, s.started_at, s.time_zone, s.measured_wind_mph,
       s.measured_wind_from_deg, s.measured_temperature_f, s.confirmed_forecast,
       (SELECT array_agg(g.herbicide_group_id ORDER BY g.herbicide_group_id)
          FROM farm_spray_groups g WHERE g.spray_id = s.id) AS groups,
       (SELECT array_agg(a.active_ingredient_id ORDER BY a.active_ingredient_id)
          FROM farm_spray_actives a WHERE a.spray_id = s.id) AS actives,
       (SELECT array_agg(sf.field_uuid ORDER BY sf.field_uuid)
          FROM farm_spray_fields sf WHERE sf.spray_id = s.id) AS field_uuids
     FROM farm_sprays s WHERE s.farm_id = $1 AND s.cleared_at IS NULL`,
    [farmId],
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    farm: farmId,
    tank_mix:
      row.tank_mix_name === null
        ? null
        : { id: row.tank_mix_id === null ? null : Number(row.tank_mix_id), name: row.tank_mix_name },
    groups: (row.groups ?? []).map(Number),
    actives: (row.actives ?? []).map(Number),
    readings:
      row.measured_wind_mph === null ||
      row.measured_wind_from_deg === null ||
      row.measured_temperature_f === null
        ? null
        : {
            wind_mph: Number(row.measured_wind_mph),
            wind_from_deg: Number(row.measured_wind_from_deg),
            temperature_f: Number(row.measured_temperature_f),
          },
    confirmed_forecast: row.confirmed_forecast ?? [],
    field_uuids: row.field_uuids ?? [],
    started_at: new Date(row.started_at).toISOString(),
    time_zone: row.time_zone,
  };
}

/**
 * Ends the farm's spray in progress, keeping who ended it (the person at the keyboard): the
 * spray's id, or null when there was none.
 */
export async function clearSpray(db: Queryable, farmId: number, clearedBy: string): Promise<number | null> {
  const [row] = await db.query<{ id: string | number }>(
    `UPDATE farm_sprays SET cleared_at = now(), cleared_by = $2
     WHERE farm_id = $1 AND cleared_at IS NULL RETURNING id`,
    [farmId, clearedBy],
  );
  return row ? Number(row.id) : null;
}

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

/** The plan of each of these accounts, as stored: billing's rules say what it allows. */
export async function accountPlans(
  db: Queryable,
  accountIds: number[],
): Promise<{ account: number; plan: Plan; expiresAt: Date | null }[]> {
  const rows = await db.query<{
    id: string | number;
    subscription_plan: Plan;
    plan_expires_at: Date | string | null;
  }>('SELECT id, subscription_plan, plan_expires_at FROM accounts WHERE id = ANY($1::bigint[])', [
    accountIds,
  ]);
  return rows.map((row) => ({
    account: Number(row.id),
    plan: row.subscription_plan,
    expiresAt: row.plan_expires_at === null ? null : new Date(row.plan_expires_at),
  }));
}

export async function insertSpray(
  db: Queryable,
  spray: {
    farmId: number;
    tankMix: { id: number; name: string } | null;
    groups: number[];
    actives: number[];
    fieldUuids: string[];
    startedAt: string;
    startedBy: string;
    timeZone: string;
    readings: { windMph: number; windFromDeg: number; temperatureF: number };
    confirmedForecast: string[];
  },
): Promise<number> {
  const [row] = await db.query<{ id: string | number }>(
    `INSERT INTO farm_sprays (farm_id, tank_mix_id, tank_mix_name, started_at, started_by, time_zone,
       measured_wind_mph, measured_wind_from_deg, measured_temperature_f, confirmed_forecast)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      spray.farmId,
      spray.tankMix?.id ?? null,
      spray.tankMix?.name ?? null,
      spray.startedAt,
      spray.startedBy,
      spray.timeZone,
      spray.readings.windMph,
      spray.readings.windFromDeg,
      spray.readings.temperatureF,
      spray.confirmedForecast,
    ],
  );
  const id = Number(row?.id);
  await db.query(
    'INSERT INTO farm_spray_groups (spray_id, herbicide_group_id) SELECT $1, unnest($2::int[])',
    [id, spray.groups],
  );
  await db.query(
    'INSERT INTO farm_spray_actives (spray_id, active_ingredient_id) SELECT $1, unnest($2::int[])',
    [id, spray.actives],
  );
  await db.query('INSERT INTO farm_spray_fields (spray_id, field_uuid) SELECT $1, unnest($2::uuid[])', [
    id,
    spray.fieldUuids,
  ]);
  return id;
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
  sprayer: { full_name: string; email: string } | null;
  /** Who started (or stopped) it, with their businesses. */
  attribution: Attribution | null;
  /** The recipient account's plan as stored: whether it may read the sprayer is billing's rule. */
  recipient: { plan: Plan; expiresAt: Date | null };
  /** Whether the spray is still going (not cleared since). */
  active: boolean;
};

/**
 * The account's notices after `after` (oldest first), or its latest `limit` when `after` is
 * null, with the sprayer's name and e-mail and the recipient's plan: the service shows the
 * sprayer only to recipients on plan B (spec 6).
 */
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
    full_name: string | null;
    email: string | null;
    business: string | null;
    actor_name: string | null;
    actor_business: string | null;
    active: boolean;
    subscription_plan: Plan;
    plan_expires_at: Date | string | null;
  }>(
    `SELECT * FROM (
       SELECT n.id, n.spray_id, n.kind, n.stopped_at, n.started_at, n.created_at, n.herbicides, n.fields, n.time_zone,
              a.subscription_plan, a.plan_expires_at,
              u.full_name, u.email, ua.name AS business,
              CASE WHEN n.actor_uuid <> n.sprayer_uuid THEN actor.full_name END AS actor_name,
              CASE WHEN n.actor_uuid <> n.sprayer_uuid THEN aa.name END AS actor_business,
              coalesce(s.cleared_at IS NULL, false) AS active
       FROM spray_notices n
       JOIN accounts a ON a.id = n.account_id
       LEFT JOIN users u ON u.uuid = n.sprayer_uuid
       LEFT JOIN accounts ua ON ua.id = u.account_id
       LEFT JOIN users actor ON actor.uuid = n.actor_uuid
       LEFT JOIN accounts aa ON aa.id = actor.account_id
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
    sprayer: row.full_name && row.email ? { full_name: row.full_name, email: row.email } : null,
    attribution:
      row.full_name && row.email
        ? {
            account: { full_name: row.full_name, email: row.email, business: row.business ?? '' },
            actor:
              row.actor_name === null
                ? null
                : { full_name: row.actor_name, business: row.actor_business ?? '' },
          }
        : null,
    active: row.active,
    recipient: {
      plan: row.subscription_plan,
      expiresAt: row.plan_expires_at === null ? null : new Date(row.plan_expires_at),
    },
  }));
}

export async function countNotices(db: Queryable, sprayId: number): Promise<number> {
  const [row] = await db.query<{ count: string | number }>(
    "SELECT count(*) AS count FROM spray_notices WHERE spray_id = $1 AND kind = 'started'",
    [sprayId],
  );
  return Number(row?.count ?? 0);
}

/** What the applicator measured at boom height when a spray of the field's farm was started. */
export type StartReadings = {
  startedAt: Date;
  clearedAt: Date | null;
  windMph: number;
  windFromDeg: number;
  temperatureF: number;
};

/**
 * The readings of the latest spray of the farm started within `hours`, taken at "Start
 * spraying"; null when there is none (or it was started before readings were asked for).
 */
export async function latestStartReadings(
  db: Queryable,
  farmId: number,
  hours: number,
): Promise<StartReadings | null> {
  const [row] = await db.query<{
    started_at: Date | string;
    cleared_at: Date | string | null;
    measured_wind_mph: string | number;
    measured_wind_from_deg: string | number;
    measured_temperature_f: string | number;
  }>(
    `SELECT s.started_at, s.cleared_at, s.measured_wind_mph, s.measured_wind_from_deg, s.measured_temperature_f
     FROM farm_sprays s
     WHERE s.farm_id = $1 AND s.measured_wind_mph IS NOT NULL
       AND s.started_at > now() - make_interval(hours => $2)
     ORDER BY s.started_at DESC LIMIT 1`,
    [farmId, hours],
  );
  return row
    ? {
        startedAt: new Date(row.started_at),
        clearedAt: row.cleared_at === null ? null : new Date(row.cleared_at),
        windMph: Number(row.measured_wind_mph),
        windFromDeg: Number(row.measured_wind_from_deg),
        temperatureF: Number(row.measured_temperature_f),
      }
    : null;
}
