import { Button, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { UsersSidebarQuery } from '../../graphql/generated/graphql';
import { farmSummary } from '../../layout/summary';
import { GrowerFarmFields } from './GrowerFarmFields';
import { useViewedFarm, viewedFarm } from './viewedFarm';

type Account = UsersSidebarQuery['assignedAccounts']['result'][number];

type Props = {
  account: Account;
  page: number;
  expanded: boolean;
  onToggle: () => void;
  fitPadding: number | undefined;
};

/** One grower account of the users sidebar: name and e-mail; expanded, its farms and god mode. */
export function GrowerAccountItem({ account, page, expanded, onToggle, fitPadding }: Props) {
  const viewed = useViewedFarm();
  return (
    <Paper withBorder p={6}>
      <UnstyledButton onClick={onToggle} aria-expanded={expanded} style={{ width: '100%', padding: 4 }}>
        <Text fw={700} truncate>
          {account.accountName}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {account.fullName} · {account.email}
        </Text>
      </UnstyledButton>
      {expanded && (
        <Stack gap={4} mt={4}>
          {account.farms.length === 0 && (
            <Text size="sm" c="dimmed" p={6}>
              This grower has no farms yet.
            </Text>
          )}
          {account.farms.map((farm) => {
            const chosen = viewed?.account === account.uuid && viewed.farm === farm.id;
            return (
              <Paper key={farm.id} p={4} bg={chosen ? 'green.0' : undefined} withBorder={chosen}>
                <UnstyledButton
                  onClick={() => viewedFarm.toggle({ page, account: account.uuid, farm: farm.id })}
                  aria-expanded={chosen}
                  aria-label={`${farm.name}, ${farmSummary(farm.fieldCount, farm.acres)}`}
                  style={{ width: '100%', padding: 4 }}
                >
                  <Text size="sm" fw={600} truncate>
                    {farm.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {farmSummary(farm.fieldCount, farm.acres)}
                  </Text>
                </UnstyledButton>
                {chosen && <GrowerFarmFields accountUuid={account.uuid} fitPadding={fitPadding} />}
              </Paper>
            );
          })}
          <Button
            size="xs"
            variant="light"
            color="red"
            component={Link}
            to={`/god-mode/login/${account.uuid}`}
            aria-label={`Enter ${account.accountName} in god mode`}
          >
            God mode login
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
