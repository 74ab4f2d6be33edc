import wkx from 'wkx';
import { mapPositions } from '../clu/importers/reproject';
// Cells a spreadsheet would run as a formula written after a quote (OWASP CSV injection), as the
// season reports write theirs.
import { spreadsheetText, spreadsheetValue } from '../reports/spreadsheet';
import { degreesUnderProjection, fromDeclared, swappedAxes } from './coordinates';
import {
  BoundaryFileError,
  countPositions,
  type FileContents,
  type FileFeature,
  propertiesOf,
  shown,
} from './source';
import { readWkt, WktError } from './wkt';

// A table of fields with each boundary as text in a column: as QGIS ("Save as CSV", geometry AS_WKT),
// PostGIS (ST_AsText, ST_AsEWKT, or a geometry column exported as hex WKB) and spreadsheets write it.
// Read as RFC 4180 CSV (quoted cells, doubled quotes, CRLF), with the separator the header uses
// (a comma; a semicolon or tab where a spreadsheet's locale writes one).

/** The columns a boundary is found in, in order of preference, matched without regard to case. */
export const GEOMETRY_COLUMNS = ['wkt', 'geometry', 'the_geom', 'geom', 'wkb_geometry', 'shape', 'boundary'];

export const csvMessages = {
  noGeometry: (columns: string[]) =>
    `The CSV has no column of boundaries: its columns are ${columns.slice(0, 8).join(', ')}${columns.length > 8 ? '…' : ''}. Export it with each field's polygon as WKT in a column named WKT or geometry (QGIS: Layer Options, GEOMETRY = AS_WKT), and import again.`,
  empty: 'The CSV holds no rows.',
  quote: (line: number) =>
    `The quote that opens a cell on line ${line} of the CSV does not close where the cell ends, so the rows after it cannot be told apart. Fix the quotes on line ${line} (a quote inside a quoted cell is written twice: "") and import again.`,
};

/** The rows of a CSV, every cell as text. Bounded by `maxRows`. */
export function parseCsv(text: string, maxRows: number): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  const separator = [',', ';', '\t'].reduce((best, each) =>
    firstLine.split(each).length > firstLine.split(best).length ? each : best,
  );
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  // Lines as a text editor numbers them: where the row, and where its open quote, began.
  let line = 1;
  let quotedOn = 0;
  for (let at = 0; at < body.length; at++) {
    const character = body[at];
    if (quoted && character !== '"') {
      // Up to the next quote at once: a cell of a million corners is one slice, not a million steps.
      const end = body.indexOf('"', at);
      const text = body.slice(at, end === -1 ? body.length : end);
      for (let newline = text.indexOf('\n'); newline !== -1; newline = text.indexOf('\n', newline + 1))
        line++;
      cell += text;
      at = (end === -1 ? body.length : end) - 1;
    } else if (quoted) {
      if (body[at + 1] === '"') {
        cell += '"';
        at++;
      } else {
        quoted = false;
        // RFC 4180: a quoted cell ends at its closing quote. Text after it means the quotes do not
        // pair as the writer meant, and every row after would be read wrong: said, not guessed.
        const after = body[at + 1];
        if (after !== undefined && after !== separator && after !== '\n' && after !== '\r')
          throw new BoundaryFileError(csvMessages.quote(quotedOn));
      }
    } else if (character === '"' && cell === '') {
      quoted = true;
      quotedOn = line;
    } else if (character === separator) {
      row.push(cell);
      cell = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && body[at + 1] === '\n') at++;
      line++;
      row.push(cell);
      cell = '';
      if (row.some((each) => each !== '')) rows.push(row);
      row = [];
      if (rows.length > maxRows) break;
    } else cell += character;
  }
  if (quoted) throw new BoundaryFileError(csvMessages.quote(quotedOn));
  row.push(cell);
  if (row.some((each) => each !== '')) rows.push(row);
  return rows;
}

