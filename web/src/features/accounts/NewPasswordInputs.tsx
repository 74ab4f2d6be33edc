import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

type NewPassword = { newPassword: string; newPasswordConfirmation: string };

/** A new password typed twice, as recovery and the profile's password change ask for it. */
export function NewPasswordInputs<Values extends NewPassword>({ form }: { form: UseFormReturnType<Values> }) {
  return (
    <>
      <PasswordInput
        label="New password"
        description="At least 8 characters"
        autoComplete="new-password"
        {...form.getInputProps('newPassword')}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        {...form.getInputProps('newPasswordConfirmation')}
      />
    </>
  );
}
