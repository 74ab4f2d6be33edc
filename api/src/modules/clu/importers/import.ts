import { basename } from 'node:path';
import type { Db } from '../../../db/db';
import { type CluRow, invalidRows, recountNodes, upsertFields } from '../store';
import { readFeatures } from './read';
import { mapPositions, prjBeside, toWgs84 } from './reproject';
import { checkGeometry } from './validate';

export type ImportOptions = {
  /** Name the rows are filed under; re-importing the same source updates them in place. */
  source?: string;
  /** Property holding each feature's stable key (e.g. a CLU id); else the feature id or row number. */
  keyField?: string;
  stateField?: string;
  countyField?: string;
  /** Rows read so far, and how many the file holds when its format tells (for a progress bar). */
  onProgress?: (rowsRead: number, rowsInFile: number | undefined) => void;
};

export type Refusal = { row: number; key: string; reason: string };
export type ImportReport = { source: string; imported: number; refused: Refusal[] };

const BATCH = 1000;
const text = (value: unknown) =>
  value === undefined || value === null || value === '' ? null : String(value);

/** Imports a boundary file: valid rows are written in batches, the rest reported by row. */
export async function importFile(db: Db, path: string, options: ImportOptions = {}): Promise<ImportReport> {
  const source = options.source ?? basename(path).replace(/\.[^.]+$/, '');
  const project = toWgs84(prjBeside(path));
  const report: ImportReport = { source, imported: 0, refused: [] };
  let batch: (CluRow & { row: number })[] = [];

  const flush = async () => {
    const invalid = await invalidRows(db, batch);
    const valid = batch.filter((row) => !invalid.has(row.key));
    for (const row of batch) {
      const reason = invalid.get(row.key);
      if (reason) report.refused.push({ row: row.row, key: row.key, reason: `PostGIS: ${reason}` });
    }
    if (valid.length > 0) await db.transaction((tx) => upsertFields(tx, source, valid));
    report.imported += valid.length;
    batch = [];
  };

  let read = 0;
  let rowsInFile: number | undefined;
  for await (const feature of readFeatures(path, (rows) => {
    rowsInFile = rows;
  })) {
    read++;
    const key =
      text(options.keyField ? feature.properties[options.keyField] : feature.id) ?? String(feature.index + 1);
    const geometry =
      feature.geometry && project
        ? { ...feature.geometry, coordinates: mapPositions(feature.geometry.coordinates, project) }
        : feature.geometry;
    const checked = checkGeometry(geometry);
    if (!checked.ok) {
      report.refused.push({ row: feature.index + 1, key, reason: checked.reason });
    } else {
      batch.push({
        row: feature.index + 1,
        key,
        geometry: { type: 'MultiPolygon', coordinates: checked.polygons },
        stateFips: options.stateField ? text(feature.properties[options.stateField]) : null,
        countyFips: options.countyField ? text(feature.properties[options.countyField]) : null,
      });
    }
    if (batch.length === BATCH) await flush();
    if (read % 500 === 0) options.onProgress?.(read, rowsInFile);
  }
  if (batch.length > 0) await flush();
  options.onProgress?.(read, rowsInFile);
  await recountNodes(db);
  return report;
}
