import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { checkBoundaryShape } from '../boundaries/rules';
import { readBoundaryFile } from './files';
import { base64, collection, farmOf, feature, square } from './geojson.testing';

// A farm's boundaries in and out as files: each feature taken or refused with its reason, the
// taken ones written together; exported files read back as the same fields.
type Report = {
  taken: number;
  refused: number;
  written: boolean;
  features: { number: number; name: string; status: string; reason: string | null; acres: number | null }[];
};

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

describe('importing boundaries', () => {
  it('takes the good features, numbers a name the file repeats, refuses a bow-tie and one outside the US, and writes the rest together', async () => {
    const grower = await api.session({ plan: 'B' });
    await api.db.query('UPDATE users SET legal_notice = true WHERE uuid = $1', [grower.uuid]);
    const farm = await farmOf(api, grower.access);
    const bowTie = {
      type: 'Polygon',
      coordinates: [
        [
          [-97.3, 38.1],
          [-97.29, 38.11],
          [-97.29, 38.1],
          [-97.3, 38.11],
          [-97.3, 38.1],
        ],
      ],
    };
    const file = collection(
      feature('North 80', square(-97.3, 38.2)),
      feature('Bow tie', bowTie),
      feature('north 80', square(-97.31, 38.2)),
      feature('Paris', square(2.3, 48.8)),
      feature(null, square(-97.32, 38.2)),
    );
    const dry = await api.call<Report>(grower.access, 'POST', `/farms/${farm}/fields/import/`, {
      format: 'geojson',
      content: base64(JSON.stringify(file)),
      dry_run: true,
    });
    expect(dry.body).toMatchObject({ taken: 3, refused: 2, written: false });
    expect((await api.call<unknown[]>(grower.access, 'GET', `/farms/${farm}/fields/`)).body).toHaveLength(0);

    const done = await api.call<Report>(grower.access, 'POST', `/farms/${farm}/fields/import/`, {
      format: 'geojson',
      content: base64(JSON.stringify(file)),
    });
    expect(done.status).toBe(200);
    expect(done.body.written).toBe(true);
    expect(done.body.features.map((each) => [each.name, each.status, each.reason])).toEqual([
      ['North 80', 'taken', null],
      ['Bow tie', 'refused', 'The boundary crosses itself near 38.10500, -97.29500.'],
      ['north 80 2', 'taken', 'The file names more than one feature "north 80".'],
      ['Paris', 'refused', 'The boundary must lie inside the United States.'],
      ['Imported field 5', 'taken', null],
    ]);
    expect(done.body.features[0]?.acres).toBeGreaterThan(30);
    const fields = (await api.call<{ name: string }[]>(grower.access, 'GET', `/farms/${farm}/fields/`)).body;
    expect(fields.map((each) => each.name).sort()).toEqual(['Imported field 5', 'North 80', 'north 80 2']);
    // The same file again: every field is the farm's already (skipped), and nothing is doubled;
    // asked for anyway, its name is the farm's already.
    const again = await api.call<Report>(grower.access, 'POST', `/farms/${farm}/fields/import/`, {
      format: 'geojson',
      content: base64(JSON.stringify(file)),
    });
    expect(again.body.taken).toBe(0);
    expect(again.body.features[0]?.reason).toBe(
      'Same boundary as "North 80" in Imported farm (within 1 m): skipped.',
    );
    const anyway = await api.call<Report>(grower.access, 'POST', `/farms/${farm}/fields/import/`, {
      format: 'geojson',
      content: base64(JSON.stringify(file)),
      import_anyway: [1],
    });
    expect(anyway.body.taken).toBe(0);
    expect(anyway.body.features[0]?.reason).toBe('A field with that name already exists in this farm!');
  });

  it("refuses past the plan's fields, a file that is not the format, and an unconfirmed legal notice", async () => {
    const onF = await api.session({ plan: 'F' });
    const farm = await farmOf(api, onF.access);
    const two = collection(feature('One', square(-97.4, 38.3)), feature('Two', square(-97.41, 38.3)));
    const unconfirmed = await api.call(onF.access, 'POST', `/farms/${farm}/fields/import/`, {
      format: 'geojson',
      content: base64(JSON.stringify(two)),
    });
    expect(unconfirmed.status).toBe(403);
    const answer = await api.call<Report>(onF.access, 'POST', `/farms/${farm}/fields/import/`, {
      format: 'geojson',
      content: base64(JSON.stringify(two)),
      legal_confirmed: true,
    });
    expect(answer.body.features.map((each) => each.reason)).toEqual([
      null,
      "Oops! You don't have enough credits.",
    ]);
    const notKml = await api.call(onF.access, 'POST', `/farms/${farm}/fields/import/`, {
      format: 'kml',
      content: base64('{"type":"FeatureCollection"}'),
      legal_confirmed: true,
    });
    expect(notKml.status).toBe(400);
    expect(notKml.body.errors).toEqual([
      'The file is not KML: it has no <kml> element. Save the fields from Google Earth (Save Place As, KML or KMZ) or your GIS program, and import again.',
    ]);
    const other = await api.session({ plan: 'B' });
    const notYours = await api.call(other.access, 'POST', `/farms/${farm}/fields/import/`, {
      format: 'geojson',
      content: base64(JSON.stringify(two)),
      legal_confirmed: true,
    });
    expect(notYours.status).toBe(404);
  });

  it('names the fields from the usual column, or from the column the grower chooses in the preview', async () => {
    const grower = await api.session({ plan: 'B' });
    const farm = await farmOf(api, grower.access);
    const strips = collection(
      { type: 'Feature', properties: { FIELD: 'A', Strip: 1, Crop: 'WB' }, geometry: square(-97.6, 38.5) },
      { type: 'Feature', properties: { FIELD: 'A', Strip: 2, Crop: 'WP' }, geometry: square(-97.61, 38.5) },
    );
    const preview = (name_column?: string) =>
      api.call<Report & { columns: string[]; name_column: string | null; errors?: string[] }>(
        grower.access,
        'POST',
        `/farms/${farm}/fields/import/`,
        {
          format: 'geojson',
          content: base64(JSON.stringify(strips)),
          dry_run: true,
          ...(name_column ? { name_column } : {}),
        },
      );
    const usual = await preview();
    expect([usual.body.columns, usual.body.name_column]).toEqual([['FIELD', 'Strip', 'Crop'], 'FIELD']);
    expect(usual.body.features.map((each) => each.name)).toEqual(['A', 'A 2']);
    const chosen = await preview('strip');
    expect(chosen.body.name_column).toBe('Strip');
    expect(chosen.body.features.map((each) => each.name)).toEqual(['1', '2']);
    const missing = await preview('Owner');
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      'The file has no column "Owner" to name the fields from. Choose one of its columns, or none.',
    ]);
  });

  it('reads a zipped Shapefile in a projected coordinate system through its .prj', async () => {
    const zip = new JSZip();
    // UTM 14N metres for a square near Hutchinson, Kansas.
    const write = (await import('@mapbox/shp-write/src/write.js')).default;
    const files = await new Promise<{ shp: DataView; shx: DataView; dbf: DataView }>((resolve, reject) =>
      write(
        [{ name: 'UTM field' }],
        'POLYGON',
        [
          [
            [
              [600000, 4220000],
              [600000, 4220400],
              [600400, 4220400],
              [600400, 4220000],
              [600000, 4220000],
            ],
          ],
        ],
        (error, out) => (error ? reject(error) : resolve(out)),
      ),
    );
    zip.file('f.shp', files.shp.buffer as ArrayBuffer);
    zip.file('f.dbf', files.dbf.buffer as ArrayBuffer);
    zip.file(
      'f.prj',
      'PROJCS["WGS_1984_UTM_Zone_14N",GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137,298.257223563]],PRIMEM["Greenwich",0],UNIT["Degree",0.017453292519943295]],PROJECTION["Transverse_Mercator"],PARAMETER["False_Easting",500000],PARAMETER["False_Northing",0],PARAMETER["Central_Meridian",-99],PARAMETER["Scale_Factor",0.9996],PARAMETER["Latitude_Of_Origin",0],UNIT["Meter",1]]',
    );
    const {
      features: [read],
    } = await readBoundaryFile('shapefile', await zip.generateAsync({ type: 'nodebuffer' }));
    expect(read?.name).toBe('UTM field');
    const shape = checkBoundaryShape(read?.geometry);
    expect(shape.ok).toBe(true);
    const [lng, lat] = shape.ok ? (shape.polygons[0]?.[0]?.[0] ?? []) : [];
    expect(lng).toBeCloseTo(-97.85, 1);
    expect(lat).toBeCloseTo(38.12, 1);
  });
});

