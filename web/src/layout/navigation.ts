import { pathOf, type RouteName, routes } from '../routes/table';
import type { Viewer } from '../session/useViewer';

export type NavItem = { label: string; to: string };

// The left navigation by role (spec: Layout). Retailers do not see the agronomy screens;
// their Ag Retailer entry reads 'Grower Accounts'; developers also get the Sandbox, staff the
// Accounts list and the Audit log.

export function navigationFor(
  viewer: Pick<Viewer, 'isAgRetailer' | 'isDeveloper'> & Partial<Pick<Viewer, 'isStaff'>>,
): NavItem[] {
  const items: [RouteName, string][] = [
    ['dashboard', 'Farms'],
    ['crops', 'My Crops'],
    ['neighborCrops', 'Neighbor Crops'],
    ['traits', 'Traits'],
    ['herbicides', 'Herbicides'],
    ['tankMix', 'Tank Mix'],
    ['reports', 'Reports'],
    ['agRetailer', viewer.isAgRetailer ? 'Grower Accounts' : 'Ag Retailer'],
  ];
  if (viewer.isDeveloper) items.push(['sandbox', 'Sandbox']);
  if (viewer.isStaff) items.push(['staffAccounts', 'Accounts'], ['auditLog', 'Audit log']);
  return items
    .filter(([route]) => !(viewer.isAgRetailer && routes[route].growersOnly))
    .map(([route, label]) => ({ label, to: pathOf(route) }));
}
