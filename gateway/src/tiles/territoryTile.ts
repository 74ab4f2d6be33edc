import type { Request, Response } from 'express';
import type { GatewayConfig } from '../config';
import type { GatewayShared } from '../context';
import { fetchUpstream, relayUpstream, viewerToken } from '../downloads/relay';

// The map's overview tiles (issue 54) from the browser's own origin: the session cookie (or a
// Bearer token) names the viewer, as for GraphQL, and the api answers with only what that viewer
// may see. Only whole numbers go upstream: the path is rebuilt, never passed on as it came.
export function territoryTile(config: GatewayConfig, shared: GatewayShared) {
  return async (request: Request, response: Response) => {
    const [z, x, y] = [request.params.z, request.params.x, request.params.y].map((part) =>
      /^\d{1,7}$/.test(String(part)) ? Number(part) : Number.NaN,
    );
    if (![z, x, y].every(Number.isInteger)) {
      response.status(404).json({ errors: ['No such tile.'] });
      return;
    }
    const token = await viewerToken(config, shared, request, response);
    if (!token) return;
    const answer = await fetchUpstream(config, `/farms/tiles/${z}/${x}/${y}/`, token);
    // Per viewer (its fields are in it): the browser may keep it a minute, no shared cache may.
    await relayUpstream(answer, response, {
      type: 'application/vnd.mapbox-vector-tile',
      cacheControl: 'private, max-age=60',
    });
  };
}
