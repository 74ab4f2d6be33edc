import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Question, useVerifySecurityAnswer } from './recoveryHooks';
import { recoveryRules } from './rules';

type Props = { email: string; question: Question; onBack: () => void; onVerified: () => void };

/** Step 2: the account's own security question, answered as at registration. */
export function RecoveryAnswerStep({ email, question, onBack, onVerified }: Props) {
  const [verify, loading] = useVerifySecurityAnswer();
  const form = useForm({ initialValues: { securityAnswer: '' }, validate: recoveryRules.answer });

  const submit = form.onSubmit(async ({ securityAnswer }) => {
    const outcome = await verify(email, question, securityAnswer);
    if (outcome.ok) onVerified();
    else form.setErrors(outcome.fieldErrors);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack mt="md">
        <Group gap="xs">
          <ActionIcon variant="subtle" aria-label="Back" onClick={onBack}>
            ←
          </ActionIcon>
          <Text size="sm" c="dimmed">
            {email}
          </Text>
        </Group>
        <TextInput
          label={question.question}
          description="The answer you gave when you registered. Capital letters and extra spaces do not matter."
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('securityAnswer')}
        />
        <Button type="submit" loading={loading} fullWidth>
          Continue
        </Button>
      </Stack>
    </form>
  );
}
