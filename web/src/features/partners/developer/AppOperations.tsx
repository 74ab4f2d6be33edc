import { Button, Code, CopyButton, Group, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { WriteButton } from '../../../offline/WriteButton';
import { useRegisterPartnerOperation, useRemovePartnerOperation } from './hooks';

type Operation = { sha256Hash: string; name: string; registeredAt: string };

const registered = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** The hash's start is enough to tell operations apart; Copy gives the whole of it. */
const shortHash = (hash: string) => `${hash.slice(0, 12)}…`;

/**
 * An app's persisted operations: each one's name, hash and date, Remove, and a form to register a
 * document (pasted). The app's tokens then send the hash instead of the text.
 */
export function AppOperations({
  clientId,
  appName,
  operations,
}: {
  clientId: string;
  appName: string;
  operations: readonly Operation[];
}) {
  const [register, registering] = useRegisterPartnerOperation();
  const [remove, removing] = useRemovePartnerOperation();
  const form = useForm({
    initialValues: { document: '' },
    validate: { document: (value) => (value.trim() ? null : 'Paste a GraphQL document.') },
  });
  const submit = form.onSubmit(async ({ document }) => {
    const outcome = await register(clientId, document);
    if (!outcome.ok)
      return form.setErrors(outcome.errors._form ? { document: outcome.errors._form } : outcome.errors);
    form.reset();
  });

  return (
    <Stack gap="sm">
      <Title order={4} size="h5">
        Persisted operations
      </Title>
      <Text size="sm" c="dimmed">
        Queries and mutations {appName} sends by hash: its tokens send{' '}
        <Code>extensions.persistedQuery.sha256Hash</Code> instead of the text, and each run is charged to its
        budget like a full query.
      </Text>
      {operations.length === 0 ? (
        <Text size="sm" c="dimmed">
          No operations yet: register one to send it by hash.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table aria-label={`Operations of ${appName}`} withTableBorder verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>SHA-256</Table.Th>
                <Table.Th>Registered</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {operations.map((operation) => (
                <Table.Tr key={operation.sha256Hash}>
                  <Table.Td>{operation.name}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Text span size="sm" ff="monospace" title={operation.sha256Hash}>
                        {shortHash(operation.sha256Hash)}
                      </Text>
                      <CopyButton value={operation.sha256Hash}>
                        {({ copied, copy }) => (
                          <Button
                            size="compact-xs"
                            variant="default"
                            onClick={copy}
                            aria-label={`Copy the hash of ${operation.name}`}
                          >
                            {copied ? 'Copied' : 'Copy'}
                          </Button>
                        )}
                      </CopyButton>
                    </Group>
                  </Table.Td>
                  <Table.Td>{registered(operation.registeredAt)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="outline"
                      color="red.8"
                      loading={removing}
                      onClick={() => void remove(clientId, operation.sha256Hash, operation.name)}
                      aria-label={`Remove ${operation.name}`}
                    >
                      Remove
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <form onSubmit={submit} noValidate aria-label="Register an operation">
        <Stack gap="xs">
          <Textarea
            label="GraphQL document"
            description="One named query or mutation, with the fragments it spreads. Its hash is of this exact text."
            placeholder={'query Farms {\n  myFarms {\n    id\n    name\n  }\n}'}
            autosize
            minRows={4}
            maxRows={14}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...form.getInputProps('document')}
          />
          <Group justify="flex-end">
            <WriteButton type="submit" variant="light" loading={registering}>
              Add operation
            </WriteButton>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
