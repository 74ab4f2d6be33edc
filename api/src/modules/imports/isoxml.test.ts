import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SQUARE_METRES_PER_ACRE } from '@field-boundaries/contract/units';
import JSZip from 'jszip';
import proj4 from 'proj4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { BoundaryFileError, type FileFeature, readBoundaryFile } from './files';

// ISOXML (ISO 11783-10 TASKDATA) in and out: files two other programs wrote (fixtures/SOURCES.md),
// hand-written files for what those do not show, and the product's own export read back.
const fixtures = join(import.meta.dirname, 'fixtures');

/** A ring's area in m² on the WGS 84 ellipsoid, through an equal-area projection centred on it. */
function ringArea(ring: number[][]): number {
  const lng = ring.reduce((sum, point) => sum + (point[0] ?? 0), 0) / ring.length;
  const lat = ring.reduce((sum, point) => sum + (point[1] ?? 0), 0) / ring.length;
  const project = proj4(
    'EPSG:4326',
    `+proj=laea +lat_0=${lat} +lon_0=${lng} +x_0=0 +y_0=0 +ellps=WGS84 +units=m`,
  );
  const flat = ring.map((point) => project.forward([point[0] as number, point[1] as number]));
  let twice = 0;
  for (let at = 0; at < flat.length - 1; at++) {
    const [x1, y1] = flat[at] as [number, number];
    const [x2, y2] = flat[at + 1] as [number, number];
    twice += x1 * y2 - x2 * y1;
  }
  return Math.abs(twice / 2);
}

async function zipOf(files: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer' });
}

const coordinatesOf = (feature: FileFeature | undefined): unknown[] =>
  (feature?.geometry as { coordinates?: unknown[] } | null | undefined)?.coordinates ?? [];

const sdfFolder = join(fixtures, 'isoxml-sdf-display', 'TASKDATA');
const sdfFiles = () =>
  Object.fromEntries(readdirSync(sdfFolder).map((name) => [name, readFileSync(join(sdfFolder, name))]));

