import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { WriteButton } from '../../../offline/WriteButton';
import {
  AppSettingsFields,
  type AppSettingsValues,
  appSettingsValidation,
  linesOf,
} from './AppSettingsFields';
import { useUpdatePartnerApp } from './manage-hooks';

type App = {
  clientId: string;
  name: string;
  logoUri?: string | null;
  redirectUris: readonly string[];
  scopes: readonly string[];
};

/**
 * Edits a registered app: name, logo, redirect URIs and scopes, checked as at registration. What
 * growers see changes at once; a scope added is asked of them at their next sign-in, and one
 * taken away stops working for the app's tokens at once.
 */
export function EditAppForm({ app, onDone }: { app: App; onDone: () => void }) {
  const [update, saving] = useUpdatePartnerApp();
  const form = useForm<AppSettingsValues>({
    initialValues: {
      name: app.name,
      logoUri: app.logoUri ?? '',
      redirectUris: app.redirectUris.join('\n'),
      scopes: [...app.scopes],
    },
    validate: appSettingsValidation,
  });
  const added = form.values.scopes.filter((scope) => !app.scopes.includes(scope));

  const submit = form.onSubmit(async (values) => {
    const outcome = await update({
      clientId: app.clientId,
      name: values.name.trim(),
      logoUri: values.logoUri.trim() || null,
      redirectUris: linesOf(values.redirectUris),
      scopes: values.scopes,
    });
    if (outcome.ok) onDone();
    else form.setErrors(outcome.errors);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={`Edit ${app.name}`}>
      <Stack gap="sm">
        {form.errors._form && <Alert color="red" title={form.errors._form} />}
        <AppSettingsFields inputProps={(field) => form.getInputProps(field)} />
        {added.length > 0 && (
          <Text size="sm" c="dimmed">
            Growers already connected are asked to allow {added.join(', ')} the next time they sign in to the
            app; until then its tokens cannot use {added.length > 1 ? 'them' : 'it'}.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <WriteButton type="submit" loading={saving}>
            Save changes
          </WriteButton>
        </Group>
      </Stack>
    </form>
  );
}
