// What every boundary reader gives back, whatever the format: features with the name, crop,
// trait and building label the file gives them, geometry as a Polygon or MultiPolygon where the
// file has polygons, and notes on what was skipped. Pure: no database, no rules.
export type FileFeature = {
  /** 1-based, in the file's order, as a person counts them in a report. */
  number: number;
  name: string | null;
  crop: string | null;
  trait: string | null;
  isBuilding: boolean;
  /** The feature's attributes as the file gives them (for a name column the grower chooses). */
  properties: Record<string, unknown>;
  geometry: unknown;
  /** Why the reader already knows the feature cannot be taken (a shapefile without its .prj). */
  refusal?: string | null;
};

export type FileContents = { features: FileFeature[]; notes: string[] };

/** A file read, with the columns its features carry and the one their names come from. */
export type NamedContents = FileContents & { columns: string[]; nameColumn: string | null };

/** A file that cannot be read at all, with the reason a grower can act on. */
export class BoundaryFileError extends Error {}

/** Bounds on one file's work, checked while it is read, before any geometry work. */
export const FILE_LIMITS = { features: 10_000, corners: 1_000_000 };

/** The attribute names farm software and GIS programs give a field's name, in order of preference. */
export const NAME_COLUMNS = ['name', 'field', 'field_name', 'fieldname', 'bnd_name', 'clu_name'];

function attribute(properties: Record<string, unknown>, wanted: string): unknown {
  const key = Object.keys(properties).find((each) => each.toLowerCase() === wanted);
  return key === undefined ? undefined : properties[key];
}

const text = (value: unknown): string | null => {
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
};

/** The name a file gives a feature: the first of the usual columns, matched case-insensitively. */
export function featureName(properties: Record<string, unknown> | null | undefined): string | null {
  if (!properties) return null;
  for (const column of NAME_COLUMNS) {
    const name = text(attribute(properties, column));
    if (name) return name;
  }
  return null;
}

/** Name, crop, trait and building label from a feature's attributes (as our export writes them). */
export function propertiesOf(properties: Record<string, unknown> | null | undefined) {
  const all = properties ?? {};
  const building = attribute(all, 'is_building') ?? attribute(all, 'building');
  return {
    properties: all,
    name: featureName(all),
    crop: text(attribute(all, 'crop')),
    trait: text(attribute(all, 'trait')) ?? text(attribute(all, 'crop_trait')),
    isBuilding:
      building === true ||
      building === 1 ||
      (typeof building === 'string' && /^(true|t|yes|y|1)$/i.test(building.trim())),
  };
}

/**
 * Attributes that say how a feature is drawn, not what it is: KML's styles as togeojson gives them
 * (styleUrl, styleHash, stroke, fill, icon…), simplestyle's (marker-color…) and togeojson's own
 * "@geometry-type". Never offered as a column to name fields from.
 */
const STYLE_ATTRIBUTE =
  /^(?:style(?:url|hash|maphash)|stroke(?:-.*)?|fill(?:-.*)?|icon(?:-.*)?|label-.*|marker-.*|visibility|@.*)$/i;

/**
 * The columns of a file (text or numbers, in the order first met) and the one names come from:
 * the grower's choice (matched without regard to case), else the first of NAME_COLUMNS present.
 * With a choice, every feature is named from that column alone.
 */
export function withNames(contents: FileContents, chosen?: string): NamedContents {
  const columns: string[] = [];
  for (const feature of contents.features)
    for (const [key, value] of Object.entries(feature.properties))
      if (
        columns.length < 100 &&
        !columns.includes(key) &&
        !STYLE_ATTRIBUTE.test(key) &&
        text(value) !== null
      )
        columns.push(key);
  const find = (wanted: string) => columns.find((column) => column.toLowerCase() === wanted.toLowerCase());
  if (chosen !== undefined) {
    const column = find(chosen);
    if (!column)
      throw new BoundaryFileError(
        `The file has no column "${chosen}" to name the fields from. Choose one of its columns, or none.`,
      );
    return {
      ...contents,
      columns,
      nameColumn: column,
      features: contents.features.map((feature) => ({ ...feature, name: text(feature.properties[column]) })),
    };
  }
  const usual = NAME_COLUMNS.map(find).find((column) => column !== undefined) ?? null;
  return { ...contents, columns, nameColumn: usual };
}

