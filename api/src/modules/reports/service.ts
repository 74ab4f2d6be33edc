import type { Viewer } from '../../auth/viewer';
import type { Db } from '../../db/db';
import { ApiError, badRequest, notFound } from '../../errors';
import { fieldsAround, type NearbyField, type NotedLand, ownFieldOutline } from '../fields/surroundings';
import { DROPLET_CLASSES, type DropletClass } from '../spray/drift-model';
import { COMPASS } from '../weather/forecast';
import { type Forecast, WeatherUnavailable } from '../weather/service';
import { dateIn, timeZoneAt } from '../weather/time-zone';
import { checkForm, type FormReference, formMessages, normaliseForm, type ReportForm } from './form';
import * as store from './store';

export const reportMessages = {
  noField: 'There is no such field.',
  noReport: 'There is no such report.',
  noVersion: 'This report has no such version.',
  noWeather:
    'Weather is unavailable right now: the forecast service did not answer. Enter the weather as measured at the field.',
  notGrower: 'Ag Retailer accounts keep reports in the grower accounts they work for.',
};

/** How far around the field the printed map reaches, in metres. */
const SURROUNDINGS_METRES = 400;

/** The drift zone of a field for the report's conditions (spray-safety's drift service). */
export type DriftZone = { geometry: string; parameters: Record<string, unknown> };

export type ReportDeps = {
  db: Db;
  /** Throws when the weather source is unavailable. */
  forecastAt?: (lat: number, lng: number) => Promise<Forecast>;
  driftZone?: (
    fieldUuid: string,
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

export type PrintableReport = store.ReportVersionRow & {
  surroundings: { fields: NearbyField[]; freeClus: string[]; notedLand: NotedLand[] };
  drift: DriftZone | null;
  /** The nozzle type's catalogue name ('Turbo TeeJet Induction'), when it is one. */
  nozzleTypeName: string | null;
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

  private async formReference(): Promise<FormReference> {
    const reference = await store.nozzleReference(this.db);
    return {
      pumpPressures: reference.pump_pressures,
      dropletClasses: reference.droplet_classes.map((each) => each.code),
      nozzleSizes: reference.nozzle_sizes.map((each) => each.code),
      manufacturers: reference.manufacturers.map((maker) => ({
        name: maker.name,
        types: maker.noozle_types.map((type) => type.code),
      })),
    };
  }

  private async checked(form: ReportForm): Promise<ReportForm> {
    const normalised = normaliseForm(form);
    const problems = checkForm(normalised, await this.formReference());
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
      };
      weather = { source: forecast.source, issued_at: forecast.issuedAt, error: null };
    } catch (error) {
      if (!(error instanceof WeatherUnavailable)) throw error;
      weather.error = reportMessages.noWeather;
    }
    return {
      field: { uuid: field.uuid, name: field.name, farm_name: field.farmName, acres: field.acres },
      form,
      weather,
      time_zone: timeZone,
    };
  }

  /** Saves a new report of one of the viewer's fields: its first version. */
  async create(viewer: Viewer, fieldUuid: string, form: ReportForm): Promise<store.ReportVersionRow> {
    this.growerOnly(viewer);
    const field = await ownFieldOutline(this.db, viewer, fieldUuid);
    if (!field) throw notFound(reportMessages.noField);
    const valid = await this.checked(form);
    const id = await this.db.transaction(async (tx) => {
      const reportId = await store.insertReport(tx, {
        accountId: viewer.accountId,
        fieldUuid,
        createdBy: viewer.actorUuid,
      });
      await store.insertVersion(tx, {
        reportId,
        version: 1,
        form: valid,
        changeReason: null,
        field,
        savedBy: viewer.actorUuid,
      });
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
    const valid = await this.checked(form);
    if (!reason) throw badRequest(formMessages.changeReason, { change_reason: [formMessages.changeReason] });
    await this.db.transaction(async (tx) => {
      const latest = await store.lockReport(tx, viewer.accountId, id);
      if (latest === null) throw notFound(reportMessages.noReport);
      const previous = await store.reportVersion(tx, viewer.accountId, id, latest);
      if (!previous) throw notFound(reportMessages.noReport);
      // The report is of the field as it was when it was sprayed: its boundary then, not now.
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

  /** A version with what the printed map draws: the fields around it and the drift zone. */
  async printable(viewer: Viewer, id: number, version: number | null): Promise<PrintableReport> {
    const report = await this.get(viewer, id, version);
    const surroundings = await fieldsAround(
      this.db,
      viewer,
      report.geometry,
      SURROUNDINGS_METRES,
      report.field_uuid,
    );
    const reference = await store.nozzleReference(this.db);
    const nozzleTypeName =
      reference.manufacturers
        .find((maker) => maker.name === report.form.nozzle.manufacturer)
        ?.noozle_types.find((type) => type.code === report.form.nozzle.noozleType)?.name ?? null;
    return { ...report, surroundings, drift: await this.driftOf(report), nozzleTypeName };
  }

  private async driftOf(report: store.ReportVersionRow): Promise<DriftZone | null> {
    const { weather, nozzle } = report.form;
    const degrees = compassDegrees(weather.windDirection);
    const dropletClass = DROPLET_CLASSES.find((each) => each === nozzle.dropletClass);
    if (!this.deps.driftZone || !report.field_uuid || degrees === null || !dropletClass) return null;
    return this.deps.driftZone(report.field_uuid, {
      windSpeedMph: weather.windSpeed ?? 0,
      windDirectionDeg: degrees,
      dropletClass,
      boomHeightIn: nozzle.boomHeightTemp ?? 20,
      productNames: report.form.applications.map((row) => row.productName),
    });
  }
}

/** 'NNW' → 337.5 (where the wind comes from); null for CALM or anything else. */
export function compassDegrees(direction: string): number | null {
  const index = COMPASS.indexOf(direction.toUpperCase());
  return index < 0 ? null : index * 22.5;
}

/** A blank form dated `reportDate`, with one product row to fill. */
export function emptyForm(reportDate: string): ReportForm {
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
    },
    applications: [{ productName: '', epaRegNumber: '', useRate: '' }],
    weather: { temperature: null, humidity: null, windSpeed: null, windDirection: '', precipitation: null },
    nozzle: {
      manufacturer: '',
      noozleType: '',
      noozleSize: '',
      pumpPressure: null,
      boomHeightTemp: null,
      dropletClass: '',
    },
  };
}
