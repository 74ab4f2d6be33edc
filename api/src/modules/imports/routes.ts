import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Auth, authenticate, viewerOf } from '../../auth/authenticate';
import { errorBody } from '../../errors';
import { coercedInt4 } from '../../input';
import { epsgDefinition } from '../clu/importers/reproject';
import type { BoundaryImports } from './service';

// A farm's boundaries in and out as files (GeoJSON, KML or KMZ, zipped Shapefile). Calls of our own:
// the spec shows none (see the README's gaps table).
const tags = ['fields'];
const farmParams = z.object({ id: coercedInt4().positive() });
const format = z.enum(['geojson', 'kml', 'shapefile', 'flatgeobuf', 'geopackage', 'isoxml', 'csv'], {
  error: 'Choose geojson, kml, shapefile, flatgeobuf, geopackage, isoxml or csv.',
});

const importReport = z
  .object({
    taken: z.number().int(),
    refused: z.number().int(),
    skipped: z
      .number()
      .int()
      .describe('features that repeat a field of the account and were not chosen in import_anyway'),
    not_boundaries: z
      .number()
      .int()
      .describe(
        'features that are points or lines (a label, a sampling point, a fence, a guidance line): skipped as no field boundary, not refused',
      ),
    written: z.boolean().describe('false for a dry run, or when nothing was taken'),
    columns: z
      .array(z.string())
      .describe("the file's columns of text or numbers: a name column can be chosen from them"),
    name_column: z
      .string()
      .nullable()
      .describe('the column the names came from: the one chosen, or the usual one found'),
    notes: z
      .array(z.string())
      .describe('what was skipped or assumed in reading the file: a macOS resource file, a missing .prj'),
    features: z.array(
      z.object({
        number: z.number().int().describe("the feature's place in the file, from 1"),
        name: z.string(),
        status: z
          .enum(['taken', 'refused', 'skipped'])
          .describe(
            'skipped: its boundary is a field of the account already (see matches; list it in import_anyway to take it), or it is a point or a line, no field boundary (its reason says so)',
          ),
        reason: z.string().nullable().describe('why it was refused or skipped, or a note on what was taken'),
        acres: z.number().nullable(),
        uuid: z.string().nullable().describe('the new field; null when refused, skipped or in a dry run'),
        matches: z
          .array(
            z.object({
              uuid: z.string(),
              name: z.string(),
              farm: z.number().int(),
              farm_name: z.string().describe('the farm the existing field is in'),
              metres: z
                .number()
                .describe("the Hausdorff distance between the two boundaries, in metres (the UTM zone's)"),
            }),
          )
          .describe("the account's fields with the same boundary within 1 m, nearest first"),
      }),
    ),
  })
  .meta({ id: 'ImportReport' });

export const importRoutes =
  (imports: BoundaryImports, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = { onRequest: authenticate(auth, { read: 'fields:read', write: 'fields:write' }) };
    const security = [{ bearer: [] }];

    app.post(
      '/farms/:id/fields/import/',
      {
        ...signedIn,
        // A boundary file of a large farm, base64: well past the api's 1 MB default.
        bodyLimit: 16 * 1024 * 1024,
        schema: {
          tags,
          security,
          description:
            "Imports a farm's boundaries from a file (format kml also reads a KMZ; format shapefile reads whatever a zip holds: a shapefile, a display's TASKDATA folder (ISOXML) or a KML; format isoxml reads a TASKDATA.XML or its zipped folder; format csv reads a table with each boundary as WKT, EWKT or hex WKB in a column named WKT, geometry, the_geom, geom, wkb_geometry or shape). Each feature is taken, skipped (its boundary is a field of the account already, within 1 m: unless listed in import_anyway) or refused with its reason (the rules of a drawn boundary); the taken ones are written together, or none. dry_run: report only (the preview). 429 when the sender's other files (UPLOAD_PER_GROWER, 2) are still being read; 503 when the line of files waiting to be read is full (try again in a minute). Nothing is imported either way.",
          params: farmParams,
          body: z.object({
            format,
            // Checked as base64 in the file worker: a regular expression over 16 MB here held the
            // event loop for some 50 ms.
            content: z
              .string({ error: 'content must be the file, base64.' })
              .min(1, { error: 'content must be the file, base64.' })
              .describe('the file, base64'),
            dry_run: z.boolean().optional(),
            legal_confirmed: z.boolean().optional(),
            crs: z
              .number()
              .int()
              .min(1)
              .max(2_147_483_647)
              .refine((code) => epsgDefinition(code) !== undefined, {
                error: 'Choose WGS 84 (4326), NAD 83 (4269) or a UTM zone (326xx, 327xx or 269xx).',
              })
              .optional()
              .describe(
                "EPSG code of a shapefile's coordinates when it came without its .prj (the preview asks)",
              ),
            name_column: z
              .string()
              .min(1)
              .max(100)
              .optional()
              .describe("the column to name the fields from (one of the report's columns)"),
            import_anyway: z
              .array(z.number().int().min(1).max(2_147_483_647))
              .max(100_000)
              .optional()
              .describe(
                'features (by number) that repeat a field of the account and are to be imported anyway; the others that do are skipped',
              ),
          }),
          response: {
            200: importReport,
            400: errorBody,
            401: errorBody,
            403: errorBody,
            404: errorBody,
            429: errorBody,
            503: errorBody,
          },
        },
      },
      async (request) => imports.import(viewerOf(request), request.params.id, request.body),
    );

    app.get(
      '/farms/:id/fields/export/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            "A farm's fields as a file (200: the file, as an attachment): GeoJSON, KML, a zipped Shapefile (its first columns CLIENT_NAM, FARM_NAME and FIELD_NAME, as John Deere Operations Center files boundaries), FlatGeobuf, GeoPackage, ISOXML (TASKDATA/TASKDATA.XML, version 4.3, zipped, for an in-cab display), or CSV with a WKT column, all in WGS 84.",
          params: farmParams,
          querystring: z.object({ format }),
          response: {
            200: z
              .any()
              .describe(
                'the file: GeoJSON, KML, FlatGeobuf, GeoPackage, a zip of fields.shp, .shx, .dbf and .prj, a zip of TASKDATA/TASKDATA.XML, or CSV',
              ),
            400: errorBody,
            401: errorBody,
            404: errorBody,
          },
        },
      },
      async (request, reply) => {
        const file = await imports.export(viewerOf(request), request.params.id, request.query.format);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .send(file.bytes);
      },
    );
  };
