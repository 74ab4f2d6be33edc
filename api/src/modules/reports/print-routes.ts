import { z } from 'zod';
import { viewerOf } from '../../auth/authenticate';
import { reportMapSvg } from './map';
import { mapInput } from './pdf';
import { failures, idParams, type ReportsApp, type SignedIn, security, versionQuery } from './schemas';
import type { ReportsService } from './service';

const tags = ['reports'];

/** A report as printed: the PDF, and its map as SVG for the browser's print page. */
export function printRoutes(app: ReportsApp, reports: ReportsService, signedIn: SignedIn) {
  app.get(
    '/reports/:id/pdf/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        description:
          'The printed report as a PDF (US Letter), with the map of the field, its neighbours and the drift zone: the bytes kept since the version was saved, whose SHA-256 the report lists as `pdf_sha256` (also sent as `x-content-sha256`).',
        params: idParams,
        querystring: versionQuery,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('application/pdf'), ...failures },
      },
    },
    async (request, reply) => {
      const { printable, pdf, sha256 } = await reports.file(
        viewerOf(request),
        request.params.id,
        request.query.version ?? null,
      );
      const name = `application-summary-${printable.report_id}-v${printable.version}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('x-content-sha256', sha256)
        .send(Buffer.from(pdf));
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
}
