import { PAGE_SIZE, pageCount, pageOffset } from '@field-boundaries/contract/paging';
import type { Viewer } from '../../auth/viewer';
import type { Queryable } from '../../db/db';
import { badRequest, conflict, notFound } from '../../errors';
import { personOf } from '../accounts/people';
import { recordEvent } from '../audit/service';
import type { NozzleReference, ProductRegistration } from '../catalogue/service';
import { ownFieldOutline } from '../farms/outline';
import type { ReportDeps } from './deps';
import type { ReportForm } from './form';
import { formMessages } from './form-check';
import { checked, judged, startOf } from './judging';
import { growerOnly, reportMessages } from './messages';
import { type PrintableReport, ReportPrinting } from './printing';
import * as store from './store';

export type { ReportDeps } from './deps';
export { emptyForm } from './drafts';
export { reportMessages } from './messages';
export { compassDegrees, type PrintableReport } from './printing';

/** The most reports one season's export holds. */
const SEASON_LIMIT = 500;

/** An amend of a version that is no longer the newest (optimistic concurrency). */
const amendedMeanwhile = (newest: number) =>
  conflict(
    `This report was changed while you were amending it: version ${newest} is now the newest. Open it, then amend that version.`,
  );

/** Saving, amending and reading reports, and what their versions print. */
export class ReportsService {
  private readonly printing: ReportPrinting;

  constructor(private readonly deps: ReportDeps) {
    this.printing = new ReportPrinting(deps);
  }
  /** Who saves a version, as it keeps them: the real actor (in god mode the retailer), by name. */
  private async savedBy(tx: Queryable, viewer: Viewer): Promise<{ uuid: string; name: string }> {
    const person = await personOf(tx, viewer.actorUuid);
    return { uuid: viewer.actorUuid, name: person?.full_name ?? '' };
  }

  private get db() {
    return this.deps.db;
  }

  nozzleReference(): Promise<NozzleReference> {
    return this.deps.catalogue.nozzleReference();
  }

  productRegistrations(): Promise<ProductRegistration[]> {
    return this.deps.catalogue.productRegistrations();
  }

  /** Saves a new report of one of the viewer's fields: its first version. */
  async create(viewer: Viewer, fieldUuid: string, form: ReportForm): Promise<store.ReportVersionRow> {
    growerOnly(viewer);
    const field = await ownFieldOutline(this.deps.db, viewer, fieldUuid, await this.deps.catalogue.load());
    if (!field) throw notFound(reportMessages.noField);
    const catalogue = await this.printing.reference();
    const valid = await judged(this.deps.startReadings, fieldUuid, checked(form, field.acres, catalogue));
    // What it prints is worked out before the transaction (the drift zone is a PostGIS sweep)
    // and stored with the version: the field as it is now is the field as sprayed.
    const printed = await this.printing.printedFor(
      viewer,
      {
        form: valid,
        geometry: field.geometry,
        at: { lat: field.lat, lng: field.lng },
        fieldUuid,
        earlier: null,
      },
      catalogue,
    );
    const id = await this.db.transaction(async (tx) => {
      const reportId = await store.insertReport(tx, {
        accountId: viewer.accountId,
        fieldUuid,
        farmId: field.farmId,
        createdBy: viewer.actorUuid,
      });
      await store.insertVersion(tx, {
        reportId,
        version: 1,
        form: valid,
        changeReason: null,
        field,
        savedBy: await this.savedBy(tx, viewer),
        printed,
      });
      await recordEvent(tx, viewer, 'report.saved', {
        report: reportId,
        version: 1,
        // As every entry about a field keeps it (farms/audit-detail.ts): found by its uuid, read
        // by its name as it was, after the field is renamed or gone.
        field: fieldUuid,
        name: field.name,
        ...startOf(valid),
      });
      return reportId;
    });
    return this.saved(viewer, id);
  }

