import { describe, expect, it } from 'vitest';
import { readBoundaryFile } from './files';
import { prepared, ring } from './hostile.testing';

// Hostile and odd GeoJSON (crs, swapped axes), CSV with WKT and KML overlays (issue 52), from a
// skeptical review by someone who did not write the change. Each case says what a grower, an auditor or an attacker
// sends and what should happen; a comment on a case says what it caught on the merge it was
// written against (f5974c9).

describe('GeoJSON crs and swapped axes', () => {
  const square = (west: number, south: number, size = 0.01) => [...ring(west, south, size), [west, south]];
  const geojson = (coordinates: number[][], crs?: unknown) =>
    JSON.stringify({
      type: 'FeatureCollection',
      ...(crs === undefined ? {} : { crs }),
      features: [
        {
          type: 'Feature',
          properties: { name: 'F' },
          geometry: { type: 'Polygon', coordinates: [coordinates] },
        },
      ],
    });

  it('reads fields in Alaska, Hawaii and Puerto Rico as given, never as swapped', async () => {
    for (const [west, south] of [
      [-147.7, 64.8],
      [-155.5, 19.6],
      [-66.5, 18.2],
    ] as const) {
      const file = await prepared('geojson', geojson(square(west, south)));
      expect(file.features[0]?.refusal).toBeNull();
    }
  });

  it('reads a geographic crs (urn EPSG 4326, CRS84, 4269) as longitude and latitude', async () => {
    for (const name of ['urn:ogc:def:crs:EPSG::4326', 'urn:ogc:def:crs:OGC:1.3:CRS84', 'EPSG:4269']) {
      const file = await prepared(
        'geojson',
        geojson(square(-96.4, 41.2), { type: 'name', properties: { name } }),
      );
      expect(file.features[0]?.refusal).toBeNull();
    }
  });

  // Caught on f5974c9: only UTM zones and Web Mercator are known by code, and a GeoJSON from a
  // county's GIS in its State Plane system (ArcGIS writes the layer's wkid) was refused without
  // saying what the system is. No maintained npm package gives proj4 the EPSG definitions (the
  // State Plane zones are 120-odd, in metres and in feet), so the file is refused naming the
  // system and what to do. Iowa North (EPSG:26975, NAD83, metres): 1,500,000 E, 1,000,000 N is
  // near Fort Dodge; ESRI:102643 is California III in feet; EPSG:4267 is NAD 27.
  it('refuses a GeoJSON in a State Plane or NAD 27 system naming it, and says to reproject to WGS 84', async () => {
    for (const [name, kind] of [
      ['EPSG:26975', 'a State Plane zone'],
      ['ESRI:102643', 'a State Plane zone'],
      ['EPSG:4267', 'a NAD 27 system'],
    ]) {
      const message = await readBoundaryFile(
        'geojson',
        Buffer.from(geojson(square(1_500_000, 1_000_000, 400), { type: 'name', properties: { name } })),
      ).then(
        () => '',
        (error: Error) => error.message,
      );
      expect(message).toContain(name);
      expect(message).toContain(kind);
      expect(message).toMatch(/Reproject it to WGS 84 \(EPSG:4326\)/);
    }
  });

  // Caught on f5974c9: the refusal repeats the file's crs name whole (here 5,000 characters of it).
  it('a crs it cannot read is named in a message of bounded length', async () => {
    const name = `<b>${'x'.repeat(5_000)}\u0000</b>`;
    const message = await readBoundaryFile(
      'geojson',
      Buffer.from(geojson(square(-96.4, 41.2), { type: 'name', properties: { name } })),
    ).then(
      () => '',
      (error: Error) => error.message,
    );
    expect(message).toMatch(/coordinate system we cannot read/);
    expect(message.length).toBeLessThan(400);
    expect(message).not.toContain('\u0000');
  });

  // Caught on f5974c9: a crs that says Web Mercator over numbers that are longitude and latitude
  // (a program that reprojected and kept the old crs) is refused as "must lie inside the United
  // States" about a field in Nebraska.
  it('a projected crs over longitude and latitude numbers says the crs and the numbers disagree', async () => {
    const file = await prepared(
      'geojson',
      geojson(square(-96.4, 41.2), { type: 'name', properties: { name: 'EPSG:3857' } }),
    );
    expect(file.features[0]?.refusal).toMatch(/EPSG:3857|crs|longitude and latitude/);
  });
});

