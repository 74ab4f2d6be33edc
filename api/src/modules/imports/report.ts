import type { MatchingField } from '../farms/service';
import type { BoundaryFormat } from './files';

// What an import answers: feature by feature, what it took, what it skipped (a field the account
// holds already, or no field boundary at all) and what it refused and why; and what it is asked.
export type ImportedFeature = {
  number: number;
  name: string;
  /**
   * skipped: its boundary is a field the account holds already, and the grower did not ask for it;
   * or it is a point or a line, no field boundary (its reason says "Skipped: not a field boundary").
   */
  status: 'taken' | 'refused' | 'skipped';
  reason: string | null;
  acres: number | null;
  uuid: string | null;
  /** The account's fields with the same boundary (within DUPLICATE_METRES), nearest first. */
  matches: MatchingField[];
};

export type ImportReport = {
  taken: number;
  refused: number;
  /** Features skipped as fields of the account already. */
  skipped: number;
  /** Features skipped as no field boundary at all: points and lines (status skipped, reason says so). */
  not_boundaries: number;
  written: boolean;
  /** What was skipped or assumed in reading the file (a macOS resource file, a missing .prj). */
  notes: string[];
  /** The file's columns, and the one the names came from. */
  columns: string[];
  name_column: string | null;
  features: ImportedFeature[];
};

export type ImportRequest = {
  format: BoundaryFormat;
  /** The file's bytes, base64. */
  content: string;
  dry_run?: boolean | undefined;
  legal_confirmed?: boolean | undefined;
  /** EPSG code for a shapefile that came without its .prj, as the grower chose it in the preview. */
  crs?: number | undefined;
  /** The column to name the fields from, as the grower chose it in the preview. */
  name_column?: string | undefined;
  /** Features (by number) that repeat a field of the account and are to be imported anyway. */
  import_anyway?: number[] | undefined;
};

/** Why a file with no feature at all is refused, with what to do. */
export const noBoundaries =
  'The file holds no boundaries: no polygon, line or point is in it. Check that it is the file you meant, export the fields again from the program that holds them, and import again.';

export const FORMAT_NAMES = {
  geojson: 'GeoJSON',
  kml: 'KML',
  shapefile: 'a zipped Shapefile',
  flatgeobuf: 'FlatGeobuf',
  geopackage: 'GeoPackage',
  isoxml: 'ISOXML (TASKDATA)',
  csv: 'CSV',
} as const;
