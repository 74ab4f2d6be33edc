import { UNKNOWN_ERROR } from '@field-boundaries/contract/messages';
import type { Request, Response } from 'express';
import type { GatewayConfig } from '../config';
import { createContext, type GatewayShared } from '../context';

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
    const context = await createContext(config, shared, request, response);
    if (!context.session.accessToken) {
      response.status(401).json({ errors: ['You need to log in first.'] });
      return;
    }
    const answer = await fetch(new URL(`/farms/tiles/${z}/${x}/${y}/`, config.apiUrl), {
      headers: { authorization: `Bearer ${context.session.accessToken}` },
    });
    if (!answer.ok) {
      const body = (await answer.json().catch(() => null)) as { errors?: string[] } | null;
      response
        .status(answer.status >= 500 ? 502 : answer.status)
        .json({ errors: answer.status >= 500 ? [UNKNOWN_ERROR] : (body?.errors ?? []) });
      return;
    }
    response.setHeader('content-type', 'application/vnd.mapbox-vector-tile');
    // Per viewer (its fields are in it): the browser may keep it a minute, no shared cache may.
    response.setHeader('cache-control', 'private, max-age=60');
    response.end(Buffer.from(await answer.arrayBuffer()));
  };
}