describe("another grower's fields, before saving", () => {
  it('says in the preview that a boundary overlaps another grower’s field and by how many acres, not its name, and not a sliver', async () => {
    const neighbour = await api.session({ plan: 'B' });
    await api.db.query('UPDATE users SET legal_notice = true WHERE uuid = $1', [neighbour.uuid]);
    const theirs = await farmOf(api, neighbour.access);
    const west = -97.9;
    const south = 38.7;
    const first = await api.call<Report>(neighbour.access, 'POST', `/farms/${theirs}/fields/import/`, {
      format: 'geojson',
      content: base64(JSON.stringify(collection(feature('Brandt north', square(west, south))))),
    });
    expect(first.body.taken).toBe(1);

    const grower = await api.session({ plan: 'B' });
    await api.db.query('UPDATE users SET legal_notice = true WHERE uuid = $1', [grower.uuid]);
    const mine = await farmOf(api, grower.access);
    const file = collection(
      // Half over the neighbour’s field: about 19 of its 38 acres.
      feature('Over the fence', square(west + 0.002, south)),
      // Along its east edge by 1 m (well under the 0.1 ac a dispute needs).
      feature('Next door', square(west + 0.004 - 0.00001, south)),
    );
    const preview = await api.call<Report>(grower.access, 'POST', `/farms/${mine}/fields/import/`, {
      format: 'geojson',
      content: base64(JSON.stringify(file)),
      dry_run: true,
    });
    const [over, next] = preview.body.features;
    expect(over?.status).toBe('taken');
    expect(over?.reason).toMatch(
      /^Overlaps another grower's field by 19\.\d\d ac: importing it opens a dispute, and they are told\.$/,
    );
    expect(next?.reason).toBeNull();
    const written = await api.call<Report>(grower.access, 'POST', `/farms/${mine}/fields/import/`, {
      format: 'geojson',
      content: base64(JSON.stringify(file)),
    });
    expect(written.body.features[0]?.reason).toMatch(/: a dispute is open, and they have been told\.$/);
  });
});
