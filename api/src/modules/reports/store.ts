import type { Queryable } from '../../db/db';
import type { ReportForm } from './form';
import type { PrintedRecord } from './printed';

// SQL of the reports module: saved reports with their versions. Versions are only ever inserted.
// The nozzle reference and EPA registrations they check against are the catalogue's.

export type ReportVersionRow = {
  report_id: number;
  field_uuid: string | null;
  created_at: Date;
  version: number;
  versions: number;
  form: ReportForm;
  change_reason: string | null;
  field_name: string;
  farm_name: string;
  acres: number;
  geometry: string;
  saved_by_name: string;
  saved_at: Date;
  /** What the version prints besides its form, frozen at its save; null for versions saved before. */
  printed: PrintedRecord | null;
  /** The SHA-256 (hex) of the version's PDF as kept since its save; null until it is kept. */
  pdf_sha256: string | null;
};

type RawVersion = Omit<ReportVersionRow, 'report_id' | 'version' | 'versions' | 'acres'> & {
  report_id: string | number;
  version: string | number;
  versions: string | number;
  acres: string | number;
};

const VERSION_COLUMNS = `r.id AS report_id, r.field_uuid, r.created_at, v.version,
  (SELECT max(version) FROM report_versions WHERE report_id = r.id) AS versions,
  v.form, v.change_reason, v.field_name, v.farm_name, v.acres, ST_AsGeoJSON(v.geom, 7) AS geometry,
  v.saved_by_name, v.saved_at, v.printed, v.pdf_sha256`;

const toVersion = (row: RawVersion): ReportVersionRow => ({
  ...row,
  report_id: Number(row.report_id),
  version: Number(row.version),
  versions: Number(row.versions),
  acres: Number(row.acres),
  form: typeof row.form === 'string' ? JSON.parse(row.form) : row.form,
  printed: typeof row.printed === 'string' ? JSON.parse(row.printed) : row.printed,
  created_at: new Date(row.created_at),
  saved_at: new Date(row.saved_at),
});

/** One version of an account's report (the latest when `version` is null), or null. */
export async function reportVersion(
  db: Queryable,
  accountId: number,
  reportId: number,
  version: number | null,
): Promise<ReportVersionRow | null> {
  const [row] = await db.query<RawVersion>(
    `SELECT ${VERSION_COLUMNS}
     FROM reports r JOIN report_versions v ON v.report_id = r.id
     WHERE r.id = $1 AND r.account_id = $2 AND ($3::integer IS NULL OR v.version = $3)
     ORDER BY v.version DESC LIMIT 1`,
    [reportId, accountId, version],
  );
  return row ? toVersion(row) : null;
}

/** Every version of an account's report, the first first. */
export async function reportVersions(db: Queryable, accountId: number, reportId: number) {
  const rows = await db.query<RawVersion>(
    `SELECT ${VERSION_COLUMNS}
     FROM reports r JOIN report_versions v ON v.report_id = r.id
     WHERE r.id = $1 AND r.account_id = $2 ORDER BY v.version`,
    [reportId, accountId],
  );
  return rows.map(toVersion);
}

/** A page of an account's reports (latest versions), the latest application first. */
export async function reportPage(
  db: Queryable,
  accountId: number,
  filter: { fieldUuid: string | null; limit: number; offset: number },
): Promise<{ total: number; rows: ReportVersionRow[] }> {
  const [count] = await db.query<{ total: string | number }>(
    `SELECT count(*) AS total FROM reports WHERE account_id = $1 AND ($2::uuid IS NULL OR field_uuid = $2)`,
    [accountId, filter.fieldUuid],
  );
  const rows = await db.query<RawVersion>(
    `SELECT ${VERSION_COLUMNS}
     FROM reports r
     JOIN report_versions v ON v.report_id = r.id
       AND v.version = (SELECT max(version) FROM report_versions WHERE report_id = r.id)
     WHERE r.account_id = $1 AND ($2::uuid IS NULL OR r.field_uuid = $2)
     ORDER BY v.form->>'reportDate' DESC, r.id DESC
     LIMIT $3 OFFSET $4`,
    [accountId, filter.fieldUuid, filter.limit, filter.offset],
  );
  return { total: Number(count?.total ?? 0), rows: rows.map(toVersion) };
}

/**
 * The latest versions of an account's reports whose application date lies in [from, to], of one
 * farm or of all, the earliest application first; at most `limit` (the caller asks one more than
 * it takes, to tell a range too large).
 */
