/// <reference path="../clu/importers/shp-write.d.ts" />
import { randomBytes } from 'node:crypto';
import wgs84Prj from '@mapbox/shp-write/src/prj.js';
import write from '@mapbox/shp-write/src/write.js';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { BoundaryFileError, readBoundaryFile } from './files';
import { kmlMessages } from './kml';
import { cpgEncoding } from './shapefile';

// Boundary files as other software writes them, and files written to hurt: read, or refused with
// a reason a grower can act on, with the work bounded before it is done.
const WGS84_PRJ =
  'GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137,298.257223563]],PRIMEM["Greenwich",0],UNIT["Degree",0.017453292519943295]]';
const ring = (west: number, south: number, side = 0.004) => [
  [west, south],
  [west, south + side],
  [west + side, south + side],
  [west + side, south],
  [west, south],
];

function shapefileParts(rows: Record<string, unknown>[], rings: number[][][]) {
  return new Promise<{ shp: ArrayBuffer; shx: ArrayBuffer; dbf: ArrayBuffer }>((resolve, reject) =>
    write(
      rows,
      'POLYGON',
      rings.map((each) => [each]),
      (error, files) =>
        error
          ? reject(error)
          : resolve({
              shp: files.shp.buffer as ArrayBuffer,
              shx: files.shx.buffer as ArrayBuffer,
              dbf: files.dbf.buffer as ArrayBuffer,
            }),
    ),
  );
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(BoundaryFileError);
  return (error as Error).message;
}

describe('zipped shapefiles as growers bring them', () => {
  it('reads a Mac zip in a folder, skipping its resource forks with a note, and every layer', async () => {
    const north = await shapefileParts([{ Field: 'Kane 1 East', Obj__Id: 1 }], [ring(-97.3, 38.2)]);
    const south = await shapefileParts([{ BND_NAME: 'South strip' }], [ring(-97.3, 38.1)]);
    const zip = new JSZip();
    for (const [layer, parts] of [
      ['North', north],
      ['South', south],
    ] as const) {
      zip.file(`export/${layer}.shp`, parts.shp);
      zip.file(`export/${layer}.shx`, parts.shx);
      zip.file(`export/${layer}.dbf`, parts.dbf);
      zip.file(`export/${layer}.prj`, WGS84_PRJ);
      zip.file(`export/${layer}.sbn`, 'spatial index');
      zip.file(`export/${layer}.shp.xml`, '<metadata/>');
      // A resource fork is not a shapefile: reading it threw "unsupported shape type".
      zip.file(`__MACOSX/export/._${layer}.shp`, randomBytes(300));
    }
    const { features, notes } = await readBoundaryFile(
      'shapefile',
      await zip.generateAsync({ type: 'nodebuffer' }),
    );
    expect(features.map((each) => each.name)).toEqual(['Kane 1 East', 'South strip']);
    expect(notes).toContain('__MACOSX/export/._North.shp is a macOS resource file and was skipped.');
    expect(notes).toContain('Read 2 layers: export/North.shp, export/South.shp.');
  });

  it("honours the .cpg's encoding, and reads Windows-1252 without one", async () => {
    const name = 'O’Brien & Sons – Creek #2';
    const utf8 = await shapefileParts(
      [{ name: Buffer.from(name, 'utf8').toString('latin1') }],
      [ring(-97.3, 38.2)],
    );
    const zip = new JSZip();
    zip.file('f.shp', utf8.shp);
    zip.file('f.dbf', utf8.dbf);
    zip.file('f.prj', WGS84_PRJ);
    zip.file('f.CPG', 'UTF-8\r\n');
    const read = await readBoundaryFile('shapefile', await zip.generateAsync({ type: 'nodebuffer' }));
    expect(read.features[0]?.name).toBe(name);
    zip.remove('f.CPG');
    const without = await readBoundaryFile('shapefile', await zip.generateAsync({ type: 'nodebuffer' }));
    expect(without.features[0]?.name).not.toBe(name);
    expect([
      cpgEncoding('65001'),
      cpgEncoding('ANSI 1252'),
      cpgEncoding('ISO 8859-1'),
      cpgEncoding('x'),
    ]).toEqual(['utf-8', 'windows-1252', 'windows-1252', null]);
  });

  it('says that the .prj is missing when the coordinates cannot be placed without it, and reads them in the system the grower chooses', async () => {
    const metres = await shapefileParts([{ name: 'UTM field' }], [ring(600000, 4220000, 400)]);
    const zip = new JSZip();
    zip.file('1-6 boundary.shp', metres.shp);
    zip.file('1-6 boundary.dbf', metres.dbf);
    const { features } = await readBoundaryFile('shapefile', await zip.generateAsync({ type: 'nodebuffer' }));
    expect(features[0]?.refusal).toBe(
      '1-6 boundary.shp came without its .prj, so its coordinates (not longitude and latitude) cannot be placed on the map. Zip the .prj with the .shp and import again.',
    );
    // The grower names the coordinate system in the preview: UTM zone 14N (WGS 84).
    const chosen = await readBoundaryFile(
      'shapefile',
      await zip.generateAsync({ type: 'nodebuffer' }),
      32614,
    );
    expect(chosen.features[0]?.refusal).toBeNull();
    expect(chosen.notes).toEqual(['1-6 boundary.shp came without its .prj: read in EPSG:32614, as chosen.']);
    const corner = (chosen.features[0]?.geometry as { coordinates: number[][][] } | undefined)
      ?.coordinates[0]?.[0];
    expect(corner?.[0]).toBeCloseTo(-97.85, 1);
    expect(corner?.[1]).toBeCloseTo(38.12, 1);
  });
});

