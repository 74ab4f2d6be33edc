import { describe, expect, it } from 'vitest';
import { api, filled, grower, type Problems, pdfText, type Report, useReportFixtures } from './world.testing';

// A season's records, as CSV and as one PDF.
useReportFixtures();

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
