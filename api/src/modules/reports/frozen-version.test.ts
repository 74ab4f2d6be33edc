import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { normaliseForm, type ReportForm } from './form';
import { dicambaRecordGiven } from './form.testing';
import golden from './frozen-version.golden.json';
import { STORED_BEFORE_ITEMS_11_24 } from './frozen-version.testing';
import { reportPdf } from './pdf';
import { recordText } from './printed';
import { seasonCsv } from './season';

// A saved version is frozen: one saved before the 2026 dicamba record items 11-24 existed prints
// exactly as it did. frozen-version.golden.json is what the code before them (commit 6397413)
// printed for the rows of frozen-version.testing.ts: each record's every line and the SHA-256 of
// its PDF. The print view shows the record's lines as they are, so the two are compared here.

const printable = (name: keyof typeof STORED_BEFORE_ITEMS_11_24, change?: (form: ReportForm) => void) => {
  const stored = structuredClone(STORED_BEFORE_ITEMS_11_24[name]);
  const form = stored.form as unknown as ReportForm;
  change?.(form);
  return { ...stored, form: normaliseForm(form) };
};

describe('a version saved before the dicamba record items 11-24', () => {
  for (const name of ['stryax', 'enlist'] as const)
    it(`prints its ${name} record and PDF exactly as before`, async () => {
      const report = printable(name);
      expect(recordText(report)).toEqual(golden[name].record);
      const pdf = await reportPdf(report);
      expect(createHash('sha256').update(pdf).digest('hex')).toBe(golden[name].pdfSha256);
    });

  it('leaves the new columns of the season CSV empty, and prints the items once given', async () => {
    const csv = seasonCsv([{ ...printable('stryax'), pdf_sha256: null }]);
    // A cell is quoted when it holds a comma or a quote; '""' inside is one quote.
    const cells = (line: string) =>
      [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((match) =>
        (match[1] ?? '').replace(/^"|"$/g, '').replace(/""/g, '"'),
      );
    const [header, row] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map(cells);
    const cell = (name: string) => row?.[header?.indexOf(name) ?? -1];
    for (const column of [
      'dicamba_training_provider',
      'application_timing',
      'refill_times',
      'runoff_mitigation_points',
    ])
      expect(cell(column), column).toBe('');

    const given = printable('stryax', (form) => {
      form.dicambaRecord = {
        ...dicambaRecordGiven(),
        refills: [
          { time: '09:40', temperature: 84, windSpeed: 7, windDirection: 'SSW' },
          { time: '10:05', temperature: 86, windSpeed: 8, windDirection: 'S' },
        ],
      };
    });
    const section = recordText(given).sections.find(
      (each) => each.title === 'Over-the-top dicamba record (2026 label)',
    );
    expect(section?.rows).toEqual([
      { label: 'Dicamba training', value: 'University of Missouri Extension, completed March 2, 2026' },
      { label: 'Application timing', value: 'Postemergence (after the crop emerged)' },
      { label: 'Registry consulted', value: 'FieldWatch' },
      { label: 'Adjacent fields surveyed', value: 'June 1, 2026, for sensitive areas and plants' },
      { label: 'Areas within the buffer', value: 'the grass waterway on the east edge' },
      {
        label: 'Sprayer clean-out',
        value: 'June 1, 2026, triple rinse with ammonia cleaner, as section 15.0 directs',
      },
      { label: 'Runoff/erosion points', value: 'no-till (2 points), this record (1 point)' },
      { label: 'Tank refill', value: '1. 9:40 AM CDT: 84 °F at boom height, wind 7 mph from SSW' },
      { label: 'Tank refill', value: '2. 10:05 AM CDT: 86 °F at boom height, wind 8 mph from S' },
    ]);
    const filled = seasonCsv([{ ...given, pdf_sha256: null }]);
    expect(filled).toContain('09:40 | 10:05');
    expect(filled).toContain('84 | 86');
    expect(filled).toContain('SSW | S');
  });
});
