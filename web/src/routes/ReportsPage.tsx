import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Group, Loader, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FieldMap } from '../features/farms/FieldMap';
import {
  FieldPicker,
  REPORT_MAP_PADDING,
  ReportOnFieldAction,
  useFollowPickedField,
  useOwnFields,
} from '../features/reports/FieldPicker';
import { ReportDraftQuery } from '../features/reports/operations';
import { type EditorMode, ReportEditor } from '../features/reports/ReportEditor';
import { ReportPrintView } from '../features/reports/ReportPrintView';
import { SavedReports } from '../features/reports/SavedReports';
import { SeasonExport } from '../features/reports/SeasonExport';
import { useViewedFarmLayers } from '../features/retailers/growerFarm';
import { RetailerReportNote } from '../features/retailers/RetailerReportNote';
import { UsersSidebar } from '../features/retailers/UsersSidebar';
import type { ReportPartsFragment } from '../graphql/generated/graphql';
import { useViewer } from '../session/useViewer';
import { GrowerSidebar } from './GrowerSidebar';

/**
 * Reports (spec 2, 4): pick a field on the map or by name; the map centres on it with its farm
 * active; fill, save, reopen, print and download its Application Summary Report. The sidebar
 * slot on the left holds the farm sidebar for growers, the users sidebar for retailers.
 */
export function ReportsPage() {
  const { viewer } = useViewer();
  const fields = useOwnFields();
  const field = useFollowPickedField(fields);
  const growerFields = useViewedFarmLayers();
  const [opened, setOpened] = useState<ReportPartsFragment | null>(null);
  const [printing, setPrinting] = useState<ReportPartsFragment | null>(null);
  // The version just saved, reopened in place of the form it was saved from.
  const [saved, setSaved] = useState<ReportPartsFragment | null>(null);
  const onSaved = (report: ReportPartsFragment) => {
    setOpened(report);
    setSaved(report);
  };

  return (
    <Box h="100%" style={{ display: 'flex' }}>
      {viewer && !viewer.isAgRetailer && <GrowerSidebar screen="reports" />}
      {viewer?.isAgRetailer && <UsersSidebar fitPadding={REPORT_MAP_PADDING} />}
      <ScrollArea h="100%" style={{ flex: 1, minWidth: 0 }}>
        <Box h={420} pos="relative" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          <FieldMap
            topLayers={growerFields}
            popupActions={(picked) =>
              picked.state === 'mine' ? <ReportOnFieldAction cluUuid={picked.uuid} fields={fields} /> : null
            }
          />
        </Box>
        <Stack p="md" gap="lg" maw={860}>
          <div>
            <Title order={3}>Application Summary Report</Title>
            <Text size="sm" c="dimmed">
              The record of a spray application that pesticide labels require you to keep.
            </Text>
          </div>
          {viewer?.isAgRetailer ? <RetailerReportNote /> : <FieldPicker fields={fields} />}
          {viewer && !viewer.isAgRetailer && <SeasonExport />}
          {field && (
            <>
              <SavedReports field={field.uuid} onOpen={setOpened} onPrint={setPrinting} />
              {opened && opened.field === field.uuid ? (
                <Stack gap="xs">
                  <Group justify="flex-end">
                    <Button variant="subtle" size="xs" onClick={() => setOpened(null)}>
                      Start a new report instead
                    </Button>
                  </Group>
                  <ReportEditor
                    key={`${opened.id}-${opened.version}`}
                    mode={{ kind: 'amend', report: opened }}
                    onSaved={onSaved}
                    takeFocus={saved === opened}
                  />
                </Stack>
              ) : (
                <NewReport field={field.uuid} onSaved={onSaved} />
              )}
            </>
          )}
        </Stack>
      </ScrollArea>
      {printing && <ReportPrintView report={printing} onDone={() => setPrinting(null)} />}
    </Box>
  );
}

/** A new report of the field, from its draft: today and the first forecast hour. */
function NewReport({ field, onSaved }: { field: string; onSaved: (report: ReportPartsFragment) => void }) {
  const { viewer } = useViewer();
  const { data, loading, error } = useQuery(ReportDraftQuery, {
    variables: { field },
    fetchPolicy: 'network-only',
  });
  if (loading) return <Loader size="sm" aria-label="Preparing the report" />;
  if (error || !data)
    return (
      <Alert color="red" title="The report could not be prepared">
        Please try reloading the page.
      </Alert>
    );
  const draft = data.reportDraft;
  const mode: EditorMode = {
    kind: 'new',
    field,
    acres: draft.field.acres,
    form: {
      ...draft.form,
      generalInfo: {
        ...draft.form.generalInfo,
        // In god mode the record is made by someone working for the grower: whoever applied is
        // not the account's holder, so the applicator starts empty rather than as the grower.
        applicator: draft.onBehalf ? '' : draft.form.generalInfo.applicator || viewer?.fullName || '',
      },
    },
    weather: draft.weather,
    timeZone: draft.timeZone,
  };
  return <ReportEditor key={field} mode={mode} onSaved={onSaved} />;
}
