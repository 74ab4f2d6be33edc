import { resolve } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { writeDemoRegion } from '../clu/seed';
import { WeatherService, WeatherUnavailable } from '../weather/service';
import { dateIn } from '../weather/time-zone';
import type { ReportForm } from './form';
import { type RegistrationPeriod, registrationOn } from './registrations';

// A grower saves an Application Summary Report of a field, lists and reopens it, amends it
// (the earlier version stays), and prints it as a PDF whose text a reader can find.
type Report = {
  id: number;
  field: string | null;
  field_name: string;
  version: number;
  versions: number;
  change_reason: string | null;
  form: ReportForm;
};
type Problems = { errors: string[]; fields?: Record<string, string[]> };

let api: TestApi;
let grower: { access: string; uuid: string };
let field: { uuid: string; name: string };
let free: string[];

beforeAll(async () => {
  api = await startTestApi();
  await writeDemoRegion(api.db, 40);
  free = (await api.db.query<{ uuid: string }>('SELECT uuid FROM clu_fields ORDER BY uuid LIMIT 6')).map(
    (row) => row.uuid,
  );
  grower = await api.session({ fullName: 'Ada Grower' });
  field = await claim(grower.access, free[0] as string, 'Creek quarter');
});
afterAll(() => api?.close());

async function claimOn(other: TestApi, access: string, clu: string): Promise<string> {
  return (
    await other.call<{ uuid: string }>(access, 'PATCH', `/farms/fields/${clu}/claim/`, {
      name: 'Far field',
      legal_confirmed: true,
    })
  ).body.uuid;
}

async function claim(access: string, clu: string, name: string) {
  const answer = await api.call<{ uuid: string; name: string }>(
    access,
    'PATCH',
    `/farms/fields/${clu}/claim/`,
    {
      name,
      legal_confirmed: true,
    },
  );
  expect(answer.status).toBe(200);
  return answer.body;
}

const filled = (): ReportForm => ({
  reportDate: '2026-11-23',
  generalInfo: {
    applicator: 'Ada Grower',
    applicatorLicenseNumber: 'KS-C-12345',
    sensitiveCropRegistry: true,
    endangeredSpeciesAwareness: true,
    applicationStart: '08:30',
    applicationStop: '10:15',
  },
  site: {
    cropOrSite: 'soybean',
    areaTreatedAcres: 1,
    fsaFarmNumber: '',
    fsaTractNumber: '',
    fsaFieldNumber: '',
  },
  applications: [
    { productName: 'Enlist One', epaRegNumber: '62719-695', useRate: '32 fl oz/acre' },
    { productName: 'Roundup WeatherMAX', epaRegNumber: 'EPA Reg. No. 524-537', useRate: '22 fl oz/acre' },
  ],
  weather: { temperature: 68, humidity: 55, windSpeed: 6, windDirection: 'nnw', precipitation: 10 },
  nozzle: {
    manufacturer: 'TeeJet',
    noozleType: 'TTI',
    noozleSize: '04',
    pumpPressure: 40,
    boomHeightTemp: 20,
    dropletClass: 'UC',
  },
});

