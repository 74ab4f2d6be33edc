import { kml } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import { swappedAxes } from './coordinates';
import { isMacResource } from './shapefile';
import {
  BoundaryFileError,
  boundaryGeometry,
  countPositions,
  type FileContents,
  propertiesOf,
  shown,
} from './source';
import { xmlTextOf } from './xml-encoding';
import { looksLikeZip, openBoundaryZip, ZipRefused } from './zip';

// KML as Google Earth and ArcGIS write it, and KMZ (a zipped doc.kml with the KML it links).
// A document type is refused outright: KML never needs one, and one can declare external or
// exponentially nested entities. A parser error refuses the file with what the parser said.
export const kmlMessages = {
  notKml:
    'The file is not KML: it has no <kml> element. Save the fields from Google Earth (Save Place As, KML or KMZ) or your GIS program, and import again.',
  doctype:
    'The KML declares a document type (<!DOCTYPE>), which KML never needs and which can hide entity expansions, so it was not read. Save it again from Google Earth or your GIS program.',
  noKmlInKmz:
    'The KMZ holds no .kml file. Save it again from Google Earth (Save Place As, KMZ), and import again.',
};

type KmlDocument = Parameters<typeof kml>[0];

function parseKml(text: string, where: string): KmlDocument {
  const head = text.replace(/^\uFEFF/, '');
  if (/<!DOCTYPE|<!ENTITY/i.test(head)) throw new BoundaryFileError(kmlMessages.doctype);
  const problems: string[] = [];
  let document: ReturnType<DOMParser['parseFromString']>;
  try {
    document = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') problems.push(message);
      },
    }).parseFromString(head, 'text/xml');
  } catch (error) {
    problems.push((error as Error).message);
    document = undefined as never;
  }
  if (problems.length > 0) {
    if (!/<kml[\s>]/i.test(head)) throw new BoundaryFileError(kmlMessages.notKml);
    const said = shown(problems[0] ?? '');
    throw new BoundaryFileError(
      `${where} is not well-formed XML: ${said}. Save it again from the program that wrote it, and import again.`,
    );
  }
  if (document.getElementsByTagName('kml').length === 0) throw new BoundaryFileError(kmlMessages.notKml);
  // togeojson reads a DOM Document; xmldom's is the same interfaces without a browser.
  return document as unknown as KmlDocument;
}

// OGC KML 2.2 section 16.9.1 (kml:coordinatesType): corners apart by white space, each
// "longitude,latitude[,altitude]" with no space inside. togeojson drops a corner it cannot read as
// two numbers ("NaN,38.5", "-97.49, 38.5") without a word, and the field is then saved with a corner
// fewer, so a placemark holding one is refused with it named.
const NUMBER = '[+-]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][+-]?\\d+)?';
const CORNER = new RegExp(`^${NUMBER},${NUMBER}(?:,${NUMBER})?$`);

/** An element of xmldom's tree, as far as the corners are read from it. */
type Node = {
  getElementsByTagName(name: string): { length: number; item(at: number): Node | null };
  getElementsByTagNameNS(namespace: string, name: string): { length: number; item(at: number): Node | null };
  textContent: string | null;
};

/** The first corner of a placemark that is not two or three numbers, as written; null when all are. */
function unreadableCorner(placemark: Node): string | null {
  const lists = placemark.getElementsByTagNameNS('*', 'coordinates');
  for (let at = 0; at < lists.length; at++)
    for (const corner of (lists.item(at)?.textContent ?? '').trim().split(/\s+/))
      if (corner !== '' && !CORNER.test(corner)) return corner;
  return null;
}

/** The KML files of a KMZ: doc.kml (or the first .kml nearest the root), then the KML it links to. */
async function kmzTexts(bytes: Buffer, notes: string[]): Promise<{ name: string; text: string }[]> {
  let zip: Awaited<ReturnType<typeof openBoundaryZip>>;
  try {
    zip = await openBoundaryZip(bytes);
  } catch (error) {
    if (error instanceof ZipRefused) throw error;
    throw new BoundaryFileError(
      'The file looks like a KMZ but is not a readable zip archive: it may be cut short. Save it again from Google Earth (Save Place As, KMZ), and import again.',
    );
  }
  try {
    const kmls = zip.entries
      .map((entry) => entry.name)
      .filter((name) => /\.kml$/i.test(name) && !isMacResource(name))
      .sort((a, b) => a.split('/').length - b.split('/').length);
    const main = kmls.find((name) => name.toLowerCase() === 'doc.kml') ?? kmls[0];
    if (!main) throw new BoundaryFileError(kmlMessages.noKmlInKmz);
    const mainText = xmlTextOf((await zip.read([main])).get(main) ?? Buffer.alloc(0), main, notes);
    const folder = main.includes('/') ? main.slice(0, main.lastIndexOf('/') + 1) : '';
    const linked = [...mainText.matchAll(/<href>\s*([^<\s]+\.kml)\s*<\/href>/gi)]
      .map((match) => `${folder}${match[1]}`)
      .filter((name) => name !== main && kmls.includes(name));
    const read = await zip.read([...new Set(linked)]);
    return [
      { name: main, text: mainText },
      ...[...read].map(([name, content]) => ({ name, text: xmlTextOf(content, name, notes) })),
    ];
  } finally {
    zip.close();
  }
}

