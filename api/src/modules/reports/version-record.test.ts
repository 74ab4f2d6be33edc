import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  api,
  claim,
  field,
  filled,
  grower,
  pdfText,
  type RecordLines,
  type Report,
  useReportFixtures,
} from './world.testing';

// A saved version as a record: its file and hash never change, and later versions are said outside it.
useReportFixtures();

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

  it("keeps version 1's PDF byte for byte once version 2 is saved, and says beside it that a later one exists", async () => {
    const saved = await api.call<Report & { pdf_sha256: string }>(grower.access, 'POST', '/reports/', {
      field: field.uuid,
      form: filled(),
    });
    const first = await download(`/reports/${saved.body.id}/pdf/?version=1`);
    const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
    expect(saved.body.pdf_sha256).toBe(sha(first));

    const form = filled();
    form.applications[0] = {
      ...form.applications[0],
      useRate: '30 fl oz/acre',
    } as (typeof form.applications)[0];
    const amended = await api.call<Report & { pdf_sha256: string }>(
      grower.access,
      'PUT',
      `/reports/${saved.body.id}/`,
      { form, change_reason: 'Rate corrected from the tank log' },
    );
    expect(amended.status).toBe(200);
    const again = await download(`/reports/${saved.body.id}/pdf/?version=1`);
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    expect(await pdfText(again)).not.toContain('later version');

    // The product says it instead: the version list, with each version's file named by its hash.
    const versions = await api.call<(Report & { pdf_sha256: string; record: RecordLines })[]>(
      grower.access,
      'GET',
      `/reports/${saved.body.id}/versions/`,
    );
    const second = await download(`/reports/${saved.body.id}/pdf/?version=2`);
    expect(versions.body.map((each) => each.pdf_sha256)).toEqual([sha(first), sha(second)]);
    expect(versions.body[0]?.record.laterVersion).toBe(
      'A later version of this report exists: version 2 is the latest.',
    );
    expect(versions.body[1]?.record.laterVersion).toBeNull();
  });

  it('prints a reading kept from the forecast as forecast, with its issue time, and only a typed one as measured', async () => {
    const form = filled();
    // The applicator kept the forecast's temperature and wind and typed only the humidity.
    form.weather = {
      ...form.weather,
      source: 'nws',
      sources: { temperature: 'nws', humidity: 'applicator', windSpeed: 'nws', windDirection: 'nws' },
      forecastIssuedAt: '2026-11-23T12:00:00Z',
    };
    const saved = await api.call<Report & { record: RecordLines }>(grower.access, 'POST', '/reports/', {
      field: field.uuid,
      form,
    });
    expect(saved.status).toBe(201);
    const weather = saved.body.record.sections.find((section) => section.title === 'Weather at the start');
    const row = (label: string) => weather?.rows.find((each) => each.label === label)?.value;
    expect(row('Source')).not.toContain('Measured and entered by the applicator');
    expect(row('Temperature')).toMatch(
      /\(NWS forecast, not a measurement, issued November 23, 2026, 6:00 AM CST\)$/,
    );
    expect(row('Wind')).toContain('NWS forecast, not a measurement');
    expect(row('Relative humidity')).toMatch(/\(measured by the applicator\)$/);
    const text = (await pdfText(await download(`/reports/${saved.body.id}/pdf/`))).replace(/\s+/g, ' ');
    expect(text).toContain('NWS forecast, not a measurement, issued November 23, 2026, 6:00 AM CST');

    const csv = await (
      await fetch(`${api.url}/reports/season.csv?from=2026-11-23&to=2026-11-23`, {
        headers: { authorization: `Bearer ${grower.access}` },
      })
    ).text();
    const header = csv.replace(/^\uFEFF/, '').split('\r\n')[0] ?? '';
    for (const column of ['"temperature_source"', '"humidity_source"', '"forecast_issued_at"'])
      expect(header).toContain(column);
    expect(csv).toContain('"mixed (see each reading)"');
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
