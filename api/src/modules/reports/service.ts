import type { Viewer } from '../../auth/viewer';
import type { Db } from '../../db/db';
import { ApiError, badRequest, notFound } from '../../errors';
import { recordEvent } from '../audit/service';
import { fieldsAround, ownFieldOutline } from '../neighbours/surroundings-store';
import { DROPLET_CLASSES, type DropletClass } from '../spray/drift-model';
import type { StartReadings } from '../spray/planner-store';
import { COMPASS, compassOfDegrees } from '../weather/forecast';
import { type Forecast, WeatherUnavailable } from '../weather/service';
import { dateIn, timeZoneAt } from '../weather/time-zone';
import {
  checkForm,
  type FormReference,
  formMessages,
  normaliseForm,
  type RecordProduct,
  type ReportForm,
  regulatedProducts,
  type WholeForm,
} from './form';
import { locationAt } from './location';
import type { DriftZone, PrintedRecord } from './printed';
import * as store from './store';
import { timeZoneOfBoundary, wallClock } from './zone';

export const reportMessages = {
  noField: 'There is no such field.',
  noReport: 'There is no such report.',
  noVersion: 'This report has no such version.',
  noWeather:
    'Weather is unavailable right now: the forecast service did not answer. Enter the weather as measured at the field.',
  notGrower: 'Ag Retailer accounts keep reports in the grower accounts they work for.',
  seasonOrder: 'The first day of the range must not be after its last day.',
  seasonTooLong: 'Choose a range of at most two years.',
  seasonTooMany: 'There are more than 500 reports in that range: choose a shorter one.',
  noFarm: 'There is no such farm.',
};

/** The most reports one season's export holds. */
const SEASON_LIMIT = 500;

/** How far around the field the printed map reaches, in metres. */
const SURROUNDINGS_METRES = 400;

export type ReportDeps = {
  db: Db;
  /** Throws when the weather source is unavailable. */
  forecastAt?: (lat: number, lng: number) => Promise<Forecast>;
  /** What was measured at boom height when the field's farm last started spraying, if lately. */
  startReadings?: (fieldUuid: string) => Promise<StartReadings | null>;
  /** The drift zone of a boundary as recorded (not of the field as it is now). */
  driftZone?: (
    boundary: string,
    at: { lat: number; lng: number },
    conditions: {
      windSpeedMph: number;
      windDirectionDeg: number;
      dropletClass: DropletClass;
      boomHeightIn: number;
      /** The report's products, whose actives set the label buffers. */
      productNames: string[];
    },
  ) => Promise<DriftZone | null>;
};

/** The nozzle reference data and the products whose record is regulated. */
type Catalogue = { nozzles: store.NozzleReference; products: RecordProduct[] };

/** A saved version with its form made whole and what it prints, as frozen at its save. */
export type PrintableReport = Omit<store.ReportVersionRow, 'form' | 'printed'> & {
  form: WholeForm;
  printed: PrintedRecord;
};

const PAGE_SIZE = 10;

export class ReportsService {
  constructor(private readonly deps: ReportDeps) {}

  private get db() {
    return this.deps.db;
  }

  nozzleReference(): Promise<store.NozzleReference> {
    return store.nozzleReference(this.db);
  }

  productRegistrations(): Promise<store.ProductRegistration[]> {
    return store.productRegistrations(this.db);
  }

  /** The reference data a save checks against and prints from, read once per save. */
  private async catalogue(): Promise<Catalogue> {
    const [nozzles, products] = await Promise.all([
      store.nozzleReference(this.db),
      store.recordProducts(this.db),
    ]);
    return { nozzles, products };
  }

  private formReference({ nozzles: reference, products }: Catalogue, fieldAcres: number): FormReference {
    return {
      fieldAcres,
      products,
      pumpPressures: reference.pump_pressures,
      dropletClasses: reference.droplet_classes.map((each) => each.code),
      nozzleSizes: reference.nozzle_sizes.map((each) => each.code),
      manufacturers: reference.manufacturers.map((maker) => ({
        name: maker.name,
        types: maker.noozle_types.map((type) => type.code),
      })),
    };
  }