describe('nozzle reference data', () => {
  it('has the pump pressures of spec 9, the eight ASABE classes in order, and seven manufacturers', async () => {
    const { status, body } = await api.call<{
      pump_pressures: number[];
      droplet_classes: { name: string }[];
      manufacturers: { name: string; noozleTypeCode: string; noozle_types: { code: string }[] }[];
    }>(grower.access, 'GET', '/reference/nozzles/');
    expect(status).toBe(200);
    expect(body.pump_pressures).toEqual([15, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(body.droplet_classes.map((each) => each.name)).toEqual([
      'Extremely Fine',
      'Very Fine',
      'Fine',
      'Medium',
      'Coarse',
      'Very Coarse',
      'Extremely Coarse',
      'Ultra Coarse',
    ]);
    expect(body.manufacturers).toHaveLength(7);
    const teejet = body.manufacturers.find((each) => each.name === 'TeeJet');
    expect(teejet?.noozleTypeCode).toBe('teejet');
    expect(teejet?.noozle_types.map((type) => type.code)).toContain('AIXR');
    for (const maker of body.manufacturers) expect(maker.noozle_types.length).toBeGreaterThanOrEqual(5);
  });

  it('needs a session', async () => {
    expect((await api.call('', 'GET', '/reference/nozzles/')).status).toBe(401);
  });

  it('offers EPA registration numbers of common products', async () => {
    const { body } = await api.call<{ product_name: string; epa_reg_number: string }[]>(
      grower.access,
      'GET',
      '/reference/products/',
    );
    expect(body).toContainEqual(
      expect.objectContaining({ product_name: 'Enlist One', epa_reg_number: '62719-695' }),
    );
  });

  it('dates dicamba registrations, so a product not registered on a day can be told', async () => {
    type Product = { product_name: string; epa_reg_number: string } & RegistrationPeriod;
    const { body } = await api.call<Product[]>(grower.access, 'GET', '/reference/products/');
    const product = (name: string) => {
      const found = body.find((each) => each.product_name === name);
      if (!found) throw new Error(`no product ${name}`);
      return found;
    };
    expect(product('Stryax')).toMatchObject({ epa_reg_number: '264-1241', registered_from: '2026-02-06' });
    expect(registrationOn(product('Stryax'), '2026-05-01')).toBe('registered');
    expect(product('XtendiMax')).toMatchObject({
      epa_reg_number: '264-1210',
      registered_until: '2024-02-06',
    });
    expect(registrationOn(product('XtendiMax'), '2026-05-01')).toBe('registration ended');
    // One row a product: Tavium's row is its registration of 6 Feb 2026, to 6 Feb 2028.
    expect(registrationOn(product('Tavium'), '2026-06-01')).toBe('registered');
    expect(registrationOn(product('Tavium'), '2028-03-01')).toBe('registration ended');
    expect(registrationOn(product('Enlist One'), '2026-05-01')).toBe('registered');
  });
});

describe('a new report', () => {
  it('starts from today with one empty product row and the humidity left empty', async () => {
    const { status, body } = await api.call<{
      field: { name: string };
      form: ReportForm;
      weather: { error: string | null };
      time_zone: string;
    }>(grower.access, 'GET', `/reports/draft/?field=${field.uuid}`);
    expect(status).toBe(200);
    expect(body.field.name).toBe('Creek quarter');
    // Today in the field's own zone (Kansas), not the UTC date.
    expect(body.time_zone).toBe('America/Chicago');
    expect(body.form.reportDate).toBe(dateIn(new Date(), 'America/Chicago'));
    expect(body.form.applications).toHaveLength(1);
    expect(body.form.weather.humidity).toBeNull();
  });

  it('takes the first forecast hour: wind direction uppercased, humidity empty, the source named', async () => {
    // A forecast whose two hours differ in every value, so the draft shows which one it took.
    const hour = (
      time: string,
      temperatureF: number,
      windSpeedMph: number,
      windDirection: string,
      rain: number,
    ) => ({
      time,
      temperatureF,
      windSpeedMph,
      windDirection,
      windDirectionDeg: 200,
      chanceOfRain: rain,
      relativeHumidity: 64,
      skyCoverPercent: null,
    });
    const forecasting = await startTestApi({
      weather: new WeatherService({
        source: 'nws',
        forecastAt: async () => ({
          source: 'nws',
          issuedAt: '2026-11-27T09:00:00Z',
          hours: [
            hour('2026-11-27T10:00:00Z', 58, 9, 'ssw', 20),
            hour('2026-11-27T11:00:00Z', 61, 14, 'w', 70),
          ],
        }),
      }),
    });
    try {
      await writeDemoRegion(forecasting.db, 4);
      const someone = await forecasting.session();
      const [clu] = await forecasting.db.query<{ uuid: string }>('SELECT uuid FROM clu_fields LIMIT 1');
      const mine = await claimOn(forecasting, someone.access, String(clu?.uuid));
      const { body } = await forecasting.call<{
        form: ReportForm;
        weather: { source: string | null; issued_at: string | null; error: string | null };
      }>(someone.access, 'GET', `/reports/draft/?field=${mine}`);
      expect(body.weather).toEqual({ source: 'nws', issued_at: '2026-11-27T09:00:00Z', error: null });
      expect(body.form.weather).toEqual({
        temperature: 58,
        humidity: null,
        windSpeed: 9,
        windDirection: 'SSW',
        precipitation: 20,
        // Named as what it is: the forecast for that hour, not a measurement.
        source: 'nws',
        atFinish: { temperature: null, windSpeed: null, windDirection: '' },
      });
    } finally {
      await forecasting.close();
    }
  });

  it('leaves the weather empty and says why when the forecast service fails', async () => {
    const failing = await startTestApi({
      weather: new WeatherService({
        source: 'nws',
        forecastAt: async () => {
          throw new WeatherUnavailable('timeout', 'NWS did not answer in time');
        },
      }),
    });
    try {
      await writeDemoRegion(failing.db, 4);
      const someone = await failing.session();
      const [clu] = await failing.db.query<{ uuid: string }>('SELECT uuid FROM clu_fields LIMIT 1');
      const mine = await claimOn(failing, someone.access, String(clu?.uuid));
      const { body } = await failing.call<{
        form: ReportForm;
        weather: { source: string | null; error: string | null };
      }>(someone.access, 'GET', `/reports/draft/?field=${mine}`);
      expect(body.weather.source).toBeNull();
      expect(body.weather.error).toMatch(/^Weather is unavailable right now/);
      expect(body.form.weather).toEqual({
        temperature: null,
        humidity: null,
        windSpeed: null,
        windDirection: '',
        precipitation: null,
        // Whatever is entered is the applicator's own reading.
        source: 'applicator',
        atFinish: { temperature: null, windSpeed: null, windDirection: '' },
      });
    } finally {
      await failing.close();
    }
  }, 30_000);

  it('is saved as version 1, trimmed, with the wind direction uppercased and EPA numbers bare', async () => {
    const { status, body } = await api.call<Report>(grower.access, 'POST', '/reports/', {
      field: field.uuid,
      form: filled(),
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ field: field.uuid, field_name: 'Creek quarter', version: 1, versions: 1 });
    expect(body.form.weather.windDirection).toBe('NNW');
    expect(body.form.applications[1]?.epaRegNumber).toBe('524-537');
  });

  it('says what is missing or wrong, field by field, and saves nothing', async () => {
    const before = (await api.db.query('SELECT 1 FROM reports')).length;
    const form = filled();
    form.generalInfo.applicator = '  ';
    form.generalInfo.applicationStop = '08:00';
    form.applications = [{ productName: 'Enlist One', epaRegNumber: 'sixty', useRate: '' }];
    form.weather.humidity = null;
    form.weather.windDirection = 'north-ish';
    form.nozzle.noozleType = 'ULD';
    form.nozzle.pumpPressure = 45;
    const { status, body } = await api.call<Problems>(grower.access, 'POST', '/reports/', {
      field: field.uuid,
      form,
    });
    expect(status).toBe(400);
    expect(body.fields).toMatchObject({
      'generalInfo.applicator': ["Enter the applicator's name."],
      'generalInfo.applicationStop': ['The stop time must be after the start time.'],
      'applications.0.epaRegNumber': [
        'Enter the EPA registration number as printed on the label, e.g. 62719-695.',
      ],
      'applications.0.useRate': ['Enter the use rate, e.g. 15 oz/acre.'],
      'weather.humidity': ['Enter the relative humidity in % (0 to 100).'],
      'weather.windDirection': ['Enter the wind direction as a compass point, e.g. NNW, or CALM.'],
      'nozzle.noozleType': ['Choose a nozzle type of that manufacturer.'],
      'nozzle.pumpPressure': ['Choose the pump pressure (psi).'],
    });
    expect((await api.db.query('SELECT 1 FROM reports')).length).toBe(before);
  });

  it('needs at least one product', async () => {
    const form = { ...filled(), applications: [] };
    const { status, body } = await api.call<Problems>(grower.access, 'POST', '/reports/', {
      field: field.uuid,
      form,
    });
    expect(status).toBe(400);
    expect(body.errors).toContain('Add at least one product to the report.');
  });

  it("cannot be made of another account's field", async () => {
    const other = await api.session();
    const { status, body } = await api.call<Problems>(other.access, 'POST', '/reports/', {
      field: field.uuid,
      form: filled(),
    });
    expect(status).toBe(404);
    expect(body.errors).toEqual(['There is no such field.']);
  });
});

describe('a saved report', () => {
  it('is listed, reopened, and amended as a new version that keeps the earlier one', async () => {
    const saved = (
      await api.call<Report>(grower.access, 'POST', '/reports/', { field: field.uuid, form: filled() })
    ).body;
    const list = await api.call<{ meta: { total: number }; results: Report[] }>(
      grower.access,
      'GET',
      `/reports/?field=${field.uuid}`,
    );
    expect(list.body.results.map((each) => each.id)).toContain(saved.id);

    const changed = filled();
    changed.applications[0] = {
      productName: 'Enlist One',
      epaRegNumber: '62719-695',
      useRate: '24 fl oz/acre',
    };
    const noReason = await api.call<Problems>(grower.access, 'PUT', `/reports/${saved.id}/`, {
      form: changed,
      change_reason: ' ',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual([
      'Say why this report is being changed: the earlier version is kept.',
    ]);

    const amended = await api.call<Report>(grower.access, 'PUT', `/reports/${saved.id}/`, {
      form: changed,
      change_reason: 'Rate misread from the rate controller',
    });
    expect(amended.status).toBe(200);
    expect(amended.body).toMatchObject({
      version: 2,
      versions: 2,
      change_reason: 'Rate misread from the rate controller',
    });

    const versions = await api.call<Report[]>(grower.access, 'GET', `/reports/${saved.id}/versions/`);
    expect(versions.body.map((each) => [each.version, each.form.applications[0]?.useRate])).toEqual([
      [1, '32 fl oz/acre'],
      [2, '24 fl oz/acre'],
    ]);
    const first = await api.call<Report>(grower.access, 'GET', `/reports/${saved.id}/?version=1`);
    expect(first.body.form.applications[0]?.useRate).toBe('32 fl oz/acre');
    const latest = await api.call<Report>(grower.access, 'GET', `/reports/${saved.id}/`);
    expect(latest.body.version).toBe(2);
  });

  it("is not another account's to read, amend or print", async () => {
    const saved = (
      await api.call<Report>(grower.access, 'POST', '/reports/', { field: field.uuid, form: filled() })
    ).body;
    const other = await api.session();
    expect((await api.call(other.access, 'GET', `/reports/${saved.id}/`)).status).toBe(404);
    expect((await api.call(other.access, 'GET', `/reports/${saved.id}/versions/`)).status).toBe(404);
    expect((await api.call(other.access, 'GET', `/reports/${saved.id}/pdf/`)).status).toBe(404);
    expect((await api.call(other.access, 'GET', `/reports/${saved.id}/map.svg`)).status).toBe(404);
    const put = await api.call(other.access, 'PUT', `/reports/${saved.id}/`, {
      form: filled(),
      change_reason: 'x',
    });
    expect(put.status).toBe(404);
    expect((await api.call(grower.access, 'GET', `/reports/${saved.id}/?version=9`)).body).toMatchObject({
      errors: ['This report has no such version.'],
    });
  });

  it('outlives its field, with the field as it was', async () => {
    const doomed = await claim(grower.access, free[1] as string, 'North eighty');
    const saved = (
      await api.call<Report>(grower.access, 'POST', '/reports/', { field: doomed.uuid, form: filled() })
    ).body;
    expect((await api.call(grower.access, 'DELETE', `/farms/fields/${doomed.uuid}/`)).status).toBe(204);
    const kept = await api.call<Report>(grower.access, 'GET', `/reports/${saved.id}/`);
    expect(kept.body).toMatchObject({ field: null, field_name: 'North eighty' });
    const pdf = await fetch(`${api.url}/reports/${saved.id}/pdf/`, {
      headers: { authorization: `Bearer ${grower.access}` },
    });
    expect(pdf.status).toBe(200);
  });
});

describe('the printed report', () => {
  it('is a PDF naming the field, the date in US long form, times as hour:minute, and every value', async () => {
    const neighbour = await claim(grower.access, free[2] as string, 'Home place');
    expect(neighbour.name).toBe('Home place');
    const saved = (
      await api.call<Report>(grower.access, 'POST', '/reports/', { field: field.uuid, form: filled() })
    ).body;
    const response = await fetch(`${api.url}/reports/${saved.id}/pdf/`, {
      headers: { authorization: `Bearer ${grower.access}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    for (const expected of [
      'Application Summary Report',
      'Creek quarter',
      'Application date: November 23, 2026',
      // In the field's own zone, named: Kansas in November is on Central Standard Time.
      '8:30 AM CST',
      '10:15 AM CST',
      'KS-C-12345',
      'Enlist One',
      '62719-695',
      '32 fl oz/acre',
      '524-537',
      '6 mph from NNW',
      'TeeJet',
      'TTI',
      '40 psi',
      '20 in.',
      'UC (ASABE S572)',
      'Drift zone (about',
      'Saved by Ada Grower',
      /Saved by Ada Grower on \w+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[SD]T/,
      `version 1 of 1`,
    ])
      if (typeof expected === 'string') expect(text).toContain(expected);
      else expect(text).toMatch(expected);
  });

  it('keeps an application that ends after midnight, and prints its end with the next day', async () => {
    const form = filled();
    form.generalInfo = {
      ...form.generalInfo,
      applicationStart: '23:30',
      applicationStop: '00:30',
      applicationStopsNextDay: true,
    };
    const saved = await api.call<Report & { time_zone: string; time_zone_name: string }>(
      grower.access,
      'POST',
      '/reports/',
      { field: field.uuid, form },
    );
    expect(saved.status).toBe(201);
    expect(saved.body.form.generalInfo.applicationStopsNextDay).toBe(true);
    expect(saved.body).toMatchObject({ time_zone: 'America/Chicago', time_zone_name: 'CST' });
    const response = await fetch(`${api.url}/reports/${saved.body.id}/pdf/`, {
      headers: { authorization: `Bearer ${grower.access}` },
    });
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('11:30 PM CST');
    expect(text).toContain('12:30 AM CST, November 24, 2026');
  });

  it('shows on the print page as SVG: the same map as the PDF, labelled, with north, scale and legend', async () => {
    const saved = (
      await api.call<Report>(grower.access, 'POST', '/reports/', { field: field.uuid, form: filled() })
    ).body;
    const response = await fetch(`${api.url}/reports/${saved.id}/map.svg`, {
      headers: { authorization: `Bearer ${grower.access}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // The field on top, labelled; free CLU outlines around it; the drift zone in the legend.
    expect(svg).toContain('>Creek quarter</text>');
    expect(svg).toContain('fill="none"');
    expect(svg).toContain('Drift zone (about');
    expect(svg).toContain('>N</text>');
    expect(svg).toMatch(/>\d+ k?m<\/text>/);
    expect(svg.match(/<path /g)?.length).toBeGreaterThan(3);
    expect(svg).not.toContain('<script');
  });

  it('draws the free land beside the field on which the grower noted a crop', async () => {
    await api.db.query(
      `INSERT INTO adjacent_traits (account_id, adjecent_uuid, crop_id, crop_trait_id)
       SELECT u.account_id, c.uuid, t.crop_id, t.id
       FROM users u, fields f, clu_fields c, crop_traits t JOIN crops cr ON cr.id = t.crop_id
       WHERE u.uuid = $1 AND f.uuid = $2 AND c.uuid <> f.clu_uuid AND ST_Touches(c.geom, f.geom)
         AND NOT EXISTS (SELECT 1 FROM fields x WHERE x.clu_uuid = c.uuid)
         AND cr.name = 'grape' AND t.trait_name = 'Conventional'
       LIMIT 1`,
      [grower.uuid, field.uuid],
    );
    const saved = (
      await api.call<Report>(grower.access, 'POST', '/reports/', { field: field.uuid, form: filled() })
    ).body;
    const svg = await (
      await fetch(`${api.url}/reports/${saved.id}/map.svg`, {
        headers: { authorization: `Bearer ${grower.access}` },
      })
    ).text();
    expect(svg).toContain('Free land, crop noted by you');
    expect(svg).toContain('fill="#e9ecef"');
  });
});

describe('a saved version as a record', () => {
  const download = async (path: string) => {
    const response = await fetch(`${api.url}${path}`, {
      headers: { authorization: `Bearer ${grower.access}` },
    });
    expect(response.status).toBe(200);
    return new Uint8Array(await response.arrayBuffer());
  };

  it('prints the same bytes after its field is reshaped, renamed and deleted, a neighbour re-cropped and the product re-labelled', async () => {
    // Two free CLU polygons side by side: the sprayed field, and the grower's field beside it.
    const [pair] = await api.db.query<{ a: string; b: string }>(
      `SELECT a.uuid AS a, b.uuid AS b FROM clu_fields a JOIN clu_fields b
         ON a.uuid < b.uuid AND ST_DWithin(a.geom::geography, b.geom::geography, 50)
       WHERE NOT EXISTS (SELECT 1 FROM fields f WHERE ST_Intersects(f.geom, a.geom) OR ST_Intersects(f.geom, b.geom))
       LIMIT 1`,
    );
    const sprayed = await claim(grower.access, pair?.a as string, 'Frozen forty');
    const beside = await claim(grower.access, pair?.b as string, 'Beside it');
    const [soybean, corn] = await api.db.query<{ id: number }>(
      "SELECT id FROM crops WHERE name IN ('soybean', 'corn') ORDER BY name DESC",
    );
    await api.call(grower.access, 'PATCH', `/farms/fields/${beside.uuid}/`, { crop: Number(soybean?.id) });
    const form = filled();
    form.applications = [
      {
        productName: 'AAtrex 4L',
        epaRegNumber: '100-497',
        useRate: '1 qt/acre',
        totalAmount: 10,
        totalAmountUnit: 'qt',
      },
    ];
    const saved = await api.call<Report & { record: { sections: unknown[] } }>(
      grower.access,
      'POST',
      '/reports/',
      {
        field: sprayed.uuid,
        form,
      },
    );
    expect(saved.status).toBe(201);
    const pdfBefore = await download(`/reports/${saved.body.id}/pdf/?version=1`);
    const svgBefore = new TextDecoder().decode(await download(`/reports/${saved.body.id}/map.svg?version=1`));
    const textBefore = await pdfText(pdfBefore);
    expect(textBefore).toContain('AAtrex 4L (RUP)');
    expect(textBefore).toContain('Frozen forty');
    expect(svgBefore).toContain('Beside it: soybean');

    // The world changes: the field is halved and renamed, the field beside it is re-cropped, the
    // catalogue no longer marks the product restricted, and the field is deleted.
    const [half] = await api.db.query<{ geometry: string }>(
      `SELECT ST_AsGeoJSON(ST_Multi(ST_Intersection(geom, ST_Envelope(ST_Collect(ST_Centroid(geom), ST_PointN(ST_ExteriorRing(ST_GeometryN(geom, 1)), 1))))), 7) AS geometry
       FROM fields WHERE uuid = $1`,
      [sprayed.uuid],
    );
    const reshaped = await api.call(grower.access, 'PATCH', `/farms/fields/${sprayed.uuid}/`, {
      name: 'Renamed half',
      mpoly: JSON.parse(half?.geometry as string).coordinates,
    });
    expect(reshaped.body).toMatchObject({ name: 'Renamed half' });
    expect(
      (await api.call(grower.access, 'PATCH', `/farms/fields/${beside.uuid}/`, { crop: Number(corn?.id) }))
        .status,
    ).toBe(200);
    await api.db.query(
      "UPDATE product_registrations SET restricted_use = false WHERE product_name = 'AAtrex 4L'",
    );
    try {
      expect((await api.call(grower.access, 'DELETE', `/farms/fields/${sprayed.uuid}/`)).status).toBe(204);
      const pdfAfter = await download(`/reports/${saved.body.id}/pdf/?version=1`);
      const svgAfter = new TextDecoder().decode(
        await download(`/reports/${saved.body.id}/map.svg?version=1`),
      );
      expect(svgAfter).toBe(svgBefore);
      expect(await pdfText(pdfAfter)).toBe(textBefore);
      expect(Buffer.from(pdfAfter).equals(Buffer.from(pdfBefore))).toBe(true);
    } finally {
      await api.db.query(
        "UPDATE product_registrations SET restricted_use = true WHERE product_name = 'AAtrex 4L'",
      );
    }
  });

  it('prints in the PDF every line the print view shows, word for word', async () => {
    const saved = await api.call<Report & { record: RecordLines }>(grower.access, 'POST', '/reports/', {
      field: field.uuid,
      form: filled(),
    });
    const record = saved.body.record;
    const text = (await pdfText(await download(`/reports/${saved.body.id}/pdf/`))).replace(/\s+/g, ' ');
    const lines = [
      record.title,
      record.fieldName,
      record.farmLine,
      record.dateLine,
      record.versionLine,
      ...record.sections.flatMap((section) => [
        section.title,
        ...section.rows.flatMap((row) => [row.label, row.value]),
      ]),
      ...record.products.columns,
      ...record.products.rows.flat(),
      record.driftLine,
      record.footer,
    ];
    expect(lines).toContain('TeeJet TTI (Turbo TeeJet Induction)');
    expect(lines).toContain('Measured and entered by the applicator');
    for (const line of lines) expect(text).toContain(line.replace(/\s+/g, ' '));
  });
});

describe('a report after "Start spraying"', () => {
  it("starts from what was measured at boom height, named so, at the spray's times on the field's clock", async () => {
    const sprayer = await api.session({ fullName: 'Lee Sprayer' });
    const [clu] = await api.db.query<{ uuid: string }>(
      'SELECT c.uuid FROM clu_fields c WHERE NOT EXISTS (SELECT 1 FROM fields f WHERE ST_Intersects(f.geom, c.geom)) LIMIT 1',
    );
    const claimed = await api.call<{ uuid: string; farm: number }>(
      sprayer.access,
      'PATCH',
      `/farms/fields/${clu?.uuid}/claim/`,
      { name: 'Sprayed today', legal_confirmed: true },
    );
    const startedAt = new Date(Date.now() - 2 * 3600_000);
    startedAt.setUTCSeconds(0, 0);
    const started = await api.call(
      sprayer.access,
      'PUT',
      `/events/farms/${claimed.body.farm}/spray-planner/`,
      {
        herbicide_groups: [9],
        fields: [claimed.body.uuid],
        measured_wind_mph: 7,
        measured_wind_direction: 'SW',
        measured_temperature_f: 72,
        started_at: startedAt.toISOString(),
        confirm_forecast: true,
      },
    );
    expect(started.status).toBe(200);
    expect(
      (await api.call(sprayer.access, 'DELETE', `/events/farms/${claimed.body.farm}/spray-planner/`)).status,
    ).toBeLessThan(300);

    const draft = await api.call<{ form: ReportForm; time_zone: string }>(
      sprayer.access,
      'GET',
      `/reports/draft/?field=${claimed.body.uuid}`,
    );
    expect(draft.body.form.weather).toMatchObject({
      temperature: 72,
      windSpeed: 7,
      windDirection: 'SW',
      source: 'spray-start',
    });
    const clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: draft.body.time_zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    expect(draft.body.form.generalInfo.applicationStart).toBe(clock.format(startedAt));
    expect(draft.body.form.generalInfo.applicationStop).toMatch(/^\d{2}:\d{2}$/);
  });
});

describe('a report made in god mode', () => {
  it('starts with the applicator empty, and its save is audited under the retailer for the grower', async () => {
    const owner = await api.session({ plan: 'B', fullName: 'Dana Miller' });
    const retailer = await api.session({ agRetailer: true, fullName: 'Sam Ortiz' });
    await api.db.query('INSERT INTO ag_retailer_relations (grower_uuid, retailer_uuid) VALUES ($1, $2)', [
      owner.uuid,
      retailer.uuid,
    ]);
    const godMode = await api.tokenFor(owner.uuid, retailer.uuid);
    const [clu] = await api.db.query<{ uuid: string }>(
      'SELECT c.uuid FROM clu_fields c WHERE NOT EXISTS (SELECT 1 FROM fields f WHERE ST_Intersects(f.geom, c.geom)) LIMIT 1',
    );
    const claimed = await api.call<{ uuid: string }>(godMode, 'PATCH', `/farms/fields/${clu?.uuid}/claim/`, {
      name: 'Miller north',
      legal_confirmed: true,
    });
    expect(claimed.status).toBe(200);
    const draft = await api.call<{ on_behalf: boolean; form: ReportForm }>(
      godMode,
      'GET',
      `/reports/draft/?field=${claimed.body.uuid}`,
    );
    expect(draft.body).toMatchObject({ on_behalf: true, form: { generalInfo: { applicator: '' } } });
    const mine = await api.call<{ on_behalf: boolean }>(
      owner.access,
      'GET',
      `/reports/draft/?field=${claimed.body.uuid}`,
    );
    expect(mine.body.on_behalf).toBe(false);

    const saved = await api.call<Report>(godMode, 'POST', '/reports/', {
      field: claimed.body.uuid,
      form: { ...filled(), generalInfo: { ...filled().generalInfo, applicator: 'Sam Ortiz' } },
    });
    expect(saved.status).toBe(201);
    const entries = await api.db.query<{
      actor_uuid: string;
      account_uuid: string;
      detail: Record<string, unknown>;
    }>(
      "SELECT actor_uuid, account_uuid, detail FROM audit_log WHERE action = 'report.saved' AND account_uuid = $1",
      [owner.uuid],
    );
    expect(entries).toEqual([
      {
        actor_uuid: retailer.uuid,
        account_uuid: owner.uuid,
        detail: { report: saved.body.id, version: 1, field: 'Miller north', god_mode: true },
      },
    ]);
  });
});

describe("a season's records", () => {
  it('export as one CSV row per product applied with every element, and as one PDF of the reports, in order', async () => {
    const keeper = await api.session({ fullName: 'Kim Keeper' });
    const [clu] = await api.db.query<{ uuid: string }>(
      'SELECT c.uuid FROM clu_fields c WHERE NOT EXISTS (SELECT 1 FROM fields f WHERE ST_Intersects(f.geom, c.geom)) LIMIT 1',
    );
    const claimed = await api.call<{ uuid: string; farm: number }>(
      keeper.access,
      'PATCH',
      `/farms/fields/${clu?.uuid}/claim/`,
      {
        name: 'Season field',
        legal_confirmed: true,
      },
    );
    const saveOn = async (reportDate: string) =>
      (
        await api.call<Report>(keeper.access, 'POST', '/reports/', {
          field: claimed.body.uuid,
          form: { ...filled(), reportDate },
        })
      ).body;
    const may = await saveOn('2026-05-20');
    const june = await saveOn('2026-06-02');
    await saveOn('2025-09-01');
    const query = `from=2026-04-01&to=2026-10-31&farm=${claimed.body.farm}`;
    const csv = await fetch(`${api.url}/reports/season.csv?${query}`, {
      headers: { authorization: `Bearer ${keeper.access}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const header = lines[0]?.split(',') ?? [];
    for (const element of [
      'product',
      'epa_reg_no',
      'restricted_use',
      'total_amount',
      'total_amount_unit',
      'crop_or_site',
      'area_treated_acres',
      'county',
      'state',
      'latitude',
      'certified_applicator',
      'certification_number',
      'weather_source',
      'end_wind_mph',
      'carrier_gpa',
      'downwind_buffer_ft',
      'registry_checked_on',
      'neighbours_told',
    ])
      expect(header).toContain(element);
    // Two reports in range, two products each, the earliest first; the 2025 report left out.
    expect(lines).toHaveLength(5);
    const cell = (line: string | undefined, name: string) => line?.split(',')[header.indexOf(name)];
    expect(lines.slice(1).map((line) => cell(line, 'report'))).toEqual([
      String(may.id),
      String(may.id),
      String(june.id),
      String(june.id),
    ]);
    expect(cell(lines[1], 'product')).toBe('Enlist One');
    expect(cell(lines[1], 'crop_or_site')).toBe('soybean');
    expect(cell(lines[1], 'state')).toBe('Kansas');

    const pdf = await fetch(`${api.url}/reports/season.pdf?${query}`, {
      headers: { authorization: `Bearer ${keeper.access}` },
    });
    expect(pdf.status).toBe(200);
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text.indexOf('Application date: May 20, 2026')).toBeGreaterThan(-1);
    expect(text.indexOf('Application date: June 2, 2026')).toBeGreaterThan(text.indexOf('May 20, 2026'));
    expect(text).not.toContain('September 1, 2025');

    // Another account's farm gives nothing of it; a reversed range is refused, naming the input.
    const other = await fetch(`${api.url}/reports/season.csv?${query}`, {
      headers: { authorization: `Bearer ${grower.access}` },
    });
    expect(await other.text()).not.toContain('Season field');
    const reversed = await api.call<Problems>(
      keeper.access,
      'GET',
      '/reports/season.csv?from=2026-10-31&to=2026-04-01',
    );
    expect(reversed).toMatchObject({
      status: 400,
      body: { errors: ['The first day of the range must not be after its last day.'] },
    });
  });
});

type RecordLines = {
  title: string;
  fieldName: string;
  farmLine: string;
  dateLine: string;
  versionLine: string;
  sections: { title: string; rows: { label: string; value: string }[] }[];
  products: { columns: string[]; rows: string[][] };
  driftLine: string;
  footer: string;
};

async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({
    data: bytes,
    isEvalSupported: false,
    standardFontDataUrl: `${resolve(import.meta.dirname, '../../../../node_modules/pdfjs-dist/standard_fonts')}/`,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  await document.destroy();
  return pages.join('\n');
}
