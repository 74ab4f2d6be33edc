import type { ViewerFields, WireField } from './node-stream';

// The web map's compact form of a batch's fields (schema/clu.graphql, CluWireFields), made
// from the api's `fields` event by renaming keys in its text: no parse, no objects, no
// re-serialising. Sound on JSON written by JSON.stringify: there `"name":` (unescaped quotes
// then a colon) only ever occurs as an object key, since a quote inside a string is escaped
// and the closing quote of a string value is followed by `,`, `}` or `]`, never `:`.
const SHORT: Record<string, string> = {
  uuid: 'u',
  acres: 'a',
  claimed: 'c',
  mine: 'm',
  neighbour: 'b',
  owner: 'o',
  polygons: 'p',
  full_name: 'n',
  email: 'e',
};
const KEYS = /"(uuid|acres|claimed|mine|neighbour|owner|polygons|full_name|email)":/g;
const FIELDS_KEY = '"fields":';

/** JSON text of the batch's fields in the compact form, from the api's event data. */
export function wireFieldsText(eventData: string): string {
  // The api writes `{"node":<id>,"fields":[…]}`; anything else takes the slow, general path.
  const start = eventData.indexOf(FIELDS_KEY);
  const end = eventData.length - 1;
  if (
    eventData.startsWith('{"node":') &&
    start > 0 &&
    eventData[start + FIELDS_KEY.length] === '[' &&
    eventData[end] === '}' &&
    eventData[end - 1] === ']'
  ) {
    return eventData
      .slice(start + FIELDS_KEY.length, end)
      .replace(KEYS, (_, key: string) => `"${SHORT[key]}":`);
  }
  return JSON.stringify(compactFields((JSON.parse(eventData) as { fields: WireField[] }).fields));
}

/** The compact form built field by field (the general path, and what the text path must equal). */
export function compactFields(fields: WireField[]) {
  return fields.map((field) => ({
    u: field.uuid,
    a: field.acres,
    c: field.claimed,
    m: field.mine,
    b: field.neighbour,
    o: field.owner ? { n: field.owner.full_name, e: field.owner.email } : null,
    p: field.polygons,
  }));
}

const FLAGS_FROM = '"c":';
const FLAGS_TO = ',"p":';

/**
 * The compact text with this viewer's flags (`c`, `m`, `b`, `o`) put in for the fields it sees
 * differently from the shared body. Only those few fields are touched: each is found by its
 * uuid (`"u":"<uuid>"` occurs once, as a key and its value) and its flags, written by the api
 * between `"c":` and `,"p":` (owner strings escaped, so neither occurs inside them), replaced.
 */
export function withViewerFlags(text: string, viewer: ViewerFields | undefined): string {
  if (!viewer || viewer.size === 0) return text;
  const cuts: [number, number, string][] = [];
  for (const [uuid, own] of viewer) {
    const at = text.indexOf(`"u":${JSON.stringify(uuid)}`);
    if (at < 0) continue;
    const from = text.indexOf(FLAGS_FROM, at);
    const to = text.indexOf(FLAGS_TO, from);
    if (from < 0 || to < 0) continue;
    const owner = own.owner ? JSON.stringify({ n: own.owner.full_name, e: own.owner.email }) : 'null';
    cuts.push([from, to, `"c":${own.claimed},"m":${own.mine},"b":${own.neighbour},"o":${owner}`]);
  }
  if (cuts.length === 0) return text;
  cuts.sort((a, b) => a[0] - b[0]);
  let out = '';
  let from = 0;
  for (const [start, end, flags] of cuts) {
    out += text.slice(from, start) + flags;
    from = end;
  }
  return out + text.slice(from);
}
