import { Alert, Button, Checkbox, FileInput, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useViewer } from '../../session/useViewer';
import { choose, previewSummary } from './duplicates';
import { base64Of, COORDINATE_SYSTEMS, FORMAT_LABELS, formatOfFile, missingPrj } from './formats';
import { type ImportReport, useImportFarmFields } from './hooks';
import { ImportReportTable } from './ImportReportTable';

/**
 * Import boundaries into a farm: choose a GeoJSON, KML, KMZ or zipped Shapefile, see what would be
 * taken, skipped as fields the grower has already (unless ticked to import anyway) and refused,
 * then import the taken ones together (own fields need the legal confirmation).
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
  // The features that repeat a field of the grower's, ticked to be imported anyway.
  const [anyway, setAnyway] = useState<number[]>([]);
  // Why the api refused the chosen file: kept beside the file until another is chosen.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [run, busy] = useImportFarmFields();
  const format = file ? formatOfFile(file.name) : null;
  const needsLegal = !viewer?.legalNotice;

  const check = async (
    chosen: File | null,
    system: string | null = null,
    column: string | null = null,
    ticked: number[] = [],
  ) => {
    setFile(chosen);
    setCrs(system);
    setNameColumn(column);
    setAnyway(ticked);
    // A new file starts afresh; a changed choice keeps the table shown until the new preview comes.
    if (chosen !== file) setPreview(null);
    setRefusal(null);
    const chosenFormat = chosen ? formatOfFile(chosen.name) : null;
    if (!chosen || !chosenFormat) return;
    const answer = await run(farm.id, {
      format: chosenFormat,
      content: await base64Of(chosen),
      dryRun: true,
      ...(system ? { crs: Number(system) } : {}),
      ...(column ? { nameColumn: column } : {}),
      ...(ticked.length > 0 ? { importAnyway: ticked } : {}),
    });
    setPreview(answer.report);
    setRefusal(answer.refusal);
  };

  const importTaken = async () => {
    if (!file || !format || busy) return;
    const { report, refusal: refused } = await run(farm.id, {
      format,
      content: await base64Of(file),
      ...(needsLegal ? { legalConfirmed: confirmed } : {}),
      ...(crs ? { crs: Number(crs) } : {}),
      ...(nameColumn ? { nameColumn } : {}),
      ...(anyway.length > 0 ? { importAnyway: anyway } : {}),
    });
    if (report) setDone(report);
    setRefusal(refused);
  };

  const shown = done ?? preview;
  return (
    <Modal opened onClose={onClose} title={`Import boundaries into ${farm.name}`} size="xl" centered>
      <Stack>
        {!done && (
          <FileInput
            label="Boundary file"
            description={`${Object.values(FORMAT_LABELS).join(', ')}: .geojson, .kml, .kmz, .fgb, .gpkg, .csv (with a WKT column), a display's TASKDATA.XML, or a .zip of the .shp with its .dbf and .prj or of the TASKDATA folder`}
            placeholder="Choose a file"
            accept=".geojson,.json,.kml,.kmz,.fgb,.gpkg,.zip,.xml,.csv,.tsv"
            value={file}
            onChange={(chosen) => void check(chosen)}
            error={
              file && !format
                ? 'Choose a .geojson, .kml, .kmz, .fgb, .gpkg, .csv, .xml (TASKDATA) or .zip file.'
                : refusal
            }
            clearable
          />
        )}
        {shown && (
          <>
            <Text size="sm" fw={600} role="status">
              {done
                ? `Imported ${done.taken} of ${done.features.length - done.notBoundaries} boundaries into ${farm.name}.`
                : previewSummary(shown)}
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
                onChange={(system) => void check(file, system, nameColumn, anyway)}
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
                onChange={(column) => void check(file, crs, column, anyway)}
                allowDeselect={false}
              />
            )}
            {!done && shown.skipped > 0 && (
              <Alert color="yellow" title="Fields you have already">
                {shown.skipped === 1 ? 'One boundary is' : `${shown.skipped} boundaries are`} the same (within
                1 m) as a field in your farms, named in the table. They are skipped so nothing is doubled;
                tick Import anyway to bring one in all the same.
              </Alert>
            )}
            <ImportReportTable
              report={shown}
              {...(done
                ? {}
                : {
                    anyway: {
                      chosen: anyway,
                      onChange: (feature, on) =>
                        void check(file, crs, nameColumn, choose(anyway, feature, on)),
                    },
                  })}
            />
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
