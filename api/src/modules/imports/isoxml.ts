import { swappedAxes } from './coordinates';
import { attribute, children, collect, type Element, externalNames, parseXml, raw } from './isoxml-xml';
import { isMacResource } from './shapefile';
import {
  BoundaryFileError,
  countPositions,
  type FileContents,
  type FileFeature,
  propertiesOf,
  shown,
} from './source';
import { xmlTextOf } from './xml-encoding';
import { looksLikeZip, openBoundaryZip, ZipRefused } from './zip';

export { isoxmlMessages } from './isoxml-messages';
export { type IsoxmlField, taskdataXml, writeIsoxml } from './isoxml-write';

import { polygonsOf, type Ring } from './isoxml-geometry';
import { isoxmlMessages } from './isoxml-messages';

// ISOXML (ISO 11783-10, "TASKDATA"), the task file every in-cab display and farm management program
// exchanges, read for its fields and written for a display to read.
//
// What is read, by the standard's element and attribute codes (ISO 11783-10:2015 Annex A; the
// AgGateway ADAPT ISOv4Plugin and the Josephinum isoxml-py notes name them the same way):
//   ISO11783_TaskData  the root: VersionMajor 3 or 4; XFR children name external files
//   XFR  A: the external file's name without ".XML"; B: 1 (XML). Its root element is XFC.
//   CTR  customer: A id, B designator (name)
//   FRM  farm: A id, B designator, I CustomerIdRef
//   PFD  partfield: A id, B code, C designator (the field's name), D area (m²), E CustomerIdRef,
//        F FarmIdRef, G CropTypeIdRef, H CropVarietyIdRef
//   CTP  crop type: A id, B designator; its CVT children: A id, B designator (the variety)
//   PLN  polygon: A PolygonType (1 partfield boundary, 2 treatment zone, 3 water, 4 building, 5 road,
//        6 obstacle, 7 flag, 8 other, 9 main field, 10 headland, 11 buffer zone, 12 windbreak)
//   LSG  line string: A LineStringType (1 polygon exterior, 2 polygon interior, 3 tram line,
//        4 sampling route, 5 guidance pattern, 6 drainage, 7 fence, 8 flag, 9 obstacle)
//   PNT  point: A PointType, C north (latitude), D east (longitude), in WGS 84 decimal degrees
// A field is a PFD; its boundary the PLNs of type 1 (several in version 4: a field of parts), each an
// exterior LSG with interior LSGs as holes. Version 3 let one PLN hold several exteriors; each is then
// a part, and a hole goes to the part it lies in. A ring's closing point may be left out (11783-10
// closes types 1 and 2 implicitly). Treatment zones, guidance lines and the rest are not fields:
// counted in a note.

// TASKDATA.XML is read in one pass of regular expressions (compiled by V8, not a JavaScript loop
// over each character) into a small tree of its elements, counted as they come: a file of 10,001
// partfields is refused at the 10,001st, and one of 400,000 empty elements costs what reading it
// costs, not a DOM. Every import waits for the one import worker (thread.ts), so what one file
// costs, every grower waits. What XML 1.0 requires of it is checked: one root, tags that nest and
// close, quoted attributes, the five entities and character references; a document type is
// refused before (above).

type Parsed = { root: Element; name: string; external: Map<string, Element>; notes: string[] };

/** The TASKDATA.XML of a zip and the external files it names, parsed (names matched in any case). */
async function zipTrees(bytes: Buffer, limits: { features: number }): Promise<Parsed> {
  let zip: Awaited<ReturnType<typeof openBoundaryZip>>;
  try {
    zip = await openBoundaryZip(bytes);
  } catch (error) {
    if (error instanceof ZipRefused) throw error;
    throw new BoundaryFileError(
      'The file is not a readable zip archive: it may be cut short. Zip the TASKDATA folder again, and import again.',
    );
  }
  try {
    const candidates = zip.entries
      .map((entry) => entry.name)
      .filter((name) => /(^|\/)taskdata\.xml$/i.test(name) && !isMacResource(name))
      .sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b));
    const main = candidates[0];
    if (!main) throw new BoundaryFileError(isoxmlMessages.noTaskdataInZip);
    const notes: string[] = [];
    const others = candidates.slice(1);
    if (others.length > 0)
      notes.push(
        `The zip holds more than one TASKDATA folder: ${main} was read, and ${others
          .slice(0, 3)
          .map((each) => shown(each))
          .join(
            ', ',
          )}${others.length > 3 ? ` and ${others.length - 3} more` : ''} not. Zip each TASKDATA folder by itself to import its fields.`,
      );
    const folder = main.slice(0, main.length - 'taskdata.xml'.length).toLowerCase();
    const mainText = xmlTextOf((await zip.read([main])).get(main) ?? Buffer.alloc(0), main, notes);
    const root = parseXml(mainText, main, limits);
    const wanted = externalNames(root);
    const inFolder = new Map(
      zip.entries
        .filter((entry) => entry.name.toLowerCase().startsWith(folder))
        .map((entry) => [entry.name.slice(folder.length).toLowerCase(), entry.name]),
    );
    const names = wanted.flatMap((name) => inFolder.get(`${name.toLowerCase()}.xml`) ?? []);
    const read = await zip.read(names);
    const external = new Map<string, Element>();
    for (const name of wanted) {
      const path = inFolder.get(`${name.toLowerCase()}.xml`);
      const content = path ? read.get(path) : undefined;
      if (content)
        external.set(name, parseXml(xmlTextOf(content, `${name}.XML`, notes), `${name}.XML`, limits));
    }
    return { root, name: main, external, notes };
  } finally {
    zip.close();
  }
}

