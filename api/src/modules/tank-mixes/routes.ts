import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Auth, authenticate, viewerOf } from '../../auth/authenticate';
import { errorBody } from '../../errors';
import { coercedInt4 } from '../../input';
import { tankMix } from '../catalogue/schemas';
import { tankMixBody } from './schemas';
import type { TankMixesService } from './service';

const tags = ['catalogue'];
const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** A grower's saved tank mixes: list, save, delete. */
export const tankMixRoutes =
  (tankMixes: TankMixesService, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = { onRequest: authenticate(auth, { read: 'catalogue:read', write: 'catalogue:write' }) };
    const security = [{ bearer: [] }];

    app.get(
      '/herbicides/tank-mixes/me/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description: "The account's tank mixes; 404 when it has none.",
          response: { 200: z.array(tankMix), ...failures },
        },
      },
      async (request) => tankMixes.tankMixes(viewerOf(request)),
    );

    app.post(
      '/herbicides/tank-mixes/me/',
      { ...signedIn, schema: { tags, security, body: tankMixBody, response: { 201: tankMix, ...failures } } },
      async (request, reply) =>
        reply.status(201).send(await tankMixes.createTankMix(viewerOf(request), request.body)),
    );

    app.delete(
      '/herbicides/tank-mixes/:id/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          params: z.object({ id: coercedInt4().positive() }),
          response: { 204: z.null(), ...failures },
        },
      },
      async (request, reply) => {
        await tankMixes.deleteTankMix(viewerOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
