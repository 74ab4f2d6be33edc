import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ReportPartsFragment } from '../../graphql/generated/graphql';
import { renderScreen } from '../../test-utils';
import { ReportPrintView } from './ReportPrintView';

// The print view prints the record's own lines, the ones the api prints in the PDF (the api's
// test compares those with the PDF's text), and nothing of its own making.
const record: NonNullable<ReportPartsFragment['record']> = {
  __typename: 'ReportRecord',
  title: 'Application Summary Report',
  fieldName: 'Creek quarter',
  farmLine: 'Prairie Farms · field of 80.00 ac.',
  dateLine: 'Application date: November 23, 2026',
  versionLine: 'Report 7, version 2',
  laterVersion: null,
  sections: [
    {
      __typename: 'ReportRecordSection',
      title: 'Site treated',
      rows: [
        { __typename: 'ReportRecordRow', label: 'Crop or site', value: 'soybean' },
        { __typename: 'ReportRecordRow', label: 'County, state', value: 'Reno County, Kansas' },
      ],
    },
    {
      __typename: 'ReportRecordSection',
      title: 'Weather at the start',
      rows: [
        { __typename: 'ReportRecordRow', label: 'Source', value: 'Measured and entered by the applicator' },
      ],
    },
    {
      __typename: 'ReportRecordSection',
      title: 'Equipment and drift control',
      rows: [
        { __typename: 'ReportRecordRow', label: 'Nozzle', value: 'TeeJet TTI (Turbo TeeJet Induction)' },
      ],
    },
  ],
  products: {
    __typename: 'ReportRecordProducts',
    columns: ['Product', 'EPA Reg. No.', 'Use rate', 'Total applied'],
    rows: [['AAtrex 4L (RUP)', '100-497', '1 qt/acre', '20 qt']],
    note: 'RUP: a restricted-use pesticide (40 CFR 152.175; records under 7 CFR 110).',
  },
  driftLine: 'Drift zone (about 120 ft downwind)',
  footer: 'Saved by Ada Grower on November 23, 2026, 10:40 AM CST. Amended: rate misread.',
};

describe('the print view', () => {
  it('shows every line of the record, word for word', async () => {
    window.print = vi.fn();
    const report = { id: 7, version: 2, mapUrl: '/map.svg', record } as ReportPartsFragment;
    renderScreen(<ReportPrintView report={report} onDone={() => {}} />);
    const page = await screen.findByRole('article', { name: 'Printable report' });
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
      record.products.note ?? '',
      record.footer,
    ];
    for (const line of lines) expect(page).toHaveTextContent(line);
  });

  it("says beside an earlier version that a later one exists, with the SHA-256 of the version's PDF", async () => {
    window.print = vi.fn();
    const sha = 'a'.repeat(64);
    const report = {
      id: 7,
      version: 1,
      mapUrl: '/map.svg',
      pdfSha256: sha,
      record: {
        ...record,
        versionLine: 'Report 7, version 1',
        laterVersion: 'A later version of this report exists: version 2 is the latest.',
      },
    } as ReportPartsFragment;
    renderScreen(<ReportPrintView report={report} onDone={() => {}} />);
    const page = await screen.findByRole('article', { name: 'Printable report' });
    expect(page).toHaveTextContent('A later version of this report exists: version 2 is the latest.');
    expect(page).toHaveTextContent(`SHA-256 of this version's PDF: ${sha}`);
  });
});
