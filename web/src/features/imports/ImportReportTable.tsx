import { Badge, Checkbox, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { acres } from '../../layout/summary';
import { repeatsText } from './duplicates';
import type { ImportReport } from './hooks';

type Feature = ImportReport['features'][number];

/** A feature's outcome: imported (or will be), skipped as the grower's already, or refused. */
function Outcome({ feature, written }: { feature: Feature; written: boolean }) {
  const size = feature.acres !== null ? ` · ${acres(feature.acres)}` : '';
  if (feature.status === 'TAKEN')
    return (
      <Badge color="green" variant="light" tt="none">
        {written ? 'Imported' : 'Will import'}
        {size}
      </Badge>
    );
  if (feature.status === 'SKIPPED')
    return (
      <Badge color="yellow" variant="light" tt="none">
        Skipped{size}
      </Badge>
    );
  return (
    <Badge color="red" variant="light" tt="none">
      Refused
    </Badge>
  );
}

/**
 * Feature by feature: what an import takes, what it skips as a field the grower has already (with
 * the farm that field is in, and a tick to import it anyway while previewing), and what it
 * refuses and why.
 */
export function ImportReportTable({
  report,
  anyway,
}: {
  report: ImportReport;
  /** While previewing: the features ticked to import anyway, and the tick's change. */
  anyway?: { chosen: readonly number[]; onChange: (feature: number, on: boolean) => void };
}) {
  return (
    <ScrollArea.Autosize mah={320}>
      <Table striped withTableBorder fz="sm" aria-label="Import report">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Result</Table.Th>
            <Table.Th>Why</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.features.map((feature) => (
            <Table.Tr key={feature.number}>
              <Table.Td>{feature.number}</Table.Td>
              <Table.Td>{feature.name}</Table.Td>
              <Table.Td>
                <Outcome feature={feature} written={report.written} />
              </Table.Td>
              <Table.Td>
                {feature.matches.length > 0 ? (
                  <Stack gap={4}>
                    <Text size="sm" c="yellow.9">
                      {repeatsText(feature.matches)}.
                    </Text>
                    {feature.status === 'REFUSED' && feature.reason && (
                      <Text size="sm">{feature.reason}</Text>
                    )}
                    {anyway && (
                      <Checkbox
                        size="xs"
                        label="Import anyway"
                        aria-label={`Import ${feature.name} anyway`}
                        checked={anyway.chosen.includes(feature.number)}
                        onChange={(event) => anyway.onChange(feature.number, event.currentTarget.checked)}
                      />
                    )}
                  </Stack>
                ) : (
                  (feature.reason ?? '')
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
