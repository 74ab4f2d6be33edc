import { accountMessages, activationResendMessages } from '@field-boundaries/contract/messages';
import { Alert, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useResultMutation } from '../../graphql/useResultMutation';
import { ResendActivationMutation } from './activationOperations';

/** Sends a new activation mail; its toast says what the api said (the same for every address). */
function useResendActivation(): [(email: string) => Promise<string | null>, boolean] {
  const [run, loading] = useResultMutation(ResendActivationMutation, {
    success: (payload) => payload.message,
    failure: 'We could not reach the server. Please try again.',
  });
  return [
    async (email) => {
      const outcome = await run({ email });
      return outcome.ok ? (outcome.payload.message ?? activationResendMessages.sent) : null;
    },
    loading,
  ];
}

/**
 * 'User is inactive!' with its way out: a new activation mail to `email` (at login and in
 * recovery). Once sent, the alert says where to look instead of offering the button again.
 */
export function InactiveAccountAlert({ email }: { email: string }) {
  const [resend, loading] = useResendActivation();
  const [sent, setSent] = useState<string | null>(null);
  return (
    <Alert color="red" title={accountMessages.inactive}>
      {sent ? (
        <Text size="sm" fw={500}>
          {sent}
        </Text>
      ) : (
        <Button
          size="xs"
          variant="white"
          color="red"
          loading={loading}
          onClick={async () => setSent(await resend(email))}
        >
          {activationResendMessages.action}
        </Button>
      )}
    </Alert>
  );
}