describe('ISOXML read as other programs write it', () => {
  it("reads a display's zipped TASKDATA folder, its field, farm and crop in external files, whatever the names' case", async () => {
    for (const rename of [
      (name: string) => `TASKDATA/${name}`,
      (name: string) => `taskdata/${name.toLowerCase()}`,
    ]) {
      const zip = await zipOf(
        Object.fromEntries(Object.entries(sdfFiles()).map(([name, bytes]) => [rename(name), bytes])),
      );
      // A .zip is sent as a shapefile would be: the reader goes by what the zip holds.
      const file = await readBoundaryFile('shapefile', zip);
      expect(file.features).toHaveLength(1);
      const [field] = file.features;
      expect(field?.name).toBe('TESTFELD');
      expect(field?.crop).toBe('Körnermais');
      expect(field?.properties).toMatchObject({ farm: 'Training Nutzer' });
      expect(field?.refusal).toBeNull();
      const geometry = field?.geometry as { type: string; coordinates: number[][][] };
      expect(geometry.type).toBe('Polygon');
      // The display's own figure for the field (PFD D, m²), within 0.1%.
      expect(Math.abs(ringArea(geometry.coordinates[0] ?? []) / 21_340 - 1)).toBeLessThan(0.001);
      expect(file.notes).toContain(
        'The file\'s fields belong to farm "Training Nutzer"; they are imported into this farm.',
      );
    }
  });

  it('reads a bare TASKDATA.XML a farm program wrote, and says what is missing when its external files are not sent', async () => {
    const file = await readBoundaryFile(
      'isoxml',
      readFileSync(join(fixtures, 'isoxml-farmdok', 'TASKDATA.XML')),
    );
    expect(file.features.map((each) => [each.name, each.properties.farm])).toEqual([
      ['Lagerfeld', 'Josephinum'],
    ]);
    const ring = (coordinatesOf(file.features[0]) as number[][][])[0] ?? [];
    expect(Math.abs(ringArea(ring) / 64_104 - 1)).toBeLessThan(0.001);

    const alone = readFileSync(join(sdfFolder, 'TASKDATA.XML'));
    await expect(readBoundaryFile('isoxml', alone)).rejects.toThrow(
      'TASKDATA.XML refers to CTP00000.XML, FRM00000.XML, PFD00000.XML, which were not in what was sent. Zip the whole TASKDATA folder as the display or farm program wrote it, and import the zip.',
    );
  });

  it('takes a field of several parts and holes (version 3 and 4), closes open rings, and counts what is not a field', async () => {
    const ring = (west: number, south: number, size: number) =>
      // Open, as 11783-10 allows for polygon rings: the closing point is implied.
      [
        [west, south],
        [west + size, south],
        [west + size, south + size],
        [west, south + size],
      ]
        .map(([lng, lat]) => `<PNT A="2" C="${lat}" D="${lng}"/>`)
        .join('');
    const xml = `<?xml version="1.0"?>
<ISO11783_TaskData VersionMajor="3" VersionMinor="3" DataTransferOrigin="1">
  <CTR A="CTR1" B="Jensen Farms"/>
  <FRM A="FRM1" B="North place" I="CTR1"/>
  <PFD A="PFD1" C="Two parts" D="1" F="FRM1">
    <PLN A="1"><LSG A="1">${ring(-97.6, 38.3, 0.004)}</LSG><LSG A="1">${ring(-97.59, 38.3, 0.004)}</LSG>
      <LSG A="2">${ring(-97.589, 38.301, 0.001)}</LSG></PLN>
    <PLN A="2"><LSG A="1">${ring(-97.6, 38.3, 0.001)}</LSG></PLN>
    <LSG A="5">${ring(-97.6, 38.3, 0.002)}</LSG>
  </PFD>
  <PFD A="PFD2" C="Parts in version 4" E="CTR1">
    <PLN A="1"><LSG A="1">${ring(-97.6, 38.31, 0.004)}</LSG><LSG A="2">${ring(-97.599, 38.311, 0.001)}</LSG></PLN>
    <PLN A="1"><LSG A="1">${ring(-97.59, 38.31, 0.004)}</LSG></PLN>
  </PFD>
  <PFD A="PFD3" C="No boundary"/>
</ISO11783_TaskData>`;
    const file = await readBoundaryFile('isoxml', Buffer.from(xml));
    const [first, second, third] = file.features;
    const shape = (feature: typeof first) =>
      (coordinatesOf(feature) as number[][][][]).map((polygon) => polygon.length);
    // The hole goes to the part it lies in (the second), whichever order the file gives.
    expect(first?.geometry).toMatchObject({ type: 'MultiPolygon' });
    expect(shape(first)).toEqual([1, 2]);
    expect(shape(second)).toEqual([2, 1]);
    const firstRing = (coordinatesOf(first) as number[][][][])[0]?.[0];
    expect(firstRing?.at(-1)).toEqual(firstRing?.[0]);
    expect(first?.properties).toMatchObject({ farm: 'North place', customer: 'Jensen Farms' });
    expect(second?.properties).toMatchObject({ customer: 'Jensen Farms' });
    expect(third?.refusal).toBe(
      'the field has no boundary in the file (no polygon of type 1, partfield boundary)',
    );
    expect(file.notes).toContain(
      'Skipped, not field boundaries: 1 treatment zone, 1 line (guidance, tram line or fence).',
    );
  });

  it('refuses what is not ISOXML, or not safe to read, in words about ISOXML', async () => {
    const refusal = async (format: 'isoxml' | 'shapefile', bytes: Buffer) => {
      try {
        await readBoundaryFile(format, bytes);
      } catch (error) {
        expect(error).toBeInstanceOf(BoundaryFileError);
        return (error as Error).message;
      }
      throw new Error('read');
    };
    const notIso = await refusal('isoxml', Buffer.from('<?xml version="1.0"?><kml><Document/></kml>'));
    expect(notIso).toMatch(/^The file is not ISOXML: TASKDATA\.XML begins with <ISO11783_TaskData>/);
    expect(
      await refusal(
        'isoxml',
        Buffer.from(
          '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><ISO11783_TaskData VersionMajor="4"/>',
        ),
      ),
    ).toMatch(/declares a document type/);
    expect(await refusal('isoxml', Buffer.from('<ISO11783_TaskData VersionMajor="4"><PFD A="PFD1"'))).toMatch(
      /^TASKDATA\.XML is not well-formed XML/,
    );
    // A zip of neither a shapefile nor TASKDATA says what it holds and what was expected.
    const other = await refusal(
      'shapefile',
      await zipOf({ 'Yield 2024.pdf': 'x', 'notes/fields.csv': 'a,b' }),
    );
    expect(other).toBe(
      'The zip holds Yield 2024.pdf, fields.csv, but no boundary file it reads: no shapefile (.shp), no ISOXML TASKDATA.XML and no KML. Zip the .shp with its .dbf, .shx and .prj, or the TASKDATA folder your display or farm program exported, and import again.',
    );
    for (const message of [notIso, other]) expect(message).not.toMatch(/holds no \.shp/);
  });
});