  /**
   * An edit is a new version: the earlier ones stay as they were, and the reason for the
   * change is required, so a record of a past application is never silently changed. An amend
   * is of one version (`basedOn`, else the newest when it is read): if another amend saved a
   * newer one meanwhile, this one is refused with a 409 naming it, never written over it.
   */
  async amend(
    viewer: Viewer,
    id: number,
    form: ReportForm,
    changeReason: string,
    basedOn?: number,
  ): Promise<store.ReportVersionRow> {
    growerOnly(viewer);
    const reason = changeReason.trim();
    const current = await store.reportVersion(this.db, viewer.accountId, id, null);
    if (!current) throw notFound(reportMessages.noReport);
    const base = basedOn ?? current.version;
    if (current.version !== base) throw amendedMeanwhile(current.version);
    const catalogue = await this.printing.reference();
    const valid = await judged(
      this.deps.startReadings,
      current.field_uuid,
      checked(form, current.acres, catalogue),
      current.form.startCheck,
    );
    if (!reason) throw badRequest(formMessages.changeReason, { change_reason: [formMessages.changeReason] });
    // The report is of the field as it was when it was sprayed: its boundary then, not now, and
    // the neighbours as they were then; only what the amended form changes is worked out again.
    const earlier = current.printed ?? (await this.printing.whole(viewer, current)).printed;
    const printed = await this.printing.printedFor(
      viewer,
      {
        form: valid,
        geometry: current.geometry,
        at: earlier.location,
        fieldUuid: current.field_uuid,
        earlier,
      },
      catalogue,
    );
    await this.db.transaction(async (tx) => {
      const latest = await store.lockReport(tx, viewer.accountId, id);
      if (latest === null) throw notFound(reportMessages.noReport);
      if (latest !== base) throw amendedMeanwhile(latest);
      const previous = await store.reportVersion(tx, viewer.accountId, id, latest);
      if (!previous) throw notFound(reportMessages.noReport);
      await store.insertVersion(tx, {
        reportId: id,
        version: latest + 1,
        form: valid,
        changeReason: reason,
        field: {
          name: previous.field_name,
          farmName: previous.farm_name,
          acres: previous.acres,
          geometry: previous.geometry,
        },
        savedBy: await this.savedBy(tx, viewer),
        printed,
      });
      await recordEvent(tx, viewer, 'report.saved', {
        report: id,
        version: latest + 1,
        field: previous.field_name,
        reason,
        ...startOf(valid),
      });
    });
    return this.saved(viewer, id);
  }

  /** The version just saved, its PDF kept (and its SHA-256 with it) from now on. */
  private async saved(viewer: Viewer, id: number): Promise<store.ReportVersionRow> {
    const latest = await this.printable(viewer, id, null);
    const { sha256 } = await this.printing.file(latest);
    return { ...latest, pdf_sha256: sha256 };
  }

  async get(viewer: Viewer, id: number, version: number | null): Promise<store.ReportVersionRow> {
    const found = await store.reportVersion(this.db, viewer.accountId, id, version);
    if (!found) {
      const exists = version !== null && (await store.reportVersion(this.db, viewer.accountId, id, null));
      throw notFound(exists ? reportMessages.noVersion : reportMessages.noReport);
    }
    return found;
  }

  async versions(viewer: Viewer, id: number): Promise<store.ReportVersionRow[]> {
    const versions = await store.reportVersions(this.db, viewer.accountId, id);
    if (versions.length === 0) throw notFound(reportMessages.noReport);
    return versions;
  }

  async list(viewer: Viewer, page: number, fieldUuid: string | null) {
    const { total, rows } = await store.reportPage(this.db, viewer.accountId, {
      fieldUuid,
      limit: PAGE_SIZE,
      offset: pageOffset(page),
    });
    const totalPages = pageCount(total);
    return {
      meta: {
        page,
        total_pages: totalPages,
        total,
        results_on_page: rows.length,
        previous_page: page > 1 ? page - 1 : null,
        next_page: page < totalPages ? page + 1 : null,
      },
      results: rows,
    };
  }

  /**
   * A season's records: the latest versions of the account's reports whose application date is
   * in [from, to], of one farm (as the field was when the report was saved) or of all, each as
   * it prints. Refused, naming the input, when the range is reversed, longer than two years, or
   * holds more than 500 reports.
   */
  async season(
    viewer: Viewer,
    range: { from: string; to: string; farm: number | null },
  ): Promise<PrintableReport[]> {
    if (range.from > range.to)
      throw badRequest(reportMessages.seasonOrder, { to: [reportMessages.seasonOrder] });
    const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000;
    if (days > 731) throw badRequest(reportMessages.seasonTooLong, { to: [reportMessages.seasonTooLong] });
    const rows = await store.seasonReports(this.db, viewer.accountId, {
      farmId: range.farm,
      from: range.from,
      to: range.to,
      limit: SEASON_LIMIT + 1,
    });
    if (rows.length > SEASON_LIMIT)
      throw badRequest(reportMessages.seasonTooMany, { to: [reportMessages.seasonTooMany] });
    const season = await Promise.all(rows.map((row) => this.printing.whole(viewer, row)));
    // Each row names its version's file by its SHA-256: a version saved before files were kept
    // gets its file now, one at a time.
    for (const report of season)
      if (!report.pdf_sha256) report.pdf_sha256 = (await this.printing.file(report)).sha256;
    return season;
  }

  /**
   * A version as it prints: its form made whole, and what it prints as frozen at its save. A
   * version saved before records were frozen is frozen now, at its first printing, and stays so.
   */
  async printable(viewer: Viewer, id: number, version: number | null): Promise<PrintableReport> {
    return this.printing.whole(viewer, await this.get(viewer, id, version));
  }

  /** A version's PDF, the bytes kept since its save, and the version it is of. */
  async file(viewer: Viewer, id: number, version: number | null) {
    const printable = await this.printable(viewer, id, version);
    return { printable, ...(await this.printing.file(printable)) };
  }

  /** The season's reports' PDFs as kept, in the season's order. */
  async files(reports: PrintableReport[]): Promise<Uint8Array[]> {
    const files: Uint8Array[] = [];
    for (const report of reports) files.push((await this.printing.file(report)).pdf);
    return files;
  }
}
