import { ActionIcon, Anchor, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { WriteButton } from '../../offline/WriteButton';
import { CardFields } from './CardFields';
import { type PaymentDetails, paymentMessages, paymentProblems, priceLabel } from './cardRules';
import { type AppliedGift, GiftCodeField } from './GiftCodeField';
import { type Receipt, useOpenCheckout, usePurchase } from './hooks';

/** `packageStripeId` offers the provider's hosted checkout for the package as well. */
export type Offer = { id: string; name: string; price: number; packageStripeId?: string };

const empty: PaymentDetails = { cardholderName: '', number: '', expMonth: null, expYear: null, cvc: '' };

/**
 * Payment details (spec 2.3, 5): the same form on the page and in the popup. Pay checks the
 * inputs, then the card with its bank, then buys; problems are listed under one heading.
 */
export function PaymentForm({
  offer,
  onBack,
  onPaid,
}: {
  offer: Offer;
  onBack: () => void;
  onPaid: (receipt: Receipt) => void;
}) {
  const [details, setDetails] = useState(empty);
  const [gift, setGift] = useState<AppliedGift | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const { purchase, busy } = usePurchase();
  const checkout = useOpenCheckout();
  const amount = gift ? gift.price : offer.price;
  const set = (patch: Partial<PaymentDetails>) => {
    const next = { ...details, ...patch };
    setDetails(next);
    // Once the list is shown it follows the corrections, so a fixed problem leaves it at once.
    if (problems.length > 0) setProblems(paymentProblems(next));
  };

  const pay = async () => {
    const found = paymentProblems(details);
    setProblems(found);
    if (found.length > 0) return;
    const outcome = await purchase(details, { packageId: offer.id, couponCode: gift?.code ?? null });
    if (outcome.ok) onPaid(outcome.receipt);
    else setProblems(outcome.cardErrors);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
    >
      <Stack gap="sm">
        <Group gap="xs">
          <ActionIcon variant="subtle" color="gray" aria-label="Back to pricing plans" onClick={onBack}>
            ←
          </ActionIcon>
          <Title order={3}>Payment details</Title>
        </Group>
        <Text size="sm" c="dimmed">
          {offer.name}: {priceLabel(offer.price)} per year
        </Text>
        {problems.length > 0 && (
          <Paper withBorder p="sm" bg="red.0" role="alert">
            <Text fw={600} c="red.8" size="sm">
              {paymentMessages.heading}
            </Text>
            <List size="sm" c="red.8" mt={4}>
              {problems.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          </Paper>
        )}
        <CardFields details={details} onChange={set} />
        <GiftCodeField applied={gift} onChange={setGift} />
        <WriteButton type="submit" size="md" loading={busy} mt="xs">
          Pay {priceLabel(amount)}
        </WriteButton>
        <Text size="xs" c="dimmed" ta="center">
          Pro runs for a year from today and renews each year on this card until you cancel it under Manage
          Subscription. Your card is checked with your bank before it is charged.
        </Text>
        {offer.packageStripeId && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            ta="center"
            disabled={checkout.opening}
            onClick={() => offer.packageStripeId && checkout.open(offer.packageStripeId)}
          >
            Pay on the secure checkout page instead
          </Anchor>
        )}
      </Stack>
    </form>
  );
}
