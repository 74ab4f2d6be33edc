import type { NearbyField, NotedLand } from '../neighbours/surroundings';
import type { NumberOutOfRegistration } from '../spray-safety/products';
import { dicambaSection } from './dicamba-record-lines';
import type { WholeForm } from './form';
import { hourMinute, nextDay, usLongDate, usLongInstant } from './format';
import { brokenLabelLimits } from './label-limits';
import type { FieldLocation } from './location';
import { startSection, unit, WEATHER_SOURCE_WORDS, weatherAtStart, wind, yesNo } from './printed-weather';
import { zoneNameAt } from './zone';

// What a saved version prints, and the words it prints. A version stores, when it is saved,
// everything its PDF and print view draw besides the form and the boundary (`PrintedRecord`),
// so reshaping or deleting the field, a neighbour's new crop or a catalogue edit changes no
// saved record. `recordText` then writes the record's every line once: the PDF lays those lines
// out on paper and the print view shows them as they are, so the two say the same.

/** The drift zone of the field for the report's conditions, as spray safety drew it that day. */
export type DriftZone = { geometry: string; parameters: Record<string, unknown> };

export type PrintedRecord = {
  surroundings: { fields: NearbyField[]; freeClus: string[]; notedLand: NotedLand[] };
  drift: DriftZone | null;
  /** The nozzle type's catalogue name ('Turbo TeeJet Induction'), when it is one. */
  nozzleTypeName: string | null;
  location: FieldLocation;
  /**
   * Per product row of the form: whether it is restricted use, as the product's registration
   * data said that day; `unknown` when nothing here knew the product (its label says), absent on
   * records frozen before it was asked.
   */
  products: {
    restrictedUse: boolean;
    unknown?: boolean;
    outOfRegistration?: NumberOutOfRegistration | null;
  }[];
  /** The field's IANA zone: the form's date and times are its wall clock. */
  timeZone: string;
};

/** What the record says of a product whose restricted use nothing here knew. */
export const RESTRICTED_USE_NOT_KNOWN =
  'RUP?: whether it is a restricted-use pesticide is not known to this product; its label says so on the front panel ("RESTRICTED USE PESTICIDE").';

/**
 * What the record says of a product applied under a number whose registration was not in force on
 * the day (products.json's dates): the fact, and a registration again under a number not known
 * here said as not known. Whether existing stocks could still be used is EPA's existing-stocks
 * order's to say (FIFRA section 6(a)(1)), not this record's.
 */
function outOfRegistrationLine(
  number: string,
  day: string,
  out: NumberOutOfRegistration | null | undefined,
): string {
  if (!out) return '';
  if (out.status === 'not yet registered')
    return `EPA Reg. No. ${number} was not yet registered on ${usLongDate(day)}: its registration began on ${usLongDate(out.from ?? '')}.`;
  return `EPA Reg. No. ${number} was not registered on ${usLongDate(day)}: its registration ended on ${usLongDate(out.until ?? '')}.${
    out.againFrom
      ? ` ${out.product} was registered again on ${usLongDate(out.againFrom)} under a number not known here: the label in hand gives it.`
      : ''
  }`;
}

/** The record's every line, as printed. */
export type RecordText = {
  title: string;
  fieldName: string;
  farmLine: string;
  dateLine: string;
  /** Which version this is ('Report 7, version 2'): the PDF prints it, frozen with the file. */
  versionLine: string;
  /**
   * Said beside an earlier version (the print view, the version list), never inside its PDF,
   * whose bytes stay those of its save: a later one exists.
   */
  laterVersion: string | null;
  /** Label and value pairs, section by section (the products table apart). */
  sections: { title: string; rows: { label: string; value: string }[] }[];
  products: { columns: string[]; rows: string[][]; note: string | null };
  /** Under the map: which drift zone it draws. */
  driftLine: string;
  footer: string;
};

