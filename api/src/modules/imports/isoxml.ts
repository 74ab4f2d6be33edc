import JSZip from 'jszip';
import { isMacResource } from './shapefile';
import {
  BoundaryFileError,
  countPositions,
  type FileContents,
  type FileFeature,
  propertiesOf,
  shown,
} from './source';
import { looksLikeZip, openBoundaryZip, ZipRefused } from './zip';

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
export const isoxmlMessages = {
  doctype:
    'The ISOXML file declares a document type (<!DOCTYPE>), which ISOXML never needs and which can hide entity expansions, so it was not read. Export it again from the display or farm program.',
  notIsoxml:
    'The file is not ISOXML: TASKDATA.XML begins with <ISO11783_TaskData>. Export the TASKDATA folder from the display or farm program (zipped) and import it again.',
  noTaskdataInZip:
    'The zip holds no TASKDATA.XML. Zip the TASKDATA folder as the display or farm program wrote it, and import again.',
};

// TASKDATA.XML is read in one pass of regular expressions (compiled by V8, not a JavaScript loop
// over each character) into a small tree of its elements, counted as they come: a file of 10,001
// partfields is refused at the 10,001st, and one of 400,000 empty elements costs what reading it
// costs, not a DOM. Every import waits for the one import worker (thread.ts), so what one file
// costs, every grower waits. What XML 1.0 requires of it is checked: one root, tags that nest and
// close, quoted attributes, the five entities and character references; a document type is
// refused before (above).

type Element = {
  tagName: string;
  attributes: Record<string, string>;
  children: Element[];
};

/** The elements whose attributes are read; others are kept for their place in the tree only. */
const READ = new Set([
  'ISO11783_TaskData',
  'XFC',
  'XFR',
  'CTR',
  'FRM',
  'PFD',
  'CTP',
  'CVT',
  'PLN',
  'LSG',
  'PNT',
]);

/** Elements one file may hold: a field at the corner cap, with room for what else a display writes. */
const MAX_ELEMENTS = 3_000_000;

