import { useApolloClient } from '@apollo/client/react';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { notify } from '../../notify';
import { EmailRegisteredQuery } from './operations';
import { detailsRules, messages, normaliseEmail } from './rules';

export type RegistrationDetails = { fullName: string; email: string; farmName: string };

/** Step 1: who and which farm. Continues only when the e-mail has no account yet. */
export function RegisterDetailsStep({
  initial,
  onContinue,
}: {
  initial: RegistrationDetails;
  onContinue: (details: RegistrationDetails) => void;
}) {
  const client = useApolloClient();
  const [checking, setChecking] = useState(false);
  const form = useForm({ initialValues: initial, validate: detailsRules });

  const submit = form.onSubmit(async (values) => {
    const email = normaliseEmail(values.email);
    setChecking(true);
    try {
      const { data } = await client.query({
        query: EmailRegisteredQuery,
        variables: { email },
        fetchPolicy: 'network-only',
      });
      if (data?.emailRegistered) {
        form.setFieldError('email', messages.emailTaken);
        return;
      }
      onContinue({ ...values, email });
    } catch {
      notify.error('We could not reach the server. Please try again.');
    } finally {
      setChecking(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Full name" autoComplete="name" {...form.getInputProps('fullName')} />
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <TextInput label="Farm name" {...form.getInputProps('farmName')} />
        <Button type="submit" loading={checking} fullWidth>
          Continue
        </Button>
      </Stack>
    </form>
  );
}
