import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Auth, authenticate, viewerOf } from '../../auth/authenticate';
import { errorBody } from '../../errors';
import { coercedInt4 } from '../../input';
import { MAX_TILE_ZOOM, type TerritoryTiles } from './tiles';

// The territory's vector tiles (tiles.ts): one route, the tile as PostGIS or the api encodes it.
const tileParams = z
  .object({
    z: coercedInt4().min(0).max(MAX_TILE_ZOOM),
    x: coercedInt4().min(0),
    y: coercedInt4().min(0),
  })
  .refine((tile) => tile.x < 2 ** tile.z && tile.y < 2 ** tile.z, 'No such tile.');

export const tileRoutes =
  (tiles: TerritoryTiles, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/farms/tiles/:z/:x/:y/',
      {
        onRequest: authenticate(auth, 'fields:read'),
        schema: {
          tags: ['clu'],
          security: [{ bearer: [] }],
          description: `A Mapbox Vector Tile (zoom 0 to ${MAX_TILE_ZOOM}) of the map's overview: \`land_units\` (from zoom 8; outlines and acres) and \`fields\`, the viewer's own fields and, for an ag retailer, its growers' fields, each with \`crop\`, \`crop_color\`, \`grower\` and \`grower_color\`.`,
          params: tileParams,
          response: {
            200: z.any().describe('application/vnd.mapbox-vector-tile'),
            400: errorBody,
            401: errorBody,
          },
        },
      },
      async (request, reply) => {
        const body = await tiles.tile(viewerOf(request), request.params);
        return reply
          .header('content-type', 'application/vnd.mapbox-vector-tile')
          .header('cache-control', 'private, max-age=60')
          .send(body);
      },
    );
  };