  private checked(form: ReportForm, fieldAcres: number, catalogue: Catalogue): WholeForm {
    const normalised = normaliseForm(form);
    const problems = checkForm(normalised, this.formReference(catalogue, fieldAcres));
    if (Object.keys(problems).length > 0) {
      const first = Object.values(problems)[0]?.[0] ?? 'Invalid input';
      throw badRequest(first, problems);
    }
    return normalised;
  }

  private growerOnly(viewer: Viewer) {
    if (viewer.roles.retailer && !viewer.impersonated)
      throw new ApiError(403, 'forbidden', reportMessages.notGrower);
  }

  /**
   * A new report's starting values for one of the viewer's fields (spec 4, 9): today's date in
   * the field's time zone (which the answer names),
   * one empty product row, and the weather of the first forecast hour — wind direction
   * uppercased, humidity left for the applicator. When the weather source fails, the weather
   * stays empty and `weather_error` says why: sample or stale values are never passed off as live.
   */
  async draft(viewer: Viewer, fieldUuid: string, now = new Date()) {
    this.growerOnly(viewer);
    const field = await ownFieldOutline(this.db, viewer, fieldUuid);
    if (!field) throw notFound(reportMessages.noField);
    // Today is the field's today: at 22:58 in Kansas it is not yet tomorrow's UTC date.
    const timeZone = timeZoneAt(field.lat, field.lng);
    const form = emptyForm(dateIn(now, timeZone));
    form.site = { ...form.site, cropOrSite: field.crop ?? '', areaTreatedAcres: field.acres };
    let weather: { source: Forecast['source'] | null; issued_at: string | null; error: string | null } = {
      source: null,
      issued_at: null,
      error: null,
    };
    try {
      if (!this.deps.forecastAt)
        throw new WeatherUnavailable('unreachable', 'No weather source is configured.');
      const forecast = await this.deps.forecastAt(field.lat, field.lng);
      const first = forecast.hours[0];
      if (!first) throw new WeatherUnavailable('stale', 'The forecast has no hours ahead.');
      form.weather = {
        temperature: first.temperatureF,
        humidity: null,
        windSpeed: first.windSpeedMph,
        windDirection: first.windDirection.toUpperCase(),
        precipitation: first.chanceOfRain,
        // Named for what it is: a forecast, until the applicator enters what was measured.
        source: forecast.source,
        atFinish: form.weather.atFinish,
      };
      weather = { source: forecast.source, issued_at: forecast.issuedAt, error: null };
    } catch (error) {
      if (!(error instanceof WeatherUnavailable)) throw error;
      weather.error = reportMessages.noWeather;
    }
    // A spray recorded with "Start spraying" gave what was measured at boom height: the report
    // starts from it, its date and times on the field's clock, the chance of rain still forecast.
    const measured = await this.deps.startReadings?.(fieldUuid);
    if (measured) {
      const start = wallClock(measured.startedAt, timeZone);
      form.reportDate = start.date;
      form.generalInfo.applicationStart = start.time;
      if (measured.clearedAt) {
        const stop = wallClock(measured.clearedAt, timeZone);
        form.generalInfo.applicationStop = stop.time;
        form.generalInfo.applicationStopsNextDay = stop.date !== start.date;
      }
      form.weather = {
        ...form.weather,
        temperature: measured.temperatureF,
        windSpeed: measured.windMph,
        windDirection: measured.windMph === 0 ? 'CALM' : compassOfDegrees(measured.windFromDeg),
        source: 'spray-start',
      };
    }
    return {
      field: { uuid: field.uuid, name: field.name, farm_name: field.farmName, acres: field.acres },
      form,
      weather,
      time_zone: timeZone,
      on_behalf: viewer.impersonated,
    };
  }

