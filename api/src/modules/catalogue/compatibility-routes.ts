import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Auth, authenticate, viewerOf } from '../../auth/authenticate';
import { errorBody } from '../../errors';
import { int4 } from '../../input';
import { compatibilityBody, toVerdict, verdict } from './schemas';
import type { CatalogueService } from './service';

const tags = ['catalogue'];
const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** Would a spray (groups, actives, a tank mix) injure these crops: answered per active ingredient. */
export const compatibilityRoutes =
  (catalog: CatalogueService, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = { onRequest: authenticate(auth, 'catalogue:read') };
    const security = [{ bearer: [] }];

    app.post(
      '/herbicides/compatibility/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            'Would spraying these herbicide groups, actives or tank mix injure these crops? Answered per active ingredient.',
          body: compatibilityBody,
          response: { 200: z.object({ results: z.array(verdict) }), ...failures },
        },
      },
      async (request) => ({
        results: (await catalog.compatibility(viewerOf(request), request.body)).map(toVerdict),
      }),
    );

    app.post(
      '/herbicides/compatibility/tank-mixes/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            "The compatibility answer of many of the account's tank mixes in one call (each as POST herbicides/compatibility/ with its tank_mix), in the order asked.",
          body: z.object({
            tank_mixes: z
              .array(int4('tank_mixes must be a list of tank mix ids').positive(), {
                error: 'tank_mixes must be a list of tank mix ids',
              })
              .min(1)
              .max(100),
          }),
          response: {
            200: z.object({
              results: z.array(z.object({ tank_mix: z.number().int(), results: z.array(verdict) })),
            }),
            ...failures,
          },
        },
      },
      async (request) => ({
        results: (await catalog.mixesCompatibility(viewerOf(request), request.body.tank_mixes)).map(
          (answer) => ({ tank_mix: answer.tank_mix, results: answer.results.map(toVerdict) }),
        ),
      }),
    );
  };
