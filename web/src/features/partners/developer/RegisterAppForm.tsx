import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { WriteButton } from '../../../offline/WriteButton';
import { AppSettingsFields, appSettingsValidation, linesOf } from './AppSettingsFields';
import { useRegisterPartnerApp } from './hooks';
import { CopyableValue, ShownOnce } from './ShownOnce';

type Registered = { name: string; clientId: string; secret: string | null };

/**
 * Registers a partner app: its name, logo, redirect URIs, the scopes it will ask growers for,
 * and whether it is a server holding a secret. Once registered, the client id and (for a
 * server) the secret, shown here only.
 */
export function RegisterAppForm({ onDone }: { onDone: () => void }) {
  const [register, registering] = useRegisterPartnerApp();
  const [registered, setRegistered] = useState<Registered | null>(null);
  const form = useForm({
    initialValues: { name: '', logoUri: '', redirectUris: '', scopes: [] as string[], kind: 'public' },
    validate: appSettingsValidation,
  });

  const submit = form.onSubmit(async (values) => {
    const outcome = await register({
      name: values.name.trim(),
      logoUri: values.logoUri.trim() || null,
      redirectUris: linesOf(values.redirectUris),
      scopes: values.scopes,
      confidential: values.kind === 'confidential',
    });
    if (outcome.ok) setRegistered({ name: values.name.trim(), ...outcome.value });
    else form.setErrors(outcome.errors);
  });

  if (registered)
    return (
      <Stack gap="md">
        <Text>
          <b>{registered.name}</b> is registered. Its client id:
        </Text>
        <CopyableValue label="Client id" value={registered.clientId} />
        {registered.secret ? (
          <ShownOnce title="Copy the client secret now" label="Client secret" value={registered.secret} />
        ) : (
          <Text size="sm" c="dimmed">
            A public app has no secret: it proves itself with PKCE on each sign-in.
          </Text>
        )}
        <Group justify="flex-end">
          <Button onClick={onDone}>Done</Button>
        </Group>
      </Stack>
    );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {form.errors._form && <Alert color="red" title={form.errors._form} />}
        <AppSettingsFields inputProps={(field) => form.getInputProps(field)} />
        <Radio.Group label="Kind of app" {...form.getInputProps('kind')}>
          <Stack gap={6} mt={6}>
            <Radio
              value="public"
              label="Public"
              description="Mobile, single-page or command-line: no secret, PKCE on each sign-in."
            />
            <Radio
              value="confidential"
              label="Confidential"
              description="A server that keeps a client secret, and also uses PKCE."
            />
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <WriteButton type="submit" loading={registering}>
            Register app
          </WriteButton>
        </Group>
      </Stack>
    </form>
  );
}