const NAME = '[A-Za-z_:][\\w.:-]*';
/** From a "<": a comment, a processing instruction, CDATA, an end tag or a start tag. */
const MARKUP = new RegExp(
  `<(?:!--[\\s\\S]*?-->|\\?[\\s\\S]*?\\?>|!\\[CDATA\\[[\\s\\S]*?\\]\\]>|/(${NAME})\\s*>|(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>)`,
  'y',
);
const ATTRIBUTE = new RegExp(`(${NAME})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'g');
const REFERENCE = /&(?:(amp|lt|gt|quot|apos)|#(\d+)|#x([0-9a-fA-F]+));|&/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

class NotWellFormed extends Error {}

const decoded = (value: string): string =>
  value.includes('&')
    ? value.replace(REFERENCE, (whole, entity?: string, decimal?: string, hex?: string) => {
        if (entity) return ENTITIES[entity] as string;
        const code = decimal ? Number(decimal) : hex ? Number.parseInt(hex, 16) : Number.NaN;
        if (!(code >= 0x20 || code === 9 || code === 10 || code === 13) || code > 0x10ffff)
          throw new NotWellFormed(`a reference it cannot hold (${whole})`);
        return String.fromCodePoint(code);
      })
    : value;

function parseXml(text: string, where: string, limits: { features: number }): Element {
  const head = text.replace(/^\uFEFF/, '');
  if (/<!DOCTYPE|<!ENTITY/i.test(head)) throw new BoundaryFileError(isoxmlMessages.doctype);
  // Partfields counted first by a scan for "<PFD" (native string search, no tree): a file of more
  // than a file may hold is refused before any of it is read.
  let tags = 0;
  for (let at = head.indexOf('<PFD'); at !== -1; at = head.indexOf('<PFD', at + 4))
    if (/[\s/>]/.test(head[at + 4] ?? '') && ++tags > limits.features)
      throw new BoundaryFileError(
        `The file holds more than ${limits.features.toLocaleString('en-US')} fields; import it in parts.`,
      );
  const stack: Element[] = [];
  let root: Element | undefined;
  let elements = 0;
  let partfields = 0;
  let at = 0;
  try {
    for (;;) {
      const open = head.indexOf('<', at);
      if (stack.length === 0 && head.slice(at, open === -1 ? head.length : open).trim() !== '')
        throw new NotWellFormed('text outside the root element');
      if (open === -1) break;
      MARKUP.lastIndex = open;
      const found = MARKUP.exec(head);
      if (!found) throw new NotWellFormed(`a tag it cannot read at character ${open}`);
      at = MARKUP.lastIndex;
      const [, closing, name, attributes, empty] = found;
      if (closing !== undefined) {
        if (stack.pop()?.tagName !== closing)
          throw new NotWellFormed(`</${shown(closing, 20)}> closes no open element`);
        continue;
      }
      if (name === undefined) continue;
      if (stack.length === 0 && root) throw new NotWellFormed('a second root element');
      if (++elements > MAX_ELEMENTS)
        throw new BoundaryFileError(
          `${where} holds more than ${MAX_ELEMENTS.toLocaleString('en-US')} XML elements; import it in parts.`,
        );
      if (name === 'PFD' && ++partfields > limits.features)
        throw new BoundaryFileError(
          `The file holds more than ${limits.features.toLocaleString('en-US')} fields; import it in parts.`,
        );
      // An empty element ISOXML does not read holds nothing: counted, never built.
      if (empty === '/' && !READ.has(name) && root) continue;
      const element: Element = { tagName: name, attributes: {}, children: [] };
      if (attributes && READ.has(name))
        for (const [, key, double, single] of attributes.matchAll(ATTRIBUTE)) {
          if ((key as string) in element.attributes)
            throw new NotWellFormed(`an attribute ${shown(key as string, 20)} given twice`);
          element.attributes[key as string] = decoded((double ?? single) as string);
        }
      const parent = stack.at(-1);
      if (parent) parent.children.push(element);
      else root = element;
      if (empty !== '/') stack.push(element);
    }
    if (stack.length > 0)
      throw new NotWellFormed(`<${shown((stack.at(-1) as Element).tagName, 20)}> is never closed`);
  } catch (error) {
    if (!(error instanceof NotWellFormed)) throw error;
    if (!/<ISO11783_TaskData[\s>]|<XFC[\s>]/.test(head))
      throw new BoundaryFileError(isoxmlMessages.notIsoxml);
    throw new BoundaryFileError(`${where} is not well-formed XML: ${error.message}.`);
  }
  if (!root) throw new BoundaryFileError(isoxmlMessages.notIsoxml);
  return root;
}

const children = (element: Element, tag: string): Element[] =>
  element.children.filter((child) => child.tagName === tag);

/** Every element named by `tags` in the trees, by name, in document order: one walk. */
const collect = (roots: Element[], tags: string[]): Map<string, Element[]> => {
  const found = new Map(tags.map((tag) => [tag, [] as Element[]]));
  for (const root of roots) {
    const pending: Element[] = [root];
    while (pending.length > 0) {
      const element = pending.pop() as Element;
      found.get(element.tagName)?.push(element);
      for (let at = element.children.length - 1; at >= 0; at--) pending.push(element.children[at] as Element);
    }
  }
  return found;
};

const raw = (element: Element | undefined, name: string): string | null => element?.attributes[name] ?? null;

const attribute = (element: Element, name: string): string | null => {
  const value = raw(element, name);
  return value === null || value.trim() === '' ? null : value.trim();
};

/** The external files (XFR A) a TASKDATA.XML holds that can hold fields, farms, customers or crops, once each. */
function externalNames(root: Element): string[] {
  const names = new Map<string, string>();
  for (const xfr of children(root, 'XFR')) {
    const name = attribute(xfr, 'A');
    if (name && /^(PFD|FRM|CTR|CTP)/i.test(name) && /^[A-Za-z0-9_-]+$/.test(name))
      if (!names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
  }
  return [...names.values()];
}

type Parsed = { root: Element; name: string; external: Map<string, Element>; notes: string[] };

/** The TASKDATA.XML of a zip and the external files it names, parsed (names matched in any case). */
async function zipTrees(bytes: Buffer, limits: { features: number }): Promise<Parsed> {
  let zip: Awaited<ReturnType<typeof openBoundaryZip>>;
  try {
    zip = await openBoundaryZip(bytes);
  } catch (error) {
    if (error instanceof ZipRefused) throw error;
    throw new BoundaryFileError('The file is not a readable zip archive.');
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
    const mainText = (await zip.read([main])).get(main)?.toString('utf8') ?? '';
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
      if (content) external.set(name, parseXml(content.toString('utf8'), `${name}.XML`, limits));
    }
    return { root, name: main, external, notes };
  } finally {
    zip.close();
  }
}

type Ring = number[][];

/** xs:decimal as ISO 11783-10 writes PNT C and D: digits with an optional sign and point, nothing else. */
const DECIMAL = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*$/;
const decimal = (value: string | null): number | null =>
  value !== null && DECIMAL.test(value) ? Number(value) : null;

function ringOf(lsg: Element): { ring: Ring; unreadable: boolean } {
  const ring: Ring = [];
  let unreadable = false;
  for (const point of children(lsg, 'PNT')) {
    const north = decimal(raw(point, 'C'));
    const east = decimal(raw(point, 'D'));
    if (north === null || east === null) {
      unreadable = true;
      continue;
    }
    ring.push([east, north]);
  }
  const [first] = ring;
  const last = ring.at(-1);
  if (first && last && ring.length > 1 && (first[0] !== last[0] || first[1] !== last[1]))
    ring.push([...first]);
  return { ring, unreadable };
}

/** Whether a point lies inside a ring (even-odd rule). */
function inside(point: number[], ring: Ring): boolean {
  const [x, y] = point as [number, number];
  let within = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) within = !within;
  }
  return within;
}

/** A PLN's exteriors as polygons, each with the holes that lie in it. */
function polygonsOf(pln: Element): { polygons: Ring[][]; unreadable: boolean } {
  const exteriors: Ring[] = [];
  const interiors: Ring[] = [];
  let unreadable = false;
  for (const lsg of children(pln, 'LSG')) {
    const type = raw(lsg, 'A');
    if (type !== '1' && type !== '2') continue;
    const read = ringOf(lsg);
    unreadable ||= read.unreadable;
    (type === '1' ? exteriors : interiors).push(read.ring);
  }
  const polygons: Ring[][] = exteriors.map((ring) => [ring]);
  for (const hole of interiors) {
    const home = polygons.find((polygon) => hole[0] && inside(hole[0], polygon[0] as Ring)) ?? polygons[0];
    home?.push(hole);
  }
  return { polygons, unreadable };
}

const POLYGON_KINDS: Record<string, string> = {
  '2': 'treatment zone',
  '3': 'water surface',
  '4': 'building',
  '5': 'road',
  '6': 'obstacle',
  '7': 'flag',
  '8': 'other polygon',
  '10': 'headland',
  '11': 'buffer zone',
  '12': 'windbreak',
};

const counted = (count: number, what: string) => `${count} ${what}${count === 1 ? '' : 's'}`;

/** The fields (PFD) of a TASKDATA.XML, in a zip (with its external files) or alone. */
export async function readIsoxml(
  bytes: Buffer,
  limits: { features: number; corners: number },
): Promise<FileContents> {
  const source: Parsed = looksLikeZip(bytes)
    ? await zipTrees(bytes, limits)
    : {
        root: parseXml(bytes.toString('utf8'), 'TASKDATA.XML', limits),
        name: 'TASKDATA.XML',
        external: new Map(),
        notes: [],
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
    const refusal =
      polygons.length === 0
        ? 'the field has no boundary in the file (no polygon of type 1, partfield boundary)'
        : unreadable
          ? 'some of its boundary points have no latitude and longitude in the file'
          : null;
    features.push({
      number: features.length + 1,
      ...propertiesOf(properties),
      geometry:
        polygons.length === 0
          ? null
          : polygons.length === 1
            ? { type: 'Polygon', coordinates: polygons[0] }
            : { type: 'MultiPolygon', coordinates: polygons },
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

export type IsoxmlField = {
  name: string;
  /** Square metres, as PFD D takes it. */
  squareMetres: number;
  crop: string | null;
  trait: string | null;
  /** GeoJSON MultiPolygon coordinates, [longitude, latitude]. */
  polygons: number[][][][];
};

const escaped = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character] ?? '',
  );

/** A coordinate as PNT C and D take it: xs:decimal, at most 9 decimals, no exponent. */
const degrees = (value: number) => {
  const fixed = value.toFixed(9).replace(/0+$/, '').replace(/\.$/, '');
  return fixed === '-0' ? '0' : fixed;
};

/**
 * TASKDATA.XML (version 4.3) with one customer and farm (the farm's name: the program has no other
 * customer) and a PFD a field: its name (C, cut to the standard's 32 characters), area (D, m²), crop
 * type and variety (CTP/CVT, G/H), and a PLN of type 1 a part, its exterior LSG type 1 and holes type
 * 2, every ring closed. Data transfer origin 1: from a farm management program to the display.
 */
export function taskdataXml(farmName: string, fields: IsoxmlField[]): string {
  const crops = new Map<string, { id: string; varieties: Map<string, string> }>();
  let varieties = 0;
  for (const field of fields) {
    if (!field.crop) continue;
    const crop = crops.get(field.crop) ?? { id: `CTP${crops.size + 1}`, varieties: new Map() };
    crops.set(field.crop, crop);
    if (field.trait && !crop.varieties.has(field.trait)) crop.varieties.set(field.trait, `CVT${++varieties}`);
  }
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ISO11783_TaskData VersionMajor="4" VersionMinor="3" ManagementSoftwareManufacturer="Field Boundaries" ManagementSoftwareVersion="1.0" DataTransferOrigin="1">',
    `  <CTR A="CTR1" B="${escaped(farmName.slice(0, 32))}"/>`,
    `  <FRM A="FRM1" B="${escaped(farmName.slice(0, 32))}" I="CTR1"/>`,
  ];
  for (const [name, crop] of crops) {
    if (crop.varieties.size === 0) lines.push(`  <CTP A="${crop.id}" B="${escaped(name.slice(0, 32))}"/>`);
    else {
      lines.push(`  <CTP A="${crop.id}" B="${escaped(name.slice(0, 32))}">`);
      for (const [variety, id] of crop.varieties)
        lines.push(`    <CVT A="${id}" B="${escaped(variety.slice(0, 32))}"/>`);
      lines.push('  </CTP>');
    }
  }
  fields.forEach((field, index) => {
    const crop = field.crop ? crops.get(field.crop) : undefined;
    const variety = crop && field.trait ? crop.varieties.get(field.trait) : undefined;
    lines.push(
      `  <PFD A="PFD${index + 1}" C="${escaped(field.name.slice(0, 32))}" D="${Math.round(field.squareMetres)}" E="CTR1" F="FRM1"${crop ? ` G="${crop.id}"` : ''}${variety ? ` H="${variety}"` : ''}>`,
    );
    for (const polygon of field.polygons) {
      lines.push('    <PLN A="1">');
      polygon.forEach((ring, at) => {
        lines.push(`      <LSG A="${at === 0 ? 1 : 2}">`);
        for (const [east, north] of ring as [number, number][])
          lines.push(`        <PNT A="2" C="${degrees(north)}" D="${degrees(east)}"/>`);
        lines.push('      </LSG>');
      });
      lines.push('    </PLN>');
    }
    lines.push('  </PFD>');
  });
  lines.push('</ISO11783_TaskData>', '');
  return lines.join('\r\n');
}

/** The TASKDATA folder zipped, as a display takes it from a USB stick: TASKDATA/TASKDATA.XML. */
export async function writeIsoxml(farmName: string, fields: IsoxmlField[]): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('TASKDATA/TASKDATA.XML', taskdataXml(farmName, fields));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
