import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { authenticate } from '../../auth/authenticate';
import { errorBody } from '../../errors';
import { coercedInt4 } from '../../input';
import { normaliseForm, reportForm } from './form';
import { recordText as recordLines } from './printed';
import type { ReportVersionRow } from './store';
import { timeZoneOfBoundary, zoneNameAt } from './zone';

// The wire shapes of the report calls (routes.ts lists the calls, in the order they are served).

/** The api as a route file adds to it. */
export type ReportsApp = Parameters<FastifyPluginAsyncZod>[0];
/** The hook every report call runs first: the caller is signed in. */
export type SignedIn = { onRequest: ReturnType<typeof authenticate> };

export const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
export const security = [{ bearer: [] }];

export const nozzleReference = z
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

export const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const productRegistration = z
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
export const recordText = z
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

export const report = z
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
    pdf_sha256: z
      .string()
      .nullable()
      .describe(
        "the SHA-256 (hex) of this version's PDF, whose bytes never change after its save: a kept copy whose `sha256sum` matches is the file the product holds; null on a version saved before files were kept, until it is first printed",
      ),
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

export const toReport = (row: ReportVersionRow): z.infer<typeof report> => ({
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
  pdf_sha256: row.pdf_sha256,
  // Versions saved before an element existed read with it empty (and an end on the same day).
  form: normaliseForm(row.form),
  time_zone: timeZoneOfBoundary(row.geometry),
  time_zone_name: zoneNameAt(
    row.form.reportDate,
    row.form.generalInfo.applicationStart,
    timeZoneOfBoundary(row.geometry),
  ),
});

export const draft = z
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

export const pageMeta = z.object({
  page: z.number().int(),
  total_pages: z.number().int(),
  total: z.number().int(),
  results_on_page: z.number().int(),
  previous_page: z.number().int().nullable(),
  next_page: z.number().int().nullable(),
});

export const idParams = z.object({ id: coercedInt4().positive() });
export const versionQuery = z.object({ version: coercedInt4().positive().optional() });
