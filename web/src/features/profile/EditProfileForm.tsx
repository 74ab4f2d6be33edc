import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { notify } from '../../notify';
import type { Viewer } from '../../session/useViewer';
import { UpdateMeMutation } from './operations';

export function EditProfileForm({ viewer, onDone }: { viewer: Viewer; onDone: () => void }) {
  const [updateMe, { loading }] = useMutation(UpdateMeMutation);
  const form = useForm({ initialValues: { fullName: viewer.fullName, email: viewer.email } });
  // A new e-mail waits for the link mailed to it; until then the account keeps the old one.
  const [pendingEmail, setPendingEmail] = useState(viewer.pendingEmail ?? null);

  const save = form.onSubmit(async (values) => {
    try {
      const { data } = await updateMe({ variables: { input: values } });
      if (data?.updateMe.ok) {
        notify.success('Profile successfully updated');
        const waiting = data.updateMe.user?.pendingEmail ?? null;
        setPendingEmail(waiting);
        if (waiting) form.setFieldValue('email', data.updateMe.user?.email ?? viewer.email);
        else onDone();
        return;
      }
      for (const error of data?.updateMe.errors ?? [])
        if (error.field) form.setFieldError(error.field, error.message);
      notify.error('There was an error updating your profile!');
    } catch {
      notify.error('There was an error updating your profile!');
    }
  });

  return (
    <form onSubmit={save}>
      <Stack>
        <TextInput label="Full name" {...form.getInputProps('fullName')} />
        <TextInput label="Email" type="email" {...form.getInputProps('email')} />
        {pendingEmail && (
          <Alert color="blue" title="Confirm your new e-mail">
            We sent a link to {pendingEmail}. Your e-mail changes to it when you open that link; until then
            you keep logging in with {viewer.email}.
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={loading}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
