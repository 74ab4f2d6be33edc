import { describe, expect, it } from 'vitest';
import { base64Of, blobOf, COORDINATE_SYSTEMS, formatOfFile, missingPrj } from './formats';

describe('boundary file formats', () => {
  it('knows a file by its extension', () => {
    expect(formatOfFile('North Farm.GeoJSON')).toBe('GEOJSON');
    expect(formatOfFile('fields.json')).toBe('GEOJSON');
    expect(formatOfFile('fields.kml')).toBe('KML');
    expect(formatOfFile('Google Earth places.KMZ')).toBe('KML');
    expect(formatOfFile('fields.zip')).toBe('SHAPEFILE');
    expect(formatOfFile('QGIS export.fgb')).toBe('FLATGEOBUF');
    expect(formatOfFile('Fields 2026.GPKG')).toBe('GEOPACKAGE');
    expect(formatOfFile('TASKDATA.XML')).toBe('ISOXML');
    expect(formatOfFile('QGIS fields.csv')).toBe('CSV');
    expect(formatOfFile('fields.shp')).toBeNull();
  });

  it('asks for a coordinate system only when a shapefile came without its .prj', () => {
    expect(missingPrj([null, '1-6 boundary.shp came without its .prj, so its coordinates…'])).toBe(true);
    expect(missingPrj([null, 'The boundary must lie inside the United States.'])).toBe(false);
    expect(COORDINATE_SYSTEMS.map((each) => each.value)).toContain('32611');
  });

  it('turns bytes into base64 and back, past the size of one slice', async () => {
    const bytes = new Uint8Array(100_000).map((_, index) => index % 251);
    const encoded = await base64Of(new Blob([bytes]));
    const decoded = new Uint8Array(await blobOf(encoded, 'application/zip').arrayBuffer());
    expect(decoded).toEqual(bytes);
  });
});
