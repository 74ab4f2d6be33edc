import { Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { WriteButton } from '../../offline/WriteButton';
import { useChangeSecurityAnswer } from './profileHooks';
import { changeSecurityAnswerRules } from './profileRules';
import { SecurityQuestionSelect } from './SecurityQuestionSelect';

/** The question and answer that recover the account (Forgot password), given the current password. */
export function ChangeSecurityAnswerForm({ onDone }: { onDone: () => void }) {
  const [changeSecurityAnswer, loading] = useChangeSecurityAnswer();
  const form = useForm({
    initialValues: { currentPassword: '', securityQuestion: null as string | null, securityAnswer: '' },
    validate: changeSecurityAnswerRules,
  });

  const submit = form.onSubmit(async (values) => {
    const outcome = await changeSecurityAnswer({
      ...values,
      securityQuestion: values.securityQuestion ?? '',
    });
    if (outcome.ok) return onDone();
    form.setErrors(outcome.fieldErrors);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          Forgot password asks this question before it lets anyone choose a new password.
        </Text>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
        />
        <SecurityQuestionSelect {...form.getInputProps('securityQuestion')} />
        <TextInput label="Answer" autoComplete="off" {...form.getInputProps('securityAnswer')} />
        <Group justify="flex-end">
          <WriteButton type="submit" loading={loading}>
            Change security question
          </WriteButton>
        </Group>
      </Stack>
    </form>
  );
}
