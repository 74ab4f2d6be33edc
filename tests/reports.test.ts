import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDemoRegion } from '../api/src/modules/clu/seed';
import { sampleReportForm } from '../api/src/modules/reports/form.testing';
import { Client, type Stack, startStack } from './support';

// Reports through the gateway: the form saves as the spec names it, the api's messages come
// back as payload errors on the form's inputs, an amendment keeps the earlier version, and the
// browser downloads the PDF from its own origin with its session.
let stack: Stack;
let grower: { access: string };
let field: string;

beforeAll(async () => {
  stack = await startStack();
  await writeDemoRegion(stack.api.db, 20);
  const [clu] = await stack.api.db.query<{ uuid: string }>(
    'SELECT uuid FROM clu_fields ORDER BY uuid LIMIT 1',
  );
  grower = await stack.api.session({ fullName: 'Ada Grower' });
  field = (
    await stack.api.call<{ uuid: string }>(grower.access, 'PATCH', `/farms/fields/${clu?.uuid}/claim/`, {
      name: 'Creek quarter',
      legal_confirmed: true,
    })
  ).body.uuid;
});
afterAll(() => stack?.close());

const form = sampleReportForm();

const save = `mutation ($input: SaveReportInput!) {
  saveReport(input: $input) {
    ok errors { field message }
    report { id version fieldName pdfUrl mapUrl record { sections { title rows { label value } } } }
  }
}`;
const amend = `mutation ($input: AmendReportInput!) {
  amendReport(input: $input) { ok errors { field message } report { id version versions changeReason
    history { version form { applications { useRate } } } } }
}`;

type Saved = {
  saveReport: {
    ok: boolean;
    errors: { field: string | null; message: string }[];
    report: {
      id: number;
      version: number;
      fieldName: string;
      pdfUrl: string;
      mapUrl: string;
      record: { sections: { title: string; rows: { label: string; value: string }[] }[] } | null;
    } | null;
  };
};

