import { useApolloClient } from '@apollo/client/react';
import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { print } from 'graphql';
import { createClient } from 'graphql-sse';
import { useState } from 'react';
import { config } from '../config';
import { CluFieldsSubscription, CluNodesQuery } from '../map/operations';
import { parseLatLng } from '../map/PlaceSearch';

// Developers' view of the CLU data: the nodes around a point, and each node's stream as the
// map receives it, timed. Loaded on demand so growers never download it.
type NodeRow = { id: number; fieldCount: number };
type StreamStats = { batches: number; fields: number; firstMs: number; totalMs: number; bytes: number };

async function timeNodeStream(id: number): Promise<StreamStats> {
  const sse = createClient({ url: config.streamUrl, credentials: 'same-origin', retryAttempts: 0 });
  const started = performance.now();
  const stats: StreamStats = { batches: 0, fields: 0, firstMs: 0, totalMs: 0, bytes: 0 };
  try {
    const results = sse.iterate<{ cluFields: { fields: unknown[] } }>({
      query: print(CluFieldsSubscription),
      variables: { nodes: [{ id }] },
    });
    for await (const result of results) {
      if (result.errors?.length) throw new Error(result.errors[0]?.message);
      if (!result.data) continue;
      if (stats.batches === 0) stats.firstMs = performance.now() - started;
      stats.batches++;
      stats.fields += result.data.cluFields.fields.length;
      stats.bytes += JSON.stringify(result.data).length;
    }
  } finally {
    sse.dispose();
  }
  stats.totalMs = performance.now() - started;
  return stats;
}

export default function SandboxPage() {
  const apollo = useApolloClient();
  const [place, setPlace] = useState('37.84, -97.86');
  const [nodes, setNodes] = useState<NodeRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [stats, setStats] = useState<Record<number, StreamStats | 'running' | string>>({});

  const look = async () => {
    const point = parseLatLng(place);
    if (!point) return setError('Enter a latitude and longitude, e.g. 37.85, -97.86');
    setError(null);
    const { data } = await apollo.query({
      query: CluNodesQuery,
      variables: point,
      fetchPolicy: 'network-only',
    });
    setNodes(data?.cluNodes ?? []);
  };
  const stream = async (id: number) => {
    setStats((current) => ({ ...current, [id]: 'running' }));
    const result = await timeNodeStream(id).catch((failure: Error) => failure.message);
    setStats((current) => ({ ...current, [id]: result }));
  };

  return (
    <Stack maw={900}>
      <Text c="dimmed">
        CLU nodes are 0.1° grid cells; the map streams the 3 × 3 block around its centre.
      </Text>
      <Group align="flex-start">
        <TextInput
          aria-label="Node search point"
          value={place}
          error={error}
          onChange={(event) => setPlace(event.currentTarget.value)}
          w={240}
        />
        <Button onClick={look}>Find nodes</Button>
      </Group>
      {nodes && (
        <Table striped withTableBorder aria-label="CLU nodes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Node</Table.Th>
              <Table.Th>Fields</Table.Th>
              <Table.Th>Stream</Table.Th>
              <Table.Th>Result</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {nodes.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4}>No CLU data around this point.</Table.Td>
              </Table.Tr>
            )}
            {nodes.map((node) => {
              const result = stats[node.id];
              return (
                <Table.Tr key={node.id}>
                  <Table.Td>{node.id}</Table.Td>
                  <Table.Td>{node.fieldCount.toLocaleString('en-US')}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      loading={result === 'running'}
                      onClick={() => stream(node.id)}
                    >
                      Stream node {node.id}
                    </Button>
                  </Table.Td>
                  <Table.Td>
                    {typeof result === 'object'
                      ? `${result.fields} fields in ${result.batches} batches · first ${result.firstMs.toFixed(0)} ms · all ${result.totalMs.toFixed(0)} ms · ${(result.bytes / 1024).toFixed(0)} KiB`
                      : result === 'running'
                        ? 'streaming…'
                        : (result ?? '')}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
