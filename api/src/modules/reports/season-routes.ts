import { z } from 'zod';
import { viewerOf } from '../../auth/authenticate';
import { coercedInt4 } from '../../input';
import { failures, isoDay, type ReportsApp, type SignedIn, security } from './schemas';
import { seasonCsv, seasonPdf } from './season';
import type { ReportsService } from './service';

const tags = ['reports'];

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

/** A season's records for the farm office: CSV, and one PDF. */
export function seasonRoutes(app: ReportsApp, reports: ReportsService, signedIn: SignedIn) {
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
        .send(Buffer.from(await seasonPdf(await reports.files(season), title)));
    },
  );
}