describe('CSV with a WKT column', () => {
  const W = 'POLYGON((-96.4 41.2,-96.39 41.2,-96.39 41.21,-96.4 41.21,-96.4 41.2))';

  it('reads quoted WKT with commas, a BOM, CRLF and Z/M ordinates; skips points and lines as no field boundary, and says why an empty row is refused', async () => {
    const csv = `\uFEFFname,WKT\r\n"North, 40","${W}"\r\nZ,"POLYGON Z((-96.4 41.2 300,-96.39 41.2 300,-96.39 41.21 300,-96.4 41.21 300,-96.4 41.2 300))"\r\nEmpty,\r\nPoint,POINT(-96.4 41.2)\r\nLine,"LINESTRING(-96.4 41.2,-96.39 41.2)"\r\n`;
    const file = await prepared('csv', csv);
    expect(file.features.map((each) => [each.name, each.refusal, each.notBoundary])).toEqual([
      ['North, 40', null, null],
      ['Z', null, null],
      ['Empty', 'the row has no boundary', null],
      ['Point', null, 'Skipped: not a field boundary (a point: a marker, label or sampling point).'],
      ['Line', null, 'Skipped: not a field boundary (a line: a fence, ditch, tile line or guidance line).'],
    ]);
  });

  // Caught on f5974c9: wkx stops at the end of the first geometry and ignores the rest of the cell,
  // so a cell with text after its WKT is taken, and a quote left open swallows the rows after it
  // (here row B) without a word.
  it('refuses a row with text after its WKT, and a file whose quote is left open, naming the line', async () => {
    const trailing = await prepared('csv', `name,WKT\nA,"${W} and something else"\n`);
    expect(trailing.features[0]?.refusal).not.toBeNull();
    expect(trailing.features[0]?.refusal).toMatch(/text follows the geometry: "and something else"/);
    // The whole file is refused, naming the line the open quote is on: its rows cannot be told apart.
    for (const text of [`name,WKT\nA,"${W}\nB,"${W}"\n`, `name,WKT\nB,${W}\nA,"${W}\n`])
      await expect(readBoundaryFile('csv', Buffer.from(text))).rejects.toThrow(
        /The quote that opens a cell on line \d of the CSV does not close where the cell ends/,
      );
    await expect(readBoundaryFile('csv', Buffer.from(`name,WKT\nB,${W}\nA,"${W}\n`))).rejects.toThrow(
      /on line 3 /,
    );
  });

  // Caught on f5974c9: WKT keywords are case-insensitive (PostGIS, GDAL and shapely read
  // "polygon((…))"); wkx refuses them, and the refusal says "Expected geometry type".
  it('reads WKT written in lower case', async () => {
    const file = await prepared('csv', `name,wkt\nA,"${W.toLowerCase()}"\n`);
    expect(file.features[0]?.refusal).toBeNull();
  });

  // Caught on f5974c9 (measured 7.5 s for 100,000 corners; 134 s for 300,000, then refused as
  // "Maximum call stack size exceeded"): wkx's WKT parser is quadratic, and the file is under
  // the 1,000,000-corner cap, so one upload holds the import worker for minutes.
  // 300,000 corners (under the 1,000,000-corner cap) overflowed wkx's stack; the time is the bench's.
  it('a 300,000-corner WKT boundary is read', async () => {
    const corners = 300_000;
    const points = Array.from({ length: corners }, (_, at) => {
      const angle = (at / corners) * 2 * Math.PI;
      return `${(-96.4 + 0.01 * Math.cos(angle)).toFixed(7)} ${(41.2 + 0.01 * Math.sin(angle)).toFixed(7)}`;
    });
    const csv = `name,WKT\nTraced,"POLYGON((${points.join(',')},${points[0]}))"\n`;
    const file = await readBoundaryFile('csv', Buffer.from(csv));
    expect(file.features[0]?.refusal).toBeNull();
  }, 120_000);
});

describe('KML overlays', () => {
  const kml = (inner: string) =>
    Buffer.from(
      `<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2"><Document>${inner}<Placemark><name>Real</name><Polygon><outerBoundaryIs><LinearRing><coordinates>-96.4,41.2 -96.39,41.2 -96.39,41.21 -96.4,41.2</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark></Document></kml>`,
    );

  it('skips a ground overlay, by LatLonBox or gx:LatLonQuad, with a note, and keeps the field', async () => {
    for (const place of [
      '<LatLonBox><north>41.3</north><south>41.2</south><east>-96.3</east><west>-96.4</west></LatLonBox>',
      '<gx:LatLonQuad><coordinates>-96.4,41.2 -96.3,41.2 -96.3,41.3 -96.4,41.3</coordinates></gx:LatLonQuad>',
    ]) {
      const file = await readBoundaryFile(
        'kml',
        kml(`<GroundOverlay><name>Yield</name><Icon><href>y.png</href></Icon>${place}</GroundOverlay>`),
      );
      expect(file.features.map((each) => each.name)).toEqual(['Real']);
      expect(file.notes).toEqual([
        'Skipped, not field boundaries: 1 image overlay ("Yield"), a picture laid over the map.',
      ]);
    }
  });

  // Caught on f5974c9: screen overlays are counted with a regular expression over the text, so one
  // named in a comment is counted too ("2 screen or photo overlays" for one).
  it('counts the screen overlays the KML holds, not those named in a comment', async () => {
    const file = await readBoundaryFile(
      'kml',
      kml('<!-- was: <ScreenOverlay> --><ScreenOverlay><name>Legend</name></ScreenOverlay>'),
    );
    expect(file.notes).toEqual([
      'Skipped, not field boundaries: 1 screen or photo overlay (a legend, logo or photo).',
    ]);
  });
});
