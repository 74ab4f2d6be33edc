import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Auth, authenticate, viewerOf } from '../../auth/authenticate';
import { errorBody } from '../../errors';
import { coercedInt4 } from '../../input';
import { normaliseForm, reportForm } from './form';
import { reportMapSvg } from './map';
import { mapInput, reportPdf } from './pdf';
import { recordText as recordLines } from './printed';
import { seasonCsv, seasonPdf } from './season';
import type { ReportsService } from './service';
import type { ReportVersionRow } from './store';
import { timeZoneOfBoundary, zoneNameAt } from './zone';

// The Application Summary Report's calls (spec 2 Reports, 3, 9) and the nozzle reference data.
// The spec shows no submission call; ours are written in ARCHITECTURE.md's gaps table.
const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const security = [{ bearer: [] }];

const nozzleReference = z
  .object({
    pump_pressures: z.array(z.number().int()).describe('psi'),
    droplet_classes: z.array(
      z.object({ code: z.string(), name: z.string(), colour: z.string(), vmd_microns: z.string() }),
    ),
    nozzle_sizes: z.array(z.object({ code: z.string(), colour: z.string(), gpm_at_40_psi: z.number() })),
    manufacturers: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        noozleTypeCode: z.string(),
        noozle_types: z.array(z.object({ code: z.string(), name: z.string(), kind: z.string() })),
      }),
    ),
  })
  .meta({ id: 'NozzleReference' });

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const productRegistration = z
  .object({
    product_name: z.string(),
    epa_reg_number: z.string(),
    registrant: z.string(),
    registered_from: isoDay
      .nullable()
      .describe('first day of the registration under this number; null when not recorded'),
    registered_until: isoDay
      .nullable()
      .describe('the day it ended (vacated or cancelled), not itself covered; null while it lasts'),
    registration_note: z.string().nullable().describe('what the registration covers, its history and source'),
  })
  .meta({ id: 'ProductRegistration' });

const pairs = z.array(z.object({ label: z.string(), value: z.string() }));
const recordText = z
  .object({
    title: z.string(),
    fieldName: z.string(),
    farmLine: z.string(),
    dateLine: z.string(),
    versionLine: z.string(),
    laterVersion: z.string().nullable(),
    sections: z.array(z.object({ title: z.string(), rows: pairs })),
    products: z.object({
      columns: z.array(z.string()),
      rows: z.array(z.array(z.string())),
      note: z.string().nullable(),
    }),
    driftLine: z.string(),
    footer: z.string(),
  })
  .meta({ id: 'ReportRecord' });

const report = z
  .object({
    id: z.number().int(),
    field: z.string().nullable().describe('the field uuid; null once the field is deleted'),
    field_name: z.string(),
    farm_name: z.string(),
    acres: z.number(),
    version: z.number().int(),
    versions: z.number().int().describe('how many versions the report has'),
    created_at: z.string(),
    saved_at: z.string().describe('when this version was saved'),
    saved_by_name: z.string(),
    change_reason: z.string().nullable(),
    form: reportForm,
    time_zone: z
      .string()
      .describe("the field's IANA time zone ('America/Chicago'): the report's date and times are read in it"),
    time_zone_name: z.string().describe("the zone's short name on the application date, e.g. 'CST'"),
    record: recordText
      .nullable()
      .describe(
        "the record's every printed line, as frozen at its save: the PDF and the print view print these words; null on a version saved before records were frozen, until it is first printed or fetched alone",
      ),
  })
  .meta({ id: 'Report' });

