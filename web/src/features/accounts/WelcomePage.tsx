import { Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { PublicLayout } from '../../layout/PublicLayout';

/** Where small screens land (spec 2.2): the map needs room. */
export function WelcomePage() {
  const fromPricing = (useLocation().state as { from?: string } | null)?.from === 'pricing-plans';
  return (
    <PublicLayout width={520}>
      <Stack>
        <Title order={2}>Welcome to Field Boundaries</Title>
        {fromPricing && (
          <Text c="green" fw={600}>
            Your account has been activated successfully!
          </Text>
        )}
        <Text>
          The screen is too small for the field map. A desktop or a tablet in landscape mode is recommended.
        </Text>
      </Stack>
    </PublicLayout>
  );
}
