import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import { config } from '../../config';
import { isGodMode } from '../../session/godMode';
import type { Viewer } from '../../session/useViewer';
import { longDate } from './billing';
import { membershipOf } from './membership';
import { AccountPlanQuery } from './operations';

/** Manage Account (spec: Membership view): the plan, and what this kind of account can do about it. */
/**
 * `onUpgrade` leaves for Pricing Plans, `onManage` for the billing page (the modal renders outside
 * the router, so the caller navigates).
 */
export function MembershipView({
  viewer,
  onUpgrade,
  onManage,
}: {
  viewer: Viewer;
  onUpgrade: () => void;
  onManage: () => void;
}) {
  const membership = membershipOf(viewer);
  const { data } = useQuery(AccountPlanQuery, { fetchPolicy: 'cache-and-network' });
  // The billing portal hands over the owner's cards and the power to end the plan: the api
  // keeps it closed to anyone acting for the grower, so the button is not offered here either.
  const actingForOwner = isGodMode();
  const expiresAt = data?.accountPlan?.expiresAt;

  return (
    <Stack>
      <Group gap="xs">
        <Text>Current plan:</Text>
        <Badge size="lg" color={membership.upgrade ? 'gray' : 'green'}>
          {membership.planName}
        </Badge>
      </Group>
      {expiresAt && (
        <Text size="sm" c="dimmed">
          {data?.accountPlan?.renews ? 'Renews' : 'Ends'} on {longDate(expiresAt)}.
        </Text>
      )}
      {membership.trialDetails && (
        <div>
          <Text fw={600} size="sm">
            Account Details
          </Text>
          <List size="sm">
            {membership.trialDetails.map((detail) => (
              <List.Item key={detail}>{detail}</List.Item>
            ))}
          </List>
        </div>
      )}
      {membership.contactUs && (
        <Text size="sm">
          Need more acres?{' '}
          <Anchor
            href={`mailto:${config.supportEmail}?subject=More%20acres%20for%20${encodeURIComponent(viewer.farmName)}`}
          >
            Contact Us
          </Anchor>
        </Text>
      )}
      {membership.manageSubscription && actingForOwner && (
        <Text size="sm" c="dimmed">
          Only the account's owner can manage its cards and plan. Ask them to open Manage Subscription from
          their own sign-in.
        </Text>
      )}
      <Group justify="flex-end">
        {membership.manageSubscription && !actingForOwner && (
          <Button onClick={onManage}>Manage Subscription</Button>
        )}
        {membership.upgrade && <Button onClick={onUpgrade}>Upgrade Account</Button>}
      </Group>
    </Stack>
  );
}
