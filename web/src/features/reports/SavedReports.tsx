import { useQuery } from '@apollo/client/react';
import { Anchor, Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { ReportPartsFragment } from '../../graphql/generated/graphql';
import { usLongDate, usLongInstant } from './format';
import { FieldReportsQuery, ReportHistoryQuery } from './operations';

type Actions = {
  onOpen: (report: ReportPartsFragment) => void;
  onPrint: (report: ReportPartsFragment) => void;
};

/** The field's saved reports, latest application first: open (to amend), print, download. */
export function SavedReports({ field, onOpen, onPrint }: { field: string } & Actions) {
  const { data, loading, error } = useQuery(FieldReportsQuery, { variables: { field, page: 1 } });
  const [historyOf, setHistoryOf] = useState<number | null>(null);
  const reports = data?.reports.results ?? [];
  return (
    <Stack gap="xs">
      <Title order={4}>Saved reports</Title>
      {error && (
        <Text size="sm" c="red">
          The saved reports could not be loaded. Please try reloading the page.
        </Text>
      )}
      {!loading && !error && reports.length === 0 && (
        <Text size="sm" c="dimmed">
          No reports of this field yet.
        </Text>
      )}
      {reports.length > 0 && (
        <Table striped aria-label="Saved reports">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Application date</Table.Th>
              <Table.Th>Version</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {reports.map((report) => (
              <Table.Tr key={report.id}>
                <Table.Td>{usLongDate(report.form.reportDate)}</Table.Td>
                <Table.Td>
                  {report.versions > 1 ? (
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      onClick={() => setHistoryOf(report.id)}
                    >
                      {report.versions} versions
                    </Anchor>
                  ) : (
                    '1'
                  )}
                </Table.Td>
                <Table.Td>
                  <ReportActions report={report} onOpen={onOpen} onPrint={onPrint} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {historyOf !== null && (
        <ReportHistory id={historyOf} onPrint={onPrint} onClose={() => setHistoryOf(null)} />
      )}
    </Stack>
  );
}

function ReportActions({ report, onOpen, onPrint }: { report: ReportPartsFragment } & Partial<Actions>) {
  return (
    <Group gap={6} justify="flex-end" wrap="nowrap">
      {onOpen && (
        <Button size="compact-xs" variant="light" onClick={() => onOpen(report)}>
          Open
        </Button>
      )}
      {onPrint && (
        <Button size="compact-xs" variant="light" onClick={() => onPrint(report)}>
          Print
        </Button>
      )}
      <Button
        size="compact-xs"
        variant="light"
        component="a"
        href={report.pdfUrl}
        download
        aria-label={`Download the PDF of report ${report.id}, version ${report.version}`}
      >
        PDF
      </Button>
    </Group>
  );
}

/** Every version of a report, as saved: none of them is ever changed. */
function ReportHistory({
  id,
  onPrint,
  onClose,
}: { id: number; onClose: () => void } & Pick<Actions, 'onPrint'>) {
  const { data } = useQuery(ReportHistoryQuery, { variables: { id } });
  return (
    <Modal opened onClose={onClose} title={`Report ${id}: every version`} size="lg">
      <Stack>
        {(data?.report?.history ?? []).map((version) => (
          <Group key={version.version} justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text fw={600}>Version {version.version}</Text>
              <Text size="sm">
                Saved by {version.savedByName} on {usLongInstant(version.savedAt, version.timeZone)}
              </Text>
              {version.changeReason && <Text size="sm">Reason: {version.changeReason}</Text>}
              {version.record?.laterVersion && (
                <Text size="sm" fw={600}>
                  {version.record.laterVersion}
                </Text>
              )}
              <PdfHash sha256={version.pdfSha256} />
            </div>
            <ReportActions report={version} onPrint={onPrint} />
          </Group>
        ))}
      </Stack>
    </Modal>
  );
}

/** The SHA-256 of a version's PDF, so a kept copy can be checked (`sha256sum` prints the same). */
export function PdfHash({ sha256 }: { sha256: string | null | undefined }) {
  return (
    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      {sha256
        ? `SHA-256 of this version's PDF: ${sha256}`
        : "SHA-256 of this version's PDF: given once it is first printed"}
    </Text>
  );
}