describe('reports through the gateway', () => {
  it('serves the nozzle reference data', async () => {
    const client = new Client(stack.gateway.url, grower.access);
    const answer = await client.request<{
      nozzleReference: {
        pumpPressures: number[];
        dropletClasses: { name: string }[];
        manufacturers: { noozleTypes: { code: string }[] }[];
      };
    }>(
      '{ nozzleReference { pumpPressures dropletClasses { name } manufacturers { name noozleTypeCode noozleTypes { code } } } }',
    );
    expect(answer.data?.nozzleReference.pumpPressures).toHaveLength(10);
    expect(answer.data?.nozzleReference.dropletClasses.at(-1)?.name).toBe('Ultra Coarse');
    expect(answer.data?.nozzleReference.manufacturers).toHaveLength(7);
  });

  it('saves, refuses with the messages on their inputs, amends keeping the earlier version, and lists', async () => {
    const client = new Client(stack.gateway.url, grower.access);
    const bad = await client.request<Saved>(save, {
      input: { field, form: { ...form, generalInfo: { ...form.generalInfo, applicator: '' } } },
    });
    expect(bad.data?.saveReport).toMatchObject({
      ok: false,
      errors: [{ field: 'generalInfo.applicator', message: "Enter the applicator's name." }],
    });

    // Readings named as measured at "Start spraying" on a field never started: the server's 422,
    // beside the input it names, as the web form shows it.
    const unmeasured = await client.request<Saved>(save, {
      input: {
        field,
        form: {
          ...form,
          weather: { ...form.weather, sources: { ...form.weather.sources, temperature: 'spray-start' } },
        },
      },
    });
    expect(unmeasured.data?.saveReport.ok).toBe(false);
    expect(unmeasured.data?.saveReport.errors).toEqual([
      {
        field: 'weather.temperature',
        message: expect.stringContaining('is not what was measured at "Start spraying"'),
      },
    ]);

    const saved = await client.request<Saved>(save, { input: { field, form } });
    const report = saved.data?.saveReport.report;
    expect(report).toMatchObject({ version: 1, fieldName: 'Creek quarter' });
    // The record's lines come with it, as the PDF prints them: the site, and the weather's source.
    const lines = report?.record?.sections.flatMap((section) => section.rows) ?? [];
    expect(lines).toContainEqual({ label: 'Crop or site', value: 'soybean' });
    expect(lines).toContainEqual({ label: 'Source', value: 'Measured and entered by the applicator' });

    const changed = { ...form, applications: [{ ...form.applications[0], useRate: '24 fl oz/acre' }] };
    const amended = await client.request<{
      amendReport: {
        ok: boolean;
        report: {
          version: number;
          history: { version: number; form: { applications: { useRate: string }[] } }[];
        };
      };
    }>(amend, { input: { id: report?.id, form: changed, changeReason: 'Rate corrected' } });
    expect(
      amended.data?.amendReport.report.history.map((each) => each.form.applications[0]?.useRate),
    ).toEqual(['32 fl oz/acre', '24 fl oz/acre']);

    const list = await client.request<{
      reports: { meta: { total: number }; results: { id: number; version: number }[] };
    }>('query ($field: ID) { reports(field: $field) { meta { total totalPages } results { id version } } }', {
      field,
    });
    expect(list.data?.reports.results).toContainEqual({ id: report?.id, version: 2 });
  });

  it('downloads the PDF from the same origin for its owner only', async () => {
    const client = new Client(stack.gateway.url, grower.access);
    const saved = await client.request<Saved>(save, { input: { field, form } });
    const url = `${stack.gateway.url}${saved.data?.saveReport.report?.pdfUrl}`;
    const mine = await fetch(url, { headers: { authorization: `Bearer ${grower.access}` } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await mine.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const stranger = await stack.api.session();
    expect((await fetch(url, { headers: { authorization: `Bearer ${stranger.access}` } })).status).toBe(404);
    expect((await fetch(url)).status).toBe(401);
  });

  it("serves the print page's map as SVG from the same origin, for its owner only", async () => {
    const client = new Client(stack.gateway.url, grower.access);
    const saved = await client.request<Saved>(save, { input: { field, form } });
    const url = `${stack.gateway.url}${saved.data?.saveReport.report?.mapUrl}`;
    const mine = await fetch(url, { headers: { authorization: `Bearer ${grower.access}` } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toContain('image/svg+xml');
    expect(await mine.text()).toMatch(/^<svg [^>]*>.*<\/svg>$/s);
    const stranger = await stack.api.session();
    expect((await fetch(url, { headers: { authorization: `Bearer ${stranger.access}` } })).status).toBe(404);
    expect((await fetch(url)).status).toBe(401);
  });

  it("downloads a season's records from the same origin, the api's message when the range is wrong", async () => {
    const client = new Client(stack.gateway.url, grower.access);
    await client.request<Saved>(save, { input: { field, form } });
    const season = (kind: string, query: string, access?: string) =>
      fetch(`${stack.gateway.url}/downloads/reports/season.${kind}?${query}`, {
        headers: access ? { authorization: `Bearer ${access}` } : {},
      });
    const csv = await season('csv', 'from=2026-01-01&to=2026-12-31', grower.access);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain(
      'application-records-2026-01-01-to-2026-12-31.csv',
    );
    expect(await csv.text()).toContain('Enlist One');
    const pdf = await season('pdf', 'from=2026-01-01&to=2026-12-31', grower.access);
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const reversed = await season('csv', 'from=2026-12-31&to=2026-01-01', grower.access);
    expect(reversed.status).toBe(400);
    expect(await reversed.json()).toEqual({
      errors: ['The first day of the range must not be after its last day.'],
    });
    expect((await season('csv', 'from=2026-01-01&to=2026-12-31')).status).toBe(401);
  });
});
