import { Alert, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { WriteButton } from '../../offline/WriteButton';
import { isGodMode } from '../../session/godMode';
import type { Viewer } from '../../session/useViewer';
import { useUpdateProfile } from './profileHooks';
import { profileMessages } from './profileRules';

export function EditProfileForm({ viewer, onDone }: { viewer: Viewer; onDone: () => void }) {
  const [updateProfile, loading] = useUpdateProfile();
  const form = useForm({ initialValues: { fullName: viewer.fullName, email: viewer.email } });
  // A new e-mail waits for the link mailed to it; until then the account keeps the old one.
  const [pendingEmail, setPendingEmail] = useState(viewer.pendingEmail ?? null);
  // The e-mail is the owner's to change (the api refuses it in god mode): shown, not editable.
  const godMode = isGodMode();

  const save = form.onSubmit(async (values) => {
    const outcome = await updateProfile(godMode ? { ...values, email: viewer.email } : values);
    if (!outcome.ok) return form.setErrors(outcome.fieldErrors);
    setPendingEmail(outcome.value.pendingEmail);
    if (!outcome.value.pendingEmail) return onDone();
    form.setFieldValue('email', outcome.value.email);
  });

  return (
    <form onSubmit={save}>
      <Stack>
        <TextInput label="Full name" {...form.getInputProps('fullName')} />
        <TextInput
          label="Email"
          type="email"
          {...form.getInputProps('email')}
          readOnly={godMode}
          description={godMode ? profileMessages.emailOwnerOnly : undefined}
        />
        {pendingEmail && (
          <Alert color="blue" title="Confirm your new e-mail">
            We sent a link to {pendingEmail}. Your e-mail changes to it when you open that link; until then
            you keep logging in with {viewer.email}.
          </Alert>
        )}
        <Group justify="flex-end">
          <WriteButton type="submit" loading={loading}>
            Save Changes
          </WriteButton>
        </Group>
      </Stack>
    </form>
  );
}
