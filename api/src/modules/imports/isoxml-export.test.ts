import { SQUARE_METRES_PER_ACRE } from '@field-boundaries/contract/units';
import { DOMParser } from '@xmldom/xmldom';
import { ISOXMLManager } from 'isoxml';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { type ExportedField, readBoundaryFile, writeBoundaryFile } from './files';

// The product's ISOXML export as other programs meet it: an independent reader (dev4Agriculture's
// isoxml, the npm package, Apache-2.0) parses it without a warning and finds the same fields, every
// element carries the attributes ISO 11783-10 requires of it, and our own reader takes it back
// with names and rings identical, number for number.

/** Degrees as the export writes them, to nine decimals (PNT C and D; about 0.1 mm). */
const nine = (value: number) => Number(value.toFixed(9));
const square = (west: number, south: number, size: number) =>
  [
    [west, south],
    [west + size, south],
    [west + size, south + size],
    [west, south + size],
    [west, south],
  ].map(([lng, lat]) => [nine(lng as number), nine(lat as number)]);

const field = (name: string, coordinates: number[][][][], crop: string | null = null): ExportedField => ({
  name,
  acres: 80,
  crop,
  trait: crop ? 'Enlist E3' : null,
  isBuilding: false,
  geometry: { type: 'MultiPolygon', coordinates },
});

// Coordinates of up to nine decimals (PNT C and D's precision as written), on both sides of zero.
const fields: ExportedField[] = [
  field('North 80 "big" <east> & west', [[square(-96.401234567, 41.200000001, 0.006)]], 'soybean'),
  field('Pond field', [[square(-96.4, 41.21, 0.004), square(-96.399, 41.211, 0.001).reverse()]]),
  field('Żółta łąka – two parts', [[square(-96.4, 41.22, 0.003)], [square(-96.395, 41.22, 0.002)]], 'corn'),
];

async function exported(): Promise<{ bytes: Buffer; xml: string }> {
  const { bytes } = await writeBoundaryFile('isoxml', 'Home & Creek', fields);
  const zip = await JSZip.loadAsync(bytes);
  return { bytes, xml: (await zip.file('TASKDATA/TASKDATA.XML')?.async('string')) ?? '' };
}

/**
 * ISO 11783-10 (version 4), the data dictionary's attributes an element must carry: the XML
 * schema's use="required", for each element the export writes.
 */
const REQUIRED: Record<string, string[]> = {
  ISO11783_TaskData: [
    'VersionMajor',
    'VersionMinor',
    'ManagementSoftwareManufacturer',
    'ManagementSoftwareVersion',
    'DataTransferOrigin',
  ],
  CTR: ['A', 'B'], // CustomerId, CustomerLastName
  FRM: ['A', 'B'], // FarmId, FarmDesignator
  CTP: ['A', 'B'], // CropTypeId, CropTypeDesignator
  CVT: ['A', 'B'], // CropVarietyId, CropVarietyDesignator
  PFD: ['A', 'C', 'D'], // PartfieldId, PartfieldDesignator, PartfieldArea
  PLN: ['A'], // PolygonType
  LSG: ['A'], // LineStringType
  PNT: ['A', 'C', 'D'], // PointType, PointNorth, PointEast
};

/** Identifiers as the standard writes them: the element's code and a number (XML ID pattern). */
const ID_PATTERN: Record<string, RegExp> = {
  CTR: /^CTR-?\d+$/,
  FRM: /^FRM-?\d+$/,
  CTP: /^CTP-?\d+$/,
  CVT: /^CVT-?\d+$/,
  PFD: /^PFD-?\d+$/,
};

