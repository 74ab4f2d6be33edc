import { useMutation } from '@apollo/client/react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notify } from '../../notify';
import type { Viewer } from '../../session/useViewer';
import { UpdateMeMutation } from './operations';

export function EditProfileForm({ viewer, onDone }: { viewer: Viewer; onDone: () => void }) {
  const [updateMe, { loading }] = useMutation(UpdateMeMutation);
  const form = useForm({ initialValues: { fullName: viewer.fullName, email: viewer.email } });

  const save = form.onSubmit(async (values) => {
    try {
      const { data } = await updateMe({ variables: { input: values } });
      if (data?.updateMe.ok) {
        notify.success('Profile successfully updated');
        onDone();
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
        <Group justify="flex-end">
          <Button type="submit" loading={loading}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
