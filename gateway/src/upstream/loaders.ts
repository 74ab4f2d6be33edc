import DataLoader from 'dataloader';
import { createCatalogLoaders } from './catalog-loaders';
import type { Upstream } from './client';
import { unwrap } from './client';
import type { ApiSprayPlanner, ApiUser } from './types';

/** Built per request, so nothing cached here outlives the request or crosses users. */
export function createLoaders(upstream: Upstream) {
  return {
    // Several fields asking for the viewer in one operation cost one upstream call.
    viewer: new DataLoader<'me', ApiUser>(async (keys) => {
      const user = unwrap(await upstream.GET('/auth/users/me/'));
      return keys.map(() => user);
    }),
    catalog: createCatalogLoaders(upstream),
    // A farm asked for twice in one operation (top bar and sidebar) costs one call.
    sprayPlanner: new DataLoader<number, ApiSprayPlanner>((farmIds) =>
      Promise.all(
        farmIds.map(async (id) =>
          unwrap(await upstream.GET('/events/farms/{id}/spray-planner/', { params: { path: { id } } })),
        ),
      ),
    ),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
