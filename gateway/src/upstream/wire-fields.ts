import type { CompactField } from '@field-boundaries/contract/wire';
import type { ApiFieldOwner } from './types';

// The web map's compact form of a batch's fields (contract/src/wire.ts, CompactField) is what
// the api writes when asked with `compact=true`: `{"node":<id>,"fields":[…]}`, each field
// `{"u":…,"a":…,"c":…,"m":…,"b":…,"o":…,"p":…}` in that order. The gateway passes the array's
// bytes on as they came: nothing is decoded, parsed or re-serialised on the map's path.

export type WireField = {
  uuid: string;
  acres: number;
  claimed: boolean;
  mine: boolean;
  neighbour: boolean;
  owner: ApiFieldOwner | null;
  polygons: string[][];
};

/** A viewer's own flags for the fields it sees differently from everyone (api viewer-fields). */
export type ViewerField = Pick<WireField, 'claimed' | 'mine' | 'neighbour' | 'owner'>;
export type ViewerFields = Map<string, ViewerField>;

const NODE_KEY = Buffer.from('{"node":');
const DONE_KEY = Buffer.from(',"done":true');
const UNCHANGED_KEY = Buffer.from(',"unchanged":true');
const FIELDS_KEY = Buffer.from(',"fields":[');
const isDigit = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x39;

/**
 * The bytes of the fields array of a `fields` event's data (a slice of it: no copy), whether the
 * api marked it the node's last batch, and whether it holds only live facts because the client's
 * geometry version is current (`unchanged`).
 */
export function fieldsOfEvent(data: Buffer): { wire: Buffer; done: boolean; unchanged: boolean } {
  // The api writes `{"node":<id>,"fields":[…]}`, or `{"node":<id>,"done":true,"fields":[…]}`
  // for a node's last batch (`…"done":true,"unchanged":true,…` for live facts only); anything
  // else takes the slow, general path.
  let at = NODE_KEY.length;
  let shaped = data.subarray(0, at).equals(NODE_KEY) && isDigit(data[at]);
  while (shaped && isDigit(data[at])) at++;
  const done = shaped && data.subarray(at, at + DONE_KEY.length).equals(DONE_KEY);
  if (done) at += DONE_KEY.length;
  const unchanged = done && data.subarray(at, at + UNCHANGED_KEY.length).equals(UNCHANGED_KEY);
  if (unchanged) at += UNCHANGED_KEY.length;
  shaped &&= data.subarray(at, at + FIELDS_KEY.length).equals(FIELDS_KEY);
  if (shaped && data.at(-1) === 0x7d && data.at(-2) === 0x5d)
    return { wire: data.subarray(at + FIELDS_KEY.length - 1, -1), done, unchanged };
  const parsed = JSON.parse(data.toString('utf8')) as {
    fields: CompactField[];
    done?: boolean;
    unchanged?: boolean;
  };
  return {
    wire: Buffer.from(JSON.stringify(parsed.fields)),
    done: parsed.done === true,
    unchanged: parsed.unchanged === true,
  };
}

const FLAGS_FROM = '"c":';
const FLAGS_TO = ',"p":';

/**
 * The compact bytes with this viewer's flags (`c`, `m`, `b`, `o`) put in for the fields it
 * sees differently from the shared body, or the same bytes when it sees none of them so. Only
 * those few fields are touched: each is found by its uuid (`"u":"<uuid>"` occurs once, as a key
 * and its value) and its flags, written by the api between `"c":` and `,"p":` (owner strings
 * escaped, so neither occurs inside them), replaced.
 */
export function withViewerFlags(bytes: Buffer, viewer: ViewerFields | undefined): Buffer {
  if (!viewer || viewer.size === 0) return bytes;
  const cuts: [number, number, string][] = [];
  for (const [uuid, own] of viewer) {
    const at = bytes.indexOf(`"u":${JSON.stringify(uuid)}`);
    if (at < 0) continue;
    const from = bytes.indexOf(FLAGS_FROM, at);
    const to = bytes.indexOf(FLAGS_TO, from);
    if (from < 0 || to < 0) continue;
    const owner = own.owner ? JSON.stringify({ n: own.owner.full_name, e: own.owner.email }) : 'null';
    cuts.push([from, to, `"c":${own.claimed},"m":${own.mine},"b":${own.neighbour},"o":${owner}`]);
  }
  if (cuts.length === 0) return bytes;
  cuts.sort((a, b) => a[0] - b[0]);
  const parts: Buffer[] = [];
  let from = 0;
  for (const [start, end, flags] of cuts) {
    parts.push(bytes.subarray(from, start), Buffer.from(flags));
    from = end;
  }
  parts.push(bytes.subarray(from));
  return Buffer.concat(parts);
}

/** The batch's fields as the typed `fields` give them, from the compact bytes. */
export function expandFields(bytes: Buffer): WireField[] {
  return (JSON.parse(bytes.toString('utf8')) as CompactField[]).map((field) => ({
    uuid: field.u,
    acres: field.a,
    claimed: field.c,
    mine: field.m,
    neighbour: field.b,
    owner: field.o && { full_name: field.o.n, email: field.o.e },
    polygons: field.p,
  }));
}
