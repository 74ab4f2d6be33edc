import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Question, useRecoveryQuestion } from './recoveryHooks';
import { normaliseEmail, recoveryRules } from './rules';

type Props = { initialEmail: string; onFound: (email: string, question: Question) => void };

/** Step 1: the e-mail of the account; continues when it has one. */
export function RecoveryEmailStep({ initialEmail, onFound }: Props) {
  const [findQuestion, loading] = useRecoveryQuestion();
  const form = useForm({ initialValues: { email: initialEmail }, validate: recoveryRules.email });

  const submit = form.onSubmit(async ({ email }) => {
    const address = normaliseEmail(email);
    const outcome = await findQuestion(address);
    if (outcome.ok) onFound(address, outcome.value);
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
        <Button type="submit" loading={loading} fullWidth>
          Continue
        </Button>
      </Stack>
    </form>
  );
}
