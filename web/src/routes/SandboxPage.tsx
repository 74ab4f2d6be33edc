import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { Button, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { createClient } from 'graphql-sse';
import { useEffect, useMemo, useState } from 'react';
import { config } from '../config';
import { NodeGrid, type StreamResult, type StreamStats } from '../features/clu/NodeGrid';
import type { NodeRow } from '../features/clu/nodeGrid';
import { parseLatLng } from '../features/farms/PlaceSearch';
import { graphql } from '../graphql/generated';
import { streamRequest } from '../graphql/trustedHash';
import { CluFieldsSubscription, CluNodesQuery } from '../map/operations';

// Developers' view of the CLU data: the grid of nodes around a point, each node's stream as the map
// receives it, timed, and its raw CLU stream (GeoJSON as stored, to check an import). Loaded on demand so growers never download it.
type Feature = { type: 'Feature'; properties: Record<string, unknown>; geometry: unknown };
type RawStream = { node: number; features: Feature[]; batches: number; done: boolean; error?: string };

export const CluRawFieldsSubscription = graphql(`
  subscription CluRawFields($node: Int!) {
    cluRawFields(node: $node) {
      offset
      done
      geojson
    }
  }
`);

/** A node's polygons as stored, GeoJSON feature by feature, as they arrive (through Apollo's stream link). */
function readRawStream(apollo: ApolloClient, node: number, onProgress: (raw: RawStream) => void): () => void {
  const raw: RawStream = { node, features: [], batches: 0, done: false };
  const fail = (failure: unknown) =>
    onProgress({ ...raw, error: failure instanceof Error ? failure.message : String(failure) });
  const feed = apollo
    .subscribe({ query: CluRawFieldsSubscription, variables: { node }, fetchPolicy: 'no-cache' })
    .subscribe({
      next: (result) => {
        if (result.error) return fail(result.error);
        const batch = result.data?.cluRawFields;
        if (!batch) return;
        raw.batches++;
        try {
          if (batch.geojson)
            raw.features.push(...(JSON.parse(batch.geojson) as { features: Feature[] }).features);
        } catch (failure) {
          feed.unsubscribe();
          return fail(failure);
        }
        raw.done = batch.done;
        onProgress({ ...raw });
      },
      error: fail,
    });
  return () => feed.unsubscribe();
}

function RawStreamPanel({ raw }: { raw: RawStream }) {
  const download = useMemo(() => {
    if (!raw.done) return null;
    const text = JSON.stringify({ type: 'FeatureCollection', features: raw.features });
    return URL.createObjectURL(new Blob([text], { type: 'application/geo+json' }));
  }, [raw]);
  useEffect(() => () => (download ? URL.revokeObjectURL(download) : undefined), [download]);
  const first = raw.features[0];
  return (
    <Stack gap="xs" aria-label={`Raw CLU stream of node ${raw.node}`} role="region">
      <Group justify="space-between">
        <Text fw={600}>
          Raw CLU stream of node {raw.node}: {raw.features.length.toLocaleString('en-US')} features in{' '}
          {raw.batches} batches{raw.done ? '' : '…'}
        </Text>
        {download && (
          <Button
            component="a"
            href={download}
            download={`clu-node-${raw.node}.geojson`}
            size="xs"
            variant="light"
          >
            Download GeoJSON
          </Button>
        )}
      </Group>
      {raw.error && <Text c="red">{raw.error}</Text>}
      {first && (
        <>
          <Text size="sm" c="dimmed">
            First feature:
          </Text>
          <Code block mah={320} style={{ overflow: 'auto' }}>
            {JSON.stringify(first, null, 2)}
          </Code>
        </>
      )}
    </Stack>
  );
}

/**
 * Timed on a graphql-sse client of its own, as the map's field streamer receives the stream
 * (map/fieldStreamer.ts), not through Apollo: the figures are the map's.
 */
async function timeNodeStream(id: number): Promise<StreamStats> {
  const sse = createClient({ url: config.streamUrl, credentials: 'same-origin', retryAttempts: 0 });
  const started = performance.now();
  const stats: StreamStats = { batches: 0, fields: 0, firstMs: 0, totalMs: 0, bytes: 0 };
  try {
    const results = sse.iterate<{ cluFields: { fields: unknown[] } }>(
      streamRequest(CluFieldsSubscription, { nodes: [{ id }] }),
    );
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
  const [found, setFound] = useState<{ nodes: NodeRow[]; point: { lat: number; lng: number } } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [stats, setStats] = useState<Record<number, StreamResult>>({});
  const [raw, setRaw] = useState<RawStream | null>(null);

  const look = async () => {
    const point = parseLatLng(place);
    if (!point) return setError('Enter a latitude and longitude, e.g. 37.85, -97.86');
    setError(null);
    const { data } = await apollo.query({
      query: CluNodesQuery,
      variables: point,
      fetchPolicy: 'network-only',
    });
    setFound({ nodes: data?.cluNodes ?? [], point });
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
      {found && (
        <NodeGrid
          nodes={found.nodes}
          point={found.point}
          results={stats}
          readingRaw={raw && !raw.done && !raw.error ? raw.node : null}
          onStream={stream}
          onReadRaw={(id) => {
            setRaw({ node: id, features: [], batches: 0, done: false });
            readRawStream(apollo, id, setRaw);
          }}
        />
      )}
      {raw && <RawStreamPanel raw={raw} />}
    </Stack>
  );
}
