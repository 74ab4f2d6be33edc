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
    supervisedApplicators: string;
    registryCheckedOn: string;
    neighboursNotified: string;
    commercial: boolean;
    customerName: string;
    customerAddress: string;
  };
  site: {
    cropOrSite: string;
    areaTreatedAcres: Numeric;
    fsaFarmNumber: string;
    fsaTractNumber: string;
    fsaFieldNumber: string;
  };
  applications: ApplicationValues[];
  weather: {
    temperature: Numeric;
    humidity: Numeric;
    windSpeed: Numeric;
    windDirection: string;
    precipitation: Numeric;
    /** Where the readings at the start came from, when they share one. */
    source: string;
    /** Each reading's own source: the applicator's once that reading is changed, and only it. */
    sources: { temperature: string; humidity: string; windSpeed: string; windDirection: string };
    /** When the forecast the readings were prefilled from was issued; '' when none. */
    forecastIssuedAt: string;
    atFinish: { temperature: Numeric; windSpeed: Numeric; windDirection: string };
  };
  equipment: {
    carrierGpa: Numeric;
    groundSpeedMph: Numeric;
    adjuvants: string;
    downwindBufferFt: Numeric;
    /** Why a label limit was broken; the api asks for it when one was. */
    limitsExplanation: string;
  };
  nozzle: {
    manufacturer: string;
    noozleType: string;
    noozleSize: string;
    pumpPressure: string;
    boomHeightTemp: Numeric;
    dropletClass: string;
  };
  /** The 2026 over-the-top dicamba record items (Stryax label, Record Keeping 11, 12, 15-17, 22-24). */
  dicambaRecord: DicambaValues;
  /** The judgement the spray was started on, kept as the draft gave it (not edited here). */
  startCheck: StartCheck | null;
  /** Why an amendment is made (only when reopening a saved report). */
  changeReason: string;
};

export type StartCheck = {
  startedAt: string;
  temperatureF: number | null;
  windMph: number | null;
  windFrom: string;
  confirmedForecast: string[];
};

export type RefillValues = { time: string; temperature: Numeric; windSpeed: Numeric; windDirection: string };

export type DicambaValues = {
  trainingProvider: string;
  trainingCompletedOn: string;
  applicationTiming: string;
  registryName: string;
  adjacentSurveyedOn: string;
  bufferAreas: string;
  bufferReduction: string;
  cleanoutOn: string;
  cleanoutMethod: string;
  runoffPoints: string;
  refills: RefillValues[];
};

/** The most tank refills one record lists, as the api bounds them. */
export const MAX_REFILLS = 30;

/** A refill row with nothing in it yet. */
export const emptyRefill = (): RefillValues => ({
  time: '',
  temperature: '',
  windSpeed: '',
  windDirection: '',
});

const DICAMBA_TEXTS = [
  'trainingProvider',
  'trainingCompletedOn',
  'applicationTiming',
  'registryName',
  'adjacentSurveyedOn',
  'bufferAreas',
  'bufferReduction',
  'cleanoutOn',
  'cleanoutMethod',
  'runoffPoints',
] as const;

export type ApplicationValues = {
  productName: string;
  epaRegNumber: string;
  useRate: string;
  totalAmount: Numeric;
  totalAmountUnit: string;
};

/** A product row with nothing in it yet. */
export const emptyApplication = (): ApplicationValues => ({
  productName: '',
  epaRegNumber: '',
  useRate: '',
  totalAmount: '',
  totalAmountUnit: '',
});

const toNumeric = (value: number | null): Numeric => (value === null ? '' : value);
const fromNumeric = (value: Numeric | string): number | null =>
  value === '' || Number.isNaN(Number(value)) ? null : Number(value);
const toYesNo = (value: boolean | null): YesNo => (value === null ? '' : value ? 'yes' : 'no');
const fromYesNo = (value: YesNo): boolean | null => (value === '' ? null : value === 'yes');

