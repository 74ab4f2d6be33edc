import { PDFDocument } from 'pdf-lib';
import { nextDay } from './format';
import type { PrintableReport } from './printable';
import { spreadsheetCsv } from './spreadsheet';
import { zoneNameAt } from './zone';

// A season's records: a farm's saved reports for a date range, as one CSV with a row per product
// applied and every element of the record (api/migrations/REPORTS_SOURCES.md lists them with the
// rules that ask for them), and as one PDF of the reports' own pages, in order. Each report is
// its latest version, as frozen at its save; the CSV names how many versions the report has and
// the SHA-256 of the exported version's PDF, so a kept file can be checked against it.

type Row = {
  report: PrintableReport;
  product: PrintableReport['form']['applications'][number];
  index: number;
};

const text = (value: string | number | boolean | null) =>
  typeof value === 'boolean' ? (value ? 'yes' : 'no') : value;

type Refill = PrintableReport['form']['dicambaRecord']['refills'][number];
/** One reading of each tank refill, in order, ' | ' between them; '' with no refill. */
const refillCells = (report: PrintableReport, reading: (refill: Refill) => string | number | null) =>
  report.form.dicambaRecord.refills.map((refill) => reading(refill) ?? '').join(' | ');

/** The CSV's columns: a header and what a row holds under it. */
const COLUMNS: [string, (row: Row) => string | number | boolean | null][] = [
  ['report', ({ report }) => report.report_id],
  ['version', ({ report }) => report.version],
  ['versions_of_report', ({ report }) => report.versions],
  ['version_pdf_sha256', ({ report }) => report.pdf_sha256],
  ['application_date', ({ report }) => report.form.reportDate],
  ['start', ({ report }) => report.form.generalInfo.applicationStart],
  [
    'end_date',
    ({ report }) =>
      report.form.generalInfo.applicationStopsNextDay
        ? nextDay(report.form.reportDate)
        : report.form.reportDate,
  ],
  ['end', ({ report }) => report.form.generalInfo.applicationStop],
  [
    'time_zone',
    ({ report }) =>
      `${report.printed.timeZone} (${zoneNameAt(report.form.reportDate, report.form.generalInfo.applicationStart, report.printed.timeZone)})`,
  ],
  ['farm', ({ report }) => report.farm_name],
  ['field', ({ report }) => report.field_name],
  ['field_acres', ({ report }) => report.acres],
  ['crop_or_site', ({ report }) => report.form.site.cropOrSite],
  ['area_treated_acres', ({ report }) => report.form.site.areaTreatedAcres],
  ['county', ({ report }) => report.printed.location.county],
  ['state', ({ report }) => report.printed.location.state],
  ['latitude', ({ report }) => report.printed.location.lat],
  ['longitude', ({ report }) => report.printed.location.lng],
  ['fsa_farm', ({ report }) => report.form.site.fsaFarmNumber],
  ['fsa_tract', ({ report }) => report.form.site.fsaTractNumber],
  ['fsa_field', ({ report }) => report.form.site.fsaFieldNumber],
  ['certified_applicator', ({ report }) => report.form.generalInfo.applicator],
  ['certification_number', ({ report }) => report.form.generalInfo.applicatorLicenseNumber],
  ['under_supervision', ({ report }) => report.form.generalInfo.supervisedApplicators],
  ['commercial', ({ report }) => report.form.generalInfo.commercial],
  ['customer', ({ report }) => report.form.generalInfo.customerName],
  ['customer_address', ({ report }) => report.form.generalInfo.customerAddress],
  ['product', ({ product }) => product.productName],
  ['epa_reg_no', ({ product }) => product.epaRegNumber],
  [
    'restricted_use',
    ({ report, index }) => {
      const product = report.printed.products[index];
      return product?.restrictedUse ? 'yes' : product?.unknown ? 'not known' : 'no';
    },
  ],
  [
    'registration_on_day',
    ({ report, index }) => {
      // The number's registration on the application day, as frozen with the version: empty when
      // in force or when no registration here has the number (printed.ts, outOfRegistrationLine).
      const out = report.printed.products[index]?.outOfRegistration;
      if (!out) return '';
      return out.status === 'not yet registered'
        ? `not yet registered (from ${out.from ?? ''})`
        : `registration ended ${out.until ?? ''}${out.againFrom ? `; ${out.product} registered again ${out.againFrom} under a number not known here` : ''}`;
    },
  ],
  ['use_rate', ({ product }) => product.useRate],
  ['total_amount', ({ product }) => product.totalAmount],
  ['total_amount_unit', ({ product }) => product.totalAmountUnit],
  [
    'weather_source',
    ({ report }) => {
      const sources = new Set(Object.values(report.form.weather.sources));
      return sources.size === 1 ? ([...sources][0] ?? null) : 'mixed (see each reading)';
    },
  ],
  ['temperature_f', ({ report }) => report.form.weather.temperature],
  ['temperature_source', ({ report }) => report.form.weather.sources.temperature],
  ['humidity_percent', ({ report }) => report.form.weather.humidity],
  ['humidity_source', ({ report }) => report.form.weather.sources.humidity],
  ['wind_mph', ({ report }) => report.form.weather.windSpeed],
  ['wind_speed_source', ({ report }) => report.form.weather.sources.windSpeed],
  ['wind_from', ({ report }) => report.form.weather.windDirection],
  ['wind_from_source', ({ report }) => report.form.weather.sources.windDirection],
  ['forecast_issued_at', ({ report }) => report.form.weather.forecastIssuedAt],
  ['chance_of_rain_percent_forecast', ({ report }) => report.form.weather.precipitation],
  ['end_temperature_f', ({ report }) => report.form.weather.atFinish.temperature],
  ['end_wind_mph', ({ report }) => report.form.weather.atFinish.windSpeed],
  ['end_wind_from', ({ report }) => report.form.weather.atFinish.windDirection],
  ['nozzle_manufacturer', ({ report }) => report.form.nozzle.manufacturer],
  ['nozzle_type', ({ report }) => report.form.nozzle.noozleType],
  ['nozzle_size', ({ report }) => report.form.nozzle.noozleSize],
  ['pump_pressure_psi', ({ report }) => report.form.nozzle.pumpPressure],
  ['boom_height_in', ({ report }) => report.form.nozzle.boomHeightTemp],
  ['droplet_class', ({ report }) => report.form.nozzle.dropletClass],
  ['carrier_gpa', ({ report }) => report.form.equipment.carrierGpa],
  ['ground_speed_mph', ({ report }) => report.form.equipment.groundSpeedMph],
  ['adjuvants', ({ report }) => report.form.equipment.adjuvants],
  ['downwind_buffer_ft', ({ report }) => report.form.equipment.downwindBufferFt],
  ['label_limits_explanation', ({ report }) => report.form.equipment.limitsExplanation],
  [
    'drift_zone_ft',
    ({ report }) => {
      const distance = report.printed.drift?.parameters.distance_ft;
      return typeof distance === 'number' ? Math.round(distance) : null;
    },
  ],
  ['start_confirmed_at', ({ report }) => report.form.startCheck?.startedAt ?? null],
  ['start_temperature_f', ({ report }) => report.form.startCheck?.temperatureF ?? null],
  ['start_zone_wind_mph', ({ report }) => report.form.startCheck?.windMph ?? null],
  ['start_zone_wind_from', ({ report }) => report.form.startCheck?.windFrom ?? null],
  ['start_confirmed_forecast', ({ report }) => report.form.startCheck?.confirmedForecast.join(' | ') ?? null],
  ['sensitive_crop_registry_checked', ({ report }) => report.form.generalInfo.sensitiveCropRegistry],
  ['registry_checked_on', ({ report }) => report.form.generalInfo.registryCheckedOn],
  ['endangered_species_checked', ({ report }) => report.form.generalInfo.endangeredSpeciesAwareness],
  ['neighbours_told', ({ report }) => report.form.generalInfo.neighboursNotified],
  // The 2026 over-the-top dicamba record items (Stryax label, "Record Keeping": 11, 12, 15, 16,
  // 17, 24; 22 and 23 at each refill, the refills' cells in order, joined by ' | ').
  ['dicamba_training_provider', ({ report }) => report.form.dicambaRecord.trainingProvider],
  ['dicamba_training_completed_on', ({ report }) => report.form.dicambaRecord.trainingCompletedOn],
  ['application_timing', ({ report }) => report.form.dicambaRecord.applicationTiming],
  ['sensitive_crop_registry_name', ({ report }) => report.form.dicambaRecord.registryName],
  ['adjacent_fields_surveyed_on', ({ report }) => report.form.dicambaRecord.adjacentSurveyedOn],
  ['areas_within_buffer', ({ report }) => report.form.dicambaRecord.bufferAreas],
  ['buffer_reduction_practices', ({ report }) => report.form.dicambaRecord.bufferReduction],
  ['sprayer_cleanout_on', ({ report }) => report.form.dicambaRecord.cleanoutOn],
  ['sprayer_cleanout_method', ({ report }) => report.form.dicambaRecord.cleanoutMethod],
  ['runoff_mitigation_points', ({ report }) => report.form.dicambaRecord.runoffPoints],
  ['refill_times', ({ report }) => refillCells(report, (refill) => refill.time)],
  ['refill_temperatures_f', ({ report }) => refillCells(report, (refill) => refill.temperature)],
  ['refill_wind_mph', ({ report }) => refillCells(report, (refill) => refill.windSpeed)],
  ['refill_wind_from', ({ report }) => refillCells(report, (refill) => refill.windDirection)],
  ['saved_by', ({ report }) => report.saved_by_name],
  ['saved_at', ({ report }) => report.saved_at.toISOString()],
  ['change_reason', ({ report }) => report.change_reason],
];

/** The season as CSV that a spreadsheet opens as data (spreadsheet.ts: no cell runs as a formula). */
export function seasonCsv(reports: PrintableReport[]): string {
  const rows = reports.flatMap((report) =>
    report.form.applications.map((product, index) =>
      COLUMNS.map(([, value]) => text(value({ report, product, index }))),
    ),
  );
  return spreadsheetCsv(
    COLUMNS.map(([name]) => name),
    rows,
  );
}

/** The season as one PDF: each report's own pages, from its file as kept, in order. */
export async function seasonPdf(files: Uint8Array[], title: string): Promise<Uint8Array> {
  const season = await PDFDocument.create();
  season.setTitle(title);
  season.setProducer('Field Boundaries');
  for (const file of files) {
    const one = await PDFDocument.load(file);
    for (const page of await season.copyPages(one, one.getPageIndices())) season.addPage(page);
  }
  return season.save();
}
