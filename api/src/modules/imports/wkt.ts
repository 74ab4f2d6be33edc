// Well-known text (OGC 06-103r4, Simple Features Access part 1, section 7), read in one pass over
// the text: a cell of a million corners costs a million steps, never their square (wkx's parser
// re-scans what is left at every token, and recursed until the stack ran out). Keywords in any
// case, as PostGIS, GDAL and shapely read them; Z, M and ZM ordinates (Z kept, M dropped, as
// GeoJSON has no M); EWKT's "SRID=n;" prefix; EMPTY. Anything after the geometry is an error: a
// cell is one boundary, not a boundary and a remark.

export type WktGeometry =
  | { type: string; coordinates: unknown }
  | { type: 'GeometryCollection'; geometries: WktGeometry[] };

export class WktError extends Error {}

/** How deep each type's coordinates nest: 0 a position, 1 a list of them, and so on. */
const DEPTH: Record<string, { type: string; depth: number }> = {
  point: { type: 'Point', depth: 0 },
  linestring: { type: 'LineString', depth: 1 },
  multipoint: { type: 'MultiPoint', depth: 1 },
  polygon: { type: 'Polygon', depth: 2 },
  multilinestring: { type: 'MultiLineString', depth: 2 },
  multipolygon: { type: 'MultiPolygon', depth: 3 },
};

const NUMBER = /\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)/y;
/** Geometry collections one WKT may hold, nested or side by side: a boundary needs at most one. */
const MAX_COLLECTIONS = 16;
const KEYWORD = /\s*([A-Za-z]+)/y;
const DIMENSIONS = /\s*(ZM|Z|M)(?=\s*(?:\(|EMPTY\b))/iy;
const EMPTY = /\s*EMPTY\b/iy;
const SRID = /\s*SRID=(\d+)\s*;/iy;

/** A WKT or EWKT text as a GeoJSON geometry, with the SRID EWKT named (null if none). */
export function readWkt(text: string): { geometry: WktGeometry; srid: number | null } {
  let at = 0;
  const match = (pattern: RegExp): RegExpExecArray | null => {
    pattern.lastIndex = at;
    const found = pattern.exec(text);
    if (found) at = pattern.lastIndex;
    return found;
  };
  const skipSpace = () => {
    for (let code = text.charCodeAt(at); code === 32 || (code >= 9 && code <= 13); code = text.charCodeAt(at))
      at++;
  };
  const near = () => {
    const rest = text.slice(at, at + 20);
    return rest === '' ? 'the end' : `"${rest}${text.length > at + 20 ? '…' : ''}"`;
  };
  const expect = (character: string) => {
    skipSpace();
    if (text[at] !== character) throw new WktError(`expected "${character}" at ${near()}`);
    at++;
  };
  const next = (character: string): boolean => {
    skipSpace();
    if (text[at] !== character) return false;
    at++;
    return true;
  };

  const position = (dimensions: string): number[] => {
    const numbers: number[] = [];
    for (let found = match(NUMBER); found; found = numbers.length < 4 ? match(NUMBER) : null)
      numbers.push(Number(found[1]));
    if (numbers.length < 2) throw new WktError(`expected a coordinate at ${near()}`);
    const [x, y, third] = numbers as [number, number, number?];
    return dimensions === 'M' || third === undefined ? [x, y] : [x, y, third];
  };

  /** Coordinates nested `depth` deep; a MultiPoint's points may stand in parentheses or not. */
  const nested = (depth: number, dimensions: string, multipoint = false): unknown => {
    if (depth === 0) return position(dimensions);
    expect('(');
    const items: unknown[] = [];
    do {
      if (multipoint && next('(')) {
        items.push(position(dimensions));
        expect(')');
      } else items.push(nested(depth - 1, dimensions));
    } while (next(','));
    expect(')');
    return items;
  };

  // Collections within collections, as deep as a file says, would recurse until the stack ran out
  // (a RangeError, told as "not hex WKB"): a boundary needs none nested, so a few are allowed.
  let collections = 0;
  const geometry = (): WktGeometry => {
    const keyword = match(KEYWORD)?.[1]?.toLowerCase();
    if (!keyword) throw new WktError(`expected a geometry type at ${near()}`);
    const dimensions = (match(DIMENSIONS)?.[1] ?? '').toUpperCase();
    if (keyword === 'geometrycollection') {
      if (match(EMPTY)) return { type: 'GeometryCollection', geometries: [] };
      if (++collections > MAX_COLLECTIONS)
        throw new WktError(`geometry collections nested more than ${MAX_COLLECTIONS} deep`);
      expect('(');
      const geometries: WktGeometry[] = [];
      do geometries.push(geometry());
      while (next(','));
      expect(')');
      return { type: 'GeometryCollection', geometries };
    }
    const kind = DEPTH[keyword];
    if (!kind) throw new WktError(`"${keyword.slice(0, 30).toUpperCase()}" is not a geometry type WKT has`);
    if (match(EMPTY)) return { type: kind.type, coordinates: [] };
    if (kind.depth === 0) {
      expect('(');
      const point = position(dimensions);
      expect(')');
      return { type: kind.type, coordinates: point };
    }
    return { type: kind.type, coordinates: nested(kind.depth, dimensions, keyword === 'multipoint') };
  };

  const srid = match(SRID);
  const read = geometry();
  skipSpace();
  if (at < text.length) throw new WktError(`text follows the geometry: ${near()}`);
  return { geometry: read, srid: srid ? Number(srid[1]) : null };
}
