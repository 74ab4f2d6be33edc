import { Stack } from '@mantine/core';
import type { Viewer } from '../../session/useViewer';
import { GrowerRetailersTable } from './GrowerRetailersTable';
import { PendingInvitesTable } from './PendingInvitesTable';
import { RetailerAccountsTable } from './RetailerAccountsTable';

/**
 * The Ag Retailer page: a retailer's grower accounts, or a grower's retailers (spec 2.3), and
 * below, the invitations either has sent or received that wait for an answer.
 */
export function AgRetailerPage({ viewer }: { viewer: Viewer }) {
  return (
    <Stack gap="lg">
      {viewer.isAgRetailer ? <RetailerAccountsTable /> : <GrowerRetailersTable />}
      <PendingInvitesTable otherSide={viewer.isAgRetailer ? 'Grower account' : 'Ag Retailer'} />
    </Stack>
  );
}
