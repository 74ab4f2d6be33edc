import { isoxmlMessages } from './isoxml-messages';
import { BoundaryFileError, shown } from './source';

// The XML of an ISOXML TASKDATA file (isoxml.ts), read into a tree of elements with only the
// attributes the reader needs, within the file limits: no document types, no entities beyond
// XML's five, a cap on elements.

export type Element = {
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

export class NotWellFormed extends Error {}

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

export function parseXml(text: string, where: string, limits: { features: number }): Element {
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
    throw new BoundaryFileError(
      `${where} is not well-formed XML: ${error.message}. Export the TASKDATA folder again from the display or farm program, and import again.`,
    );
  }
  if (!root) throw new BoundaryFileError(isoxmlMessages.notIsoxml);
  return root;
}

export const children = (element: Element, tag: string): Element[] =>
  element.children.filter((child) => child.tagName === tag);

/** Every element named by `tags` in the trees, by name, in document order: one walk. */
export const collect = (roots: Element[], tags: string[]): Map<string, Element[]> => {
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

export const raw = (element: Element | undefined, name: string): string | null =>
  element?.attributes[name] ?? null;

export const attribute = (element: Element, name: string): string | null => {
  const value = raw(element, name);
  return value === null || value.trim() === '' ? null : value.trim();
};

/** The external files (XFR A) a TASKDATA.XML holds that can hold fields, farms, customers or crops, once each. */
export function externalNames(root: Element): string[] {
  const names = new Map<string, string>();
  for (const xfr of children(root, 'XFR')) {
    const name = attribute(xfr, 'A');
    if (name && /^(PFD|FRM|CTR|CTP)/i.test(name) && /^[A-Za-z0-9_-]+$/.test(name))
      if (!names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
  }
  return [...names.values()];
}
