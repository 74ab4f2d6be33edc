import { checkBoundaryShape } from '../boundaries/rules';
import { type BoundaryFormat, readBoundaryFile } from './files';
import { BoundaryFileError, notAFieldBoundary } from './source';

// A boundary file read and its shapes checked: every step that costs in proportion to the file
// (base64, parsing, inflating, reprojecting, the shape rules), done in a worker thread
// (worker.ts) so one large upload never holds the event loop. What comes back is
// bounded and cheap to pass: each feature's name, crop, trait and building label, and either
// why it is refused or its repaired MultiPolygon as GeoJSON text, ready for PostGIS.
export type PreparedFeature = {
  number: number;
  name: string | null;
  crop: string | null;
  trait: string | null;
  isBuilding: boolean;
  /** Why the feature cannot be taken, as the reader or the shape rules say it. */
  refusal: string | null;
  /** Why it is skipped without a refusal: it is points or lines, no field boundary at all. */
  notBoundary: string | null;
  /** The repaired boundary: a GeoJSON MultiPolygon, as text. */
  multipolygon: string | null;
};

export type PreparedFile = {
  features: PreparedFeature[];
  notes: string[];
  /** The file's columns, and the one the names come from (chosen, or the usual one found). */
  columns: string[];
  nameColumn: string | null;
};

/** What the worker answers: the prepared file, or the reason the file could not be read. */
export type Prepared = { ok: true; file: PreparedFile } | { ok: false; known: boolean; message: string };

export const notBase64 = 'content must be the file, base64.';

export async function prepareBoundaryFile(
  format: BoundaryFormat,
  base64: string,
  crs?: number,
  nameColumn?: string,
): Promise<Prepared> {
  if (base64.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(base64))
    return { ok: false, known: true, message: notBase64 };
  try {
    const {
      features,
      notes,
      columns,
      nameColumn: named,
    } = await readBoundaryFile(format, Buffer.from(base64, 'base64'), crs, nameColumn);
    return {
      ok: true,
      file: {
        notes,
        columns,
        nameColumn: named,
        features: features.map((feature) => {
          const base = {
            number: feature.number,
            name: feature.name,
            crop: feature.crop,
            trait: feature.trait,
            isBuilding: feature.isBuilding,
          };
          // A line or a point is skipped whatever else is wrong with it (swapped, say).
          const notBoundary = notAFieldBoundary(feature.geometry);
          if (notBoundary) return { ...base, refusal: null, notBoundary, multipolygon: null };
          if (feature.refusal)
            return { ...base, refusal: feature.refusal, notBoundary: null, multipolygon: null };
          const shape = checkBoundaryShape(feature.geometry);
          return shape.ok
            ? {
                ...base,
                refusal: null,
                notBoundary: null,
                multipolygon: JSON.stringify({ type: 'MultiPolygon', coordinates: shape.polygons }),
              }
            : { ...base, refusal: shape.reason, notBoundary: null, multipolygon: null };
        }),
      },
    };
  } catch (error) {
    return {
      ok: false,
      known: error instanceof BoundaryFileError,
      message: error instanceof Error ? error.message : String(error),
    };
  }
}