export function toValues(form: ReportFormPartsFragment): ReportValues {
  const { generalInfo: info, weather, nozzle, site, equipment } = form;
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
      supervisedApplicators: info.supervisedApplicators,
      registryCheckedOn: info.registryCheckedOn,
      neighboursNotified: info.neighboursNotified,
      commercial: info.commercial,
      customerName: info.customerName,
      customerAddress: info.customerAddress,
    },
    site: {
      cropOrSite: site.cropOrSite,
      areaTreatedAcres: toNumeric(site.areaTreatedAcres),
      fsaFarmNumber: site.fsaFarmNumber,
      fsaTractNumber: site.fsaTractNumber,
      fsaFieldNumber: site.fsaFieldNumber,
    },
    applications: form.applications.map((row) => ({
      productName: row.productName,
      epaRegNumber: row.epaRegNumber,
      useRate: row.useRate,
      totalAmount: toNumeric(row.totalAmount ?? null),
      totalAmountUnit: row.totalAmountUnit,
    })),
    weather: {
      temperature: toNumeric(weather.temperature),
      humidity: toNumeric(weather.humidity),
      windSpeed: toNumeric(weather.windSpeed),
      // Spec 9: the wind direction is shown uppercased.
      windDirection: weather.windDirection.toUpperCase(),
      precipitation: toNumeric(weather.precipitation),
      source: weather.source,
      sources: {
        temperature: weather.sources.temperature,
        humidity: weather.sources.humidity,
        windSpeed: weather.sources.windSpeed,
        windDirection: weather.sources.windDirection,
      },
      forecastIssuedAt: weather.forecastIssuedAt,
      atFinish: {
        temperature: toNumeric(weather.atFinish.temperature ?? null),
        windSpeed: toNumeric(weather.atFinish.windSpeed ?? null),
        windDirection: weather.atFinish.windDirection,
      },
    },
    equipment: {
      carrierGpa: toNumeric(equipment.carrierGpa ?? null),
      groundSpeedMph: toNumeric(equipment.groundSpeedMph ?? null),
      adjuvants: equipment.adjuvants,
      downwindBufferFt: toNumeric(equipment.downwindBufferFt ?? null),
      limitsExplanation: equipment.limitsExplanation,
    },
    nozzle: {
      manufacturer: nozzle.manufacturer,
      noozleType: nozzle.noozleType,
      noozleSize: nozzle.noozleSize,
      pumpPressure: nozzle.pumpPressure === null ? '' : String(nozzle.pumpPressure),
      boomHeightTemp: toNumeric(nozzle.boomHeightTemp),
      dropletClass: nozzle.dropletClass,
    },
    dicambaRecord: {
      ...(Object.fromEntries(DICAMBA_TEXTS.map((key) => [key, form.dicambaRecord?.[key] ?? ''])) as Omit<
        DicambaValues,
        'refills'
      >),
      refills: (form.dicambaRecord?.refills ?? []).map((refill) => ({
        time: refill.time,
        temperature: toNumeric(refill.temperature ?? null),
        windSpeed: toNumeric(refill.windSpeed ?? null),
        windDirection: refill.windDirection,
      })),
    },
    startCheck: form.startCheck
      ? {
          startedAt: form.startCheck.startedAt,
          temperatureF: form.startCheck.temperatureF ?? null,
          windMph: form.startCheck.windMph ?? null,
          windFrom: form.startCheck.windFrom,
          confirmedForecast: [...form.startCheck.confirmedForecast],
        }
      : null,
    changeReason: '',
  };
}

export function toInput(values: ReportValues): ReportFormInput {
  const { generalInfo: info, weather, nozzle, site, equipment } = values;
  return {
    reportDate: values.reportDate,
    generalInfo: {
      ...info,
      sensitiveCropRegistry: fromYesNo(info.sensitiveCropRegistry),
      endangeredSpeciesAwareness: fromYesNo(info.endangeredSpeciesAwareness),
    },
    site: { ...site, areaTreatedAcres: fromNumeric(site.areaTreatedAcres) },
    applications: values.applications.map((row) => ({ ...row, totalAmount: fromNumeric(row.totalAmount) })),
    equipment: {
      ...equipment,
      carrierGpa: fromNumeric(equipment.carrierGpa),
      groundSpeedMph: fromNumeric(equipment.groundSpeedMph),
      downwindBufferFt: fromNumeric(equipment.downwindBufferFt),
    },
    weather: {
      temperature: fromNumeric(weather.temperature),
      humidity: fromNumeric(weather.humidity),
      windSpeed: fromNumeric(weather.windSpeed),
      windDirection: weather.windDirection.trim().toUpperCase(),
      precipitation: fromNumeric(weather.precipitation),
      source: weather.source,
      sources: { ...weather.sources },
      forecastIssuedAt: weather.forecastIssuedAt,
      atFinish: {
        temperature: fromNumeric(weather.atFinish.temperature),
        windSpeed: fromNumeric(weather.atFinish.windSpeed),
        windDirection: weather.atFinish.windDirection.trim().toUpperCase(),
      },
    },
    nozzle: {
      ...nozzle,
      pumpPressure: nozzle.pumpPressure === '' ? null : Number(nozzle.pumpPressure),
      boomHeightTemp: fromNumeric(nozzle.boomHeightTemp),
    },
    startCheck: values.startCheck ? { ...values.startCheck } : null,
    dicambaRecord: {
      ...values.dicambaRecord,
      refills: values.dicambaRecord.refills.map((refill) => ({
        time: refill.time,
        temperature: fromNumeric(refill.temperature),
        windSpeed: fromNumeric(refill.windSpeed),
        windDirection: refill.windDirection.trim().toUpperCase(),
      })),
    },
  };
}

/** The api's error paths name the form's inputs ('generalInfo.applicator'); Mantine's do too. */
export function errorsByInput(
  errors: readonly { field?: string | null; message: string }[],
): Record<string, string> {
  const byInput: Record<string, string> = {};
  for (const error of errors) {
    const path = (error.field ?? '').replace(/^form\./, '');
    if (path && !byInput[path]) byInput[path] = error.message;
  }
  return byInput;
}