export type RecordReport = {
  report_id: number;
  version: number;
  versions: number;
  field_name: string;
  farm_name: string;
  acres: number;
  saved_by_name: string;
  saved_at: Date;
  change_reason: string | null;
  form: WholeForm;
  printed: PrintedRecord;
};

/** 'Drift zone (about 120 ft downwind)', from the drift model's own figure. */
export function driftLabel(drift: DriftZone | null): string {
  if (!drift) return 'Drift zone: not computed for these conditions';
  const distance = drift.parameters.distance_ft;
  return typeof distance === 'number'
    ? `Drift zone (about ${Math.round(distance).toLocaleString('en-US')} ft downwind)`
    : 'Drift zone';
}

/** Every line of a saved version, in the words the PDF and the print view both print. */
export function recordText(report: RecordReport): RecordText {
  const { form, printed } = report;
  const info = form.generalInfo;
  const zone = printed.timeZone;
  const clock = (time: string, date: string) => `${hourMinute(time)} ${zoneNameAt(date, time, zone)}`;
  const stopDate = info.applicationStopsNextDay ? nextDay(form.reportDate) : form.reportDate;
  const place = printed.location;
  const fsa = [
    form.site.fsaFarmNumber && `farm ${form.site.fsaFarmNumber}`,
    form.site.fsaTractNumber && `tract ${form.site.fsaTractNumber}`,
    form.site.fsaFieldNumber && `field ${form.site.fsaFieldNumber}`,
  ].filter(Boolean);
  const pairs = (rows: [string, string, boolean?][]) =>
    rows.filter(([, , shown = true]) => shown).map(([label, value]) => ({ label, value: value || '—' }));
  const finish = form.weather.atFinish;
  const finishGiven = finish.temperature !== null || finish.windSpeed !== null || finish.windDirection !== '';
  const equipment = form.equipment;
  const restricted = printed.products.some((each) => each.restrictedUse);
  const unknown = printed.products.some((each) => each.unknown === true);
  const atStart = weatherAtStart(form.weather, zone);

  return {
    title: 'Application Summary Report',
    fieldName: report.field_name,
    farmLine: `${report.farm_name} · field of ${report.acres.toFixed(2)} ac.`,
    dateLine: `Application date: ${usLongDate(form.reportDate)}`,
    versionLine: `Report ${report.report_id}, version ${report.version}`,
    laterVersion:
      report.version < report.versions
        ? `A later version of this report exists: version ${report.versions} is the latest.`
        : null,
    sections: [
      {
        title: 'Applicator and times',
        rows: pairs([
          ['Certified applicator', info.applicator],
          ['Certification number', info.applicatorLicenseNumber],
          ['Under supervision', info.supervisedApplicators, info.supervisedApplicators !== ''],
          ['Application start', clock(info.applicationStart, form.reportDate)],
          [
            'Application end',
            `${clock(info.applicationStop, stopDate)}${info.applicationStopsNextDay ? `, ${usLongDate(stopDate)}` : ''}`,
          ],
          ['Customer', [info.customerName, info.customerAddress].filter(Boolean).join(', '), info.commercial],
        ]),
      },
      {
        title: 'Site treated',
        rows: pairs([
          ['Crop or site', form.site.cropOrSite],
          [
            'Area treated',
            form.site.areaTreatedAcres === null
              ? ''
              : `${form.site.areaTreatedAcres.toFixed(2)} ac. of the field's ${report.acres.toFixed(2)} ac.`,
          ],
          ['County, state', [place.county, place.state].filter(Boolean).join(', ') || 'Outside US counties'],
          ['Field centre', `${place.lat.toFixed(5)}, ${place.lng.toFixed(5)} (latitude, longitude)`],
          ['FSA numbers', fsa.join(', '), fsa.length > 0],
        ]),
      },
      {
        title: 'Weather at the start',
        rows: pairs([
          ['Source', atStart.source],
          ['Temperature', atStart.temperature],
          ['Relative humidity', atStart.humidity],
          ['Wind', atStart.wind],
          ['Chance of rain', `${unit(form.weather.precipitation, '%')} (forecast)`],
        ]),
      },
      {
        title: 'Weather at the end',
        rows: pairs([
          ['Source', WEATHER_SOURCE_WORDS.applicator, finishGiven],
          ['Temperature', unit(finish.temperature, '°F')],
          ['Wind', wind(finish.windSpeed, finish.windDirection)],
        ]),
      },
      ...startSection(form.startCheck, zone),
      {
        title: 'Checks and notices',
        rows: pairs([
          [
            'Sensitive crop registry',
            `${yesNo(info.sensitiveCropRegistry, 'checked')}${
              info.sensitiveCropRegistry && info.registryCheckedOn
                ? ` on ${usLongDate(info.registryCheckedOn)}`
                : ''
            }`,
          ],
          ['Endangered species', yesNo(info.endangeredSpeciesAwareness, 'restrictions checked')],
          ['Neighbours told', info.neighboursNotified],
        ]),
      },
      {
        title: 'Equipment and drift control',
        rows: pairs([
          ['Nozzle', [form.nozzle.manufacturer, nozzleType(form, printed)].filter(Boolean).join(' ')],
          ['Nozzle size', form.nozzle.noozleSize],
          ['Pump pressure', unit(form.nozzle.pumpPressure, 'psi')],
          ['Boom height', unit(form.nozzle.boomHeightTemp, 'in. above the target')],
          ['Droplet class', form.nozzle.dropletClass ? `${form.nozzle.dropletClass} (ASABE S572)` : ''],
          ['Carrier volume', unit(equipment.carrierGpa, 'gal/ac')],
          ['Ground speed', unit(equipment.groundSpeedMph, 'mph')],
          ['Adjuvants', equipment.adjuvants],
          ['Downwind buffer kept', unit(equipment.downwindBufferFt, 'ft')],
          [
            'Label limits broken',
            brokenLabelLimits(form, 'over-the-top dicamba').join('; '),
            equipment.limitsExplanation !== '',
          ],
          ["Applicator's explanation", equipment.limitsExplanation, equipment.limitsExplanation !== ''],
        ]),
      },
      ...dicambaSection(form, clock),
    ],
    products: {
      columns: ['Product', 'EPA Reg. No.', 'Use rate', 'Total applied'],
      rows: form.applications.map((row, index) => [
        printed.products[index]?.restrictedUse
          ? `${row.productName} (RUP)`
          : printed.products[index]?.unknown
            ? `${row.productName} (RUP?)`
            : row.productName,
        row.epaRegNumber,
        row.useRate,
        row.totalAmount === null ? '—' : `${row.totalAmount} ${row.totalAmountUnit}`,
      ]),
      note:
        [
          restricted ? 'RUP: a restricted-use pesticide (40 CFR 152.175; records under 7 CFR 110).' : '',
          unknown ? RESTRICTED_USE_NOT_KNOWN : '',
          ...form.applications.map((row, index) =>
            outOfRegistrationLine(
              row.epaRegNumber,
              form.reportDate,
              printed.products[index]?.outOfRegistration,
            ),
          ),
        ]
          .filter(Boolean)
          .join(' ') || null,
    },
    driftLine: driftLabel(printed.drift),
    footer: `Saved by ${report.saved_by_name} on ${usLongInstant(report.saved_at, zone)}.${
      report.version > 1
        ? ` Amended: ${report.change_reason ?? ''}. Earlier versions of this record are kept unchanged.`
        : ''
    }`,
  };
}

/** 'TTI (Turbo TeeJet Induction)': the code, and the catalogue's name when it says more. */
function nozzleType(form: WholeForm, printed: PrintedRecord): string {
  const code = form.nozzle.noozleType;
  return printed.nozzleTypeName && printed.nozzleTypeName !== code
    ? `${code} (${printed.nozzleTypeName})`
    : code;
}
