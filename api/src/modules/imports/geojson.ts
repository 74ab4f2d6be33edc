import { mapPositions } from '../clu/importers/reproject';
import { declaredCode, degreesUnderProjection, fromDeclared, swappedAxes } from './coordinates';
import {
  BoundaryFileError,
  boundaryGeometry,
  countPositions,
  FILE_LIMITS,
  type FileContents,
  propertiesOf,
  shown,
} from './source';

// GeoJSON (RFC 7946, and the GeoJSON 2008 `crs` older programs still write) read into features.

type GeoFeature = { type?: string; properties?: Record<string, unknown> | null; geometry?: unknown };

export function readGeojson(text: string): FileContents {
  let parsed: { type?: string; features?: unknown; geometry?: unknown; crs?: unknown };
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new BoundaryFileError(
      `The file is not GeoJSON: it is not valid JSON (${shown((error as Error).message)}), so it may be cut short or another kind of file. Save it again as GeoJSON (QGIS: Export, Save Features As), and import again.`,
    );
  }
  let features: GeoFeature[];
  if (parsed?.type === 'FeatureCollection' && Array.isArray(parsed.features))
    features = parsed.features as GeoFeature[];
  else if (parsed?.type === 'Feature') features = [parsed as GeoFeature];
  else if (['Polygon', 'MultiPolygon', 'GeometryCollection'].includes(String(parsed?.type)))
    features = [{ geometry: parsed }];
  else
    throw new BoundaryFileError(
      'The file is not GeoJSON: expected a FeatureCollection, a Feature or a Polygon. Save it again as GeoJSON (QGIS: Export, Save Features As), and import again.',
    );
  if (features.length > FILE_LIMITS.features)
    throw new BoundaryFileError(
      `The file holds more than ${FILE_LIMITS.features.toLocaleString('en-US')} features; import it in parts.`,
    );
  const geometries = features.map((feature) => boundaryGeometry(feature?.geometry ?? null));
  const corners = geometries.reduce<number>(
    (sum, geometry) => sum + countPositions((geometry as { coordinates?: unknown } | null)?.coordinates),
    0,
  );
  if (corners > FILE_LIMITS.corners)
    throw new BoundaryFileError(
      `The file holds more than ${FILE_LIMITS.corners.toLocaleString('en-US')} corners; import it in parts.`,
    );
  // RFC 7946 has no `crs` member, but ArcGIS ("Features To JSON") and GDAL before 2.2 write one
  // (GeoJSON 2008, section 3): its system is honoured as a shapefile's .prj is. GeoJSON 2008 lets a
  // feature or a geometry carry its own, which then stands for it over the collection's.
  const systems = features.map((feature) =>
    declaredCode(
      (feature?.geometry as { crs?: unknown } | null | undefined)?.crs ??
        (feature as { crs?: unknown } | null)?.crs ??
        parsed.crs,
    ),
  );
  const projections = new Map<number | string, ((position: number[]) => number[]) | null>();
  for (const declared of systems)
    if (declared !== null && !projections.has(declared))
      projections.set(declared, fromDeclared(declared, 'The file'));
  const notes = [...projections]
    .filter(([declared, project]) => project && typeof declared === 'number')
    .map(
      ([declared]) =>
        `The file's coordinates are in EPSG:${declared} (its "crs"): read as such and placed in longitude and latitude.`,
    );
  return {
    features: features.map((feature, index) => {
      const geometry = geometries[index] as { coordinates?: unknown } | null;
      const declared = systems[index] ?? null;
      const project = declared === null ? null : (projections.get(declared) ?? null);
      return {
        number: index + 1,
        ...propertiesOf(feature?.properties),
        geometry:
          project && geometry?.coordinates
            ? { ...geometry, coordinates: mapPositions(geometry.coordinates, project) }
            : geometry,
        refusal:
          project && declared !== null
            ? degreesUnderProjection(geometry, declared)
            : swappedAxes(geometry, 'GeoJSON'),
      };
    }),
    notes,
  };
}
