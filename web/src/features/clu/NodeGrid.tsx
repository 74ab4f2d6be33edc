import { Button, Stack, Table, Text } from '@mantine/core';
import { cornerLabel, type NodeRow, nodeGrid } from './nodeGrid';

export type StreamStats = {
  batches: number;
  fields: number;
  firstMs: number;
  totalMs: number;
  bytes: number;
};
/** A node's stream as timed so far: its figures, 'running', or what went wrong. */
export type StreamResult = StreamStats | 'running' | string;

type Props = {
  nodes: readonly NodeRow[];
  point: { lat: number; lng: number };
  results: Record<number, StreamResult>;
  /** The node whose raw stream is being read, if any. */
  readingRaw: number | null;
  onStream: (id: number) => void;
  onReadRaw: (id: number) => void;
};

function describe(result: StreamResult | undefined): string {
  if (typeof result === 'object') {
    return `${result.fields} fields in ${result.batches} batches · first ${result.firstMs.toFixed(0)} ms · all ${result.totalMs.toFixed(0)} ms · ${(result.bytes / 1024).toFixed(0)} KiB`;
  }
  return result === 'running' ? 'streaming…' : (result ?? '');
}

/** The nodes around a point, each in its place (north at the top), with its stream's figures. */
export function NodeGrid({ nodes, point, results, readingRaw, onStream, onReadRaw }: Props) {
  const grid = nodeGrid(nodes, point);
  if (grid.length === 0) return <Text>No CLU data around this point.</Text>;
  return (
    <Table withTableBorder withColumnBorders layout="fixed" aria-label="CLU nodes">
      <Table.Caption>North at the top. The highlighted cell holds the point searched.</Table.Caption>
      <Table.Tbody>
        {grid.map((row) => (
          <Table.Tr key={`${row[0]?.south}`}>
            {row.map((cell) => (
              <Table.Td
                key={`${cell.south},${cell.west}`}
                bg={cell.holdsPoint ? 'green.0' : undefined}
                style={{ verticalAlign: 'top' }}
              >
                <Stack gap={4}>
                  <Text fw={600} ff="monospace">
                    {cell.node ? `Node ${cell.node.id}` : 'No fields'}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {cell.node ? `${cell.node.fieldCount.toLocaleString('en-US')} fields · ` : ''}
                    SW corner {cornerLabel(cell)}
                  </Text>
                  {cell.node && (
                    <NodeActions
                      id={cell.node.id}
                      result={results[cell.node.id]}
                      readingRaw={readingRaw === cell.node.id}
                      onStream={onStream}
                      onReadRaw={onReadRaw}
                    />
                  )}
                </Stack>
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function NodeActions(props: {
  id: number;
  result: StreamResult | undefined;
  readingRaw: boolean;
  onStream: (id: number) => void;
  onReadRaw: (id: number) => void;
}) {
  const { id, result } = props;
  return (
    <>
      <Button.Group>
        <Button
          aria-label={`Stream node ${id}`}
          size="compact-xs"
          variant="light"
          loading={result === 'running'}
          onClick={() => props.onStream(id)}
        >
          Stream
        </Button>
        <Button
          aria-label={`Raw GeoJSON ${id}`}
          size="compact-xs"
          variant="subtle"
          loading={props.readingRaw}
          onClick={() => props.onReadRaw(id)}
        >
          Raw GeoJSON
        </Button>
      </Button.Group>
      <Text size="xs">{describe(result)}</Text>
    </>
  );
}
