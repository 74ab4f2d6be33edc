import { sprayReadingLimits as limits } from '@field-boundaries/contract/spray-start';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Auth, authenticate, viewerOf } from '../../auth/authenticate';
import { errorBody } from '../../errors';
import { coercedInt4, int4 } from '../../input';
import { plannerMessages, type SprayPlanner } from './service';

const tags = ['spray planner'];
const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const farmParams = z.object({ id: coercedInt4().positive() });

const planner = z
  .object({
    farm: z.number().int(),
    herbicide_group: z
      .array(
        z.object({
          id: z.number().int(),
          group_label: z.string(),
          group_type: z.string(),
          herbicide_names: z.array(z.string()).describe('the actives sprayed from this group'),
        }),
      )
      .describe('what the farm is spraying; empty when it is not spraying'),
    tank_mix: z.object({ id: z.number().int().nullable(), name: z.string() }).nullable(),
    fields: z.array(z.object({ uuid: z.string(), name: z.string() })),
    started_at: z.string().nullable(),
    time_zone: z
      .string()
      .nullable()
      .describe("the sprayed fields' IANA time zone, in which started_at is read; null when not spraying"),
    neighbours_notified: z.number().int().describe('neighbouring accounts told about this spray'),
    readings: z
      .object({ wind_mph: z.number(), wind_from_deg: z.number(), temperature_f: z.number() })
      .nullable()
      .describe('what the applicator measured at boom height at the start; null when not spraying'),
    confirmed_forecast: z
      .array(z.string())
      .describe("the forecast's broken label rules the grower confirmed at the start, word for word"),
  })
  .meta({ id: 'SprayPlanner' });

const sprayBody = z.object({
  herbicide_groups: z
    .array(int4().positive())
    .max(50)
    .optional()
    .describe('the herbicide groups sprayed (or give tank_mix)'),
  tank_mix: int4().positive().optional().describe("one of the account's tank mixes"),
  fields: z
    .array(z.uuid({ error: plannerMessages.notFarmField }))
    .max(500)
    .describe("the farm's fields being sprayed"),
  started_at: z.iso
    .datetime({ offset: true, error: 'Give the start time as an ISO 8601 date and time.' })
    .optional()
    .describe('when spraying starts; now when absent'),
  measured_wind_mph: z
    .number({ error: plannerMessages.windSpeed })
    .min(limits.windMph.min, { error: plannerMessages.windSpeed })
    .max(limits.windMph.max, { error: plannerMessages.windSpeed })
    .describe('wind speed measured at boom height, mph'),
  measured_wind_direction: z
    .string({ error: plannerMessages.windDirection })
    .max(8, { error: plannerMessages.windDirection })
    .describe("where the wind blows from, measured at boom height: a compass point ('SW') or degrees"),
  measured_temperature_f: z
    .number({ error: plannerMessages.temperature })
    .min(limits.temperatureF.min, { error: plannerMessages.temperature })
    .max(limits.temperatureF.max, { error: plannerMessages.temperature })
    .describe('air temperature measured at boom height, °F'),
  confirm_forecast: z
    .boolean()
    .optional()
    .describe(
      'start though the forecast for the hour breaks a label rule (answered 409 with the rules to confirm otherwise)',
    ),
});

const notice = z
  .object({
    id: z.number().int().describe('grows with each notice: resume after the last one received'),
    spray_id: z.number().int().nullable().describe("the spray's start and stop notices share it"),
    kind: z
      .enum(['started', 'stopped'])
      .describe('the spray started (at started_at), or stopped (at stopped_at) after a start notice'),
    stopped_at: z.string().nullable(),
    started_at: z.string(),
    created_at: z.string(),
    herbicides: z.array(
      z.object({ group_label: z.string(), group_type: z.string(), herbicide_names: z.array(z.string()) }),
    ),
    fields: z
      .array(
        z.object({
          uuid: z.string(),
          name: z.string(),
          crop_trait: z.string(),
          injured_by: z.array(z.string()),
        }),
      )
      .describe("the recipient's own fields at risk"),
    time_zone: z
      .string()
      .describe(
        "the sprayed fields' IANA time zone, in which the notice's times are read ('UTC' on older notices)",
      ),
    sprayer: z
      .object({ full_name: z.string(), email: z.string() })
      .nullable()
      .describe('who sprays: for plan B recipients only (spec 6), else null'),
    sprayed_by: z
      .string()
      .nullable()
      .describe(
        "who started (on a 'stopped' notice: stopped) the spray, as the notice names them: 'Dana Miller (dana@example.com)', or in god mode the retailer or staff member for the farm, 'Sam Ortiz, Prairie Ag Supply, for Miller Creek Farms'; for plan B recipients only, else null",
      ),
    active: z.boolean().describe('whether the spray is still going'),
  })
  .meta({ id: 'SprayNotice' });

