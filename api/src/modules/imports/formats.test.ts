import JSZip from 'jszip';
import proj4 from 'proj4';
import { describe, expect, it } from 'vitest';
import { readBoundaryFile } from './files';
import { type PreparedFile, prepareBoundaryFile } from './prepare';

// Files as growers' other programs write them, beyond what RFC 7946 and OGC KML say: a GeoJSON
// `crs` member (ArcGIS "Features To JSON", GDAL before 2.2), latitude written first, a table
// with WKT (QGIS, PostGIS, spreadsheets), and a KMZ with a picture laid over the farm.
const west = -96.4;
const south = 41.2;
const square = (size = 0.004) => [
  [west, south],
  [west + size, south],
  [west + size, south + size],
  [west, south + size],
  [west, south],
];

async function prepared(format: Parameters<typeof prepareBoundaryFile>[0], bytes: Buffer | string) {
  const answer = await prepareBoundaryFile(format, Buffer.from(bytes).toString('base64'));
  if (!answer.ok) throw new Error(answer.message);
  return answer.file;
}

async function refusal(format: Parameters<typeof prepareBoundaryFile>[0], bytes: Buffer | string) {
  const answer = await prepareBoundaryFile(format, Buffer.from(bytes).toString('base64'));
  if (answer.ok) throw new Error('read');
  expect(answer.known).toBe(true);
  return answer.message;
}

const corners = (file: PreparedFile) =>
  (JSON.parse(file.features[0]?.multipolygon ?? 'null') as { coordinates: number[][][][] })
    .coordinates[0]?.[0] ?? [];