const toReport = (row: ReportVersionRow): z.infer<typeof report> => ({
  record: row.printed ? recordLines({ ...row, form: normaliseForm(row.form), printed: row.printed }) : null,
  id: row.report_id,
  field: row.field_uuid,
  field_name: row.field_name,
  farm_name: row.farm_name,
  acres: row.acres,
  version: row.version,
  versions: row.versions,
  created_at: row.created_at.toISOString(),
  saved_at: row.saved_at.toISOString(),
  saved_by_name: row.saved_by_name,
  change_reason: row.change_reason,
  // Versions saved before an element existed read with it empty (and an end on the same day).
  form: normaliseForm(row.form),
  time_zone: timeZoneOfBoundary(row.geometry),
  time_zone_name: zoneNameAt(
    row.form.reportDate,
    row.form.generalInfo.applicationStart,
    timeZoneOfBoundary(row.geometry),
  ),
});

const draft = z
  .object({
    field: z.object({ uuid: z.string(), name: z.string(), farm_name: z.string(), acres: z.number() }),
    form: reportForm,
    weather: z.object({
      source: z
        .enum(['nws', 'sample'])
        .nullable()
        .describe("'sample' is a sample forecast, not live weather"),
      issued_at: z.string().nullable(),
      error: z.string().nullable(),
    }),
    time_zone: z
      .string()
      .describe("the field's IANA time zone: the draft is dated in it, and its times are read in it"),
    on_behalf: z
      .boolean()
      .describe(
        "made in god mode, by someone working in the grower's account: the applicator is not the account's holder",
      ),
  })
  .meta({ id: 'ReportDraft' });

const pageMeta = z.object({
  page: z.number().int(),
  total_pages: z.number().int(),
  total: z.number().int(),
  results_on_page: z.number().int(),
  previous_page: z.number().int().nullable(),
  next_page: z.number().int().nullable(),
});

const idParams = z.object({ id: coercedInt4().positive() });
const versionQuery = z.object({ version: coercedInt4().positive().optional() });