describe('ISOXML export as another reader meets it', () => {
  it('carries every attribute the standard requires, within its bounds', async () => {
    const { xml } = await exported();
    const document = new DOMParser().parseFromString(xml, 'text/xml');
    const seen = new Set<string>();
    for (const [tag, required] of Object.entries(REQUIRED)) {
      const elements = Array.from(document.getElementsByTagName(tag));
      if (elements.length > 0) seen.add(tag);
      for (const element of elements) {
        for (const attribute of required)
          expect(element.getAttribute(attribute), `${tag} ${attribute}`).toBeTruthy();
        const pattern = ID_PATTERN[tag];
        if (pattern) expect(element.getAttribute('A')).toMatch(pattern);
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(REQUIRED).sort());
    // PFD C, CTR/FRM/CTP/CVT B: at most 32 characters; PFD D: whole square metres (xs:unsignedLong).
    for (const designator of xml.matchAll(/<(?:PFD [^>]*C|(?:CTR|FRM|CTP|CVT) [^>]*B)="([^"]*)"/g))
      expect((designator[1] ?? '').replace(/&\w+;/g, '_').length).toBeLessThanOrEqual(32);
    for (const area of xml.matchAll(/<PFD [^>]* D="([^"]*)"/g)) expect(area[1]).toMatch(/^\d+$/);
    // PNT C and D: xs:decimal, latitude and longitude in degrees, no exponent.
    for (const point of xml.matchAll(/<PNT A="2" C="([^"]*)" D="([^"]*)"\/>/g)) {
      expect(point[1]).toMatch(/^-?\d+(\.\d+)?$/);
      expect(point[2]).toMatch(/^-?\d+(\.\d+)?$/);
    }
  });

  it("is read without a warning by dev4Agriculture's isoxml library, as the same fields", async () => {
    const { bytes } = await exported();
    const manager = new ISOXMLManager();
    await manager.parseISOXMLFile(new Uint8Array(bytes), 'application/zip');
    expect(manager.getWarnings()).toEqual([]);
    const root = manager.rootElement.attributes;
    expect(root.VersionMajor).toBe('4');
    expect(root.Farm?.map((farm) => farm.attributes.FarmDesignator)).toEqual(['Home & Creek']);
    expect(root.Customer?.map((customer) => customer.attributes.CustomerLastName)).toEqual(['Home & Creek']);
    const partfields = root.Partfield ?? [];
    expect(partfields.map((each) => each.attributes.PartfieldDesignator)).toEqual(
      fields.map((each) => each.name),
    );
    for (const [index, partfield] of partfields.entries()) {
      const { attributes } = partfield;
      expect(attributes.FarmIdRef?.xmlId).toBe('FRM1');
      expect(attributes.CustomerIdRef?.xmlId).toBe('CTR1');
      expect(attributes.PartfieldArea).toBe(Math.round(80 * SQUARE_METRES_PER_ACRE));
      // Each polygon a PLN of type 1 (partfield boundary), exterior LSG type 1, holes type 2.
      const rings = (attributes.PolygonnonTreatmentZoneonly ?? []).map((polygon) => {
        expect(polygon.attributes.PolygonType).toBe('1');
        return (polygon.attributes.LineString ?? []).map((line) => ({
          type: line.attributes.LineStringType,
          points: (line.attributes.Point ?? []).map((point) => [
            point.attributes.PointEast,
            point.attributes.PointNorth,
          ]),
        }));
      });
      expect(rings).toEqual(
        (fields[index]?.geometry.coordinates ?? []).map((polygon) =>
          polygon.map((ring, at) => ({ type: at === 0 ? '1' : '2', points: ring })),
        ),
      );
    }
    const crops = (root.CropType ?? []).map((crop) => [
      crop.attributes.CropTypeDesignator,
      (crop.attributes.CropVariety ?? []).map((variety) => variety.attributes.CropVarietyDesignator),
    ]);
    expect(crops).toEqual([
      ['soybean', ['Enlist E3']],
      ['corn', ['Enlist E3']],
    ]);
  });

  it('comes back through our reader with names and rings identical, number for number', async () => {
    const { bytes } = await exported();
    const back = await readBoundaryFile('shapefile', bytes);
    expect(back.features.map((each) => each.name)).toEqual(fields.map((each) => each.name));
    expect(back.features.map((each) => each.crop)).toEqual(fields.map((each) => each.crop));
    for (const [index, feature] of back.features.entries()) {
      const geometry = feature.geometry as { type: string; coordinates: unknown[] };
      // One polygon comes back as a Polygon, several as a MultiPolygon: the same rings either way.
      const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
      expect(polygons).toEqual(fields[index]?.geometry.coordinates);
    }
    expect(back.features.map((each) => each.properties.farm)).toEqual(fields.map(() => 'Home & Creek'));
  });
});