  /** Saves a new report of one of the viewer's fields: its first version. */
  async create(viewer: Viewer, fieldUuid: string, form: ReportForm): Promise<store.ReportVersionRow> {
    this.growerOnly(viewer);
    const field = await ownFieldOutline(this.db, viewer, fieldUuid);
    if (!field) throw notFound(reportMessages.noField);
    const catalogue = await this.catalogue();
    const valid = this.checked(form, field.acres, catalogue);
    // What it prints is worked out before the transaction (the drift zone is a PostGIS sweep)
    // and stored with the version: the field as it is now is the field as sprayed.
    const printed = await this.printedFor(
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
        savedBy: viewer.actorUuid,
        printed,
      });
      await recordEvent(tx, viewer, 'report.saved', { report: reportId, version: 1, field: field.name });
      return reportId;
    });
    return this.get(viewer, id, null);
  }

  /**
   * An edit is a new version: the earlier ones stay as they were, and the reason for the
   * change is required, so a record of a past application is never silently changed.
   */
  async amend(
    viewer: Viewer,
    id: number,
    form: ReportForm,
    changeReason: string,
  ): Promise<store.ReportVersionRow> {
    this.growerOnly(viewer);
    const reason = changeReason.trim();
    const current = await store.reportVersion(this.db, viewer.accountId, id, null);
    if (!current) throw notFound(reportMessages.noReport);
    const catalogue = await this.catalogue();
    const valid = this.checked(form, current.acres, catalogue);
    if (!reason) throw badRequest(formMessages.changeReason, { change_reason: [formMessages.changeReason] });
    // The report is of the field as it was when it was sprayed: its boundary then, not now, and
    // the neighbours as they were then; only what the amended form changes is worked out again.
    const earlier = current.printed ?? (await this.whole(viewer, current)).printed;
    const printed = await this.printedFor(
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
        savedBy: viewer.actorUuid,
        printed,
      });
      await recordEvent(tx, viewer, 'report.saved', {
        report: id,
        version: latest + 1,
        field: previous.field_name,
        reason,
      });
    });
    return this.get(viewer, id, null);
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
      offset: (page - 1) * PAGE_SIZE,
    });
    const totalPages = Math.max(1, Math.ceil(total / PAGE_SIZE));
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
    return Promise.all(rows.map((row) => this.whole(viewer, row)));
  }

  /**
   * A version as it prints: its form made whole, and what it prints as frozen at its save. A
   * version saved before records were frozen is frozen now, at its first printing, and stays so.
   */
  async printable(viewer: Viewer, id: number, version: number | null): Promise<PrintableReport> {
    return this.whole(viewer, await this.get(viewer, id, version));
  }

  private async whole(viewer: Viewer, report: store.ReportVersionRow): Promise<PrintableReport> {
    const id = report.report_id;
    const form = normaliseForm(report.form);
    if (report.printed) return { ...report, form, printed: report.printed };
    const printed = await this.printedFor(
      viewer,
      {
        form,
        geometry: report.geometry,
        at: pointOf(report.geometry),
        fieldUuid: report.field_uuid,
        earlier: null,
      },
      await this.catalogue(),
    );
    return { ...report, form, printed: await store.freezePrinted(this.db, id, report.version, printed) };
  }

  /**
   * What a version prints besides its form: the fields around the boundary with their crops and
   * traits, free CLU land, the drift zone of the boundary for the form's conditions, the county,
   * the nozzle's name and each product's restricted-use mark, as of now. An amendment keeps the
   * surroundings and the place of the version before it: those are of the day of the application.
   */
  private async printedFor(
    viewer: Viewer,
    of: {
      form: WholeForm;
      geometry: string;
      at: { lat: number; lng: number };
      fieldUuid: string | null;
      earlier: PrintedRecord | null;
    },
    { nozzles, products }: Catalogue,
  ): Promise<PrintedRecord> {
    const surroundings =
      of.earlier?.surroundings ??
      (await fieldsAround(this.db, viewer, of.geometry, SURROUNDINGS_METRES, of.fieldUuid));
    const nozzleTypeName =
      nozzles.manufacturers
        .find((maker) => maker.name === of.form.nozzle.manufacturer)
        ?.noozle_types.find((type) => type.code === of.form.nozzle.noozleType)?.name ?? null;
    const regulated = regulatedProducts(of.form, products);
    return {
      surroundings,
      drift: await this.driftOf(of.form, of.geometry, of.at),
      nozzleTypeName,
      location: of.earlier?.location ?? locationAt(of.at.lat, of.at.lng),
      products: regulated.map((each) => ({ restrictedUse: each?.restrictedUse === true })),
      timeZone: timeZoneOfBoundary(of.geometry),
    };
  }

  private async driftOf(
    form: WholeForm,
    geometry: string,
    at: { lat: number; lng: number },
  ): Promise<DriftZone | null> {
    const { weather, nozzle } = form;
    const degrees = compassDegrees(weather.windDirection);
    const dropletClass = DROPLET_CLASSES.find((each) => each === nozzle.dropletClass);
    if (!this.deps.driftZone || degrees === null || !dropletClass) return null;
    return this.deps.driftZone(geometry, at, {
      windSpeedMph: weather.windSpeed ?? 0,
      windDirectionDeg: degrees,
      dropletClass,
      boomHeightIn: nozzle.boomHeightTemp ?? 20,
      productNames: form.applications.map((row) => row.productName),
    });
  }
}

