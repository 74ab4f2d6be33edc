import type { Viewer } from '../../session/useViewer';
import { GrowerRetailersTable } from './GrowerRetailersTable';
import { RetailerAccountsTable } from './RetailerAccountsTable';

/** The Ag Retailer page: a retailer's grower accounts, or a grower's retailers (spec 2.3). */
export function AgRetailerPage({ viewer }: { viewer: Viewer }) {
  return viewer.isAgRetailer ? <RetailerAccountsTable /> : <GrowerRetailersTable />;
}
