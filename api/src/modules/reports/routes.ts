import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Auth, authenticate } from '../../auth/authenticate';
import type { ReportDrafts } from './drafts';
import { printRoutes } from './print-routes';
import {
  amendReport,
  createReport,
  getReport,
  listReports,
  reportDraft,
  reportVersions,
} from './record-routes';
import { referenceRoutes } from './reference-routes';
import { seasonRoutes } from './season-routes';
import type { ReportsService } from './service';

// The Application Summary Report's calls (spec 2 Reports, 3, 9) and the nozzle reference data.
// The spec shows no submission call; ours are written in ARCHITECTURE.md's gaps table. They are
// added in this order, which is the order of the api's OpenAPI document.
export const reportRoutes =
  (
    { reports, drafts }: { reports: ReportsService; drafts: ReportDrafts },
    auth: Auth,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = { onRequest: authenticate(auth, { read: 'reports:read', write: 'reports:write' }) };
    referenceRoutes(app, reports, signedIn);
    listReports(app, reports, signedIn);
    reportDraft(app, drafts, signedIn);
    createReport(app, reports, signedIn);
    seasonRoutes(app, reports, signedIn);
    getReport(app, reports, signedIn);
    amendReport(app, reports, signedIn);
    reportVersions(app, reports, signedIn);
    printRoutes(app, reports, signedIn);
  };
