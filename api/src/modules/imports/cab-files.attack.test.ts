import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { type ExportedField, readBoundaryFile, writeBoundaryFile } from './files';
import { lsg, partfield, prepared, ring, taskdata } from './hostile.testing';
import { prepareBoundaryFile } from './prepare';

// Files to and from the cab tried as a grower's other software and an attacker would write them
// (issue 52): what a file says is read as it says it, and what the product writes comes back the same.

const square = (west: number, south: number): ExportedField['geometry'] => ({
  type: 'MultiPolygon',
  coordinates: [
    [
      [
        [west, south],
        [west + 0.01, south],
        [west + 0.01, south + 0.01],
        [west, south + 0.01],
        [west, south],
      ],
    ],
  ],
});
const fieldsNamed = (names: string[]): ExportedField[] =>
  names.map((name, at) => ({
    name,
    acres: 1,
    crop: null,
    trait: null,
    isBuilding: false,
    geometry: square(-97.5, 38.5 + at * 0.02),
  }));

describe("the product's exports, read back", () => {
  // A farm name is free text (O'Brien & Sons): KML's <Document><name> must be escaped as every
  // placemark's name is, or the file is no XML at all (XML 1.0 section 2.4: '<' and '&' in text are markup).
  it('a farm named with <, & and quotes exports as KML that re-imports with every name exact', async () => {
    const names = [`A&B <c> "d" 'e'`, 'North ]]> 40'];
    const out = await writeBoundaryFile('kml', `O'Brien & <Sons> "2"`, fieldsNamed(names));
    const back = await readBoundaryFile('kml', out.bytes);
    expect(back.features.map((each) => each.name)).toEqual(names);
  });

  // The CSV export writes a name a spreadsheet would run after a quote (OWASP CSV injection); that
  // quote is the spreadsheet's "this is text" mark, not part of the name, and reading the file back
  // takes it off, as a spreadsheet does.
  it('a CSV export re-imports names beginning with =, +, - and @ as they were, not with a quote added', async () => {
    const names = ['=SUM(A1)', '-North 40', '+1 East', '@Mill', "'Quoted", "O'Brien"];
    const out = await writeBoundaryFile('csv', 'Farm', fieldsNamed(names));
    const back = await readBoundaryFile('csv', out.bytes);
    expect(back.features.map((each) => each.name)).toEqual(names);
  });
});

