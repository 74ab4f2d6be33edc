import type {
  MutationResolvers,
  QueryResolvers,
  ReportDraftResolvers,
  ReportFormInput,
  ReportResolvers,
} from '../../generated/resolvers';
import { attempt, unwrap } from '../../upstream/client';
import { requireSession } from '../accounts/session';

// Saved Application Summary Reports: list, reopen, save, amend (a new version each time).
export const ReportsQuery: QueryResolvers = {
  async reports(_parent, { page, field }, context) {
    requireSession(context);
    const answer = unwrap(
      await context.upstream.GET('/reports/', { params: { query: { page, ...(field ? { field } : {}) } } }),
    );
    const { meta } = answer;
    return {
      meta: {
        page: meta.page,
        totalPages: meta.total_pages,
        total: meta.total,
        resultsOnPage: meta.results_on_page,
        previousPage: meta.previous_page,
        nextPage: meta.next_page,
      },
      results: answer.results,
    };
  },

  async report(_parent, { id, version }, context) {
    requireSession(context);
    const answer = await context.upstream.GET('/reports/{id}/', {
      params: { path: { id }, query: version ? { version } : {} },
    });
    if (answer.response.status === 404) return null;
    return unwrap(answer);
  },

  async reportDraft(_parent, { field }, context) {
    requireSession(context);
    return unwrap(await context.upstream.GET('/reports/draft/', { params: { query: { field } } }));
  },
};

export const Report: ReportResolvers = {
  fieldName: (report) => report.field_name,
  farmName: (report) => report.farm_name,
  createdAt: (report) => report.created_at,
  savedAt: (report) => report.saved_at,
  savedByName: (report) => report.saved_by_name,
  changeReason: (report) => report.change_reason,
  timeZone: (report) => report.time_zone,
  timeZoneName: (report) => report.time_zone_name,
  history: async (report, _args, { upstream }) =>
    unwrap(await upstream.GET('/reports/{id}/versions/', { params: { path: { id: report.id } } })),
  pdfUrl: (report) => `/downloads/reports/${report.id}/pdf?version=${report.version}`,
  mapUrl: (report) => `/downloads/reports/${report.id}/map.svg?version=${report.version}`,
};

export const ReportDraft: ReportDraftResolvers = {
  timeZone: (draft) => draft.time_zone,
  onBehalf: (draft) => draft.on_behalf,
  field: (draft) => ({
    uuid: draft.field.uuid,
    name: draft.field.name,
    farmName: draft.field.farm_name,
    acres: draft.field.acres,
  }),
  weather: (draft) => ({
    source: draft.weather.source,
    issuedAt: draft.weather.issued_at,
    error: draft.weather.error,
  }),
};

const SOURCES = ['applicator', 'spray-start', 'nws', 'sample'] as const;
/** Absent means the applicator's own reading; anything not a source goes on for the api to refuse. */
const sourceOf = (text: string | null | undefined) =>
  text == null ? 'applicator' : (SOURCES.find((each) => each === text) ?? (text as (typeof SOURCES)[number]));

/** GraphQL leaves an omitted nullable input undefined; the api wants every value, null when empty. */
function formBody(form: ReportFormInput) {
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
    equipment: {
      carrierGpa: equipment?.carrierGpa ?? null,
      groundSpeedMph: equipment?.groundSpeedMph ?? null,
      adjuvants: equipment?.adjuvants ?? '',
      downwindBufferFt: equipment?.downwindBufferFt ?? null,
    },
  };
}

export const ReportsMutation: MutationResolvers = {
  async saveReport(_parent, { input }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.POST('/reports/', { body: { field: input.field, form: formBody(input.form) } }),
    );
    return answer.ok
      ? { ok: true, errors: [], report: answer.data }
      : { ok: false, errors: answer.errors, report: null };
  },

  async amendReport(_parent, { input }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.PUT('/reports/{id}/', {
        params: { path: { id: input.id } },
        body: { form: formBody(input.form), change_reason: input.changeReason },
      }),
    );
    return answer.ok
      ? { ok: true, errors: [], report: answer.data }
      : { ok: false, errors: answer.errors, report: null };
  },
};
