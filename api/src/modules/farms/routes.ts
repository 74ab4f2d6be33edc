import { FIELD_NAME_MAX_LENGTH } from '@field-boundaries/contract/boundary-limits';
import { boundaryMessages } from '@field-boundaries/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Auth, authenticate, viewerOf } from '../../auth/authenticate';
import { errorBody } from '../../errors';
import { coercedInt4, int4, plainName } from '../../input';
import type { Neighbours } from '../neighbours/service';
import type { FieldsService } from './service';

const tags = ['fields'];

/** Another account's field overlapping one of yours: each separate overlap with its own acres. */
export const disputeField = z
  .object({
    uuid: z.string().describe("the other account's field"),
    area: z.number().describe('acres of overlap in all'),
    overlaps: z
      .array(z.number())
      .describe('acres of each separate overlap past the tolerance, largest first: two overlaps are two'),
  })
  .meta({ id: 'DisputeField' });

const claimedField = z.object({
  uuid: z.string(),
  name: z.string(),
  area: z.number().describe('acres'),
  farm: z.number().int().nullable().describe('null for a boundary drawn for a neighbour'),
  claimed: z.literal(true),
  owner: z.object({ full_name: z.string(), email: z.string() }),
  crop: z.number().int().nullable(),
  crop_trait: z.number().int().nullable(),
  is_building: z.boolean(),
  clu: z.string().nullable().describe('the CLU the field was claimed from; null for a drawn boundary'),
  geometry: z
    .object({
      type: z.literal('MultiPolygon'),
      coordinates: z.array(z.array(z.array(z.tuple([z.number(), z.number()])))),
    })
    .describe('the field’s own boundary'),
  dispute_fields: z
    .array(disputeField)
    .describe(
      "other accounts' fields overlapping this one: each overlap of more than 0.1 acres is a dispute",
    ),
  merged_from: z.array(z.string()).describe('the fields merged into this one'),
  boundary_version: z
    .number()
    .int()
    .describe(
      "the boundary's version: it moves on at every change of the boundary; send it back when you save a boundary edited from this copy",
    ),
});

const claimBody = z.object({
  name: plainName(
    z
      .string({ error: 'Please enter a name for the field.' })
      .trim()
      .min(1, 'Please enter a name for the field.')
      .max(FIELD_NAME_MAX_LENGTH, boundaryMessages.nameTooLong),
    'Field name',
  ),
  farm: int4().positive().optional().describe("The farm to claim into; the account's first farm if absent"),
  legal_confirmed: z
    .boolean()
    .optional()
    .describe('The user confirmed, for this claim, being the legal owner or authorized to act for the owner'),
});

export const farm = z
  .object({
    id: z.number().int(),
    name: z.string(),
    field_count: z.number().int(),
    acres: z.number().describe('the acres of its fields'),
  })
  .meta({ id: 'Farm' });
const farmBody = z.object({
  name: plainName(
    z.string({ error: 'Please enter a name for the farm.' }).max(60, 'Max of 60 characters'),
    'Farm name',
  ),
});
const farmParams = z.object({ id: coercedInt4().positive() });
export const farmField = claimedField
  .extend({
    endangered_species_measures: z
      .boolean()
      .describe(
        "the county's endangered-species measures (Bulletins Live! Two) apply: their buffers are kept",
      ),
    center: z.object({ lat: z.number(), lng: z.number() }).describe('a point inside the field'),
    bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]).describe('[west, south, east, north]'),
    neighbor_compatibility: z
      .array(
        z.object({
          field: z.string().describe('the neighbour field'),
          crop: z.number().int(),
          crop_trait: z.number().int().nullable(),
          injuring: z
            .array(z.string())
            .describe("the actives this field's trait is sprayed with that would injure it"),
        }),
      )
      .optional()
      .describe(
        "plan B, in a farm's field list: neighbours this field's herbicides would injure (the 'Neighbor compatibility' warning)",
      ),
  })
  .meta({ id: 'FarmField' });

export const fieldRoutes =
  (fields: FieldsService, auth: Auth, neighbours: Neighbours): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = { onRequest: authenticate(auth, { read: 'fields:read', write: 'fields:write' }) };
    const security = [{ bearer: [] }];

    app.get(
      '/farms/me/',
      { ...signedIn, schema: { tags, security, response: { 200: z.array(farm), 401: errorBody } } },
      async (request) => fields.farms(viewerOf(request)),
    );

    app.post(
      '/farms/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description: 'Adds a farm to the account. Plan F holds one farm: a second answers 402.',
          body: farmBody,
          response: { 201: farm, 400: errorBody, 401: errorBody, 402: errorBody, 409: errorBody },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await fields.addFarm(viewerOf(request), request.body.name)),
    );

    app.patch(
      '/farms/:id/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          params: farmParams,
          body: farmBody,
          response: { 200: farm, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody },
        },
      },
      async (request) => fields.renameFarm(viewerOf(request), request.params.id, request.body.name),
    );

    app.delete(
      '/farms/:id/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description: 'Deletes a farm of the account, and its fields with it.',
          params: farmParams,
          response: { 204: z.null(), 401: errorBody, 404: errorBody },
        },
      },
      async (request, reply) => {
        await fields.deleteFarm(viewerOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/farms/:id/fields/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          params: z.object({ id: coercedInt4().positive() }),
          response: { 200: z.array(farmField), 400: errorBody, 401: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const found = await fields.farmFields(viewer, request.params.id);
        const warnings = await neighbours.warnings(viewer, found);
        return found.map((field) => ({
          ...field,
          claimed: true as const,
          neighbor_compatibility: warnings.get(field.uuid) ?? [],
        }));
      },
    );

    app.patch(
      '/farms/fields/:uuid/claim/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description: 'Claims a free CLU field as one of your own.',
          params: z.object({ uuid: z.uuid({ error: 'There is no such field.' }) }),
          body: claimBody,
          response: {
            200: farmField,
            400: errorBody,
            401: errorBody,
            402: errorBody,
            403: errorBody,
            404: errorBody,
            409: errorBody,
          },
        },
      },
      async (request) => ({
        ...(await fields.claim(viewerOf(request), request.params.uuid, request.body)),
        claimed: true as const,
      }),
    );
  };
