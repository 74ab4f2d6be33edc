import type {
  MutationResolvers,
  QueryResolvers,
  ReportDraftResolvers,
  ReportFormInput,
  ReportResolvers,
} from '../generated/resolvers';
import { attempt, unwrap } from '../upstream/client';
import { requireSession } from './session';

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

/** GraphQL leaves an omitted nullable input undefined; the api wants every value, null when empty. */
function formBody(form: ReportFormInput) {
  const { generalInfo: info, weather, nozzle } = form;
  return {
    reportDate: form.reportDate,
    generalInfo: {
      ...info,
      sensitiveCropRegistry: info.sensitiveCropRegistry ?? null,
      endangeredSpeciesAwareness: info.endangeredSpeciesAwareness ?? null,
      applicationStopsNextDay: info.applicationStopsNextDay ?? false,
    },
    applications: form.applications,
    weather: {
      temperature: weather.temperature ?? null,
      humidity: weather.humidity ?? null,
      windSpeed: weather.windSpeed ?? null,
      windDirection: weather.windDirection,
      precipitation: weather.precipitation ?? null,
    },
    nozzle: {
      ...nozzle,
      pumpPressure: nozzle.pumpPressure ?? null,
      boomHeightTemp: nozzle.boomHeightTemp ?? null,
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