/** How many positions a coordinates array holds, at any depth. */
export function countPositions(coordinates: unknown): number {
  if (!Array.isArray(coordinates)) return 0;
  if (typeof coordinates[0] === 'number') return 1;
  let sum = 0;
  for (const inner of coordinates) sum += countPositions(inner);
  return sum;
}

type Geometry = { type?: unknown; coordinates?: unknown; geometries?: unknown };

function polygonsIn(geometry: Geometry, into: unknown[]): void {
  if (geometry.type === 'Polygon') into.push(geometry.coordinates);
  else if (geometry.type === 'MultiPolygon' && Array.isArray(geometry.coordinates))
    into.push(...geometry.coordinates);
  else if (geometry.type === 'GeometryCollection' && Array.isArray(geometry.geometries))
    for (const each of geometry.geometries) if (each && typeof each === 'object') polygonsIn(each, into);
}

/**
 * A field's geometry as the file means it: a GeometryCollection of polygons (KML's MultiGeometry,
 * as our own export writes a multi-part field) is one MultiPolygon; its points and lines (an
 * ArcGIS label point) are left out. Anything else is left as it is, for the rules to name.
 */
export function boundaryGeometry(geometry: unknown): unknown {
  const shaped = geometry as Geometry | null;
  if (!shaped || typeof shaped !== 'object' || shaped.type !== 'GeometryCollection') return geometry;
  const polygons: unknown[] = [];
  polygonsIn(shaped, polygons);
  if (polygons.length === 0) return geometry;
  return polygons.length === 1
    ? { type: 'Polygon', coordinates: polygons[0] }
    : { type: 'MultiPolygon', coordinates: polygons };
}

/** The kinds of geometry that hold no area: what each is to a grower. */
const NO_AREA: Record<string, 'point' | 'line'> = {
  Point: 'point',
  MultiPoint: 'point',
  LineString: 'line',
  MultiLineString: 'line',
};

/**
 * Why a feature is no field boundary at all, when its geometry is only points or lines (a label
 * point, a sampling point, a fence, a ditch, a guidance line): skipped with this, never refused.
 * Null for anything else, an area or not yet known, which the shape rules judge.
 */
export function notAFieldBoundary(geometry: unknown): string | null {
  const kinds = new Set<string>();
  const visit = (shaped: Geometry | null, depth: number): boolean => {
    if (!shaped || typeof shaped !== 'object' || depth > 8) return false;
    if (shaped.type === 'GeometryCollection' && Array.isArray(shaped.geometries))
      return (
        shaped.geometries.length > 0 &&
        shaped.geometries.every((each) => visit(each as Geometry | null, depth + 1))
      );
    const kind = NO_AREA[String(shaped.type)];
    if (!kind) return false;
    kinds.add(kind);
    return true;
  };
  if (!visit(geometry as Geometry | null, 0)) return null;
  if (kinds.size > 1) return 'Skipped: not a field boundary (points and lines, with no area).';
  return kinds.has('point')
    ? 'Skipped: not a field boundary (a point: a marker, label or sampling point).'
    : 'Skipped: not a field boundary (a line: a fence, ditch, tile line or guidance line).';
}

/** A message from the file or the parser, as a person can read it: no controls, bounded. */
export const shown = (text: string, length = 120) => {
  const plain = text
    .replace(/[\p{Cc}\p{Cs}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > length ? `${plain.slice(0, length)}…` : plain;
};

/**
 * Text as XML 1.0 may hold it (section 2.2, Char: tab, line feed, carriage return, U+0020–U+D7FF,
 * U+E000–U+FFFD, U+10000–U+10FFFF): anything else (C0 controls, U+FFFE, U+FFFF, a lone surrogate
 * half) left out, so a name stored before the name check refused such characters still makes an
 * export every reader takes.
 */
export const xmlText = (text: string) =>
  text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');
