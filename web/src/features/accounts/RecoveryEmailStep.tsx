import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { InactiveAccountAlert } from './ResendActivation';
import { type Question, useRecoveryQuestion } from './recoveryHooks';
import { messages, normaliseEmail, recoveryRules } from './rules';

type Props = { initialEmail: string; onFound: (email: string, question: Question) => void };

/** Step 1: the e-mail of the account; continues when it has one. */
export function RecoveryEmailStep({ initialEmail, onFound }: Props) {
  const [findQuestion, loading] = useRecoveryQuestion();
  const form = useForm({ initialValues: { email: initialEmail }, validate: recoveryRules.email });

  // An account never activated cannot be recovered: said here, at the first step, with a way out.
  const [inactive, setInactive] = useState<string | null>(null);

  const submit = form.onSubmit(async ({ email }) => {
    const address = normaliseEmail(email);
    setInactive(null);
    const outcome = await findQuestion(address);
    if (outcome.ok) onFound(address, outcome.value);
    else if (outcome.fieldErrors.email === messages.inactive) setInactive(address);
    else form.setErrors(outcome.fieldErrors);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack mt="md">
        <Text size="sm">
          Enter the e-mail address you registered with. We will then ask the security question you chose when
          you signed up.
        </Text>
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        {inactive && <InactiveAccountAlert key={inactive} email={inactive} />}
        <Button type="submit" loading={loading} fullWidth>
          Continue
        </Button>
      </Stack>
    </form>
  );
}
