import { partnerAppMessages } from '@field-boundaries/contract/messages';
import { PARTNER_SCOPES, scopeWording } from '@field-boundaries/contract/partner-scopes';
import { Checkbox, Stack, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

// The settings of an app a developer writes when registering it and changes later: the same
// inputs, words and quick checks both times (the api checks them all again, as at registration).

export type AppSettingsValues = { name: string; logoUri: string; redirectUris: string; scopes: string[] };

/** Redirect URIs are written one a line. */
export const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export const appSettingsValidation = {
  name: (value: string) => (value.trim() ? null : 'Give the app a name.'),
  redirectUris: (value: string) => (linesOf(value).length > 0 ? null : partnerAppMessages.redirectUris),
  scopes: (value: string[]) => (value.length > 0 ? null : partnerAppMessages.scopes),
};

export function AppSettingsFields({
  inputProps,
}: {
  inputProps: (field: keyof AppSettingsValues) => GetInputPropsReturnType;
}) {
  return (
    <>
      <TextInput label="Name" description="Growers see it on the consent screen." {...inputProps('name')} />
      <TextInput
        label="Logo URL"
        description="Optional; an https address of a square image."
        placeholder="https://example.com/logo.png"
        {...inputProps('logoUri')}
      />
      <Textarea
        label="Redirect URIs"
        description="One a line: https, http on 127.0.0.1 for command-line tools, or an app's own scheme (com.example.app:/callback)."
        autosize
        minRows={2}
        {...inputProps('redirectUris')}
      />
      <Checkbox.Group
        label="Scopes it asks for"
        description="Growers are shown each in these words, and can connect it only for these."
        {...inputProps('scopes')}
      >
        <Stack gap={6} mt={6}>
          {PARTNER_SCOPES.map((scope) => (
            <Checkbox key={scope} value={scope} label={scope} description={scopeWording[scope]} />
          ))}
        </Stack>
      </Checkbox.Group>
    </>
  );
}