const cornerRefusal = (placemark: Node | null) => {
  const corner = placemark ? unreadableCorner(placemark) : null;
  return corner === null
    ? null
    : `a corner is not written as longitude,latitude numbers with no space inside ("${shown(corner, 40)}"): fix it in the program that wrote the file, and import again`;
};

export async function readKml(
  bytes: Buffer,
  limits: { features: number; corners: number },
): Promise<FileContents> {
  const contents: FileContents = { features: [], notes: [] };
  const texts = looksLikeZip(bytes)
    ? await kmzTexts(bytes, contents.notes)
    : [{ name: 'The file', text: xmlTextOf(bytes, 'The file', contents.notes) }];
  let corners = 0;
  // What a KML shows that is not a place with a boundary: counted, and said in a note.
  const overlays: string[] = [];
  let screenOverlays = 0;
  let links = 0;
  for (const { name, text } of texts) {
    const document = parseKml(text, name);
    const collection = kml(document);
    // Counted in the parsed document, in any namespace: one named in a comment is no overlay.
    const elements = document as unknown as {
      getElementsByTagNameNS(namespace: string, name: string): { length: number };
    };
    screenOverlays +=
      elements.getElementsByTagNameNS('*', 'ScreenOverlay').length +
      elements.getElementsByTagNameNS('*', 'PhotoOverlay').length;
    // togeojson yields the placemarks first, in document order (kmlGen), then overlays and links.
    const placemarks = (document as unknown as Node).getElementsByTagName('Placemark');
    for (const [at, feature] of collection.features.entries()) {
      const placemark = at < placemarks.length ? placemarks.item(at) : null;
      const kind = feature.properties?.['@geometry-type'];
      // A NetworkLink is a link to more KML (read above when inside the KMZ), not a place.
      if (kind === 'networklink') {
        links += 1;
        continue;
      }
      // A GroundOverlay is an image (a yield map, a drone photo) laid over the map: its box is
      // where the picture goes, not a field.
      if (kind === 'groundoverlay') {
        overlays.push(String(feature.properties?.name ?? '').trim());
        continue;
      }
      if (contents.features.length >= limits.features)
        throw new BoundaryFileError(
          `The file holds more than ${limits.features.toLocaleString('en-US')} features; import it in parts.`,
        );
      const geometry = boundaryGeometry(feature.geometry);
      corners += countPositions((geometry as { coordinates?: unknown } | null)?.coordinates);
      if (corners > limits.corners)
        throw new BoundaryFileError(
          `The file holds more than ${limits.corners.toLocaleString('en-US')} corners; import it in parts.`,
        );
      contents.features.push({
        number: contents.features.length + 1,
        ...propertiesOf(feature.properties),
        geometry,
        // KML's coordinates are longitude first (OGC KML 2.2, section 16.9.1); some tools write latitude first.
        refusal: cornerRefusal(placemark) ?? swappedAxes(geometry, 'KML'),
      });
    }
  }
  const skipped: string[] = [];
  if (overlays.length > 0) {
    const named = overlays.filter(Boolean).map((each) => `"${shown(each, 60)}"`);
    skipped.push(
      `${overlays.length} image overlay${overlays.length === 1 ? '' : 's'}${named.length > 0 ? ` (${named.slice(0, 3).join(', ')}${named.length > 3 ? '…' : ''})` : ''}, a picture laid over the map`,
    );
  }
  if (screenOverlays > 0)
    skipped.push(
      `${screenOverlays} screen or photo overlay${screenOverlays === 1 ? '' : 's'} (a legend, logo or photo)`,
    );
  const outside = links - (texts.length - 1);
  if (outside > 0)
    skipped.push(
      `${outside} network link${outside === 1 ? '' : 's'} to KML elsewhere (not fetched; save ${outside === 1 ? 'it' : 'them'} into the KMZ to import ${outside === 1 ? 'it' : 'them'})`,
    );
  if (skipped.length > 0) contents.notes.push(`Skipped, not field boundaries: ${skipped.join('; ')}.`);
  return contents;
}
