import { Alert, Button, CopyButton, Stack, Text, TextInput } from '@mantine/core';

/** A value to copy, read-only, with a Copy button: a client id, or a secret. */
export function CopyableValue({ label, value }: { label: string; value: string }) {
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      rightSectionWidth={84}
      rightSection={
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button
              size="compact-xs"
              variant="default"
              onClick={copy}
              aria-label={`Copy the ${label.toLowerCase()}`}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      }
    />
  );
}

/**
 * A secret as it is first and last shown: the api keeps only its hash (a client secret) or will
 * not show it again (a webhook's signing secret), so the developer copies it now.
 */
export function ShownOnce({ title, label, value }: { title: string; label: string; value: string }) {
  return (
    <Alert color="yellow" title={title}>
      <Stack gap={6}>
        <CopyableValue label={label} value={value} />
        <Text size="sm">This is the only time it is shown. Copy it now and keep it on your server.</Text>
      </Stack>
    </Alert>
  );
}
