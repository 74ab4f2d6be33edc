import { z } from 'zod';
import {
  failures,
  nozzleReference,
  productRegistration,
  type ReportsApp,
  type SignedIn,
  security,
} from './schemas';
import type { ReportsService } from './service';

/** The nozzle reference data and the EPA registrations a report is written with (the catalogue's). */
export function referenceRoutes(app: ReportsApp, reports: ReportsService, signedIn: SignedIn) {
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
}
