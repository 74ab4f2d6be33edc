import * as shapefile from 'shapefile';
import { epsgDefinition, mapPositions, toWgs84 } from '../clu/importers/reproject';
import { swappedAxes } from './coordinates';
import {
  BoundaryFileError,
  countPositions,
  type FileContents,
  type FileFeature,
  propertiesOf,
  shown,
} from './source';
import { openBoundaryZip, ZipRefused } from './zip';

// Zipped shapefiles as GIS programs and farm software write them: flat or in folders, one layer
// or several, with sidecars (.sbn, .sbx, .shp.xml, .cpg), zipped on a Mac (`__MACOSX/._x.shp`
// resource forks beside the real parts). Each layer is read with its .dbf, .prj and .cpg.

/** A macOS zip's resource forks: `__MACOSX/…` and `._name` files, never shapefile parts. */
export const isMacResource = (path: string) =>
  path.split('/').some((part) => part === '__MACOSX') || (path.split('/').at(-1) ?? '').startsWith('._');

/** The encoding a `.cpg` names, as a TextDecoder label; null for one we do not know. */
export function cpgEncoding(cpg: string): string | null {
  const label = cpg.trim().toLowerCase();
  if (label === '') return null;
  if (label === '65001' || label === 'utf8') return 'utf-8';
  const ansi = /^(?:ansi\s*|cp\s*|windows-?)?(\d{3,4})$/.exec(label)?.[1];
  const candidate = ansi ? `windows-${ansi}` : label.replace(/^iso\s*(\d)/, 'iso-$1');
  try {
    return new TextDecoder(candidate).encoding;
  } catch {
    return null;
  }
}

const outsideLngLat = (coordinates: unknown): boolean =>
  Array.isArray(coordinates) && typeof coordinates[0] === 'number'
    ? Math.abs(coordinates[0]) > 180 || Math.abs(Number(coordinates[1])) > 90
    : Array.isArray(coordinates) && coordinates.some(outsideLngLat);

const noPrjReason = (layer: string) =>
  `${layer} came without its .prj, so its coordinates (not longitude and latitude) cannot be placed on the map. Zip the .prj with the .shp and import again.`;

/** Why a zip without a shapefile was not read: what it holds, and what was expected. */
export function withoutShapefile(names: string[]): string {
  const files = names.filter((name) => !isMacResource(name));
  if (files.length === 0)
    return 'The zip is empty: zip the .shp with its .dbf, .shx and .prj, or the TASKDATA folder your display or farm program exported, and import again.';
  const shown = files.slice(0, 4).map((name) => name.split('/').at(-1));
  const more = files.length > 4 ? ` and ${files.length - 4} more` : '';
  return `The zip holds ${shown.join(', ')}${more}, but no boundary file it reads: no shapefile (.shp), no ISOXML TASKDATA.XML and no KML. Zip the .shp with its .dbf, .shx and .prj, or the TASKDATA folder your display or farm program exported, and import again.`;
}

