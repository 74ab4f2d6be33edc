import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One date for all three documents: they were reviewed together and change together. */
export const LAST_UPDATED = 'November 2026';

/** The frame every legal document shares: its name, its date, then numbered sections. */
export function LegalDocument({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md" component="article" aria-label={title}>
      <div>
        <Title order={3}>{title}</Title>
        <Text size="sm" c="dimmed">
          Last updated: {LAST_UPDATED}
        </Text>
      </div>
      {children}
    </Stack>
  );
}

export function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Stack gap={6} component="section">
      <Title order={4}>{heading}</Title>
      {children}
    </Stack>
  );
}

/** Body text at the size the modal reads best at. */
export function P({ children }: { children: ReactNode }) {
  return <Text size="sm">{children}</Text>;
}
