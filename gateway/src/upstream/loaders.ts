import DataLoader from 'dataloader';
import { oneCallEach } from './batch';
import { createCatalogueLoaders } from './catalogue-loaders';
import type { Upstream } from './client';
import { unwrap } from './client';
import { createForecastLoaders } from './forecast-loaders';
import type { ApiUser } from './types';

/** Built per request, so nothing cached here outlives the request or crosses users. */
export function createLoaders(upstream: Upstream) {
  const farmFields = async (farm: number) =>
    unwrap(await upstream.GET('/farms/{id}/fields/', { params: { path: { id: farm } } }));
  // Only the neighbours: a farm's prompts read every field, and need no weather or drift.
  const ownFieldWithNeighbours = async (uuid: string) =>
    unwrap(
      await upstream.GET('/farms/fields/{uuid}/', {
        params: { path: { uuid }, query: { owner: 'true', only: 'adjacent' } },
      }),
    );
  const assignedFarms = async (account: string) =>
    unwrap(
      await upstream.GET('/auth/ag-retailer/accounts/{uuid}/farms/', { params: { path: { uuid: account } } }),
    );
  const assignedFarmFields = async ({ account, farm }: { account: string; farm: number }) =>
    unwrap(
      await upstream.GET('/auth/ag-retailer/accounts/{uuid}/farms/{id}/fields/', {
        params: { path: { uuid: account, id: farm } },
      }),
    );
  const reportVersions = async (report: number) =>
    unwrap(await upstream.GET('/reports/{id}/versions/', { params: { path: { id: report } } }));
  const sprayPlanner = async (farm: number) =>
    unwrap(await upstream.GET('/events/farms/{id}/spray-planner/', { params: { path: { id: farm } } }));

  return {
    // Several fields asking for the viewer in one operation cost one upstream call.
    viewer: new DataLoader<'me', ApiUser>(async (keys) => {
      const user = unwrap(await upstream.GET('/auth/users/me/'));
      return keys.map(() => user);
    }),
    catalogue: createCatalogueLoaders(upstream),
    forecast: createForecastLoaders(upstream),
    /** A farm's fields: its list, and its neighbour prompts, read them once. */
    farmFields: new DataLoader(oneCallEach(farmFields)),
    /** One of the viewer's fields with the fields beside it (a farm's neighbour prompts). */
    ownFieldWithNeighbours: new DataLoader(oneCallEach(ownFieldWithNeighbours)),
    /** An assigned account's farms, for each account of a retailer's page. */
    assignedFarms: new DataLoader(oneCallEach(assignedFarms)),
    /** A farm of an assigned account with its fields, read-only. */
    assignedFarmFields: new DataLoader(oneCallEach(assignedFarmFields), {
      cacheKeyFn: ({ account, farm }) => `${account}/${farm}`,
    }),
    /** A report's versions, for each report of a page (and each version's own history). */
    reportVersions: new DataLoader(oneCallEach(reportVersions)),
    // A farm asked for twice in one operation (top bar and sidebar) costs one call.
    sprayPlanner: new DataLoader(oneCallEach(sprayPlanner)),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