describe('latitude written first', () => {
  const swappedWords = (format: string) =>
    `Latitude and longitude appear to be swapped: the first corner is 38.12, -97.85, latitude first, where ${format} puts longitude first. Swap the columns in the program that wrote the file, and import again.`;

  it('names the swap in a shapefile, with its .prj or without it (never as a missing .prj)', async () => {
    const swapped = ring(-97.85, 38.12).map(([lng, lat]) => [lat as number, lng as number]);
    const parts = await shapefileParts([{ name: 'Backwards' }], [swapped]);
    for (const prj of [true, false]) {
      const zip = new JSZip();
      zip.file('field.shp', parts.shp);
      zip.file('field.dbf', parts.dbf);
      if (prj) zip.file('field.prj', wgs84Prj);
      const file = await readBoundaryFile('shapefile', await zip.generateAsync({ type: 'nodebuffer' }));
      expect(file.features[0]?.refusal).toBe(swappedWords('a shapefile'));
      expect(file.notes.join(' ')).not.toMatch(/without its \.prj, so/);
    }
  });

  it('names the swap in a KML', async () => {
    const coordinates = ring(-97.85, 38.12)
      .map(([lng, lat]) => `${lat},${lng},0`)
      .join(' ');
    const kml = `<kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>Backwards</name><Polygon><outerBoundaryIs><LinearRing><coordinates>${coordinates}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark></Document></kml>`;
    const file = await readBoundaryFile('kml', Buffer.from(kml));
    expect(file.features[0]?.refusal).toBe(swappedWords('KML'));
  });
});

