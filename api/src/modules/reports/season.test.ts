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
    const saveOn = async (reportDate: string, neighboursNotified = '') => {
      const form = filled();
      return (
        await api.call<Report>(keeper.access, 'POST', '/reports/', {
          field: claimed.body.uuid,
          form: { ...form, reportDate, generalInfo: { ...form.generalInfo, neighboursNotified } },
        })
      ).body;
    };
    const may = await saveOn('2026-05-20', '=HYPERLINK("http://x","y")');
    const june = await saveOn('2026-06-02');
    await saveOn('2025-09-01');
    const query = `from=2026-04-01&to=2026-10-31&farm=${claimed.body.farm}`;
    const csv = await fetch(`${api.url}/reports/season.csv?${query}`, {
      headers: { authorization: `Bearer ${keeper.access}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await csv.arrayBuffer());
    // What the grower typed as a formula is a quoted text cell a spreadsheet does not run.
    expect(bytes.includes(Buffer.from(',"\'=HYPERLINK(""http://x"",""y"")",'))).toBe(true);
    expect(bytes.includes(Buffer.from(',=HYPERLINK'))).toBe(false);
    const lines = csvRows(bytes.toString('utf8').replace(/^\uFEFF/, ''));
    const header = lines[0] ?? [];
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
    const cell = (line: string[] | undefined, name: string) => line?.[header.indexOf(name)];
    expect(lines.slice(1).map((line) => cell(line, 'report'))).toEqual([
      String(may.id),
      String(may.id),
      String(june.id),
      String(june.id),
    ]);
    expect(cell(lines[1], 'product')).toBe('Enlist One');
    expect(cell(lines[1], 'crop_or_site')).toBe('soybean');
    expect(cell(lines[1], 'state')).toBe('Kansas');
    expect(cell(lines[1], 'neighbours_told')).toBe('\'=HYPERLINK("http://x","y")');
    expect(Number(cell(lines[1], 'longitude'))).toBeLessThan(0);

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

/** The rows of an RFC 4180 CSV, each a list of its cells' text. */
function csvRows(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < csv.length; at++) {
    const char = csv[at];
    if (quoted) {
      if (char === '"' && csv[at + 1] === '"') {
        cell += '"';
        at++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && csv[at + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      at++;
    } else cell += char;
  }
  return rows;
}