export async function readShapefileZip(
  bytes: Buffer,
  limits: { features: number; corners: number },
  /** The EPSG code the grower chose for a layer that came without its .prj. */
  chosenCrs?: number,
): Promise<FileContents> {
  let zip: Awaited<ReturnType<typeof openBoundaryZip>>;
  try {
    zip = await openBoundaryZip(bytes);
  } catch (error) {
    if (error instanceof ZipRefused) throw error;
    throw new BoundaryFileError(
      'The file is not a zip archive: zip the .shp with its .dbf, .shx and .prj, or the TASKDATA folder your display or farm program exported, and import the zip.',
    );
  }
  try {
    const notes: string[] = [];
    const layers = zip.entries.filter((entry) => /\.shp$/i.test(entry.name));
    for (const skipped of layers.filter((entry) => isMacResource(entry.name)))
      notes.push(`${skipped.name} is a macOS resource file and was skipped.`);
    const real = layers.filter((entry) => !isMacResource(entry.name));
    if (real.length === 0)
      throw new BoundaryFileError(withoutShapefile(zip.entries.map((entry) => entry.name)));
    const features: FileFeature[] = [];
    let corners = 0;
    for (const layer of real) {
      const stem = layer.name.slice(0, -4).toLowerCase();
      const sibling = (extension: string) =>
        zip.entries.find((entry) => entry.name.toLowerCase() === `${stem}${extension}`)?.name;
      const [dbf, prj, cpg] = [sibling('.dbf'), sibling('.prj'), sibling('.cpg')];
      const parts = await zip.read([layer.name, ...[dbf, prj, cpg].filter((name) => name !== undefined)]);
      const text = (name: string | undefined) => (name ? parts.get(name)?.toString('utf8') : undefined);
      let encoding: string | undefined;
      if (cpg) {
        encoding = cpgEncoding(text(cpg) ?? '') ?? undefined;
        if (!encoding)
          notes.push(
            `${cpg} names an encoding we do not know (${text(cpg)?.trim()}); names were read as Windows-1252.`,
          );
      }
      if (!dbf) notes.push(`${layer.name} came without its .dbf: its features have no names.`);
      const chosen = !prj && chosenCrs !== undefined ? epsgDefinition(chosenCrs) : undefined;
      if (!prj && chosenCrs !== undefined)
        notes.push(`${layer.name} came without its .prj: read in EPSG:${chosenCrs}, as chosen.`);
      let reproject: ReturnType<typeof toWgs84>;
      try {
        reproject = toWgs84(text(prj) ?? chosen ?? null);
      } catch {
        throw new BoundaryFileError(`${prj} names a coordinate system we cannot read.`);
      }
      let source: Awaited<ReturnType<typeof shapefile.open>>;
      try {
        source = await shapefile.open(
          parts.get(layer.name) as Buffer,
          dbf ? (parts.get(dbf) as Buffer) : undefined,
          encoding ? { encoding } : undefined,
        );
      } catch (error) {
        throw new BoundaryFileError(
          `${shown(layer.name, 80)} could not be read: ${shown((error as Error).message)}. Export the shapefile again from the program that wrote it, zip the .shp with its .dbf, .shx and .prj, and import again.`,
        );
      }
      let unplaced = false;
      for (;;) {
        let result: Awaited<ReturnType<typeof source.read>>;
        try {
          result = await source.read();
        } catch (error) {
          throw new BoundaryFileError(
            `${shown(layer.name, 80)} could not be read: ${shown((error as Error).message)}. Export the shapefile again from the program that wrote it, zip the .shp with its .dbf, .shx and .prj, and import again.`,
          );
        }
        if (result.done) break;
        if (features.length >= limits.features)
          throw new BoundaryFileError(
            `The file holds more than ${limits.features.toLocaleString('en-US')} features; import it in parts.`,
          );
        const geometry = result.value.geometry as { type: string; coordinates: unknown } | null;
        corners += countPositions(geometry?.coordinates);
        if (corners > limits.corners)
          throw new BoundaryFileError(
            `The file holds more than ${limits.corners.toLocaleString('en-US')} corners; import it in parts.`,
          );
        const fromFile = propertiesOf(result.value.properties as Record<string, unknown> | null);
        // Degrees latitude first are off the globe too: named as swapped, not as a missing .prj.
        const swapped = reproject ? null : swappedAxes(geometry, 'a shapefile');
        const placeable = reproject || !geometry || swapped !== null || !outsideLngLat(geometry.coordinates);
        if (!placeable) unplaced = true;
        const placed =
          geometry && reproject
            ? { ...geometry, coordinates: mapPositions(geometry.coordinates, reproject) }
            : geometry;
        features.push({
          number: features.length + 1,
          ...fromFile,
          geometry: placed,
          refusal: placeable ? (swapped ?? swappedAxes(placed, 'a shapefile')) : noPrjReason(layer.name),
        });
      }
      if (!prj && !unplaced && chosenCrs === undefined)
        notes.push(
          `${layer.name} came without its .prj: its coordinates were read as longitude and latitude (WGS 84).`,
        );
    }
    if (real.length > 1)
      notes.push(`Read ${real.length} layers: ${real.map((layer) => layer.name).join(', ')}.`);
    return { features, notes };
  } finally {
    zip.close();
  }
}