describe('GeoJSON with a crs member', () => {
  const collection = (crs: unknown, project: (position: number[]) => number[]) =>
    JSON.stringify({
      type: 'FeatureCollection',
      crs,
      features: [
        {
          type: 'Feature',
          properties: { name: 'North 80' },
          geometry: { type: 'Polygon', coordinates: [square().map(project)] },
        },
      ],
    });

  it('reads the declared system as a .prj is read, in each form programs write it', async () => {
    const mercator = proj4('EPSG:4326', 'EPSG:3857').forward;
    const utm15 = proj4('EPSG:4326', '+proj=utm +zone=15 +datum=NAD83 +units=m +no_defs').forward;
    for (const [crs, project, code] of [
      [{ type: 'name', properties: { name: 'EPSG:3857' } }, mercator, 3857],
      [{ type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::3857' } }, mercator, 3857],
      [{ type: 'name', properties: { name: 'EPSG:102100' } }, mercator, 102100],
      [{ type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::26915' } }, utm15, 26915],
      [{ type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG:6.3:26915' } }, utm15, 26915],
      [{ type: 'EPSG', properties: { code: 26915 } }, utm15, 26915],
    ] as const) {
      const file = await prepared('geojson', collection(crs, project as (position: number[]) => number[]));
      expect(file.features[0]?.refusal, JSON.stringify(crs)).toBeNull();
      for (const [index, [lng, lat]] of corners(file).entries()) {
        const expected = square()[index % 4] as number[];
        expect(Math.abs((lng as number) - (expected[0] as number))).toBeLessThan(1e-7);
        expect(Math.abs((lat as number) - (expected[1] as number))).toBeLessThan(1e-7);
      }
      expect(file.notes).toEqual([
        `The file's coordinates are in EPSG:${code} (its "crs"): read as such and placed in longitude and latitude.`,
      ]);
    }
    // CRS84 and EPSG:4326 are longitude and latitude already: nothing to do, nothing to say.
    const plain = await prepared(
      'geojson',
      collection({ type: 'name', properties: { name: 'urn:ogc:def:crs:OGC:1.3:CRS84' } }, (each) => each),
    );
    expect([plain.features[0]?.refusal, plain.notes]).toEqual([null, []]);
  });

  it('refuses a system it cannot read by its name, and never says "outside longitude/latitude"', async () => {
    const message = await refusal(
      'geojson',
      collection({ type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::2263' } }, (each) => [
        (each[0] as number) * 1e4,
        (each[1] as number) * 1e4,
      ]),
    );
    expect(message).toBe(
      'The file declares its coordinates in EPSG:2263, a coordinate system we cannot read, a State Plane zone (we read WGS 84 and NAD 83 longitude and latitude, UTM zones and Web Mercator). Reproject it to WGS 84 (EPSG:4326) in the program that wrote it (QGIS: Export, Save Features As, CRS EPSG:4326), and import again.',
    );
  });
});

describe('latitude and longitude swapped', () => {
  it('names the swap, whether the numbers leave the globe or only the country', async () => {
    const swapped = square().map(([lng, lat]) => [lat, lng]);
    const file = await prepared(
      'geojson',
      JSON.stringify({
        type: 'Feature',
        properties: { name: 'Backwards' },
        geometry: { type: 'Polygon', coordinates: [swapped] },
      }),
    );
    expect(file.features[0]?.refusal).toBe(
      'Latitude and longitude appear to be swapped: the first corner is 41.2, -96.4, latitude first, where GeoJSON puts longitude first. Swap the columns in the program that wrote the file, and import again.',
    );
    // Within the globe both ways (Florida as 27 N, 81 W read backwards lands in Asia).
    const florida = [
      [27, -81],
      [27, -80.996],
      [27.004, -80.996],
      [27, -81],
    ];
    const asia = await prepared('geojson', JSON.stringify({ type: 'Polygon', coordinates: [florida] }));
    expect(asia.features[0]?.refusal).toMatch(/^Latitude and longitude appear to be swapped/);
  });
});

describe('CSV with a WKT column', () => {
  it('reads QGIS-style WKT, EWKT in another system and hex WKB, with names from their column', async () => {
    const wkt = `POLYGON ((${square()
      .map(([lng, lat]) => `${lng} ${lat}`)
      .join(', ')}))`;
    const hole = `MULTIPOLYGON (((${square(0.006)
      .map(([lng, lat]) => `${lng} ${(lat as number) + 0.01}`)
      .join(', ')}), (${square(0.001)
      .map(([lng, lat]) => `${(lng as number) + 0.002} ${(lat as number) + 0.012}`)
      .reverse()
      .join(', ')})))`;
    const utm = proj4('EPSG:4326', '+proj=utm +zone=14 +datum=WGS84 +units=m +no_defs').forward;
    const ewkt = `SRID=32614;POLYGON((${square()
      .map((position) => utm(position).join(' '))
      .join(',')}))`;
    const hex = (await import('wkx')).default.Geometry.parse(wkt).toWkb().toString('hex');
    const csv = [
      '\uFEFFWKT,Field_Name,acres',
      `"${wkt}","North 80",39.5`,
      `"${hole}","Pond, east",88`,
      `"${ewkt}","In UTM",39.5`,
      `${hex},"Hex ""WKB""",39.5`,
      '"POLYGON ((1 2, 3","Broken",1',
    ].join('\r\n');
    const file = await prepared('csv', csv);
    expect(file.features.map((each) => [each.name, each.refusal?.slice(0, 24) ?? null])).toEqual([
      ['North 80', null],
      ['Pond, east', null],
      ['In UTM', null],
      ['Hex "WKB"', null],
      ['Broken', 'its boundary is not WKT '],
    ]);
    const pond = JSON.parse(file.features[1]?.multipolygon ?? 'null') as { coordinates: number[][][][] };
    expect(pond.coordinates[0]).toHaveLength(2);
    expect(
      Math.abs((corners({ ...file, features: [file.features[2] as never] })[0]?.[0] ?? 0) - west),
    ).toBeLessThan(1e-7);

    // A semicolon-separated export (a spreadsheet in a European locale) reads the same.
    const semicolons = await prepared('csv', `name;geometry\r\nSouth;"${wkt}"\r\n`);
    expect(semicolons.features.map((each) => [each.name, each.refusal])).toEqual([['South', null]]);
  });

  it('says which columns it found when none holds boundaries', async () => {
    expect(await refusal('csv', 'name,lat,lon\nNorth,41.2,-96.4\n')).toBe(
      "The CSV has no column of boundaries: its columns are name, lat, lon. Export it with each field's polygon as WKT in a column named WKT or geometry (QGIS: Layer Options, GEOMETRY = AS_WKT), and import again.",
    );
  });
});

describe('KMZ with a picture laid over the farm', () => {
  it("skips the overlay's box and a screen overlay, says so, and takes the field", async () => {
    const coordinates = square()
      .map(([lng, lat]) => `${lng},${lat},0`)
      .join(' ');
    const doc = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Farm</name>
  <GroundOverlay><name>Yield 2024</name><Icon><href>files/yield.png</href></Icon>
    <LatLonBox><north>41.21</north><south>41.19</south><east>-96.38</east><west>-96.41</west></LatLonBox></GroundOverlay>
  <ScreenOverlay><name>Legend</name><Icon><href>files/legend.png</href></Icon></ScreenOverlay>
  <Style id="red"><LineStyle><color>ff0000ff</color><width>3</width></LineStyle><PolyStyle><fill>1</fill></PolyStyle></Style>
  <Placemark><name>North 80</name><styleUrl>#red</styleUrl><Polygon><outerBoundaryIs><LinearRing><coordinates>${coordinates}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>
</Document></kml>`;
    const zip = new JSZip();
    zip.file('doc.kml', doc);
    zip.file('files/yield.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const file = await readBoundaryFile('kml', await zip.generateAsync({ type: 'nodebuffer' }));
    expect(file.features.map((each) => each.name)).toEqual(['North 80']);
    // Its style is how it is drawn, not a name to choose.
    expect(file.features[0]?.properties).toHaveProperty('styleUrl');
    expect(file.columns).toEqual(['name']);
    expect(file.notes).toEqual([
      'Skipped, not field boundaries: 1 image overlay ("Yield 2024"), a picture laid over the map; 1 screen or photo overlay (a legend, logo or photo).',
    ]);
  });
});

describe('KML with links to KML elsewhere', () => {
  it('skips a network link it cannot follow with a note, never a field, and reads the one the KMZ holds', async () => {
    const coordinates = square()
      .map(([lng, lat]) => `${lng},${lat},0`)
      .join(' ');
    const doc = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Farm</name>
  <NetworkLink><name>Live yield</name><Link><href>https://maps.example.com/yield.kml</href><refreshMode>onInterval</refreshMode></Link></NetworkLink>
  <NetworkLink><name>Fences</name><Link><href>files/fences.kml</href></Link></NetworkLink>
  <Placemark><name>North 80</name><Polygon><outerBoundaryIs><LinearRing><coordinates>${coordinates}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>
</Document></kml>`;
    const fences = `<kml xmlns="http://www.opengis.net/kml/2.2"><Document>
  <Placemark><name>South fence</name><LineString><coordinates>-96.4,41.2,0 -96.39,41.2,0</coordinates></LineString></Placemark>
</Document></kml>`;
    const zip = new JSZip();
    zip.file('doc.kml', doc);
    zip.file('files/fences.kml', fences);
    const file = await prepared('kml', await zip.generateAsync({ type: 'nodebuffer' }));
    expect(file.features.map((each) => [each.name, each.refusal, each.notBoundary])).toEqual([
      ['North 80', null, null],
      [
        'South fence',
        null,
        'Skipped: not a field boundary (a line: a fence, ditch, tile line or guidance line).',
      ],
    ]);
    expect(file.notes).toEqual([
      'Skipped, not field boundaries: 1 network link to KML elsewhere (not fetched; save it into the KMZ to import it).',
    ]);
    // The same links in a bare KML: neither is fetched, both are said.
    const bare = await prepared('kml', doc);
    expect(bare.features.map((each) => each.name)).toEqual(['North 80']);
    expect(bare.notes).toEqual([
      'Skipped, not field boundaries: 2 network links to KML elsewhere (not fetched; save them into the KMZ to import them).',
    ]);
  });
});
