import type { ReportFormInput } from '../../generated/resolvers';

const SOURCES = ['applicator', 'spray-start', 'nws', 'sample'] as const;
/** Absent means the applicator's own reading; anything not a source goes on for the api to refuse. */
const sourceOf = (text: string | null | undefined) =>
  text == null ? 'applicator' : (SOURCES.find((each) => each === text) ?? (text as (typeof SOURCES)[number]));

/** GraphQL leaves an omitted nullable input undefined; the api wants every value, null when empty. */
export function formBody(form: ReportFormInput) {
  const { generalInfo: info, weather, nozzle, site, equipment } = form;
  const finish = weather.atFinish;
  return {
    reportDate: form.reportDate,
    generalInfo: {
      applicator: info.applicator,
      applicatorLicenseNumber: info.applicatorLicenseNumber,
      applicationStart: info.applicationStart,
      applicationStop: info.applicationStop,
      sensitiveCropRegistry: info.sensitiveCropRegistry ?? null,
      endangeredSpeciesAwareness: info.endangeredSpeciesAwareness ?? null,
      applicationStopsNextDay: info.applicationStopsNextDay ?? false,
      supervisedApplicators: info.supervisedApplicators ?? '',
      registryCheckedOn: info.registryCheckedOn ?? '',
      neighboursNotified: info.neighboursNotified ?? '',
      commercial: info.commercial ?? false,
      customerName: info.customerName ?? '',
      customerAddress: info.customerAddress ?? '',
    },
    site: {
      cropOrSite: site?.cropOrSite ?? '',
      areaTreatedAcres: site?.areaTreatedAcres ?? null,
      fsaFarmNumber: site?.fsaFarmNumber ?? '',
      fsaTractNumber: site?.fsaTractNumber ?? '',
      fsaFieldNumber: site?.fsaFieldNumber ?? '',
    },
    applications: form.applications.map((row) => ({
      productName: row.productName,
      epaRegNumber: row.epaRegNumber,
      useRate: row.useRate,
      totalAmount: row.totalAmount ?? null,
      totalAmountUnit: row.totalAmountUnit ?? '',
    })),
    weather: {
      temperature: weather.temperature ?? null,
      humidity: weather.humidity ?? null,
      windSpeed: weather.windSpeed ?? null,
      windDirection: weather.windDirection,
      precipitation: weather.precipitation ?? null,
      source: sourceOf(weather.source),
      sources: {
        temperature: sourceOf(weather.sources?.temperature ?? weather.source),
        humidity: sourceOf(weather.sources?.humidity ?? weather.source),
        windSpeed: sourceOf(weather.sources?.windSpeed ?? weather.source),
        windDirection: sourceOf(weather.sources?.windDirection ?? weather.source),
      },
      forecastIssuedAt: weather.forecastIssuedAt ?? '',
      atFinish: {
        temperature: finish?.temperature ?? null,
        windSpeed: finish?.windSpeed ?? null,
        windDirection: finish?.windDirection ?? '',
      },
    },
    nozzle: {
      ...nozzle,
      pumpPressure: nozzle.pumpPressure ?? null,
      boomHeightTemp: nozzle.boomHeightTemp ?? null,
    },
    startCheck: form.startCheck
      ? {
          startedAt: form.startCheck.startedAt,
          temperatureF: form.startCheck.temperatureF ?? null,
          windMph: form.startCheck.windMph ?? null,
          windFrom: form.startCheck.windFrom,
          confirmedForecast: form.startCheck.confirmedForecast,
        }
      : null,
    equipment: {
      carrierGpa: equipment?.carrierGpa ?? null,
      groundSpeedMph: equipment?.groundSpeedMph ?? null,
      adjuvants: equipment?.adjuvants ?? '',
      downwindBufferFt: equipment?.downwindBufferFt ?? null,
      limitsExplanation: equipment?.limitsExplanation ?? '',
    },
    ...(form.dicambaRecord ? { dicambaRecord: dicambaBody(form.dicambaRecord) } : {}),
  };
}

/** The over-the-top dicamba record items, every text given ('' when omitted); absent stays absent. */
function dicambaBody(record: NonNullable<ReportFormInput['dicambaRecord']>) {
  return {
    trainingProvider: record.trainingProvider ?? '',
    trainingCompletedOn: record.trainingCompletedOn ?? '',
    applicationTiming: record.applicationTiming ?? '',
    registryName: record.registryName ?? '',
    adjacentSurveyedOn: record.adjacentSurveyedOn ?? '',
    bufferAreas: record.bufferAreas ?? '',
    bufferReduction: record.bufferReduction ?? '',
    cleanoutOn: record.cleanoutOn ?? '',
    cleanoutMethod: record.cleanoutMethod ?? '',
    runoffPoints: record.runoffPoints ?? '',
    refills: (record.refills ?? []).map((refill) => ({
      time: refill.time,
      temperature: refill.temperature ?? null,
      windSpeed: refill.windSpeed ?? null,
      windDirection: refill.windDirection,
    })),
  };
}
