import type { ReportFormInput, ReportFormPartsFragment } from '../../graphql/generated/graphql';

// The report form as its inputs hold it (numbers empty as '', yes/no as text) and back to the
// mutation's input. Pure, so the round trip is tested without a screen.
type Numeric = number | '';
export type YesNo = 'yes' | 'no' | '';

export type ReportValues = {
  reportDate: string;
  generalInfo: {
    applicator: string;
    applicatorLicenseNumber: string;
    sensitiveCropRegistry: YesNo;
    endangeredSpeciesAwareness: YesNo;
    applicationStart: string;
    applicationStop: string;
    applicationStopsNextDay: boolean;
  };
  applications: { productName: string; epaRegNumber: string; useRate: string }[];
  weather: {
    temperature: Numeric;
    humidity: Numeric;
    windSpeed: Numeric;
    windDirection: string;
    precipitation: Numeric;
  };
  nozzle: {
    manufacturer: string;
    noozleType: string;
    noozleSize: string;
    pumpPressure: string;
    boomHeightTemp: Numeric;
    dropletClass: string;
  };
  /** Why an amendment is made (only when reopening a saved report). */
  changeReason: string;
};

const toNumeric = (value: number | null): Numeric => (value === null ? '' : value);
const fromNumeric = (value: Numeric | string): number | null =>
  value === '' || Number.isNaN(Number(value)) ? null : Number(value);
const toYesNo = (value: boolean | null): YesNo => (value === null ? '' : value ? 'yes' : 'no');
const fromYesNo = (value: YesNo): boolean | null => (value === '' ? null : value === 'yes');

export function toValues(form: ReportFormPartsFragment): ReportValues {
  const { generalInfo: info, weather, nozzle } = form;
  return {
    reportDate: form.reportDate,
    generalInfo: {
      applicator: info.applicator,
      applicatorLicenseNumber: info.applicatorLicenseNumber,
      sensitiveCropRegistry: toYesNo(info.sensitiveCropRegistry),
      endangeredSpeciesAwareness: toYesNo(info.endangeredSpeciesAwareness),
      applicationStart: info.applicationStart,
      applicationStop: info.applicationStop,
      applicationStopsNextDay: info.applicationStopsNextDay,
    },
    applications: form.applications.map(({ productName, epaRegNumber, useRate }) => ({
      productName,
      epaRegNumber,
      useRate,
    })),
    weather: {
      temperature: toNumeric(weather.temperature),
      humidity: toNumeric(weather.humidity),
      windSpeed: toNumeric(weather.windSpeed),
      // Spec 9: the wind direction is shown uppercased.
      windDirection: weather.windDirection.toUpperCase(),
      precipitation: toNumeric(weather.precipitation),
    },
    nozzle: {
      manufacturer: nozzle.manufacturer,
      noozleType: nozzle.noozleType,
      noozleSize: nozzle.noozleSize,
      pumpPressure: nozzle.pumpPressure === null ? '' : String(nozzle.pumpPressure),
      boomHeightTemp: toNumeric(nozzle.boomHeightTemp),
      dropletClass: nozzle.dropletClass,
    },
    changeReason: '',
  };
}

export function toInput(values: ReportValues): ReportFormInput {
  const { generalInfo: info, weather, nozzle } = values;
  return {
    reportDate: values.reportDate,
    generalInfo: {
      ...info,
      sensitiveCropRegistry: fromYesNo(info.sensitiveCropRegistry),
      endangeredSpeciesAwareness: fromYesNo(info.endangeredSpeciesAwareness),
    },
    applications: values.applications,
    weather: {
      temperature: fromNumeric(weather.temperature),
      humidity: fromNumeric(weather.humidity),
      windSpeed: fromNumeric(weather.windSpeed),
      windDirection: weather.windDirection.trim().toUpperCase(),
      precipitation: fromNumeric(weather.precipitation),
    },
    nozzle: {
      ...nozzle,
      pumpPressure: nozzle.pumpPressure === '' ? null : Number(nozzle.pumpPressure),
      boomHeightTemp: fromNumeric(nozzle.boomHeightTemp),
    },
  };
}

/** The api's error paths name the form's inputs ('generalInfo.applicator'); Mantine's do too. */
export function errorsByInput(errors: { field?: string | null; message: string }[]): Record<string, string> {
  const byInput: Record<string, string> = {};
  for (const error of errors) {
    const path = (error.field ?? '').replace(/^form\./, '');
    if (path && !byInput[path]) byInput[path] = error.message;
  }
  return byInput;
}
