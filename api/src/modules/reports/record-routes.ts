import { z } from 'zod';
import { viewerOf } from '../../auth/authenticate';
import { coercedInt4, int4 } from '../../input';
import type { ReportDrafts } from './drafts';
import { reportForm } from './form';
import {
  draft,
  failures,
  idParams,
  pageMeta,
  type ReportsApp,
  report,
  type SignedIn,
  security,
  toReport,
  versionQuery,
} from './schemas';
import type { ReportsService } from './service';

// A report's records: the list, a draft, saving, reading, amending and the versions.

const tags = ['reports'];

/** `GET reports/`: the account's saved reports, 10 a page. */
export function listReports(app: ReportsApp, reports: ReportsService, signedIn: SignedIn) {
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
}

/** `GET reports/draft/`: a new report's starting values. */
export function reportDraft(app: ReportsApp, drafts: ReportDrafts, signedIn: SignedIn) {
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
    async (request) => drafts.draft(viewerOf(request), request.query.field),
  );
}

/** `POST reports/`: a report's first version. */
export function createReport(app: ReportsApp, reports: ReportsService, signedIn: SignedIn) {
  app.post(
    '/reports/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        description: 'Saves a report of one of your fields (version 1).',
        body: z.object({ field: z.uuid(), form: reportForm }),
        response: { 201: report, ...failures, 422: failures[400] },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(toReport(await reports.create(viewerOf(request), request.body.field, request.body.form))),
  );
}

/** `GET reports/{id}/`: a version of a report. */
export function getReport(app: ReportsApp, reports: ReportsService, signedIn: SignedIn) {
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
      toReport(await reports.printable(viewerOf(request), request.params.id, request.query.version ?? null)),
  );
}

/** `PUT reports/{id}/`: a new version, with its reason. */
export function amendReport(app: ReportsApp, reports: ReportsService, signedIn: SignedIn) {
  app.put(
    '/reports/:id/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        description:
          'Amends a report: saves a new version with its reason; earlier versions stay unchanged. 409 when a newer version was saved meanwhile than the one amended (`version`, else the newest when the request is read); the message names it.',
        params: idParams,
        body: z.object({
          form: reportForm,
          change_reason: z.string(),
          version: int4()
            .positive()
            .optional()
            .describe('The version this amend is of: refused with 409 if it is no longer the newest.'),
        }),
        response: { 200: report, ...failures, 409: failures[400], 422: failures[400] },
      },
    },
    async (request) =>
      toReport(
        await reports.amend(
          viewerOf(request),
          request.params.id,
          request.body.form,
          request.body.change_reason,
          request.body.version,
        ),
      ),
  );
}

/** `GET reports/{id}/versions/`: every version. */
export function reportVersions(app: ReportsApp, reports: ReportsService, signedIn: SignedIn) {
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
}
