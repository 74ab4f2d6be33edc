import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Loader, Pagination, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { GrowerAccountItem } from './GrowerAccountItem';
import { UsersSidebarQuery } from './operations';
import { viewedFarm } from './viewedFarm';

/**
 * The retailers' users sidebar (spec 2: Dashboard and Reports, where a grower has the farm
 * sidebar): the assigned grower accounts, name and e-mail, each expanding to its farms; a
 * chosen farm's fields show on the map, read-only until the retailer enters the account in god
 * mode. `fitPadding` is for a map smaller than the Dashboard's.
 */
export function UsersSidebar({ fitPadding }: { fitPadding?: number } = {}) {
  // Back from another screen, the farm still in view shows where it was: its page, its account open.
  const [page, setPage] = useState(() => viewedFarm.get()?.page ?? 1);
  const [expanded, setExpanded] = useState<string[]>(() => {
    const viewed = viewedFarm.get();
    return viewed ? [viewed.account] : [];
  });
  const { data, loading, error, refetch } = useQuery(UsersSidebarQuery, {
    variables: { page },
    notifyOnNetworkStatusChange: true,
  });
  const accounts = data?.assignedAccounts.result ?? [];
  const meta = data?.assignedAccounts.meta;

  const toggle = (uuid: string) => {
    if (expanded.includes(uuid)) {
      setExpanded(expanded.filter((each) => each !== uuid));
      // A farm of an account folded away leaves the map with it.
      if (viewedFarm.get()?.account === uuid) viewedFarm.clear();
    } else setExpanded([...expanded, uuid]);
  };

  return (
    <Stack
      w={320}
      h="100%"
      gap={0}
      style={{ borderRight: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}
      aria-label="Grower accounts"
      component="aside"
    >
      <Title order={4} px="md" pt="md" pb="xs">
        Grower Accounts
      </Title>
      <ScrollArea style={{ flex: 1 }} px="sm">
        {loading && !data ? (
          <Loader size="sm" m="md" aria-label="Loading grower accounts" />
        ) : error && !data ? (
          <Alert color="red" title="The grower accounts could not be loaded" m="xs">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">Please check your connection and try again.</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Stack gap="xs" pb="sm">
            {accounts.map((account) => (
              <GrowerAccountItem
                key={account.id}
                account={account}
                page={page}
                expanded={expanded.includes(account.uuid)}
                onToggle={() => toggle(account.uuid)}
                fitPadding={fitPadding}
              />
            ))}
            {accounts.length === 0 && (
              <Stack gap={4} p="sm">
                <Text size="sm" c="dimmed">
                  No accounts added to this Ag Retailer
                </Text>
                <Anchor component={Link} to="/ag_retailer" size="sm">
                  Add an account on Grower Accounts
                </Anchor>
              </Stack>
            )}
          </Stack>
        )}
      </ScrollArea>
      {meta && meta.totalPages > 1 && (
        <Stack p="sm" gap={4} align="center" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <Pagination
            size="sm"
            total={meta.totalPages}
            value={meta.page}
            onChange={(next) => {
              viewedFarm.clear();
              setExpanded([]);
              setPage(next);
            }}
            withEdges={false}
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
            })}
          />
          <Text size="xs" c="dimmed">
            Total records: {meta.total}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