describe('files other software wrote', () => {
  const kml = (coordinates: string) =>
    `<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>F</name><Polygon><outerBoundaryIs><LinearRing><coordinates>${coordinates}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark></Document></kml>`;

  // OGC KML 2.2 section 16.9.1: each corner is "lon,lat[,alt]" with no space inside. A corner
  // that is not numbers was dropped without a word, and the field saved with one corner fewer.
  it.each([
    ['NaN,38.5', 'NaN'],
    ['-97.49,north', 'text'],
    ['-97.49, 38.5', 'a space inside'],
  ])(
    'refuses a KML boundary with a corner "%s" (%s), naming it, rather than dropping the corner',
    async (corner) => {
      const file = await prepared('kml', kml(`-97.5,38.5 ${corner} -97.49,38.51 -97.5,38.51 -97.5,38.5`));
      expect(file.features).toHaveLength(1);
      expect(file.features[0]?.multipolygon).toBeNull();
      expect(file.features[0]?.refusal).toContain(corner.split(' ')[0]);
    },
  );

  it('still reads corners with altitude, line breaks and tabs between them', async () => {
    const file = await prepared(
      'kml',
      kml('\n\t-97.5,38.5,0\n\t-97.49,38.5,0 -97.49,38.51,0\t-97.5,38.51,0 -97.5,38.5,0\n'),
    );
    expect(file.features[0]?.refusal).toBeNull();
  });

  // XML 1.0 section 4.3.3: a file in another encoding says so in its declaration, and a reader
  // reads it so. ISO 11783-10 asks for UTF-8, yet a display or program that writes ISO-8859-1 or
  // UTF-16 says so; a name with an umlaut came in as "M\uFFFDller" without a word.
  const square4 = `<PLN A="1">${lsg(ring(-97.5, 38.5))}</PLN>`;
  const declared = (encoding: string) =>
    `<?xml version="1.0" encoding="${encoding}"?><ISO11783_TaskData VersionMajor="4" VersionMinor="3" DataTransferOrigin="1">${partfield('Müller Acker', square4)}</ISO11783_TaskData>`;

  it('reads an ISOXML or KML file declared ISO-8859-1 or windows-1252 in that encoding', async () => {
    for (const encoding of ['ISO-8859-1', 'windows-1252'])
      expect((await prepared('isoxml', Buffer.from(declared(encoding), 'latin1'))).features[0]?.name).toBe(
        'Müller Acker',
      );
    const latin = kml('-97.5,38.5 -97.49,38.5 -97.49,38.51 -97.5,38.51 -97.5,38.5')
      .replace('UTF-8', 'ISO-8859-1')
      .replace('<name>F</name>', '<name>Müller</name>');
    expect((await prepared('kml', Buffer.from(latin, 'latin1'))).features[0]?.name).toBe('Müller');
  });

  it('reads an ISOXML file in UTF-16 with its byte-order mark', async () => {
    const text = declared('UTF-16');
    const little = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    expect((await prepared('isoxml', little)).features[0]?.name).toBe('Müller Acker');
  });

  it('says when a file said to be UTF-8 is not, and reads its names as Windows-1252 to be checked', async () => {
    const file = await prepared('isoxml', Buffer.from(declared('UTF-8'), 'latin1'));
    expect(file.features[0]?.name).toBe('Müller Acker');
    expect(file.notes.join(' ')).toMatch(/not UTF-8.*Windows-1252.*check/i);
  });

  it('reads a UTF-8 file with one bad byte as UTF-8, not every name as Windows-1252', async () => {
    const text = `<?xml version="1.0" encoding="UTF-8"?><ISO11783_TaskData VersionMajor="4" VersionMinor="3" DataTransferOrigin="1">${partfield('Müller Acker', square4)}${partfield('Weiß', square4.replace(/-97\.5/g, '-97.4'), 'PFD2')}</ISO11783_TaskData>`;
    const bytes = Buffer.from(text.replace('Weiß', 'Wei\u0000'), 'utf8');
    bytes[bytes.indexOf(0)] = 0xdf; // a lone Latin-1 ß among UTF-8
    const file = await prepared('isoxml', bytes);
    expect(file.features.map((each) => each.name)).toEqual(['Müller Acker', 'Wei\uFFFD']);
    expect(file.notes.join(' ')).toMatch(/not UTF-8.*check/i);
  });

  it('refuses an encoding it cannot read, naming it', async () => {
    const answer = await import('./prepare').then(({ prepareBoundaryFile }) =>
      prepareBoundaryFile('isoxml', Buffer.from(declared('x-klingon')).toString('base64')),
    );
    expect(answer).toMatchObject({ ok: false, known: true });
    expect(answer.ok ? '' : answer.message).toContain('x-klingon');
  });
});

describe('ISOXML as a program may get it wrong', () => {
  // ISO 11783-10 PNT: C is north (latitude), D east (longitude). A program that writes them the
  // other way round was told "coordinates are outside longitude/latitude", not that they are swapped.
  it('names latitude and longitude swapped between C and D', async () => {
    const points = ring(-97.5, 38.5)
      .map(([east, north]) => `<PNT A="2" C="${east}" D="${north}"/>`)
      .join('');
    const file = await prepared(
      'isoxml',
      taskdata(partfield('Swapped', `<PLN A="1"><LSG A="1">${points}</LSG></PLN>`)),
    );
    expect(file.features[0]?.refusal).toMatch(/swapped.*north \(C\).*east \(D\)/i);
  });

  it('calls a main field polygon (type 9) beside the boundary by its name, not "other polygon"', async () => {
    const file = await prepared(
      'isoxml',
      taskdata(
        partfield(
          'Both',
          `<PLN A="1">${lsg(ring(-97.5, 38.5))}</PLN><PLN A="9">${lsg(ring(-97.5, 38.5))}</PLN>`,
        ),
      ),
    );
    expect(file.notes.join(' ')).toContain('1 main field polygon');
  });
});