describe('ISOXML export, read back', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api?.close());

  type Field = { name: string; area: number; crop: number | null; crop_trait: number | null };
  const square = (west: number, south: number, width: number, height: number) => [
    [west, south],
    [west + width, south],
    [west + width, south + height],
    [west, south + height],
    [west, south],
  ];

  it('gives a display TASKDATA/TASKDATA.XML (version 4) and comes back as the same fields: names, crops, holes and parts, and its own export the same point for point', async () => {
    const grower = await api.session({ plan: 'B' });
    await api.db.query('UPDATE users SET legal_notice = true WHERE uuid = $1', [grower.uuid]);
    const farmOf = async (name: string) =>
      (await api.call<{ id: number }>(grower.access, 'POST', '/farms/', { name })).body.id;
    const fieldsOf = async (farm: number) =>
      (await api.call<Field[]>(grower.access, 'GET', `/farms/${farm}/fields/`)).body.sort((a, b) =>
        a.name.localeCompare(b.name),
      );
    const home = await farmOf('Home & Creek');
    const west = -96.4;
    const geojson = {
      type: 'FeatureCollection',
      features: [
        { name: 'North 80 "big" <east>', coordinates: [square(west, 41.2, 0.006, 0.004)] },
        {
          name: 'Pond field',
          coordinates: [
            square(west, 41.21, 0.004, 0.003),
            square(west + 0.001, 41.211, 0.001, 0.001).reverse(),
          ],
        },
      ]
        .map(({ name, coordinates }) => ({
          type: 'Feature',
          properties: { name },
          geometry: { type: 'Polygon', coordinates },
        }))
        .concat({
          type: 'Feature',
          properties: { name: 'Żółta łąka – two parts' },
          geometry: {
            type: 'MultiPolygon',
            coordinates: [[square(west, 41.22, 0.003, 0.002)], [square(west + 0.005, 41.22, 0.002, 0.002)]],
          } as never,
        }),
    };
    const first = await api.call<{ taken: number }>(grower.access, 'POST', `/farms/${home}/fields/import/`, {
      format: 'geojson',
      content: Buffer.from(JSON.stringify(geojson)).toString('base64'),
    });
    expect(first.body.taken).toBe(3);
    const [corn] = await api.db.query<{ id: number; trait: number }>(
      `SELECT c.id, t.id AS trait FROM crops c JOIN crop_traits t ON t.crop_id = c.id
       WHERE t.trait_name <> 'Conventional' ORDER BY c.id, t.id LIMIT 1`,
    );
    const pond = (
      await api.call<{ uuid: string; name: string }[]>(grower.access, 'GET', `/farms/${home}/fields/`)
    ).body.find((each) => each.name === 'Pond field');
    await api.call(grower.access, 'PATCH', `/farms/fields/${pond?.uuid}/`, {
      crop: corn?.id,
      crop_trait: corn?.trait,
    });
    const before = await fieldsOf(home);

    const response = await fetch(`${api.url}/farms/${home}/fields/export/?format=isoxml`, {
      headers: { authorization: `Bearer ${grower.access}` },
    });
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Home-Creek-fields.zip"');
    const bytes = Buffer.from(await response.arrayBuffer());
    const zip = await JSZip.loadAsync(bytes);
    expect(Object.keys(zip.files)).toEqual(['TASKDATA/', 'TASKDATA/TASKDATA.XML']);
    const xml = (await zip.file('TASKDATA/TASKDATA.XML')?.async('string')) ?? '';
    expect(xml).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\r\n<ISO11783_TaskData VersionMajor="4" VersionMinor="3" /,
    );
    expect(xml).toContain('<FRM A="FRM1" B="Home &amp; Creek" I="CTR1"/>');
    expect(xml).toContain('C="North 80 &quot;big&quot; &lt;east&gt;"');
    // A hole is an interior line string of the field's boundary; two parts are two boundaries.
    expect(xml.match(/<LSG A="2">/g)).toHaveLength(1);
    expect(xml.match(/<PLN A="1">/g)).toHaveLength(4);

    const copy = await farmOf('Copy');
    const back = await api.call<{ taken: number; features: { reason: string | null }[] }>(
      grower.access,
      'POST',
      `/farms/${copy}/fields/import/`,
      { format: 'shapefile', content: bytes.toString('base64'), import_anyway: [1, 2, 3] },
    );
    expect(back.body.taken).toBe(3);
    const after = await fieldsOf(copy);
    expect(after.map(({ name, crop, crop_trait }) => ({ name, crop, crop_trait }))).toEqual(
      before.map(({ name, crop, crop_trait }) => ({ name, crop, crop_trait })),
    );
    for (const [index, field] of after.entries())
      expect(Math.abs(field.area / (before[index]?.area ?? 0) - 1)).toBeLessThan(0.001);
    // Exactly: the copy's own export holds the same fields, names and rings point for point.
    const again = await fetch(`${api.url}/farms/${copy}/fields/export/?format=isoxml`, {
      headers: { authorization: `Bearer ${grower.access}` },
    });
    const copied =
      (await (
        await JSZip.loadAsync(Buffer.from(await again.arrayBuffer()))
      )
        .file('TASKDATA/TASKDATA.XML')
        ?.async('string')) ?? '';
    const fieldsIn = (text: string) =>
      [...text.matchAll(/<PFD [^>]*C="([^"]*)"[^>]*>([\s\S]*?)<\/PFD>/g)]
        .map((match) => ({ name: match[1], rings: match[2] }))
        .sort((a, b) => String(a.name).localeCompare(String(b.name)));
    expect(fieldsIn(copied)).toHaveLength(3);
    expect(fieldsIn(copied)).toEqual(fieldsIn(xml));
    // Its PFD D (m²) is the field's area as the product holds it.
    const declared = [...xml.matchAll(/<PFD [^>]*C="([^"]+)" D="(\d+)"/g)].map((match) => Number(match[2]));
    const stored = (await fieldsOf(home)).map((field) => field.area);
    expect(declared.map((metres) => (metres / SQUARE_METRES_PER_ACRE).toFixed(2)).sort()).toEqual(
      stored.map((acres) => acres.toFixed(2)).sort(),
    );
  }, 60_000);
});
