import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import JSZip from 'jszip';
import type { Db } from '../../../db/db';
import { type CluRow, cluUuid, invalidRows, recountNodes, upsertFields } from '../store';
import { retireMissing } from '../unit-versions-store';
import { countySource, identityOf, notLandUnits } from './identity';
import { readFeatures } from './read';
import { mapPositions, prjBeside, toWgs84 } from './reproject';
import { checkGeometry } from './validate';

// County CLU files into the land-unit table, by each unit's identity (identity.ts). Importing a
// county again replaces it: changed boundaries become the unit's next geometry version, units the
// file no longer holds are retired (unless claimed), and the unchanged are left as they were.
export type Refusal = { row: number; key: string; reason: string };
export type CountyReport = {
  source: string;
  state: string;
  county: string;
  added: number;
  changed: number;
  unchanged: number;
  retired: number;
  keptClaimed: number;
};
export type LandUnitReport = { file: string; read: number; counties: CountyReport[]; refused: Refusal[] };

/** A file that is not one of land units, refused whole before anything is written. */
export class NotLandUnits extends Error {}

const DATA_FILE = /\.(shp|gpkg|fgb|geojson|json)$/i;
const BATCH = 1000;

/** The data files of a path: itself, or what a zip holds (unpacked beside their .prj and .dbf). */
async function unpacked(path: string): Promise<{ files: string[]; cleanUp: () => void }> {
  if (!path.toLowerCase().endsWith('.zip')) return { files: [path], cleanUp: () => {} };
  const dir = mkdtempSync(join(tmpdir(), 'clu-county-'));
  const zip = await JSZip.loadAsync(readFileSync(path));
  const files: string[] = [];
  for (const entry of Object.values(zip.files)) {
    const name = basename(entry.name);
    if (entry.dir || name.startsWith('.')) continue;
    writeFileSync(join(dir, name), await entry.async('nodebuffer'));
    if (DATA_FILE.test(name)) files.push(join(dir, name));
  }
  if (files.length === 0)
    throw new NotLandUnits(`${basename(path)} holds no Shapefile, GeoPackage or FlatGeobuf.`);
  return { files, cleanUp: () => rmSync(dir, { recursive: true, force: true }) };
}

type Options = { onProgress?: (read: number, rowsInFile: number | undefined) => void };

export async function importLandUnits(db: Db, path: string, options: Options = {}): Promise<LandUnitReport> {
  const report: LandUnitReport = { file: basename(path), read: 0, counties: [], refused: [] };
  const { files, cleanUp } = await unpacked(path);
  try {
    for (const file of files) await importOne(db, file, report, options);
  } finally {
    cleanUp();
  }
  await recountNodes(db);
  return report;
}

async function importOne(db: Db, file: string, report: LandUnitReport, options: Options) {
  const project = toWgs84(prjBeside(file));
  const counties = new Map<string, CountyReport & { seen: string[] }>();
  let batch: (CluRow & { row: number; source: string })[] = [];

  const flush = async () => {
    const invalid = await invalidRows(db, batch);
    for (const row of batch) {
      const reason = invalid.get(row.key);
      if (reason) report.refused.push({ row: row.row, key: row.key, reason: `PostGIS: ${reason}` });
    }
    const bySource = new Map<string, CluRow[]>();
    for (const row of batch) {
      if (invalid.has(row.key)) continue;
      const rows = bySource.get(row.source) ?? [];
      rows.push(row);
      bySource.set(row.source, rows);
    }
    await db.transaction(async (tx) => {
      for (const [source, rows] of bySource) {
        const county = counties.get(source);
        const counts = await upsertFields(tx, source, rows);
        if (!county) continue;
        county.added += counts.added;
        county.changed += counts.changed;
        county.unchanged += rows.length - counts.added - counts.changed;
      }
    });
    batch = [];
  };

  let rowsInFile: number | undefined;
  for await (const feature of readFeatures(file, (rows) => {
    rowsInFile = rows;
  })) {
    if (feature.index === 0) {
      const refusal = notLandUnits(file, feature.properties);
      if (refusal) throw new NotLandUnits(refusal);
    }
    report.read++;
    const identity = identityOf(file, feature.properties);
    if (typeof identity === 'string') {
      report.refused.push({ row: feature.index + 1, key: '', reason: identity });
      continue;
    }
    const source = countySource(identity);
    let county = counties.get(source);
    if (!county) {
      const { state, county: code } = identity;
      county = {
        source,
        state,
        county: code,
        added: 0,
        changed: 0,
        unchanged: 0,
        retired: 0,
        keptClaimed: 0,
        seen: [],
      };
      counties.set(source, county);
    }
    // A unit refused this time is still seen: it keeps the boundary it had, rather than retiring.
    county.seen.push(cluUuid(source, identity.key));
    const geometry =
      feature.geometry && project
        ? { ...feature.geometry, coordinates: mapPositions(feature.geometry.coordinates, project) }
        : feature.geometry;
    const checked = checkGeometry(geometry);
    if (!checked.ok)
      report.refused.push({ row: feature.index + 1, key: identity.key, reason: checked.reason });
    else
      batch.push({
        row: feature.index + 1,
        key: identity.key,
        source,
        geometry: { type: 'MultiPolygon', coordinates: checked.polygons },
        stateFips: identity.state,
        countyFips: identity.county,
      });
    if (batch.length === BATCH) await flush();
    if (report.read % 500 === 0) options.onProgress?.(report.read, rowsInFile);
  }
  if (batch.length > 0) await flush();
  options.onProgress?.(report.read, rowsInFile);
  for (const { seen, ...county } of counties.values()) {
    const retired = await db.transaction((tx) => retireMissing(tx, county.source, seen));
    report.counties.push({ ...county, ...retired });
  }
}
