import { describe, expect, it } from 'vitest';
import { type FormReference, normaliseForm, type ReportForm } from './form';
import { checkForm } from './form-check';
import { spreadsheetText } from './spreadsheet';
import {
  api,
  claim,
  field,
  filled,
  free,
  grower,
  type RecordLines,
  type Report,
  useReportFixtures,
} from './world.testing';

// The application record (issue 51) against what a client or a paste could send: formula and NUL
// cells, invisible explanations, start checks and weather sources the server does not hold, and
// amendments at once.

useReportFixtures();

const reference: FormReference = {
  pumpPressures: [15, 20, 30, 40],
  dropletClasses: ['F', 'M', 'C'],
  nozzleSizes: ['02', '04'],
  manufacturers: [{ name: 'Wilger', types: ['ER', 'DR'] }],
  fieldAcres: 80,
  products: [
    { productName: 'Engenia', epaRegNumber: '7969-472', restrictedUse: true, recordRule: 'dicamba-ott' },
  ],
};
const good = (): ReportForm => ({
  reportDate: '2026-11-23',
  generalInfo: {
    applicator: 'Ada',
    applicatorLicenseNumber: 'KS-1',
    sensitiveCropRegistry: false,
    endangeredSpeciesAwareness: true,
    applicationStart: '07:00',
    applicationStop: '07:45',
  },
  site: {
    cropOrSite: 'soybean',
    areaTreatedAcres: 80,
    fsaFarmNumber: '',
    fsaTractNumber: '',
    fsaFieldNumber: '',
  },
  applications: [{ productName: 'Roundup WeatherMAX', epaRegNumber: '524-537', useRate: '32 fl oz/acre' }],
  weather: { temperature: 75, humidity: 40, windSpeed: 4, windDirection: 'sw', precipitation: 0 },
  nozzle: {
    manufacturer: 'Wilger',
    noozleType: 'DR',
    noozleSize: '04',
    pumpPressure: 30,
    boomHeightTemp: 24,
    dropletClass: 'c',
  },
});

describe('season CSV cells a spreadsheet could run', () => {
  // OWASP ASVS 5.0 V1.2.10 names '\0' (null) beside '=', '+', '-', '@' and tab as a first
  // character to escape with a single quote.
  // Not reachable through the api today (a NUL in any text is refused with a 400 at input), so
  // this is the CSV writer's own guarantee, not an open hole.
  it('a cell starting with a NUL then "=" is kept as text', () => {
    expect(spreadsheetText("\u0000=cmd|' /C calc'!A0").startsWith("'")).toBe(true);
  });
  it('neutralises the DDE payload and "-1+1" in a text column', () => {
    expect(spreadsheetText("=cmd|' /C calc'!A0")).toBe("'=cmd|' /C calc'!A0");
    expect(spreadsheetText('-1+1')).toBe("'-1+1");
  });
});

describe('a label-limits explanation', () => {
  it('an explanation of only invisible characters (zero-width space) is no explanation', () => {
    const form = good();
    form.applications = [
      {
        productName: 'Engenia',
        epaRegNumber: '7969-472',
        useRate: '12.8 fl oz/acre',
        totalAmount: 8,
        totalAmountUnit: 'gal',
      },
    ];
    form.generalInfo.registryCheckedOn = '2026-11-23';
    form.weather.atFinish = { temperature: 78, windSpeed: 6, windDirection: 'SSW' };
    form.nozzle = { ...form.nozzle, boomHeightTemp: 30, dropletClass: 'M' };
    form.equipment = { carrierGpa: 15, groundSpeedMph: 18, adjuvants: 'VRA, DRA', downwindBufferFt: 240 };
    form.equipment.limitsExplanation = '   \t ';
    expect(checkForm(normaliseForm(form), reference)['equipment.limitsExplanation']).toBeDefined();
    form.equipment.limitsExplanation = '\u200b\u200b';
    expect(checkForm(normaliseForm(form), reference)['equipment.limitsExplanation']).toBeDefined();
  });
});

describe('what a client says was measured at "Start spraying"', () => {
  // A field never sprayed with "Start spraying": a client (SDK, curl) posts a record claiming a
  // start check the grower never gave and readings "measured at boom height when the spray was
  // started". An auditor reading the record cannot tell it from a real one.
  it('a forged startCheck for a field that was never sprayed is refused', async () => {
    const never = await claim(grower.access, free[2] as string, 'Never sprayed');
    const form: ReportForm = {
      ...filled(),
      startCheck: {
        startedAt: new Date(Date.now() - 3600_000).toISOString(),
        temperatureF: 70,
        windMph: 3,
        windFrom: 'N',
        confirmedForecast: ['I confirm nothing was broken.'],
      },
    };
    const saved = await api.call<Report & { record: RecordLines }>(grower.access, 'POST', '/reports/', {
      field: never.uuid,
      form,
    });
    // What should happen: 422 with a message, or the record saying the start check was not found.
    const section = saved.body.record?.sections.find(
      (each) => each.title === 'Confirmed at "Start spraying"',
    );
    expect(saved.status === 422 || section === undefined).toBe(true);
    // The server's answer: refused, saying why, beside the start check.
    expect(saved.status).toBe(422);
    expect(JSON.stringify(saved.body)).toContain('no spray started at that time');
  });

  it('readings claimed "spray-start" for a field with no spray are refused', async () => {
    const never = await claim(grower.access, free[3] as string, 'Never sprayed either');
    const form = filled();
    form.weather = {
      ...form.weather,
      windSpeed: 2,
      source: 'spray-start',
      sources: {
        temperature: 'spray-start',
        humidity: 'applicator',
        windSpeed: 'spray-start',
        windDirection: 'spray-start',
      },
    };
    const saved = await api.call<Report & { record: RecordLines }>(grower.access, 'POST', '/reports/', {
      field: never.uuid,
      form,
    });
    const printed = JSON.stringify(saved.body.record ?? {});
    expect(saved.status === 422 || !/when the spray was started|at the start/i.test(printed)).toBe(true);
    expect(saved.status).toBe(422);
    const fields = (saved.body as unknown as { fields: Record<string, string[]> }).fields;
    expect(Object.keys(fields).sort()).toEqual([
      'weather.temperature',
      'weather.windDirection',
      'weather.windSpeed',
    ]);
  });

  it('a reading claimed "nws" without any forecast issued is refused', async () => {
    const never = await claim(grower.access, free[4] as string, 'No forecast');
    const form = filled();
    form.weather = {
      ...form.weather,
      source: 'nws',
      sources: { temperature: 'nws', humidity: 'nws', windSpeed: 'nws', windDirection: 'nws' },
      forecastIssuedAt: '',
    };
    const saved = await api.call<Report>(grower.access, 'POST', '/reports/', { field: never.uuid, form });
    expect(saved.status).toBe(422);
  });
});

