import { useQuery } from '@apollo/client/react';
import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { FarmSidebarQuery } from '../../graphql/farms';
import { useLiveSpray } from './liveSpray';
import { currentlySprayingLine, sprayingSince } from './wording';

/** The top bar's 'Currently spraying' (spec 2): group label, type and herbicide names. */
export function CurrentlySpraying() {
  const { current, refused } = useLiveSpray();
  const { data } = useQuery(FarmSidebarQuery, { fetchPolicy: 'cache-first' });
  // Where the live line would be: why it is not live (the server's own words).
  if (refused !== null)
    return (
      <Group gap={6} wrap="nowrap" role="alert" aria-label="Live spray updates paused" maw={560}>
        <Badge color="red" variant="light" style={{ flexShrink: 0 }}>
          Live spray updates paused
        </Badge>
        {/* The server's whole reason, on two short lines: cut to one, it lost what to do. */}
        <Text size="xs" lineClamp={2} title={refused} lh={1.3}>
          {refused}
        </Text>
      </Group>
    );
  if (current.length === 0) return null;
  const farmName = (id: number) => data?.myFarms.find((farm) => farm.id === id)?.name ?? `Farm ${id}`;
  const line = currentlySprayingLine(current, farmName);
  return (
    <Tooltip label={sprayingSince(current) ?? line} withArrow>
      <Group gap={6} wrap="nowrap" role="status" aria-label="Currently spraying" maw={560}>
        <Badge color="orange" variant="filled" style={{ flexShrink: 0 }}>
          Currently spraying
        </Badge>
        <Text size="sm" truncate="end">
          {line}
        </Text>
      </Group>
    </Tooltip>
  );
}
