import { Box, Center, Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { Logo } from './Logo';

/** The frame of the signed-out screens: the logo on top, the form in a card. */
export function PublicLayout({
  children,
  width = 440,
  aside,
  logoTo,
}: {
  children: ReactNode;
  width?: number;
  aside?: ReactNode;
  /** Where the logo leads; the root unless a screen says otherwise (Pricing: the Dashboard). */
  logoTo?: string;
}) {
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      <Group
        justify="space-between"
        px="lg"
        h={60}
        bg="white"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Logo {...(logoTo ? { to: logoTo } : {})} />
        {aside}
      </Group>
      <Center py={48} px="md">
        <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={width}>
          {children}
        </Paper>
      </Center>
    </Box>
  );
}