/** A cell's geometry: WKT, EWKT (SRID=…;) or hex WKB, as GeoJSON in longitude and latitude. */
function geometryOf(cell: string): { geometry: unknown; refusal: string | null } {
  const value = cell.trim();
  if (value === '') return { geometry: null, refusal: 'the row has no boundary' };
  let parsed: { geometry: { type: string; coordinates?: unknown }; srid: number | null };
  try {
    if (/^[0-9a-f]+$/i.test(value) && value.length % 2 === 0) {
      const wkb = wkx.Geometry.parse(Buffer.from(value, 'hex'));
      parsed = { geometry: wkb.toGeoJSON() as { type: string }, srid: wkb.srid ?? null };
    } else parsed = readWkt(value);
  } catch (error) {
    const said = error instanceof WktError ? error.message : 'it could not be read as hex WKB';
    return {
      geometry: null,
      refusal: `its boundary is not WKT (${shown(said, 80)}): "${shown(value, 40)}"`,
    };
  }
  const { geometry, srid } = parsed;
  if (srid && srid !== 4326 && geometry.coordinates) {
    const project = fromDeclared(srid, 'A row');
    if (project)
      return {
        geometry: { ...geometry, coordinates: mapPositions(geometry.coordinates, project) },
        refusal: degreesUnderProjection(geometry, srid),
      };
  }
  return { geometry, refusal: swappedAxes(geometry, 'WKT') };
}

const cellOf = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** Fields as CSV, one a row, the boundary as WKT in WGS 84 (as QGIS reads it back). */
export function writeCsv(
  fields: {
    name: string;
    acres: number;
    crop: string | null;
    trait: string | null;
    isBuilding: boolean;
    geometry: unknown;
  }[],
): Buffer {
  const lines = [['name', 'acres', 'crop', 'trait', 'is_building', 'WKT'].join(',')];
  for (const field of fields)
    lines.push(
      [
        spreadsheetText(field.name),
        String(field.acres),
        spreadsheetText(field.crop ?? ''),
        spreadsheetText(field.trait ?? ''),
        String(field.isBuilding),
        wkx.Geometry.parseGeoJSON(field.geometry as object).toWkt(),
      ]
        .map(cellOf)
        .join(','),
    );
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

export function readCsv(bytes: Buffer, limits: { features: number; corners: number }): FileContents {
  const rows = parseCsv(bytes.toString('utf8'), limits.features + 1);
  const [header, ...data] = rows;
  if (!header || data.length === 0) throw new BoundaryFileError(csvMessages.empty);
  if (data.length > limits.features)
    throw new BoundaryFileError(
      `The file holds more than ${limits.features.toLocaleString('en-US')} rows; import it in parts.`,
    );
  const columns = header.map((each) => each.trim());
  const wanted = GEOMETRY_COLUMNS.map((name) =>
    columns.findIndex((each) => each.toLowerCase() === name),
  ).find((index) => index >= 0);
  if (wanted === undefined) throw new BoundaryFileError(csvMessages.noGeometry(columns));
  const features: FileFeature[] = [];
  let corners = 0;
  for (const row of data) {
    const properties: Record<string, unknown> = {};
    columns.forEach((column, index) => {
      // A name the export (writeCsv) wrote after a quote, as a spreadsheet keeps formulas out, is read without it.
      if (index !== wanted && column !== '') properties[column] = spreadsheetValue(row[index] ?? '');
    });
    const { geometry, refusal } = geometryOf(row[wanted] ?? '');
    corners += countPositions((geometry as { coordinates?: unknown } | null)?.coordinates);
    if (corners > limits.corners)
      throw new BoundaryFileError(
        `The file holds more than ${limits.corners.toLocaleString('en-US')} corners; import it in parts.`,
      );
    features.push({ number: features.length + 1, ...propertiesOf(properties), geometry, refusal });
  }
  return { features, notes: [] };
}
