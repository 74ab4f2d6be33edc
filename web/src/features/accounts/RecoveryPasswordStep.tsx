import { Alert, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { NewPasswordInputs } from './NewPasswordInputs';
import { useResetPassword } from './recoveryHooks';
import { recoveryRules } from './rules';

type Props = { onReset: () => void; onStartAgain: () => void };

/** Step 3: the new password. A reset that can no longer be used offers to start again. */
export function RecoveryPasswordStep({ onReset, onStartAgain }: Props) {
  const [reset, loading] = useResetPassword();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({
    initialValues: { newPassword: '', newPasswordConfirmation: '' },
    validate: recoveryRules.password,
  });

  const submit = form.onSubmit(async ({ newPassword, newPasswordConfirmation }) => {
    setProblem(null);
    const outcome = await reset(newPassword, newPasswordConfirmation);
    if (outcome.ok) return onReset();
    form.setErrors(outcome.fieldErrors);
    setProblem(outcome.problem ?? null);
  });

  if (problem) {
    return (
      <Stack mt="md">
        <Alert color="red" title="Your password was not changed">
          {problem}
        </Alert>
        <Button variant="light" onClick={onStartAgain} fullWidth>
          Start again
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack mt="md">
        <Text size="sm">
          Choose a new password. Once it is saved, you are signed out everywhere and log in with the new one.
        </Text>
        <NewPasswordInputs form={form} />
        <Button type="submit" loading={loading} fullWidth>
          Save new password
        </Button>
      </Stack>
    </form>
  );
}
