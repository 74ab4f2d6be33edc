import { Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { WriteButton } from '../../offline/WriteButton';
import { NewPasswordInputs } from './NewPasswordInputs';
import { useChangePassword } from './profileHooks';
import { changePasswordRules } from './profileRules';

/** A new password, given the current one (8 characters at least, as at registration). */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const [changePassword, loading] = useChangePassword();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', newPasswordConfirmation: '' },
    validate: changePasswordRules,
  });

  const submit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    const outcome = await changePassword(currentPassword, newPassword);
    if (outcome.ok) return onDone();
    form.setErrors(outcome.fieldErrors);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          You stay logged in here; next time, log in with the new password.
        </Text>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
        />
        <NewPasswordInputs form={form} />
        <Group justify="flex-end">
          <WriteButton type="submit" loading={loading}>
            Change password
          </WriteButton>
        </Group>
      </Stack>
    </form>
  );
}
