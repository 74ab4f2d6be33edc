import { FIELD_NAME_MAX_LENGTH } from '@field-boundaries/contract/boundary-limits';
import { boundaryMessages as shared } from '@field-boundaries/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Auth, authenticate, viewerOf } from '../../auth/authenticate';
import { errorBody } from '../../errors';
import { int4, plainName } from '../../input';
import { disputeField, farmField } from '../farms/routes';
import { boundaryMessages } from './boundary';
import type { FieldBoundaries } from './service';

const tags = ['fields'];
const security = [{ bearer: [] }];
const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const fieldParams = z.object({ uuid: z.uuid({ error: 'There is no such field.' }) });
/**
 * Room for a boundary past the vertex limit, so that one is refused by the rule that names
 * the limit rather than by the generic size check (200,000 vertices is about 5 MB of JSON).
 */
const BOUNDARY_BODY_LIMIT = 8 * 1024 * 1024;

const position = z.tuple([z.number(), z.number()]);
/** Spec 3's mpoly: one ring with its first point repeated last; or MultiPolygon coordinates. */
export const mpoly = z
  .union([z.array(position), z.array(z.array(z.array(position)))], { error: boundaryMessages.shape })
  .describe(
    'The boundary: a ring of [longitude, latitude] points, the first repeated at the end; or GeoJSON MultiPolygon coordinates',
  );

/** Spec 3: the create payload carries herbicide and tank_mix, always null. */
const alwaysNull = (name: string) =>
  z
    .number()
    .nullable()
    .optional()
    .refine((value) => value == null, { error: `${name} is always null when adding a field.` })
    .describe('always null');

const drawBody = z.object({
  name: plainName(
    z.string({ error: shared.noName }).max(FIELD_NAME_MAX_LENGTH, shared.nameTooLong),
    'Field name',
  ),
  mpoly,
  farm: int4().positive().nullable().describe("The farm; null for a neighbour's field"),
  crop: int4().positive().nullable().optional(),
  crop_trait: int4().positive().nullable().optional(),
  herbicide: alwaysNull('herbicide'),
  tank_mix: alwaysNull('tank_mix'),
  legal_confirmed: z
    .boolean()
    .optional()
    .describe('The user confirmed, for this field, being the legal owner or authorized to act for the owner'),
});

const mapField = z
  .object({
    uuid: z.string(),
    mine: z.boolean(),
    neighbour: z.boolean().describe("another account's field within about 30 m of one of yours"),
    name: z.string().nullable().describe('your own fields only'),
    farm_name: z
      .string()
      .nullable()
      .describe("your own fields' farm; null for a neighbour's boundary you drew"),
    area: z.number(),
    geometry: z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(z.array(position))) }),
    dispute_fields: z.array(disputeField),
    boundary_version: z
      .number()
      .int()
      .nullable()
      .describe("your own fields only: the boundary's version, to send back with an edit of it"),
  })
  .meta({ id: 'MapField' });
const disputeArea = z
  .object({
    field: z.string().describe('your field'),
    other: z.string().describe('the other account’s field'),
    area: z.number().describe('acres of this overlap: two separate overlaps of two fields are two areas'),
    geometry: z.object({ type: z.string(), coordinates: z.unknown() }),
  })
  .meta({ id: 'DisputeArea' });

const withClaimed = <T extends object>(field: T) => ({ ...field, claimed: true as const });

/** Drawing a field, merging, splitting, and the fields drawn on the map from their own boundaries. */
export const boundaryRoutes =
  (boundaries: FieldBoundaries, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = { onRequest: authenticate(auth, { read: 'fields:read', write: 'fields:write' }) };

    app.post(
      '/farms/fields/',
      {
        ...signedIn,
        bodyLimit: BOUNDARY_BODY_LIMIT,
        schema: {
          tags,
          security,
          description:
            "Adds a field drawn by hand (plan B). An own field goes in a farm of yours, with a name unique in it and the legal notice accepted; a neighbour's field has farm null.",
          body: drawBody,
          response: { 201: farmField, 402: errorBody, ...failures },
        },
      },
      async (request, reply) =>
        reply.status(201).send(withClaimed(await boundaries.create(viewerOf(request), request.body))),
    );

    app.patch(
      '/farms/fields/:uuid/merge/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            'Merges your fields that touch or overlap into this one (PostGIS unions them, without the corners left on straight edges); it takes the name of the largest. The others are kept in its history and listed in merged_from.',
          params: fieldParams,
          body: z.object({ merge_fields: z.array(z.uuid({ error: 'There is no such field.' })).max(100) }),
          response: { 200: farmField, ...failures },
        },
      },
      async (request) =>
        withClaimed(
          await boundaries.merge(viewerOf(request), request.params.uuid, request.body.merge_fields),
        ),
    );

    app.post(
      '/farms/fields/:uuid/split/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            'Splits your field along a line drawn across it (PostGIS ST_Split). The largest piece keeps the field; the others become new fields of the same farm.',
          params: fieldParams,
          body: z.object({
            line: z
              .array(position, { error: 'The line must be a list of [longitude, latitude] points.' })
              .min(2)
              .max(1000),
            boundary_version: int4()
              .positive()
              .optional()
              .describe(
                "The field's boundary_version the line was drawn on: 409, and nothing split, if the boundary has changed since. Without it the line cuts the boundary as it is now.",
              ),
          }),
          response: { 200: z.object({ fields: z.array(farmField) }), ...failures },
        },
      },
      async (request) => ({
        fields: (
          await boundaries.split(
            viewerOf(request),
            request.params.uuid,
            request.body.line,
            request.body.boundary_version,
          )
        ).map(withClaimed),
      }),
    );

    app.get(
      '/farms/fields/map/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            "Fields in a map view, drawn from their own boundaries: yours and other accounts' farm fields, and the overlaps in dispute.",
          querystring: z.object({
            west: z.coerce.number().min(-180).max(180),
            south: z.coerce.number().min(-90).max(90),
            east: z.coerce.number().min(-180).max(180),
            north: z.coerce.number().min(-90).max(90),
          }),
          response: {
            200: z.object({ fields: z.array(mapField), disputes: z.array(disputeArea) }),
            400: errorBody,
            401: errorBody,
          },
        },
      },
      async (request) => boundaries.inView(viewerOf(request), request.query),
    );
  };
