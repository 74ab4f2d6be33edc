import { FIELD_NAME_MAX_LENGTH } from '@field-boundaries/contract/boundary-limits';
import { boundaryMessages as shared } from '@field-boundaries/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Auth, authenticate, viewerOf } from '../../auth/authenticate';
import { errorBody } from '../../errors';
import { int4, plainName } from '../../input';
import { farmField } from '../farms/routes';
import type { FieldEdits } from './edits';
import { mpoly } from './routes';

const tags = ['fields'];
const failures = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };
const fieldParams = z.object({ uuid: z.uuid({ error: 'There is no such field.' }) });

const fieldPatch = z.object({
  name: plainName(z.string().max(FIELD_NAME_MAX_LENGTH, shared.nameTooLong), 'Field name').optional(),
  crop: int4().positive().nullable().optional(),
  crop_trait: int4().positive().nullable().optional().describe('a trait of the crop; it names the crop'),
  is_building: z.boolean().optional(),
  endangered_species_measures: z
    .boolean()
    .optional()
    .describe("the county's endangered-species measures (Bulletins Live! Two) apply to this field"),
  mpoly: mpoly.optional(),
  boundary_version: int4()
    .positive()
    .optional()
    .describe(
      "With mpoly: the field's boundary_version when you read the boundary you edited. If the boundary has changed since, the answer is 409 and nothing is saved. Without it the boundary is saved whatever changed in between.",
    ),
});

const bulkBody = z.object({
  data: z
    .array(
      z.object({
        field: z.uuid({ error: 'There is no such field.' }),
        crop: int4().positive(),
        crop_trait: int4()
          .positive()
          .nullable()
          .optional()
          .describe("119 or absent: the crop's Conventional entry"),
      }),
    )
    .min(1, 'Choose at least one field.')
    .max(1000),
});

/** The grower's edits of their own fields (spec 7): one field, many at once, deletion. */
export const fieldEditRoutes =
  (edits: FieldEdits, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = { onRequest: authenticate(auth, { read: 'fields:read', write: 'fields:write' }) };
    const security = [{ bearer: [] }];

    app.patch(
      '/farms/fields/bulk/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description: 'Sets crop and trait on many of your fields at once: all of them, or none.',
          body: bulkBody,
          response: { 200: z.array(farmField), ...failures },
        },
      },
      async (request) =>
        (await edits.bulk(viewerOf(request), request.body.data)).map((field) => ({
          ...field,
          claimed: true as const,
        })),
    );

    app.patch(
      '/farms/fields/:uuid/',
      {
        ...signedIn,
        bodyLimit: 8 * 1024 * 1024,
        schema: {
          tags,
          security,
          description:
            "Edits one of your fields: name, crop and trait, building label, the county's endangered-species measures, boundary (mpoly, with the boundary_version it was edited from).",
          params: fieldParams,
          body: fieldPatch,
          response: { 200: farmField, ...failures },
        },
      },
      async (request) => ({
        ...(await edits.update(viewerOf(request), request.params.uuid, request.body)),
        claimed: true as const,
      }),
    );

    app.delete(
      '/farms/fields/:uuid/',
      {
        ...signedIn,
        schema: { tags, security, params: fieldParams, response: { 204: z.null(), ...failures } },
      },
      async (request, reply) => {
        await edits.remove(viewerOf(request), request.params.uuid);
        return reply.status(204).send(null);
      },
    );
  };
