import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Auth, authenticate, viewerOf } from '../../auth/authenticate';
import { errorBody } from '../../errors';
import { coercedInt4, int4 } from '../../input';
import { disputeField } from '../farms/routes';
import { driftZone } from '../spray-safety/routes';
import type { Neighbours } from './service';

// One field as the viewer may see it, and a plan B grower's notes of and invitations to the
// fields beside theirs (spec 7). The spec spells the note's field `adjecent_uuid`; so do we.
const tags = ['neighbours'];
const failures = { 400: errorBody, 401: errorBody, 402: errorBody, 404: errorBody, 409: errorBody };
const fieldParams = z.object({ uuid: z.uuid({ error: 'There is no such field.' }) });
const noteParams = fieldParams.extend({ id: coercedInt4().positive() });

const adjacentTrait = z
  .object({
    id: z.number().int(),
    adjecent_uuid: z.string().describe('the neighbour field noted (spelled as in the spec)'),
    crop: z.number().int().nullable(),
    crop_trait: z.number().int().nullable(),
    is_building: z.boolean(),
  })
  .meta({ id: 'AdjacentTrait' });

const seenField = z
  .object({
    uuid: z.string(),
    clu: z.string().nullable(),
    name: z.string().nullable().describe("null for a field that is not the viewer's"),
    area: z
      .number()
      .nullable()
      .describe("acres; null for another account's field unless the viewer is on plan B"),
    farm: z.number().int().nullable(),
    claimed: z.boolean(),
    mine: z.boolean(),
    owner: z.object({ full_name: z.string(), email: z.string() }).nullable(),
    crop: z.number().int().nullable(),
    crop_trait: z.number().int().nullable(),
    is_building: z.boolean(),
    center: z.object({ lat: z.number(), lng: z.number() }),
    bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
    has_adjacent_trait: z.boolean(),
    adjacent_trait: adjacentTrait.nullable(),
  })
  .meta({ id: 'SeenField' });

const weatherNow = z
  .object({
    temperature_0: z.number().describe('°F, the first forecast hour'),
    wind_speed_0: z.number().describe('mph'),
    wind_dir_0: z.string().describe("the compass point the wind blows from, e.g. 'SW'; 'CALM' without wind"),
    chance_of_rain_0: z.number().describe('%'),
    source: z.enum(['nws', 'sample']).describe("'sample' is made up and must be labelled 'Sample forecast'"),
    issued_at: z.string(),
  })
  .meta({ id: 'WeatherNow' });

const oneField = seenField
  .extend({
    weather: weatherNow
      .nullable()
      .describe("the field's first forecast hour (spec 3); null when the weather source did not answer"),
    drift: driftZone
      .nullable()
      .describe(
        "one's own field's downwind zone in the first forecast hour: the physical drift of a Coarse spray " +
          "at 24 in with nothing named in the tank (a planned spray is the drift call's); null for others' fields " +
          'and without weather',
      ),
    dispute_fields: z
      .array(disputeField)
      .describe("other accounts' farm fields overlapping this one by more than 0.1 acres"),
    adjacent_fields: z.array(seenField).describe('the fields within about 30 m of this one'),
    adjacent_traits: z.array(adjacentTrait).describe("the viewer's notes of those fields"),
  })
  .meta({ id: 'OneField' });

const noteBody = z.object({
  adjecent_uuid: z.uuid({ error: 'There is no such field.' }).optional(),
  crop: int4().positive().nullable().optional(),
  crop_trait: int4().positive().nullable().optional(),
  is_building: z.boolean().optional(),
});

export const neighbourRoutes =
  (neighbours: Neighbours, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = { onRequest: authenticate(auth, { read: 'fields:read', write: 'fields:write' }) };
    const security = [{ bearer: [] }];

    app.get(
      '/farms/fields/:uuid/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            "One field by its uuid or its CLU's: one's own, a neighbour's or a free one, with its weather, drift " +
            "and disputes and the fields beside it. owner=true: only one's own. only=adjacent: the field and the " +
            'fields beside it, without weather, drift and disputes (for a caller reading many fields).',
          params: fieldParams,
          querystring: z.object({
            owner: z.enum(['true', 'false']).optional(),
            only: z.enum(['adjacent']).optional(),
          }),
          response: { 200: oneField, 401: errorBody, 404: errorBody },
        },
      },
      async (request) =>
        neighbours.field(viewerOf(request), request.params.uuid, {
          ownerOnly: request.query.owner === 'true',
          adjacentOnly: request.query.only === 'adjacent',
        }),
    );

    app.post(
      '/farms/fields/:uuid/adjacent_traits/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description: "Plan B: notes a neighbour's crop and trait on their field, or labels it a building.",
          params: fieldParams,
          body: noteBody,
          response: { 201: adjacentTrait, ...failures },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await neighbours.addNote(viewerOf(request), request.params.uuid, request.body)),
    );

    app.patch(
      '/farms/fields/:uuid/adjacent_traits/:id/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          params: noteParams,
          body: noteBody,
          response: { 200: adjacentTrait, ...failures },
        },
      },
      async (request) =>
        neighbours.changeNote(viewerOf(request), request.params.uuid, request.params.id, request.body),
    );

    app.delete(
      '/farms/fields/:uuid/adjacent_traits/:id/',
      {
        ...signedIn,
        schema: { tags, security, params: noteParams, response: { 204: z.null(), ...failures } },
      },
      async (request, reply) => {
        await neighbours.removeNote(viewerOf(request), request.params.uuid, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/farms/fields/:uuid/invite/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            'Plan B: mails a neighbour a link to a free field beside yours, which opens it on the map with the claim dialog.',
          params: fieldParams,
          body: z.object({ email: z.email({ error: 'Enter a valid e-mail address.' }) }),
          response: { 201: z.object({ field: z.string(), email: z.string() }), ...failures },
        },
      },
      async (request, reply) => {
        await neighbours.invite(viewerOf(request), request.params.uuid, request.body.email);
        return reply.status(201).send({ field: request.params.uuid, email: request.body.email });
      },
    );
  };
