// tokml and @mapbox/shp-write's low-level writer ship no types.
declare module 'tokml' {
  export default function tokml(
    geojson: unknown,
    options?: { documentName?: string; name?: string; description?: string },
  ): string;
}
declare module '@mapbox/shp-write/src/prj.js' {
  const prj: string;
  export default prj;
}
