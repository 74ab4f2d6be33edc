import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Viewer } from '../../session/useViewer';

const planNames = { F: 'Free trial', B: 'Pro', N: 'No plan' } as const;
const planLimits = {
  F: '1 user, 1 farm, 1 field',
  B: 'Multiple farms, unlimited fields, neighbour sharing',
  N: 'Choose a plan to start',
};

/** The signed-in home: whose account this is and what the plan allows. */
export function DashboardPage({ viewer }: { viewer: Viewer }) {
  const plan = viewer.isAgRetailer ? 'Pro / Ag Retailer' : planNames[viewer.subscriptionPlan];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} maw={900}>
      <Card withBorder padding="lg">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            Farm
          </Text>
          <Text fw={600} size="lg">
            {viewer.farmName}
          </Text>
          <Text size="sm">{viewer.email}</Text>
        </Stack>
      </Card>
      <Card withBorder padding="lg">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            Plan
          </Text>
          <Group gap="xs">
            <Text fw={600} size="lg">
              {plan}
            </Text>
          </Group>
          <Text size="sm">{planLimits[viewer.subscriptionPlan]}</Text>
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