describe('a zip that names files outside itself', () => {
  // A zip entry named "../x" or "/x" is how an archive is made to write outside the folder it is
  // unpacked in (zip slip). Nothing is unpacked here, and the file is refused, but it was refused
  // as "it may be cut short", sending the grower to zip it again.
  it.each(['../../TASKDATA/TASKDATA.XML', '/TASKDATA/TASKDATA.XML'])(
    'refuses %s by its name, not as cut short',
    async (name) => {
      const zip = new JSZip();
      zip.file(name, taskdata(partfield('Slip', `<PLN A="1">${lsg(ring(-97.5, 38.5))}</PLN>`)));
      const answer = await prepareBoundaryFile(
        'isoxml',
        (await zip.generateAsync({ type: 'nodebuffer' })).toString('base64'),
      );
      expect(answer).toMatchObject({ ok: false, known: true });
      const message = answer.ok ? '' : answer.message;
      expect(message).not.toMatch(/cut short/);
      // JSZip writes the folders' own entries first: the first named outside is "../" or "/TASKDATA/".
      expect(message).toMatch(/outside its own folders \((\.\.\/|\/TASKDATA\/)/);
    },
  );
});

describe('GeoJSON with a crs of its own on a feature or a geometry (GeoJSON 2008, section 3)', () => {
  const utm = [
    [600000, 4260000],
    [601000, 4260000],
    [601000, 4261000],
    [600000, 4261000],
    [600000, 4260000],
  ];
  const crs = { type: 'name', properties: { name: 'EPSG:26914' } };
  // A crs on the feature was ignored, and its metres refused as "outside longitude/latitude".
  it.each([
    [
      'the feature',
      { type: 'Feature', crs, properties: { name: 'F' }, geometry: { type: 'Polygon', coordinates: [utm] } },
    ],
    [
      'the geometry',
      { type: 'Feature', properties: { name: 'F' }, geometry: { type: 'Polygon', crs, coordinates: [utm] } },
    ],
  ])('reads a crs on %s as the system of its coordinates', async (_, feature) => {
    const file = await prepared(
      'geojson',
      JSON.stringify({ type: 'FeatureCollection', features: [feature] }),
    );
    expect(file.features[0]?.refusal).toBeNull();
    expect(file.notes.join(' ')).toContain('EPSG:26914');
    const shape = JSON.parse(file.features[0]?.multipolygon ?? '{}') as { coordinates: number[][][][] };
    const [lng, lat] = shape.coordinates[0]?.[0]?.[0] ?? [];
    expect(lng).toBeCloseTo(-97.853, 2);
    expect(lat).toBeCloseTo(38.483, 2);
  });
});

describe('CSV with a WKT column built to hurt', () => {
  // GEOMETRYCOLLECTION within GEOMETRYCOLLECTION 20,000 deep ran the reader out of stack, and the
  // row was refused as "it could not be read as hex WKB", which it never claimed to be.
  it('refuses collections nested past reason, saying so', async () => {
    const deep = `GEOMETRYCOLLECTION(${'GEOMETRYCOLLECTION('.repeat(20_000)}POINT(1 2)${')'.repeat(20_001)}`;
    const file = await prepared('csv', `name,wkt\nDeep,"${deep}"\n`);
    expect(file.features[0]?.refusal).toMatch(/nested more than 16 deep/);
    expect(file.features[0]?.refusal).not.toMatch(/hex WKB/);
  });
});
