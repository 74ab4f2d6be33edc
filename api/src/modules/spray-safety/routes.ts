import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Auth, authenticate, viewerOf } from '../../auth/authenticate';
import { errorBody } from '../../errors';
import { coercedInt4 } from '../../input';
import { DROPLET_CLASSES } from './drift-model';
import type { DriftService } from './drift-service';
import type { SprayService } from './service';
import type { SprayabilityService } from './sprayability-service';
import { fieldWeather } from './weather-routes';

const tags = ['spray'];
const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 503: errorBody };
const params = z.object({ uuid: z.uuid({ error: 'There is no such field.' }) });

const idList = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'A comma-separated list of ids, e.g. 4,9.')
  .transform((text) => text.split(',').map(Number));

/** What the grower plans to spray, as query parameters. */
const planQuery = z.object({
  tank_mix: coercedInt4().positive().optional().describe('one of your tank mixes'),
  herbicide_groups: idList.optional().describe('herbicide group ids, comma-separated'),
  droplet_class: z.enum(DROPLET_CLASSES).optional().describe('ASABE S572 class; Coarse (C) when absent'),
  boom_height_in: z.coerce
    .number()
    .min(10)
    .max(80)
    .optional()
    .describe('inches above the target; 24 when absent'),
  endangered_species: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .describe("the field's county has Bulletins Live! Two measures: their buffers apply"),
});

const multiPolygon = z.object({
  type: z.literal('MultiPolygon'),
  coordinates: z.array(z.array(z.array(z.array(z.number())))),
});

export const driftZone = z
  .object({
    type: z.literal('Feature'),
    geometry: multiPolygon.nullable(),
    properties: z.object({
      field: z.string(),
      wind_speed_mph: z.number(),
      wind_direction_deg: z.number().describe('where the wind blows from'),
      wind_direction: z.string().describe("the compass point it blows from, e.g. 'W'; 'CALM' without wind"),
      droplet_class: z.enum(DROPLET_CLASSES),
      boom_height_in: z.number(),
      active_ingredients: z.array(z.string()),
      distance_ft: z.number().describe('how far downwind the zone reaches'),
      physical_distance_ft: z.number(),
      label_buffer: z
        .object({ active: z.string(), downwind_ft: z.number(), source: z.string() })
        .nullable()
        .describe('the largest label buffer among the actives'),
      acres: z.number(),
      weather_source: z
        .enum(['nws', 'sample'])
        .nullable()
        .describe("the forecast's source; null when the wind was given"),
    }),
  })
  .meta({ id: 'DriftZone' });

const adjacentField = z
  .object({
    uuid: z.string(),
    name: z.string().nullable().describe("named for the grower's own fields only"),
    own: z.boolean(),
    crop: z.number().int().nullable(),
    crop_trait: z.number().int().nullable(),
    label: z.string().nullable().describe("e.g. 'soybean – Enlist E3'"),
    is_building: z.boolean(),
    distance_ft: z.number(),
    compatible: z.boolean().nullable().describe('against the planned spray; null when not judged'),
    injuring: z.array(z.string()),
    geometry: multiPolygon,
  })
  .meta({ id: 'AdjacentField' });

export const labelBreach = z
  .object({
    rule: z.string().describe("the rule's id in SPRAYABILITY.md, e.g. 'dicamba-ott.wind'"),
    kind: z
      .enum([
        'wind',
        'daylight',
        'inversion',
        'temperature',
        'rain',
        'sensitive-downwind',
        'buffer',
        'crop',
        'equipment',
      ])
      .describe(
        'what the rule judges: temperature is the forecast high of the day of treatment and of the day after; crop the crop being sprayed',
      ),
    tier: z
      .enum(['prohibited', 'restricted', 'advice'])
      .describe('prohibited: not allowed; restricted: allowed under the label condition; advice: guidance'),
    words: z.string().describe("the label's words"),
    found: z.string().describe("what breaks it, e.g. 'wind 12 mph'"),
    source: z.string(),
    confirmed: z
      .boolean()
      .describe('false when the figure comes from a summary of a label not yet public in full'),
    products: z.string().describe("the label's products"),
  })
  .meta({ id: 'LabelBreach' });

const verdict = {
  allowed: z
    .boolean()
    .describe('false when the hour breaks a rule of a label in the tank, whatever its index'),
  breaches: z.array(labelBreach).describe('the rules broken'),
  cautions: z.array(labelBreach).describe('restricted tiers and advice: shown, never forbidding'),
};

const sprayability = z
  .object({
    field: z.string(),
    index: z.number().int().describe('0–100 for the current hour; 70 or more is good'),
    good: z.boolean().describe('allowed by every label in the tank, and an index of 70 or more'),
    ...verdict,
    reasons: z.array(z.string()),
    explanation: z.string().describe("e.g. '42: soybean – Enlist E3 downwind, wind 12 mph'"),
    weather: fieldWeather,
    hours: z.array(
      z.object({ time: z.string(), index: z.number().int(), reasons: z.array(z.string()), ...verdict }),
    ),
    labels: z
      .array(
        z.object({
          id: z.string(),
          title: z.string(),
          active: z.string(),
          products: z.array(
            z.object({
              name: z.string(),
              epa_reg_number: z.string(),
              registration: z.string(),
              registered: z.boolean().describe('registered for this use on the date of the current hour'),
            }),
          ),
        }),
      )
      .describe(
        'the labels whose rules apply to the tank (an active brings every label here that carries it)',
      ),
    windows: z
      .array(z.object({ start: z.string(), end: z.string(), lowest_index: z.number().int() }))
      .describe('runs of forecast hours that every label allows and whose index is good'),
    active_ingredients: z.array(z.string()),
    adjacent_fields: z.array(adjacentField),
  })
  .meta({ id: 'Sprayability' });

export const sprayRoutes =
  (
    services: { drift: DriftService; spray: SprayService; sprayability: SprayabilityService },
    auth: Auth,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = { onRequest: authenticate(auth, 'spray:read') };
    const security = [{ bearer: [] }];

    app.get(
      '/farms/fields/:uuid/drift/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            "One of your fields' downwind drift zone (DRIFT_MODEL.md): for the forecast hour `hour` " +
            '(0 = now), or for the wind given. 503 when the weather is needed and unavailable.',
          params,
          querystring: planQuery.extend({
            hour: coercedInt4().min(0).max(167).optional(),
            wind_speed_mph: z.coerce.number().min(0).max(100).optional(),
            wind_direction_deg: z.coerce
              .number()
              .min(0)
              .max(360)
              .optional()
              .describe('where the wind blows from'),
          }),
          response: { 200: driftZone, ...failures },
        },
      },
      async (request) => services.drift.fieldDrift(viewerOf(request), request.params.uuid, request.query),
    );

    app.get(
      '/farms/fields/:uuid/adjacent/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            'The fields within a quarter mile of one of yours, each compatible or not with the planned spray.',
          params,
          querystring: planQuery,
          response: { 200: z.array(adjacentField), ...failures },
        },
      },
      async (request) => services.spray.adjacentFields(viewerOf(request), request.params.uuid, request.query),
    );

    app.get(
      '/farms/fields/:uuid/sprayability/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            "One of your fields' sprayability index now and for each forecast hour (SPRAYABILITY.md), its " +
            'spray windows, and its neighbours judged against the planned spray. 503 when the weather is unavailable.',
          params,
          querystring: planQuery,
          response: { 200: sprayability, ...failures },
        },
      },
      async (request) =>
        services.sprayability.sprayability(viewerOf(request), request.params.uuid, request.query),
    );
  };
