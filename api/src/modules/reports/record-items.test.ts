import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { normaliseForm, reportForm } from './form';
import { dicambaRecordGiven, sampleReportForm } from './form.testing';
import { recordText } from './printed';
import { seasonCsv } from './season';

// REPORTS_SOURCES.md lists the record item by item, rule by rule, with the form path, the CSV
// column and the printed label of each. This walks that table against the form's schema, the
// season CSV's header and a printed record, so the table cannot promise what the product lacks.

const table = (() => {
  const text = readFileSync(resolve(import.meta.dirname, '../../../migrations/REPORTS_SOURCES.md'), 'utf8');
  const section = text.slice(text.indexOf('## The record, item by item'));
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| source') && !line.startsWith('| ---'))
    .map((line) => {
      const [source, item, formPath, csv, printed, required] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      return { source, item, formPath, csv, printed, required } as Record<string, string>;
    });
})();
const ticked = (cell: string | undefined) =>
  [...(cell ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');

/** The JSON schema node at a form path ('applications.N.productName'), or undefined. */
function schemaAt(path: string): unknown {
  const schema = z.toJSONSchema(reportForm, { io: 'input' });
  // biome-ignore lint/suspicious/noExplicitAny: JSON schema nodes are walked by key
  const resolved = (node: any): any => {
    let at = node;
    while (at?.$ref || at?.anyOf) {
      at = at.$ref
        ? schema.$defs?.[String(at.$ref).replace('#/$defs/', '')]
        : at.anyOf.find((each: { type?: string }) => each.type !== 'null');
    }
    return at;
  };
  let node = resolved(schema);
  for (const key of path.split('.')) node = resolved(key === 'N' ? node?.items : node?.properties?.[key]);
  return node;
}

const printedLabels = (() => {
  const form = sampleReportForm({
    applications: [
      { productName: 'Stryax', epaRegNumber: '264-1241', useRate: '22 fl oz/acre', totalAmount: 10 },
    ],
  });
  form.generalInfo = {
    ...form.generalInfo,
    commercial: true,
    customerName: 'Jo Customer',
    customerAddress: '1 Main St',
    supervisedApplicators: 'Sam Helper',
  };
  form.dicambaRecord = { ...dicambaRecordGiven(), bufferReduction: 'a hooded sprayer (Table 9.2)' };
  form.site = {
    ...form.site,
    fsaFarmNumber: '12',
    fsaTractNumber: '3',
    fsaFieldNumber: '4',
  } as typeof form.site;
  const record = recordText({
    report_id: 1,
    version: 1,
    versions: 1,
    field_name: 'North',
    farm_name: 'Farm',
    acres: 80,
    saved_by_name: 'Ada',
    saved_at: new Date('2026-06-02T15:00:00Z'),
    change_reason: null,
    form: normaliseForm(form),
    printed: {
      surroundings: { fields: [], freeClus: [], notedLand: [] },
      drift: null,
      nozzleTypeName: null,
      location: { state: 'Kansas', county: 'Reno County', countyFips: '20155', lat: 38, lng: -98 },
      products: [{ restrictedUse: true }],
      timeZone: 'America/Chicago',
    },
  });
  return new Set([
    ...record.sections.flatMap((section) => section.rows.map((row) => row.label)),
    ...record.products.columns,
    record.dateLine.split(':')[0] ?? '',
  ]);
})();

describe('the record items of REPORTS_SOURCES.md', () => {
  it('has a row for each of 7 CFR 110.3(a)(1)-(5), 40 CFR 171.303(b)(7) and the 24 items of the 2026 label', () => {
    const sources = new Set(table.map((row) => row.source));
    for (const paragraph of ['(1)', '(2)', '(3)', '(4)', '(5)'])
      expect(sources).toContain(`7 CFR 110.3(a)${paragraph}`);
    for (let item = 1; item <= 24; item++) expect(sources).toContain(`Stryax 2026, item ${item}`);
    expect(sources).toContain('40 CFR 171.303(b)(7)');
    // 7 CFR 110.3(a) has five paragraphs: nothing cites a sixth or seventh.
    expect(table.filter((row) => /110\.3\(a\)\([6-9]\)/.test(row.source ?? ''))).toEqual([]);
  });

  it("names only form paths in the form's schema, columns in the season CSV and labels the record prints", () => {
    const header = seasonCsv([])
      .replace(/^\uFEFF/, '')
      .trim()
      .split(',')
      .map((cell) => cell.replace(/"/g, ''));
    for (const row of table) {
      if (row.formPath === '—') continue;
      for (const path of ticked(row.formPath)) expect(schemaAt(path), `${row.source}: ${path}`).toBeDefined();
      for (const column of ticked(row.csv)) expect(header, `${row.source}: ${column}`).toContain(column);
      for (const label of (row.printed ?? '').split('; '))
        expect(printedLabels, `${row.source}: ${label}`).toContain(label);
    }
  });

  it('says which items the record does not hold yet, and no more', () => {
    const missing = table.filter((row) => row.formPath === '—');
    for (const row of missing) expect(row.required).toMatch(/^not recorded yet/);
    expect(missing.map((row) => row.source)).toEqual([
      'Stryax 2026, item 8',
      'Stryax 2026, item 13',
      'Stryax 2026, item 14',
      'Stryax 2026, item 22',
    ]);
    // Item 22's row not held is the NWS forecast's highs; its readings at each refill are held.
    expect(missing.find((row) => row.source === 'Stryax 2026, item 22')?.item).toMatch(/NWS forecast/);
  });
});
