import { createHash } from 'node:crypto';
import type { Viewer } from '../../auth/viewer';
import { COMPASS } from '../../providers/weather';
import type { NozzleReference } from '../catalogue/service';
import { fieldsAround } from '../neighbours/surroundings';
import { DROPLET_CLASSES } from '../spray-safety/drift-model';
import { numberOutOfRegistration } from '../spray-safety/products';
import type { ReportDeps } from './deps';
import { normaliseForm, type RecordProduct, type WholeForm } from './form';
import { regulatedProducts } from './form-check';
import { locationAt } from './location';
import { reportPdf } from './pdf';
import type { PrintableReport } from './printable';
import type { DriftZone, PrintedRecord } from './printed';
import * as store from './store';
import { timeZoneOfBoundary } from './zone';

// What a saved version prints besides its form, worked out once and frozen with the version:
// the PDF, the print view and the season's export all print from it.

/** How far around the field the printed map reaches, in metres. */
const SURROUNDINGS_METRES = 400;

/** The nozzle reference data and the products whose record is regulated. */
export type Reference = { nozzles: NozzleReference; products: RecordProduct[] };

export type { PrintableReport } from './printable';

/** Works out and freezes what versions print. */
export class ReportPrinting {
  constructor(private readonly deps: Pick<ReportDeps, 'db' | 'catalogue' | 'driftZone'>) {}

  /** The reference data a save checks against and prints from, read once per save. */
  async reference(): Promise<Reference> {
    const [nozzles, products] = await Promise.all([
      this.deps.catalogue.nozzleReference(),
      this.deps.catalogue.recordProducts(),
    ]);
    return { nozzles, products };
  }

  async whole(viewer: Viewer, report: store.ReportVersionRow): Promise<PrintableReport> {
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
      await this.reference(),
    );
    return { ...report, form, printed: await store.freezePrinted(this.deps.db, id, report.version, printed) };
  }

  /**
   * A version's PDF as kept since its save, with its SHA-256. A version saved before files were
   * kept gets its file now, at its first printing, and keeps it: the bytes never change after.
   */
  async file(report: PrintableReport): Promise<{ pdf: Uint8Array; sha256: string }> {
    const kept = await store.versionFile(this.deps.db, report.report_id, report.version);
    if (kept) return kept;
    const pdf = await reportPdf(report);
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    return store.keepFile(this.deps.db, report.report_id, report.version, { pdf, sha256 });
  }

  /**
   * What a version prints besides its form: the fields around the boundary with their crops and
   * traits, free CLU land, the drift zone of the boundary for the form's conditions, the county,
   * the nozzle's name and each product's restricted-use mark, as of now. An amendment keeps the
   * surroundings and the place of the version before it: those are of the day of the application.
   */
  async printedFor(
    viewer: Viewer,
    of: {
      form: WholeForm;
      geometry: string;
      at: { lat: number; lng: number };
      fieldUuid: string | null;
      earlier: PrintedRecord | null;
    },
    { nozzles, products }: Reference,
  ): Promise<PrintedRecord> {
    const surroundings =
      of.earlier?.surroundings ??
      (await fieldsAround(
        this.deps.db,
        viewer,
        of.geometry,
        SURROUNDINGS_METRES,
        of.fieldUuid,
        await this.deps.catalogue.load(),
      ));
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
      products: regulated.map((each, index) => {
        // The number's registration on the day applied (products.json's dates), frozen with the version.
        const outOfRegistration = numberOutOfRegistration(
          of.form.applications[index]?.epaRegNumber ?? '',
          of.form.reportDate,
        );
        return {
          ...(each === null
            ? { restrictedUse: false, unknown: true }
            : { restrictedUse: each.restrictedUse }),
          ...(outOfRegistration ? { outOfRegistration } : {}),
        };
      }),
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