describe("a version's kept PDF", () => {
  const pdfOf = async (access: string, id: number, version: number) => {
    const answer = await fetch(`${api.url}/reports/${id}/pdf/?version=${version}`, {
      headers: { authorization: `Bearer ${access}` },
    });
    const bytes = Buffer.from(await answer.arrayBuffer());
    return { status: answer.status, sha: answer.headers.get('x-content-sha256'), bytes };
  };

  // On PostgreSQL lockReport's max(version) subquery reads the statement's snapshot, taken before
  // the row lock was waited for: the second amendment takes the same number and the primary key
  // (report_id, version) refuses it as a 500. PGlite runs one connection, so it passes there.
  it('the same bytes on every fetch, its hash is theirs, and amendments at once each get their own version', async () => {
    const { createHash } = await import('node:crypto');
    const saved = (
      await api.call<Report>(grower.access, 'POST', '/reports/', { field: field.uuid, form: filled() })
    ).body;
    const amend = (rate: string) => {
      const form = filled();
      (form.applications[0] as { useRate: string }).useRate = rate;
      return api.call<Report>(grower.access, 'PUT', `/reports/${saved.id}/`, { form, change_reason: rate });
    };
    const answers = await Promise.all([
      amend('30 fl oz/acre'),
      amend('31 fl oz/acre'),
      amend('33 fl oz/acre'),
    ]);
    const versions = answers.filter((answer) => answer.status === 200).map((answer) => answer.body.version);
    // Each amendment saved is its own version; one refused must say so (not a 500).
    for (const answer of answers) {
      expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
      if (answer.status === 409) expect(JSON.stringify(answer.body)).toMatch(/version \d+ is now the newest/);
    }
    expect(new Set(versions).size).toBe(versions.length);
    for (const version of [1, ...versions]) {
      const first = await pdfOf(grower.access, saved.id, version);
      const again = await pdfOf(grower.access, saved.id, version);
      expect(first.status).toBe(200);
      expect(first.bytes.equals(again.bytes)).toBe(true);
      expect(first.sha).toBe(createHash('sha256').update(first.bytes).digest('hex'));
    }
    const other = await api.session();
    const stolen = await pdfOf(other.access, saved.id, 1);
    expect(stolen.status).toBe(404);
    expect(stolen.sha).toBeNull();
  });
});

describe('text a spreadsheet or a database could trip on', () => {
  it('a NUL in a text item is refused with a message (400), never a 500', async () => {
    const form = filled();
    (form.site as { cropOrSite: string }).cropOrSite = "\u0000=cmd|' /C calc'!A0";
    const saved = await api.call<Report>(grower.access, 'POST', '/reports/', { field: field.uuid, form });
    expect(saved.status).toBe(400);
    expect(JSON.stringify(saved.body)).toContain('NUL character');
  });

  it('a crop with a newline, a field name with a quote, and "-1+1" reach the season CSV as one text cell each', async () => {
    const named = await claim(grower.access, free[5] as string, 'Smith "home" 40');
    const form = filled();
    (form.site as { cropOrSite: string }).cropOrSite = 'Corn\r\n=HYPERLINK("http://x")';
    form.generalInfo.applicator = '-1+1';
    form.generalInfo.supervisedApplicators = '+SUM(A1:A9)';
    form.generalInfo.neighboursNotified = '@name';
    (form.site as { fsaFarmNumber: string }).fsaFarmNumber = '-cmd';
    const saved = await api.call<Report>(grower.access, 'POST', '/reports/', { field: named.uuid, form });
    expect(saved.status).toBe(201);
    const day = form.reportDate;
    const csv = await (
      await fetch(`${api.url}/reports/season.csv?from=${day}&to=${day}`, {
        headers: { authorization: `Bearer ${grower.access}` },
      })
    ).text();
    expect(csv).toContain('"Smith ""home"" 40"');
    expect(csv).toContain(`"'-1+1"`);
    expect(csv).toContain('"Corn\r\n=HYPERLINK(""http://x"")"');
    // Each cell a spreadsheet would run starts with the quote that keeps it text, then reads as typed.
    for (const typed of ['+SUM(A1:A9)', '@name', '-cmd']) {
      expect(csv).toContain(`,"'${typed}",`);
      expect(csv).not.toContain(`,"${typed}",`);
    }
  });
});
