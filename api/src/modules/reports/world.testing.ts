import { resolve } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { writeDemoRegion } from '../clu/seed';
import type { ReportForm } from './form';
import { ENLIST_ONE, sampleReportForm } from './form.testing';

// A grower saves an Application Summary Report of a field, lists and reopens it, amends it
// (the earlier version stays), and prints it as a PDF whose text a reader can find.
export type Report = {
  id: number;
  field: string | null;
  field_name: string;
  version: number;
  versions: number;
  change_reason: string | null;
  form: ReportForm;
};
export type Problems = { errors: string[]; fields?: Record<string, string[]> };

export let api: TestApi;
export let grower: { access: string; uuid: string };
export let field: { uuid: string; name: string };
export let free: string[];

/** Starts the api on a demo region with a grower and its field, for the file's tests. */
export function useReportFixtures() {
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
}

export async function claimOn(other: TestApi, access: string, clu: string): Promise<string> {
  return (
    await other.call<{ uuid: string }>(access, 'PATCH', `/farms/fields/${clu}/claim/`, {
      name: 'Far field',
      legal_confirmed: true,
    })
  ).body.uuid;
}

export async function claim(access: string, clu: string, name: string) {
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

export const filled = (): ReportForm =>
  sampleReportForm({
    applications: [
      { ...ENLIST_ONE },
      { productName: 'Roundup WeatherMAX', epaRegNumber: 'EPA Reg. No. 524-537', useRate: '22 fl oz/acre' },
    ],
  });
export type RecordLines = {
  title: string;
  fieldName: string;
  farmLine: string;
  dateLine: string;
  versionLine: string;
  laterVersion: string | null;
  sections: { title: string; rows: { label: string; value: string }[] }[];
  products: { columns: string[]; rows: string[][] };
  driftLine: string;
  footer: string;
};

export async function pdfText(bytes: Uint8Array): Promise<string> {
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