export const reportRoutes =
  (reports: ReportsService, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = { onRequest: authenticate(auth) };

    app.get(
      '/reference/nozzles/',
      {
        ...signedIn,
        schema: {
          tags: ['reference'],
          security,
          description:
            'Pump pressures (spec 9), the eight ASABE S572 droplet classes, ISO 10625 nozzle sizes, and seven manufacturers with their nozzle types.',
          response: { 200: nozzleReference, ...failures },
        },
      },
      async () => reports.nozzleReference(),
    );

    app.get(
      '/reference/products/',
      {
        ...signedIn,
        schema: {
          tags: ['reference'],
          security,
          description:
            'EPA registration numbers of common products, offered beside the product name on the report, with the dates of the registration under that number.',
          response: { 200: z.array(productRegistration), ...failures },
        },
      },
      async () => reports.productRegistrations(),
    );

    const tags = ['reports'];
    app.get(
      '/reports/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description: "The account's saved reports (latest versions), latest application first, 10 a page.",
          querystring: z.object({
            page: coercedInt4().positive().default(1),
            field: z.uuid().optional(),
          }),
          response: { 200: z.object({ meta: pageMeta, results: z.array(report) }), ...failures },
        },
      },
      async (request) => {
        const page = await reports.list(viewerOf(request), request.query.page, request.query.field ?? null);
        return { meta: page.meta, results: page.results.map(toReport) };
      },
    );

    app.get(
      '/reports/draft/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            "A new report's starting values for a field: today, and the first forecast hour's weather (humidity left empty).",
          querystring: z.object({ field: z.uuid() }),
          response: { 200: draft, ...failures },
        },
      },
      async (request) => reports.draft(viewerOf(request), request.query.field),
    );

    app.post(
      '/reports/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description: 'Saves a report of one of your fields (version 1).',
          body: z.object({ field: z.uuid(), form: reportForm }),
          response: { 201: report, ...failures },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(toReport(await reports.create(viewerOf(request), request.body.field, request.body.form))),
    );

    const seasonQuery = z.object({
      from: isoDay.describe('the first application date, YYYY-MM-DD'),
      to: isoDay.describe('the last application date, YYYY-MM-DD'),
      farm: coercedInt4()
        .positive()
        .optional()
        .describe("one farm's reports (the farm of the field when the report was saved); all when absent"),
    });
    const seasonName = (query: z.infer<typeof seasonQuery>, extension: string) =>
      `application-records-${query.from}-to-${query.to}${query.farm ? `-farm-${query.farm}` : ''}.${extension}`;

    app.get(
      '/reports/season.csv',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            "A season's records as CSV: the latest version of every report whose application date is in the range, a row per product applied, with every element of the record (RFC 4180, UTF-8). At most 500 reports, over at most two years.",
          querystring: seasonQuery,
          produces: ['text/csv'],
          response: { 200: z.any().describe('text/csv'), ...failures },
        },
      },
      async (request, reply) => {
        const season = await reports.season(viewerOf(request), {
          from: request.query.from,
          to: request.query.to,
          farm: request.query.farm ?? null,
        });
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${seasonName(request.query, 'csv')}"`)
          .send(seasonCsv(season));
      },
    );

    app.get(
      '/reports/season.pdf',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            "A season's records as one PDF: each report's latest version, as printed, the earliest application first.",
          querystring: seasonQuery,
          produces: ['application/pdf'],
          response: { 200: z.any().describe('application/pdf'), ...failures },
        },
      },
      async (request, reply) => {
        const season = await reports.season(viewerOf(request), {
          from: request.query.from,
          to: request.query.to,
          farm: request.query.farm ?? null,
        });
        const title = `Application records, ${request.query.from} to ${request.query.to}`;
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${seasonName(request.query, 'pdf')}"`)
          .send(Buffer.from(await seasonPdf(season, title)));
      },
    );

    app.get(
      '/reports/:id/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description: 'A report: its latest version, or the one asked for.',
          params: idParams,
          querystring: versionQuery,
          response: { 200: report, ...failures },
        },
      },
      async (request) =>
        toReport(
          await reports.printable(viewerOf(request), request.params.id, request.query.version ?? null),
        ),
    );

    app.put(
      '/reports/:id/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            'Amends a report: saves a new version with its reason; earlier versions stay unchanged.',
          params: idParams,
          body: z.object({ form: reportForm, change_reason: z.string() }),
          response: { 200: report, ...failures },
        },
      },
      async (request) =>
        toReport(
          await reports.amend(
            viewerOf(request),
            request.params.id,
            request.body.form,
            request.body.change_reason,
          ),
        ),
    );

    app.get(
      '/reports/:id/versions/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description: 'Every version of a report, the first first.',
          params: idParams,
          response: { 200: z.array(report), ...failures },
        },
      },
      async (request) => (await reports.versions(viewerOf(request), request.params.id)).map(toReport),
    );

    app.get(
      '/reports/:id/pdf/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            'The printed report as a PDF (US Letter), with the map of the field, its neighbours and the drift zone.',
          params: idParams,
          querystring: versionQuery,
          produces: ['application/pdf'],
          response: { 200: z.any().describe('application/pdf'), ...failures },
        },
      },
      async (request, reply) => {
        const printable = await reports.printable(
          viewerOf(request),
          request.params.id,
          request.query.version ?? null,
        );
        const bytes = await reportPdf(printable);
        const name = `application-summary-${printable.report_id}-v${printable.version}.pdf`;
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${name}"`)
          .send(Buffer.from(bytes));
      },
    );

    app.get(
      '/reports/:id/map.svg',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            "The report's map as SVG, the same map the PDF draws (the field, own fields, neighbours labelled crop - trait, free CLU outlines, the drift zone, north and scale), for the browser's print page.",
          params: idParams,
          querystring: versionQuery,
          produces: ['image/svg+xml'],
          response: { 200: z.any().describe('image/svg+xml'), ...failures },
        },
      },
      async (request, reply) => {
        const printable = await reports.printable(
          viewerOf(request),
          request.params.id,
          request.query.version ?? null,
        );
        return reply
          .type('image/svg+xml')
          .header('cache-control', 'private, no-store')
          .send(await reportMapSvg(mapInput(printable)));
      },
    );
  };
