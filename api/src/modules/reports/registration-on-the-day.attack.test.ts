import { describe, expect, it } from 'vitest';
import type { ReportForm } from './form';
import { dicambaRecordGiven } from './form.testing';
import {
  api,
  field,
  filled,
  grower,
  pdfText,
  type RecordLines,
  type Report,
  useReportFixtures,
} from './world.testing';

// A product applied under an EPA Reg. No. whose registration was not in force on the application
// day (XtendiMax 264-1210, vacated 6 Feb 2024; Stryax 264-1241, registered 6 Feb 2026) was saved and
// printed as any other: nothing in the record said so, though the product's registration data
// (spray-safety/products.json) holds each number's dates. Whether its stocks could still be used
// is EPA's existing-stocks order's to say (FIFRA section 6(a)(1)); the record states the fact, with
// what is not known here (a product registered again under a number not confirmed) said as such.
useReportFixtures();

const dicamba = (productName: string, epaRegNumber: string, reportDate: string): ReportForm => {
  const form = filled();
  form.reportDate = reportDate;
  form.generalInfo.applicatorLicenseNumber = 'KS-1';
  form.generalInfo.registryCheckedOn = reportDate;
  form.weather.atFinish = { temperature: 78, windSpeed: 6, windDirection: 'SSW' };
  form.equipment = { carrierGpa: 15, groundSpeedMph: 12, adjuvants: 'VaporGrip Xtra', downwindBufferFt: 240 };
  form.nozzle = { ...form.nozzle, dropletClass: 'UC', boomHeightTemp: 20 };
  form.applications = [
    { productName, epaRegNumber, useRate: '0.01 fl oz/acre', totalAmount: 1, totalAmountUnit: 'fl oz' },
  ];
  form.dicambaRecord = dicambaRecordGiven();
  return form;
};

async function saved(form: ReportForm) {
  const answer = await api.call<Report & { record: RecordLines & { products: { note: string | null } } }>(
    grower.access,
    'POST',
    '/reports/',
    { field: field.uuid, form },
  );
  expect(answer.status).toBe(201);
  return answer.body;
}

describe("a product's registration on the day of the application", () => {
  it('says that XtendiMax 264-1210 was no longer registered in June 2026, in the record and its PDF', async () => {
    const report = await saved(
      dicamba('XtendiMax with VaporGrip Technology', 'EPA Reg. No. 264-1210', '2026-06-01'),
    );
    const note = report.record.products.note ?? '';
    expect(note).toContain(
      'EPA Reg. No. 264-1210 was not registered on June 1, 2026: its registration ended on February 6, 2024',
    );
    const pdf = await fetch(`${api.url}/reports/${report.id}/pdf/`, {
      headers: { authorization: `Bearer ${grower.access}` },
    });
    const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(text).toContain('EPA Reg. No. 264-1210 was not registered on June 1, 2026');
    const csv = await (
      await fetch(`${api.url}/reports/season.csv?from=2026-06-01&to=2026-06-01`, {
        headers: { authorization: `Bearer ${grower.access}` },
      })
    ).text();
    const [header, row] = csv.replace(/^\uFEFF/, '').split('\r\n');
    const at = (header ?? '').split(',').indexOf('"registration_on_day"');
    expect(at).toBeGreaterThan(0);
    expect(row).toContain('"registration ended 2024-02-06"');
  });

  it('says Stryax was not yet registered in 2025', async () => {
    const report = await saved(dicamba('Stryax', '264-1241', '2025-06-01'));
    expect(report.record.products.note).toContain(
      'EPA Reg. No. 264-1241 was not yet registered on June 1, 2025: its registration began on February 6, 2026',
    );
  });

  it('says of Engenia 7969-472 in 2026 that its number ended, and that it was registered again under a number not known here', async () => {
    const report = await saved(dicamba('Engenia', '007969-00472', '2026-06-01'));
    const note = report.record.products.note ?? '';
    expect(note).toContain('EPA Reg. No. 007969-00472 was not registered on June 1, 2026');
    expect(note).toContain('Engenia was registered again on February 6, 2026 under a number not known here');
  });

  it('says nothing of a registration in force that day', async () => {
    const report = await saved(dicamba('Stryax', '264-1241', '2026-06-01'));
    expect(report.record.products.note ?? '').not.toContain('registered on');
  });
});