describe('zips and documents made to hurt', () => {
  it('refuses a zip bomb from its directory, without inflating it', async () => {
    const zip = new JSZip();
    zip.file('bomb.shp', Buffer.alloc(20 * 1024 * 1024));
    const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(bytes.length).toBeLessThan(100_000);
    expect(await refusal(readBoundaryFile('shapefile', bytes))).toBe(
      'bomb.shp is packed more than 200 to 1, as a zip bomb is; it was not opened.',
    );
  });

  it('refuses a zip whose parts together inflate past the cap, and one of too many files', async () => {
    const zip = new JSZip();
    for (const part of ['a.shp', 'a.dbf', 'a.prj']) zip.file(part, randomBytes(17 * 1024 * 1024));
    const big = await zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
    expect(await refusal(readBoundaryFile('shapefile', big))).toBe(
      'The zip would inflate to 51 MB; a boundary zip may hold at most 48 MB.',
    );
    const crowded = new JSZip();
    for (let at = 0; at < 2001; at++) crowded.file(`f${at}.txt`, '');
    expect(
      await refusal(readBoundaryFile('shapefile', await crowded.generateAsync({ type: 'nodebuffer' }))),
    ).toBe('The zip holds 2,001 files; a boundary zip holds at most 2,000.');
  });

  it('refuses KML with a DOCTYPE (external entity, billion laughs) and tells a parser error', async () => {
    const external =
      '<?xml version="1.0"?><!DOCTYPE kml [<!ENTITY x SYSTEM "file:///etc/passwd">]><kml><Placemark><name>&x;</name></Placemark></kml>';
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><kml><Document><name>&lol2;</name></Document></kml>`;
    for (const text of [external, laughs])
      expect(await refusal(readBoundaryFile('kml', Buffer.from(text)))).toBe(kmlMessages.doctype);
    expect(
      await refusal(
        readBoundaryFile('kml', Buffer.from('<kml><Document><name>North</nme></Document></kml>')),
      ),
    ).toMatch(/^The file is not well-formed XML: .*"name".*"nme"/);
  });
});

describe('KML and KMZ', () => {
  const multiGeometry = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Home</name>
<Placemark><name>Two parts</name><ExtendedData><Data name="crop"><value>Corn</value></Data></ExtendedData>
<MultiGeometry>
<Point><coordinates>-97.3,38.2,0</coordinates></Point>
<Polygon><outerBoundaryIs><LinearRing><coordinates>${ring(-97.3, 38.2)
    .map(([x, y]) => `${x},${y},312.5`)
    .join(' ')}</coordinates></LinearRing></outerBoundaryIs></Polygon>
<Polygon><outerBoundaryIs><LinearRing><coordinates>${ring(-97.29, 38.2)
    .map(([x, y]) => `${x},${y},312.5`)
    .join(' ')}</coordinates></LinearRing></outerBoundaryIs></Polygon>
</MultiGeometry></Placemark></Document></kml>`;

  it('reads a MultiGeometry of polygons, in 3D, as one MultiPolygon, with its crop', async () => {
    const { features } = await readBoundaryFile('kml', Buffer.from(multiGeometry));
    expect(features).toHaveLength(1);
    expect(features[0]).toMatchObject({ name: 'Two parts', crop: 'Corn' });
    const geometry = features[0]?.geometry as { type: string; coordinates: number[][][][] };
    expect(geometry.type).toBe('MultiPolygon');
    expect(geometry.coordinates).toHaveLength(2);
  });

  it('reads a KMZ: its doc.kml and the KML it links', async () => {
    const zip = new JSZip();
    zip.file(
      'doc.kml',
      '<kml xmlns="http://www.opengis.net/kml/2.2"><Document><NetworkLink><Link><href>files/more.kml</href></Link></NetworkLink></Document></kml>',
    );
    zip.file('files/more.kml', multiGeometry);
    const { features } = await readBoundaryFile('kml', await zip.generateAsync({ type: 'nodebuffer' }));
    expect(features.map((each) => each.name)).toEqual(['Two parts']);
  });
});

describe('FlatGeobuf', () => {
  it('reads a file in a UTM zone through the EPSG code of its header, and refuses one it cannot place', async () => {
    const { serialize } = await import('flatgeobuf/lib/mjs/geojson.js');
    const utm = {
      type: 'FeatureCollection' as const,
      features: [
        {
          type: 'Feature' as const,
          properties: { FieldName: 'UTM field' },
          geometry: { type: 'Polygon' as const, coordinates: [ring(600000, 4220000, 400)] },
        },
      ],
    };
    const { features } = await readBoundaryFile('flatgeobuf', Buffer.from(serialize(utm, 32614)));
    expect(features[0]?.name).toBe('UTM field');
    const geometry = features[0]?.geometry as { coordinates: number[][][] } | undefined;
    const [lng, lat] = geometry?.coordinates[0]?.[0] ?? [];
    expect(lng).toBeCloseTo(-97.85, 1);
    expect(lat).toBeCloseTo(38.12, 1);
    expect(await refusal(readBoundaryFile('flatgeobuf', Buffer.from(serialize(utm, 3035))))).toBe(
      "The file's coordinate system (EPSG:3035) is not one we can read: save it in WGS 84 (EPSG:4326) and import again.",
    );
    expect(await refusal(readBoundaryFile('flatgeobuf', Buffer.from('not a flatgeobuf')))).toMatch(
      /^The file is not FlatGeobuf: /,
    );
  });

  it('refuses a header whose features and index the file cannot hold, before reading on (issue 50: one hung the worker)', async () => {
    const { Builder } = await import('flatbuffers');
    const { Header } = await import('flatgeobuf/lib/mjs/flat-geobuf/header.js');
    const fgb = (features: bigint, size = 312) => {
      const builder = new Builder(64);
      Header.startHeader(builder);
      Header.addGeometryType(builder, 6);
      Header.addFeaturesCount(builder, features);
      // 16 is the schema's default node size: a header without the field means an index of 16.
      const header = Header.endHeader(builder);
      builder.finishSizePrefixed(header);
      const bytes = Buffer.alloc(size);
      Buffer.from([0x66, 0x67, 0x62, 3, 0x66, 0x67, 0x62, 0]).copy(bytes);
      Buffer.from(builder.asUint8Array()).copy(bytes, 8);
      return bytes;
    };
    // 312 bytes, no features, an index of node size 16: the library's index sizing never ended.
    expect(await refusal(readBoundaryFile('flatgeobuf', fgb(0n)))).toBe(
      'The FlatGeobuf file claims a spatial index over no features, which no writer makes: save it again from QGIS or GDAL and import again.',
    );
    expect(await refusal(readBoundaryFile('flatgeobuf', fgb(9n)))).toMatch(
      /^The FlatGeobuf file is cut short: its header claims 9 features with their index, which need at least [\d,]+ bytes, and the file holds 312\.$/,
    );
    expect(await refusal(readBoundaryFile('flatgeobuf', fgb(20_000n, 2_000_000)))).toBe(
      'The file holds more than 10,000 features; import it in parts.',
    );
  });
});