/** A point of a boundary (GeoJSON MultiPolygon): the mean of its first ring's corners. */
function pointOf(geometry: string): { lat: number; lng: number } {
  const ring = (JSON.parse(geometry) as { coordinates: number[][][][] }).coordinates[0]?.[0] ?? [];
  const corners = ring.slice(0, -1);
  const mean = (index: number) =>
    corners.reduce((sum, corner) => sum + (corner[index] ?? 0), 0) / corners.length;
  return corners.length === 0 ? { lat: 0, lng: 0 } : { lat: mean(1), lng: mean(0) };
}

/** 'NNW' → 337.5 (where the wind comes from); null for CALM or anything else. */
export function compassDegrees(direction: string): number | null {
  const index = COMPASS.indexOf(direction.toUpperCase());
  return index < 0 ? null : index * 22.5;
}

/** A blank form dated `reportDate`, with one product row to fill. */
export function emptyForm(reportDate: string): WholeForm {
  return {
    reportDate,
    generalInfo: {
      applicator: '',
      applicatorLicenseNumber: '',
      sensitiveCropRegistry: null,
      endangeredSpeciesAwareness: null,
      applicationStart: '',
      applicationStop: '',
      applicationStopsNextDay: false,
      supervisedApplicators: '',
      registryCheckedOn: '',
      neighboursNotified: '',
      commercial: false,
      customerName: '',
      customerAddress: '',
    },
    site: {
      cropOrSite: '',
      areaTreatedAcres: null,
      fsaFarmNumber: '',
      fsaTractNumber: '',
      fsaFieldNumber: '',
    },
    applications: [
      { productName: '', epaRegNumber: '', useRate: '', totalAmount: null, totalAmountUnit: '' },
    ],
    weather: {
      temperature: null,
      humidity: null,
      windSpeed: null,
      windDirection: '',
      precipitation: null,
      source: 'applicator',
      atFinish: { temperature: null, windSpeed: null, windDirection: '' },
    },
    nozzle: {
      manufacturer: '',
      noozleType: '',
      noozleSize: '',
      pumpPressure: null,
      boomHeightTemp: null,
      dropletClass: '',
    },
    equipment: { carrierGpa: null, groundSpeedMph: null, adjuvants: '', downwindBufferFt: null },
  };
}
