import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import JSZip from 'jszip';

// Files an attacker (or an unlucky grower) sends the upload sandbox (thread.ts), built small so
// the attack suites (thread-attack*.test.ts) and a probe of the running api share them.

/** A GeoJSON of `count` square fields in Kansas, `corners` corners each. */
export function kansasFields(count: number, corners = 4, west0 = -98): Buffer {
  const features = Array.from({ length: count }, (_, index) => {
    const west = west0 + (index % 100) * 0.01;
    const south = 38 + Math.floor(index / 100) * 0.01;
    const ring = Array.from({ length: corners }, (_, corner) => {
      const angle = (corner / corners) * 2 * Math.PI;
      return [west + 0.004 * (1 + Math.cos(angle)), south + 0.004 * (1 + Math.sin(angle))];
    });
    return {
      type: 'Feature',
      properties: { name: `Field ${index + 1}` },
      geometry: { type: 'Polygon', coordinates: [[...ring, ring[0]]] },
    };
  });
  return Buffer.from(JSON.stringify({ type: 'FeatureCollection', features }));
}

/**
 * A GeoPackage whose one feature table is `feature` (a table or a view made by `sql`): the
 * gpkg_contents and gpkg_geometry_columns rows the reader looks for, nothing else.
 */
export function geopackageWith(sql: string, feature = 'fields'): Buffer {
  const folder = mkdtempSync(join(tmpdir(), 'gpkg-attack-'));
  try {
    const path = join(folder, 'attack.gpkg');
    const db = new DatabaseSync(path);
    db.exec(`
      CREATE TABLE gpkg_spatial_ref_sys (srs_name TEXT, srs_id INTEGER PRIMARY KEY, organization TEXT,
        organization_coordsys_id INTEGER, definition TEXT, description TEXT);
      CREATE TABLE gpkg_contents (table_name TEXT PRIMARY KEY, data_type TEXT, identifier TEXT,
        srs_id INTEGER);
      CREATE TABLE gpkg_geometry_columns (table_name TEXT, column_name TEXT, geometry_type_name TEXT,
        srs_id INTEGER, z TINYINT, m TINYINT);
      INSERT INTO gpkg_contents VALUES ('${feature}', 'features', '${feature}', 0);
      INSERT INTO gpkg_geometry_columns VALUES ('${feature}', 'geom', 'MULTIPOLYGON', 0, 0, 0);
      ${sql}
    `);
    db.close();
    return readFileSync(path);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * A 4 KB GeoPackage whose feature table is a view that counts to `rows` inside SQLite before it
 * gives its one row: SQLite's own C loop, which no JavaScript interrupt reaches.
 */
export const countingGeopackage = (rows: number) =>
  geopackageWith(`
    CREATE VIEW fields AS
      WITH RECURSIVE counter(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM counter WHERE x < ${rows})
      SELECT (SELECT count(*) FROM counter) AS n, NULL AS geom, 'Slow' AS name;`);

/**
 * A 4 KB GeoPackage whose feature table is a view giving `rows` rows, each with a `bytes`-byte
 * blob in a column that is not the geometry (SQLite's zeroblob, made only when read).
 */
export const blobGeopackage = (rows: number, bytes: number) =>
  geopackageWith(`
    CREATE TABLE base (fid INTEGER PRIMARY KEY, name TEXT);
    INSERT INTO base (name) VALUES ${Array.from({ length: rows }, (_, index) => `('Blob ${index + 1}')`).join(', ')};
    CREATE VIEW fields AS SELECT fid, NULL AS geom, name, zeroblob(${bytes}) AS pad FROM base;`);

/** A GeoJSON whose coordinates are one flat array of `count` zeros (some 2 bytes each). */
export const flatCoordinates = (count: number) =>
  Buffer.from(`{"type":"Polygon","coordinates":[${'0,'.repeat(count - 1)}0]}`);

/** A KML of `count` empty elements under one Document: the smallest XML a DOM must hold. */
export const emptyElementsKml = (count: number) =>
  Buffer.from(
    `<kml xmlns="http://www.opengis.net/kml/2.2"><Document>${'<a/>'.repeat(count)}</Document></kml>`,
  );

export async function zipOf(files: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

/** Samples the process's resident memory every 10 ms while `work` runs: the peak rise, in MB. */
export async function rssRise<T>(work: () => Promise<T>): Promise<{ result: T; riseMb: number }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, riseMb: Math.round((peak - before) / (1024 * 1024)) };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * This process's worker threads that are running or waiting for a core (Linux: /proc, state R),
 * whether or not the machine gives them one: a stopped worker's thread is gone.
 */
export function runningWorkerThreads(): number {
  let running = 0;
  for (const task of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
      const [name, rest] = [
        stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
        stat.slice(stat.lastIndexOf(')') + 2),
      ];
      if (name === 'WorkerThread' && rest.startsWith('R')) running += 1;
    } catch {
      // the thread ended while we looked
    }
  }
  return running;
}