export async function seasonReports(
  db: Queryable,
  accountId: number,
  filter: { farmId: number | null; from: string; to: string; limit: number },
): Promise<ReportVersionRow[]> {
  const rows = await db.query<RawVersion>(
    `SELECT ${VERSION_COLUMNS}
     FROM reports r
     JOIN report_versions v ON v.report_id = r.id
       AND v.version = (SELECT max(version) FROM report_versions WHERE report_id = r.id)
     WHERE r.account_id = $1 AND ($2::bigint IS NULL OR r.farm_id = $2)
       AND v.form->>'reportDate' BETWEEN $3 AND $4
     ORDER BY v.form->>'reportDate', v.form->'generalInfo'->>'applicationStart', r.id
     LIMIT $5`,
    [accountId, filter.farmId, filter.from, filter.to, filter.limit],
  );
  return rows.map(toVersion);
}

export async function insertReport(
  db: Queryable,
  report: { accountId: number; fieldUuid: string; farmId: number; createdBy: string },
): Promise<number> {
  const [row] = await db.query<{ id: string | number }>(
    'INSERT INTO reports (account_id, field_uuid, farm_id, created_by) VALUES ($1, $2, $3, $4) RETURNING id',
    [report.accountId, report.fieldUuid, report.farmId, report.createdBy],
  );
  return Number(row?.id);
}

/** Locks a report for a new version, so two edits at once cannot both take the same number. */
export async function lockReport(db: Queryable, accountId: number, reportId: number): Promise<number | null> {
  // The lock first, the newest version after it: read in the same statement, the version would
  // come from the snapshot taken before waiting for a concurrent amend's lock (READ COMMITTED),
  // and two amends would both write the version after it.
  const [locked] = await db.query<{ id: number }>(
    'SELECT id FROM reports WHERE id = $1 AND account_id = $2 FOR UPDATE',
    [reportId, accountId],
  );
  if (!locked) return null;
  const [row] = await db.query<{ latest: string | number }>(
    'SELECT max(version) AS latest FROM report_versions WHERE report_id = $1',
    [reportId],
  );
  return row ? Number(row.latest) : null;
}

export async function insertVersion(
  db: Queryable,
  version: {
    reportId: number;
    version: number;
    form: ReportForm;
    changeReason: string | null;
    field: { name: string; farmName: string; acres: number; geometry: string };
    savedBy: { uuid: string; name: string };
    printed: PrintedRecord;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO report_versions
       (report_id, version, form, change_reason, field_name, farm_name, acres, geom, saved_by, saved_by_name, printed)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, ST_Multi(ST_SetSRID(ST_GeomFromGeoJSON($8), 4326)), $9, $10,
             $11::jsonb)`,
    [
      version.reportId,
      version.version,
      JSON.stringify(version.form),
      version.changeReason,
      version.field.name,
      version.field.farmName,
      version.field.acres,
      version.field.geometry,
      version.savedBy.uuid,
      version.savedBy.name,
      JSON.stringify(version.printed),
    ],
  );
}

/**
 * Freezes what a version saved before `printed` existed prints, the first time it is printed;
 * a version that has it is never changed (the only UPDATE of a version, and only of a null).
 */
export async function freezePrinted(
  db: Queryable,
  reportId: number,
  version: number,
  printed: PrintedRecord,
): Promise<PrintedRecord> {
  await db.query(
    `UPDATE report_versions SET printed = $3::jsonb
     WHERE report_id = $1 AND version = $2 AND printed IS NULL`,
    [reportId, version, JSON.stringify(printed)],
  );
  const [row] = await db.query<{ printed: PrintedRecord | string }>(
    'SELECT printed FROM report_versions WHERE report_id = $1 AND version = $2',
    [reportId, version],
  );
  return typeof row?.printed === 'string' ? JSON.parse(row.printed) : (row?.printed ?? printed);
}

/** A version's PDF as kept, with its SHA-256; null when it has none yet. */
export async function versionFile(
  db: Queryable,
  reportId: number,
  version: number,
): Promise<{ pdf: Uint8Array; sha256: string } | null> {
  const [row] = await db.query<{ pdf: Uint8Array | null; pdf_sha256: string | null }>(
    'SELECT pdf, pdf_sha256 FROM report_versions WHERE report_id = $1 AND version = $2',
    [reportId, version],
  );
  return row?.pdf && row.pdf_sha256 ? { pdf: new Uint8Array(row.pdf), sha256: row.pdf_sha256 } : null;
}

/**
 * Keeps a version's PDF, once: a version that has its file is never changed (as with `printed`,
 * only a null is written), so two first printings at once keep one file, the one read back.
 */
export async function keepFile(
  db: Queryable,
  reportId: number,
  version: number,
  file: { pdf: Uint8Array; sha256: string },
): Promise<{ pdf: Uint8Array; sha256: string }> {
  await db.query(
    `UPDATE report_versions SET pdf = $3, pdf_sha256 = $4
     WHERE report_id = $1 AND version = $2 AND pdf IS NULL`,
    [reportId, version, Buffer.from(file.pdf), file.sha256],
  );
  return (await versionFile(db, reportId, version)) ?? file;
}
