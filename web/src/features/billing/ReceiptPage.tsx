import { Anchor, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { PublicLayout } from '../../layout/PublicLayout';
import { priceLabel } from './cardRules';
import type { Receipt } from './hooks';

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** Payment Receipt (spec 2.3): 'Successful purchase!' and the way back into the app. */
export function ReceiptPage() {
  // `activated`: the account got its first plan with this purchase, from Pricing Plans.
  const receipt = useLocation().state as (Receipt & { activated?: boolean }) | null;
  // The test provider's invoice link leads back here with the payment's reference.
  const reference = useSearchParams()[0].get('invoice');
  return (
    <PublicLayout width={480} logoTo="/dashboard">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon color="green" size={56} radius="xl" aria-hidden>
          ✓
        </ThemeIcon>
        <Title order={2}>Successful purchase!</Title>
        {receipt && (
          <>
            <Text>
              You paid {priceLabel(receipt.amount)}. Your Pro plan runs until{' '}
              {longDate(receipt.planExpiresAt)}.
            </Text>
            {receipt.invoiceUrl && (
              <Anchor href={receipt.invoiceUrl} target="_blank" rel="noreferrer">
                View your receipt
              </Anchor>
            )}
          </>
        )}
        {!receipt && reference && <Text c="dimmed">Payment reference: {reference}</Text>}
        <Button
          component={Link}
          to="/dashboard"
          state={receipt?.activated ? { from: 'pricing-plans' } : undefined}
          mt="sm"
        >
          Continue to app
        </Button>
      </Stack>
    </PublicLayout>
  );
}
