// SQL fragments for "within n metres" that the spatial index can answer. A distance on the
// ellipsoid (`::geography`) cannot use the geometry's GiST index, so every such test first asks
// the index for a box around the target that surely holds everything within the distance, then
// measures only what the box holds. A degree of latitude is about 111 km everywhere; a degree of
// longitude shrinks with the cosine of the latitude, so the box is widened by the longitude's
// degrees at the target's latitude farthest from the equator (capped near the poles).

/** `column && box`: `column` may hold something within `metres` (SQL) of `target` (SQL). */
export function withinMetresBox(column: string, target: string, metres: string): string {
  const latitude = `least(89.0, greatest(abs(ST_YMin(${target})), abs(ST_YMax(${target}))))`;
  return `${column} && ST_Expand(${target}, (${metres})::float8 / (111320.0 * cos(radians(${latitude}))))`;
}

/**
 * The SRID of the WGS 84 UTM zone of a geometry's centre (`target`, SQL, in 4326): metres with
 * at most 0.04% scale error across the zone (the same zones as spray safety's `utmSrid`).
 */
export function utmSridOf(target: string): string {
  const centre = `ST_Centroid(ST_Envelope(${target}))`;
  return `((CASE WHEN ST_Y(${centre}) >= 0 THEN 32600 ELSE 32700 END)
           + least(60, greatest(1, floor((ST_X(${centre}) + 180) / 6)::int + 1)))`;
}
