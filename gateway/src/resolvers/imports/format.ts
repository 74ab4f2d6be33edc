import type { BoundaryFormat } from '../../generated/resolvers';

/** The schema's format names as the api's. */
export const formatOf = (format: BoundaryFormat) =>
  format.toLowerCase() as 'geojson' | 'kml' | 'shapefile' | 'flatgeobuf' | 'geopackage' | 'isoxml' | 'csv';