const POLYGON_KINDS: Record<string, string> = {
  '2': 'treatment zone',
  '3': 'water surface',
  '4': 'building',
  '5': 'road',
  '6': 'obstacle',
  '7': 'flag',
  '8': 'other polygon',
  '9': 'main field polygon',
  '10': 'headland',
  '11': 'buffer zone',
  '12': 'windbreak',
};

/**
 * A boundary whose points hold longitude in C and latitude in D (ISO 11783-10 PNT: C north, D
 * east), named as such: coordinates.ts judges it as it judges latitude-first files.
 */
function swapped(geometry: unknown): string | null {
  if (swappedAxes(geometry, 'ISOXML') === null) return null;
  const [east, north] = ((geometry as { coordinates: unknown[] }).coordinates.flat(3) as number[]).slice(
    0,
    2,
  );
  return `latitude and longitude appear to be swapped: the first point has north (C) ${north} and east (D) ${east}, where ISOXML puts latitude in C and longitude in D. Export it again from the program that wrote it, or ask its maker`;
}

const counted = (count: number, what: string) => `${count} ${what}${count === 1 ? '' : 's'}`;

/** The fields (PFD) of a TASKDATA.XML, in a zip (with its external files) or alone. */
export async function readIsoxml(
  bytes: Buffer,
  limits: { features: number; corners: number },
): Promise<FileContents> {
  const bareNotes: string[] = [];
  const source: Parsed = looksLikeZip(bytes)
    ? await zipTrees(bytes, limits)
    : {
        root: parseXml(xmlTextOf(bytes, 'TASKDATA.XML', bareNotes), 'TASKDATA.XML', limits),
        name: 'TASKDATA.XML',
        external: new Map(),
        notes: bareNotes,
      };
  const { root } = source;
  if (root.tagName !== 'ISO11783_TaskData') throw new BoundaryFileError(isoxmlMessages.notIsoxml);
  const notes: string[] = [...source.notes];
  const version = raw(root, 'VersionMajor');
  if (version !== null && version !== '3' && version !== '4')
    notes.push(`TASKDATA.XML says ISOXML version ${shown(version, 20)}; it was read as version 4.`);
  const roots = [root];
  const missing: string[] = [];
  for (const name of externalNames(root)) {
    const tree = source.external.get(name);
    if (tree === undefined) missing.push(`${name}.XML`);
    else roots.push(tree);
  }
  const found = collect(roots, ['CTR', 'FRM', 'CTP', 'PFD']);
  const all = (_: Element[], tag: string) => found.get(tag) ?? [];
  const customers = new Map(all(roots, 'CTR').map((each) => [raw(each, 'A'), attribute(each, 'B')]));
  const farms = new Map(all(roots, 'FRM').map((each) => [raw(each, 'A'), each]));
  const cropTypes = new Map(all(roots, 'CTP').map((each) => [raw(each, 'A'), each]));
  // A partfield written twice (the same id) is one field: read once, and said.
  const seen = new Set<string>();
  const repeated = new Set<string>();
  const partfields = all(roots, 'PFD').filter((pfd) => {
    const id = attribute(pfd, 'A');
    if (id === null) return true;
    if (seen.has(id)) {
      repeated.add(id);
      return false;
    }
    seen.add(id);
    return true;
  });
  if (repeated.size > 0) {
    const ids = [...repeated].slice(0, 3).map((id) => shown(id, 20));
    notes.push(
      `The file holds partfield ${ids.join(', ')}${repeated.size > 3 ? ` and ${repeated.size - 3} more` : ''} more than once; each was read once, the first time it appears.`,
    );
  }
  if (missing.length > 0) {
    const said = `TASKDATA.XML refers to ${missing.join(', ')}, which ${missing.length === 1 ? 'was' : 'were'} not in what was sent`;
    if (partfields.length === 0)
      throw new BoundaryFileError(
        `${said}. Zip the whole TASKDATA folder as the display or farm program wrote it, and import the zip.`,
      );
    notes.push(`${said}: the fields it may hold could not be read.`);
  }
  if (partfields.length > limits.features)
    throw new BoundaryFileError(
      `The file holds more than ${limits.features.toLocaleString('en-US')} fields; import it in parts.`,
    );
  const skipped = new Map<string, number>();
  const features: FileFeature[] = [];
  let corners = 0;
  let linesSkipped = 0;
  for (const pfd of partfields) {
    const name = attribute(pfd, 'C');
    const farm = farms.get(raw(pfd, 'F'));
    const customerId = raw(pfd, 'E') ?? raw(farm, 'I') ?? null;
    const cropType = cropTypes.get(raw(pfd, 'G'));
    const variety = cropType
      ? children(cropType, 'CVT').find((each) => raw(each, 'A') === raw(pfd, 'H'))
      : undefined;
    const properties: Record<string, unknown> = {
      name,
      ...(attribute(pfd, 'B') ? { code: attribute(pfd, 'B') } : {}),
      ...(farm && attribute(farm, 'B') ? { farm: attribute(farm, 'B') } : {}),
      ...(customerId && customers.get(customerId) ? { customer: customers.get(customerId) } : {}),
      ...(cropType && attribute(cropType, 'B') ? { crop: attribute(cropType, 'B') } : {}),
      ...(variety && attribute(variety, 'B') ? { trait: attribute(variety, 'B') } : {}),
    };
    const plns = children(pfd, 'PLN');
    // The boundary: type 1; a program that wrote only a main field (type 9) meant it as one.
    const boundaries = plns.filter((pln) => raw(pln, 'A') === '1');
    const chosen = boundaries.length > 0 ? boundaries : plns.filter((pln) => raw(pln, 'A') === '9');
    for (const pln of plns)
      if (!chosen.includes(pln)) {
        const kind = POLYGON_KINDS[raw(pln, 'A') ?? ''] ?? 'other polygon';
        skipped.set(kind, (skipped.get(kind) ?? 0) + 1);
      }
    linesSkipped += children(pfd, 'LSG').length;
    const polygons: Ring[][] = [];
    let unreadable = false;
    for (const pln of chosen) {
      const read = polygonsOf(pln);
      polygons.push(...read.polygons);
      unreadable ||= read.unreadable;
    }
    corners += countPositions(polygons);
    if (corners > limits.corners)
      throw new BoundaryFileError(
        `The file holds more than ${limits.corners.toLocaleString('en-US')} corners; import it in parts.`,
      );
    const geometry =
      polygons.length === 0
        ? null
        : polygons.length === 1
          ? { type: 'Polygon', coordinates: polygons[0] }
          : { type: 'MultiPolygon', coordinates: polygons };
    const refusal =
      polygons.length === 0
        ? 'the field has no boundary in the file (no polygon of type 1, partfield boundary)'
        : unreadable
          ? 'some of its boundary points have no latitude and longitude in the file'
          : swapped(geometry);
    features.push({
      number: features.length + 1,
      ...propertiesOf(properties),
      geometry,
      refusal,
    });
  }
  const farmNames = [...new Set(features.map((feature) => feature.properties.farm).filter(Boolean))];
  if (farmNames.length > 0)
    notes.push(
      `The file's fields belong to ${farmNames.length === 1 ? 'farm' : 'farms'} ${farmNames.map((each) => `"${shown(String(each), 60)}"`).join(', ')}; they are imported into this farm.`,
    );
  const kinds = [...skipped].map(([kind, count]) => counted(count, kind));
  if (linesSkipped > 0) kinds.push(counted(linesSkipped, 'line (guidance, tram line or fence)'));
  if (kinds.length > 0) notes.push(`Skipped, not field boundaries: ${kinds.join(', ')}.`);
  return { features, notes };
}

/** Whether a zip holds an ISOXML TASKDATA.XML (a display's export), judged from its directory. */
export const holdsTaskdata = (names: string[]) =>
  names.some((name) => /(^|\/)taskdata\.xml$/i.test(name) && !isMacResource(name));

/** Whether bytes are an ISOXML TASKDATA.XML, by its root element. */
export const looksLikeTaskdata = (bytes: Buffer) =>
  /^(\uFEFF)?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<ISO11783_TaskData[\s>]/.test(
    bytes.subarray(0, 4096).toString('utf8'),
  );
