import { List, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { WriteButton } from '../../offline/WriteButton';
import { CardFields } from './CardFields';
import { type PaymentDetails, paymentMessages, paymentProblems } from './cardRules';
import { useChangeCard } from './subscriptionHooks';

const empty: PaymentDetails = { cardholderName: '', number: '', expMonth: null, expYear: null, cvc: '' };

/**
 * Change card: the card is checked with its bank and becomes the one the plan is charged on.
 * `afterSave` follows a saved card (an upgrade waiting for it); problems are listed under one heading.
 */
export function ChangeCardForm({
  account,
  submitLabel = 'Save card',
  afterSave,
  onDone,
}: {
  account: string;
  submitLabel?: string;
  afterSave?: () => Promise<unknown>;
  onDone: () => void;
}) {
  const [details, setDetails] = useState(empty);
  const [problems, setProblems] = useState<string[]>([]);
  const [changeCard, busy] = useChangeCard();
  const [following, setFollowing] = useState(false);
  const set = (patch: Partial<PaymentDetails>) => {
    const next = { ...details, ...patch };
    setDetails(next);
    if (problems.length > 0) setProblems(paymentProblems(next));
  };

  const save = async () => {
    const found = paymentProblems(details);
    setProblems(found);
    if (found.length > 0) return;
    const outcome = await changeCard(account, details);
    if (!outcome.ok) return setProblems(outcome.cardErrors);
    if (afterSave) {
      setFollowing(true);
      await afterSave();
      setFollowing(false);
    }
    onDone();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
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
        <WriteButton type="submit" loading={busy || following}>
          {submitLabel}
        </WriteButton>
        <Text size="xs" c="dimmed" ta="center">
          The card is checked with your bank. Nothing is charged now unless you are upgrading.
        </Text>
      </Stack>
    </form>
  );
}