/** The farm's account, whose own live feed (the grower's other tabs) the gateway tells. */
const ownAccount = z.number().int().describe("the farm's account, for live delivery by the gateway");

export const plannerRoutes =
  (planners: SprayPlanner, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = { onRequest: authenticate(auth, { read: 'spray:read', write: 'spray:write' }) };
    const security = [{ bearer: [] }];

    app.get(
      '/events/farms/:id/spray-planner/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description: 'Spray planner for the farm: what it is spraying, on which fields, since when.',
          params: farmParams,
          response: { 200: planner, ...failures },
        },
      },
      async (request) => planners.planner(viewerOf(request), request.params.id),
    );

    app.put(
      '/events/farms/:id/spray-planner/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            "Sets what the farm is spraying (herbicide groups or a tank mix, its fields, the start time), replacing what it sprayed before. Neighbouring accounts whose fields in the spray's reach would be injured get a notice and an e-mail. Only the farm's grower.",
          params: farmParams,
          body: sprayBody,
          response: {
            200: planner.extend({
              account: ownAccount,
              notified_accounts: z
                .array(z.number().int())
                .describe('the accounts told, for live delivery by the gateway'),
            }),
            ...failures,
          },
        },
      },
      async (request) => {
        const { planner: set, notifiedAccounts } = await planners.setSpray(
          viewerOf(request),
          request.params.id,
          request.body,
        );
        return { ...set, account: viewerOf(request).accountId, notified_accounts: notifiedAccounts };
      },
    );

    app.delete(
      '/events/farms/:id/spray-planner/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            "Clears what the farm is spraying; the neighbours told of its start get a notice that it stopped. Only the farm's grower.",
          params: farmParams,
          response: {
            200: z.object({
              farm: z.number().int(),
              account: ownAccount,
              notified_accounts: z
                .array(z.number().int())
                .describe('the accounts told it stopped, for live delivery by the gateway'),
            }),
            ...failures,
          },
        },
      },
      async (request) => {
        const { notifiedAccounts } = await planners.clearSpray(viewerOf(request), request.params.id);
        return {
          farm: request.params.id,
          account: viewerOf(request).accountId,
          notified_accounts: notifiedAccounts,
        };
      },
    );

    app.get(
      '/events/spray-planner/current/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            "The planners of the viewer's farms that are spraying now. `account` is the farms' account (what a live feed of them listens on), so a partner app with spray:read alone can follow them.",
          response: { 200: z.object({ account: ownAccount, results: z.array(planner) }), ...failures },
        },
      },
      async (request) => ({
        account: viewerOf(request).accountId,
        results: await planners.current(viewerOf(request)),
      }),
    );

    app.get(
      '/events/spray-notices/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            "Spray notices to the viewer's account: those after `after` (oldest first, up to 100), else the latest 20. `account` is the account they are kept for (what a live feed of them listens on), so a partner app with spray:read alone can follow them.",
          querystring: z.object({ after: coercedInt4().min(0).optional() }),
          response: { 200: z.object({ account: z.number().int(), results: z.array(notice) }), ...failures },
        },
      },
      async (request) => ({
        account: viewerOf(request).accountId,
        results: await planners.notices(viewerOf(request), request.query.after ?? null),
      }),
    );
  };
