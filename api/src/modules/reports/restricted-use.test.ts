import { describe, expect, it } from 'vitest';
import { RESTRICTED_USE_NOT_KNOWN } from './printed';
import {
  api,
  field,
  filled,
  grower,
  type Problems,
  pdfText,
  type RecordLines,
  type Report,
  useReportFixtures,
} from './world.testing';

// Restricted use judged from the product's registration data (issue 51, item 2), not from the
// catalogue's list of six names: a report of Acuron, whose label reads "RESTRICTED USE PESTICIDE"
// and which no catalogue row marks, asks for what 7 CFR 110.3(a)(2) and (a)(5) ask.
useReportFixtures();

describe('a report of a restricted-use product the catalogue rows do not mark', () => {
  it('asks Acuron for the certification number and the total amount, saves nothing without them, and prints it as RUP', async () => {
    const [catalogued] = await api.db.query<{ count: string }>(
      "SELECT count(*) FROM product_registrations WHERE product_name ILIKE 'acuron%' AND restricted_use",
    );
    expect(Number(catalogued?.count)).toBe(0);
    const before = (await api.db.query('SELECT 1 FROM reports')).length;
    const form = filled();
    form.generalInfo.applicatorLicenseNumber = '';
    // The number as a grower might type it; no catalogue row has it, so only the name can tell.
    form.applications = [{ productName: 'Acuron', epaRegNumber: '100-1466', useRate: '2.5 qt/acre' }];
    const refused = await api.call<Problems>(grower.access, 'POST', '/reports/', { field: field.uuid, form });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toMatchObject({
      'generalInfo.applicatorLicenseNumber': [
        "Enter the certified applicator's certification number: Acuron is a restricted-use pesticide.",
      ],
      'applications.0.totalAmount': [
        'Enter the total amount of Acuron applied, with its unit: it is a restricted-use pesticide.',
      ],
    });
    expect((await api.db.query('SELECT 1 FROM reports')).length).toBe(before);

    form.generalInfo.applicatorLicenseNumber = 'KS-40211';
    form.applications = [{ ...form.applications[0]!, totalAmount: 50, totalAmountUnit: 'qt' }];
    const saved = await api.call<Report & { record: RecordLines }>(grower.access, 'POST', '/reports/', {
      field: field.uuid,
      form,
    });
    expect(saved.status).toBe(201);
    expect(saved.body.record.products.rows[0]?.[0]).toBe('Acuron (RUP)');
    const pdf = await fetch(`${api.url}/reports/${saved.body.id}/pdf/`, {
      headers: { authorization: `Bearer ${grower.access}` },
    });
    const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(text).toContain('Acuron (RUP)');
    expect(text).toContain('KS-40211');
  });

  it('says of a product nothing here knows that its restricted use is not known, never that it is general use', async () => {
    const form = filled();
    form.reportDate = '2026-11-24';
    form.applications = [
      { productName: 'Zorbex 7', epaRegNumber: '99999-1', useRate: '1 pt/acre' },
      { productName: 'Dual II Magnum', epaRegNumber: '100-818', useRate: '1.33 pt/acre' },
    ];
    const saved = await api.call<Report & { record: RecordLines & { products: { note: string | null } } }>(
      grower.access,
      'POST',
      '/reports/',
      { field: field.uuid, form },
    );
    expect(saved.status).toBe(201);
    expect(saved.body.record.products.rows.map((row) => row[0])).toEqual([
      'Zorbex 7 (RUP?)',
      'Dual II Magnum',
    ]);
    expect(saved.body.record.products.note).toBe(RESTRICTED_USE_NOT_KNOWN);
    const csv = await (
      await fetch(`${api.url}/reports/season.csv?from=2026-11-24&to=2026-11-24`, {
        headers: { authorization: `Bearer ${grower.access}` },
      })
    ).text();
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    const header = (lines[0] ?? '').split(',');
    const column = header.indexOf('"restricted_use"');
    const product = header.indexOf('"product"');
    const cells = lines
      .slice(1)
      .filter(Boolean)
      .map((line) => line.split(','))
      .map((cells) => [cells[product], cells[column]]);
    expect(cells).toEqual([
      ['"Zorbex 7"', '"not known"'],
      ['"Dual II Magnum"', '"no"'],
    ]);
  });
});
