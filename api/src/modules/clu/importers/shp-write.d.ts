// @mapbox/shp-write ships no types; the tests use its low-level writer to make fixtures.
declare module '@mapbox/shp-write/src/write.js' {
  type Written = { shp: DataView; shx: DataView; dbf: DataView };
  export default function write(
    rows: Record<string, unknown>[],
    geometryType: 'POLYGON',
    geometries: number[][][][],
    callback: (error: Error | null, files: Written) => void,
  ): void;
}
