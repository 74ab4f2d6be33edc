import type { Queryable } from '../../db/db';

// SQL of the spray planner's sprays; no rules here, only reads and writes (notice-store.ts has
// the notices).

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

/** What the applicator measured at boom height when a spray of the field's farm was started. */
export type StartReadings = {
  /** The spray these were taken at. */
  sprayId: number;
  startedAt: Date;
  clearedAt: Date | null;
  windMph: number;
  windFromDeg: number;
  temperatureF: number;
  /** The forecast's broken label rules the grower confirmed before starting, word for word. */
  confirmedForecast: string[];
};

/**
 * The readings of the field's own latest spray started within `hours` before now, taken at
 * "Start spraying"; null when there is none (or it was started before readings were asked for).
 * Another field of the farm, a start dated ahead of now, and a stop before the start are never
 * it: a report of this field would otherwise be dated and measured from a spray it never had.
 */
export async function latestStartReadings(
  db: Queryable,
  fieldUuid: string,
  hours: number,
  /** The spray started at this instant (to the millisecond), however long ago, instead. */
  at?: Date,
): Promise<StartReadings | null> {
  const [row] = await db.query<{
    id: string | number;
    started_at: Date | string;
    cleared_at: Date | string | null;
    measured_wind_mph: string | number;
    measured_wind_from_deg: string | number;
    measured_temperature_f: string | number;
    confirmed_forecast: string[] | null;
  }>(
    `SELECT s.id, s.started_at, s.cleared_at, s.measured_wind_mph, s.measured_wind_from_deg,
            s.measured_temperature_f, s.confirmed_forecast
     FROM farm_sprays s
     JOIN farm_spray_fields f ON f.spray_id = s.id AND f.field_uuid = $1
     WHERE s.measured_wind_mph IS NOT NULL
       AND ${
         at
           ? `s.started_at >= $2::timestamptz AND s.started_at < $2::timestamptz + interval '1 millisecond'`
           : 's.started_at <= now() AND s.started_at > now() - make_interval(hours => $2)'
       }
     ORDER BY s.started_at DESC LIMIT 1`,
    [fieldUuid, at ? at.toISOString() : hours],
  );
  if (!row) return null;
  const startedAt = new Date(row.started_at);
  const clearedAt = row.cleared_at === null ? null : new Date(row.cleared_at);
  return {
    sprayId: Number(row.id),
    startedAt,
    clearedAt: clearedAt && clearedAt >= startedAt ? clearedAt : null,
    windMph: Number(row.measured_wind_mph),
    windFromDeg: Number(row.measured_wind_from_deg),
    temperatureF: Number(row.measured_temperature_f),
    confirmedForecast: row.confirmed_forecast ?? [],
  };
}

/** The advisory lock class of a farm's sprays ('spry'), beside the farm's own id. */
const SPRAYS_LOCK = 0x73707279;

/**
 * Holds the farm's sprays in the caller's transaction, so two starts or stops of one farm run one
 * after the other: a lock of the planner's own, keyed by the farm, so that a start's writes enter
 * no other module's tables to serialise (docs/spray-start-walk.md).
 */
export async function lockFarmSprays(db: Queryable, farmId: number): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [SPRAYS_LOCK, farmId]);
}
