import { Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} style={{ textDecoration: 'none', color: 'inherit' }} aria-label="Field Boundaries home">
      <Group gap={8}>
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <Text fw={700} size="lg">
          Field Boundaries
        </Text>
      </Group>
    </Link>
  );
}
