import {
  Alert,
  Badge,
  Button,
  Checkbox,
  FileInput,
  Group,
  Modal,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { acres } from '../../layout/summary';
import { useViewer } from '../../session/useViewer';
import { base64Of, COORDINATE_SYSTEMS, FORMAT_LABELS, formatOfFile, missingPrj } from './formats';
import { type ImportReport, useImportFarmFields } from './hooks';

/** Feature by feature: what an import takes, and what it refuses and why. */
function ReportTable({ report }: { report: ImportReport }) {
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
                {feature.taken ? (
                  <Badge color="green" variant="light" tt="none">
                    {report.written ? 'Imported' : 'Will import'}
                    {feature.acres !== null ? ` · ${acres(feature.acres)}` : ''}
                  </Badge>
                ) : (
                  <Badge color="red" variant="light" tt="none">
                    Refused
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{feature.reason ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

/**
 * Import boundaries into a farm: choose a GeoJSON, KML, KMZ or zipped Shapefile, see what would be
 * taken and refused, then import the taken ones together (own fields need the legal confirmation).
 */
export function ImportFieldsModal({
  farm,
  onClose,
}: {
  farm: { id: number; name: string };
  onClose: () => void;
}) {
  const { viewer } = useViewer();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportReport | null>(null);
  const [done, setDone] = useState<ImportReport | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  // The coordinate system the grower names for a shapefile that came without its .prj.
  const [crs, setCrs] = useState<string | null>(null);
  // The column the grower chose to name the fields from (null: the usual one the api found).
  const [nameColumn, setNameColumn] = useState<string | null>(null);
  const [run, busy] = useImportFarmFields();
  const format = file ? formatOfFile(file.name) : null;
  const needsLegal = !viewer?.legalNotice;

  const check = async (chosen: File | null, system: string | null = null, column: string | null = null) => {
    setFile(chosen);
    setCrs(system);
    setNameColumn(column);
    setPreview(null);
    const chosenFormat = chosen ? formatOfFile(chosen.name) : null;
    if (!chosen || !chosenFormat) return;
    setPreview(
      await run(farm.id, {
        format: chosenFormat,
        content: await base64Of(chosen),
        dryRun: true,
        ...(system ? { crs: Number(system) } : {}),
        ...(column ? { nameColumn: column } : {}),
      }),
    );
  };

  const importTaken = async () => {
    if (!file || !format || busy) return;
    const report = await run(farm.id, {
      format,
      content: await base64Of(file),
      ...(needsLegal ? { legalConfirmed: confirmed } : {}),
      ...(crs ? { crs: Number(crs) } : {}),
      ...(nameColumn ? { nameColumn } : {}),
    });
    if (report) setDone(report);
  };

  const shown = done ?? preview;
  return (
    <Modal opened onClose={onClose} title={`Import boundaries into ${farm.name}`} size="xl" centered>
      <Stack>
        {!done && (
          <FileInput
            label="Boundary file"
            description={`${Object.values(FORMAT_LABELS).join(', ')}: .geojson, .kml, .kmz, .fgb, .gpkg or a .zip of the .shp with its .dbf and .prj`}
            placeholder="Choose a file"
            accept=".geojson,.json,.kml,.kmz,.fgb,.gpkg,.zip"
            value={file}
            onChange={(chosen) => void check(chosen)}
            error={file && !format ? 'Choose a .geojson, .kml, .kmz, .fgb, .gpkg or .zip file.' : null}
            clearable
          />
        )}
        {shown && (
          <>
            <Text size="sm" fw={600} role="status">
              {done
                ? `Imported ${done.taken} of ${done.features.length} boundaries into ${farm.name}.`
                : `${shown.taken} of ${shown.features.length} boundaries can be imported; ${shown.refused} refused.`}
            </Text>
            {shown.notes.length > 0 && (
              <Alert color="blue" title="Notes on the file">
                <Stack gap={2}>
                  {shown.notes.map((note) => (
                    <Text key={note} size="sm">
                      {note}
                    </Text>
                  ))}
                </Stack>
              </Alert>
            )}
            {!done && (crs || missingPrj(shown.features.map((feature) => feature.reason))) && (
              <Select
                label="Coordinate system of the shapefile"
                description="It came without its .prj: name the system its coordinates are in, and the preview reads it again."
                placeholder="Choose a coordinate system"
                data={COORDINATE_SYSTEMS}
                value={crs}
                onChange={(system) => void check(file, system, nameColumn)}
                searchable
              />
            )}
            {!done && shown.columns.length > 0 && (
              <Select
                label="Names from the column"
                description="The column of the file each field's name is read from."
                data={shown.columns}
                value={nameColumn ?? shown.nameColumn}
                placeholder="No column: fields are numbered"
                onChange={(column) => void check(file, crs, column)}
                allowDeselect={false}
              />
            )}
            <ReportTable report={shown} />
          </>
        )}
        {preview && !done && preview.taken > 0 && needsLegal && (
          <Checkbox
            label="I am the legal owner of these fields, or authorized to act for their owner."
            checked={confirmed}
            onChange={(event) => setConfirmed(event.currentTarget.checked)}
          />
        )}
        {preview && !done && preview.taken === 0 && (
          <Alert color="orange">Nothing in this file can be imported. The reasons are in the table.</Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {done ? 'Close' : 'Cancel'}
          </Button>
          {!done && (
            <Button
              onClick={() => void importTaken()}
              loading={busy}
              disabled={!preview || preview.taken === 0 || (needsLegal && !confirmed)}
            >
              {preview ? `Import ${preview.taken} ${preview.taken === 1 ? 'field' : 'fields'}` : 'Import'}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
