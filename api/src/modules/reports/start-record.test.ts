import { describe, expect, it } from 'vitest';
import type { ReportForm } from './form';
import { api, filled, pdfText, type RecordLines, type Report, useReportFixtures } from './world.testing';

// A report started from "Start spraying": what the spray measured and confirmed, judged by the server.
useReportFixtures();

describe('a report after "Start spraying"', () => {
  it("starts from what was measured at boom height, named so, at the spray's times on the field's clock", async () => {
    const sprayer = await api.session({ fullName: 'Lee Sprayer' });
    const [clu] = await api.db.query<{ uuid: string }>(
      'SELECT c.uuid FROM clu_fields c WHERE NOT EXISTS (SELECT 1 FROM fields f WHERE ST_Intersects(f.geom, c.geom)) LIMIT 1',
    );
    const claimed = await api.call<{ uuid: string; farm: number }>(
      sprayer.access,
      'PATCH',
      `/farms/fields/${clu?.uuid}/claim/`,
      { name: 'Sprayed today', legal_confirmed: true },
    );
    const startedAt = new Date(Date.now() - 2 * 3600_000);
    startedAt.setUTCSeconds(0, 0);
    const started = await api.call(
      sprayer.access,
      'PUT',
      `/events/farms/${claimed.body.farm}/spray-planner/`,
      {
        herbicide_groups: [9],
        fields: [claimed.body.uuid],
        measured_wind_mph: 7,
        measured_wind_direction: 'SW',
        measured_temperature_f: 72,
        started_at: startedAt.toISOString(),
        confirm_forecast: true,
      },
    );
    expect(started.status).toBe(200);
    expect(
      (await api.call(sprayer.access, 'DELETE', `/events/farms/${claimed.body.farm}/spray-planner/`)).status,
    ).toBeLessThan(300);

    const draft = await api.call<{ form: ReportForm; time_zone: string }>(
      sprayer.access,
      'GET',
      `/reports/draft/?field=${claimed.body.uuid}`,
    );
    expect(draft.body.form.weather).toMatchObject({
      temperature: 72,
      windSpeed: 7,
      windDirection: 'SW',
      source: 'spray-start',
    });
    const clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: draft.body.time_zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    expect(draft.body.form.generalInfo.applicationStart).toBe(clock.format(startedAt));
    expect(draft.body.form.generalInfo.applicationStop).toMatch(/^\d{2}:\d{2}$/);
  });

  it('keeps the judgement the spray was started on in the record: draft, print, CSV and audit entry', async () => {
    const sprayer = await api.session({ fullName: 'Kit Sprayer' });
    const [clu] = await api.db.query<{ uuid: string }>(
      'SELECT c.uuid FROM clu_fields c WHERE NOT EXISTS (SELECT 1 FROM fields f WHERE ST_Intersects(f.geom, c.geom)) LIMIT 1',
    );
    const claimed = await api.call<{ uuid: string; farm: number }>(
      sprayer.access,
      'PATCH',
      `/farms/fields/${clu?.uuid}/claim/`,
      { name: 'Confirmed forty', legal_confirmed: true },
    );
    const startedAt = new Date(Date.now() - 3600_000);
    const started = await api.call(
      sprayer.access,
      'PUT',
      `/events/farms/${claimed.body.farm}/spray-planner/`,
      {
        herbicide_groups: [9],
        fields: [claimed.body.uuid],
        measured_wind_mph: 8,
        measured_wind_direction: 'S',
        measured_temperature_f: 88,
        started_at: startedAt.toISOString(),
        confirm_forecast: true,
      },
    );
    expect(started.status).toBe(200);
    // What the grower confirmed at the start, as the start check words it (this api has no
    // forecast to break a rule, so the words are set as a forecast of 96 °F would have them).
    const words =
      'Stryax: the forecast high is 96 °F on the day after (95 °F or above). I confirm I will spray anyway.';
    await api.db.query('UPDATE farm_sprays SET confirmed_forecast = $2 WHERE farm_id = $1', [
      claimed.body.farm,
      [words],
    ]);
    const draft = await api.call<{ form: ReportForm }>(
      sprayer.access,
      'GET',
      `/reports/draft/?field=${claimed.body.uuid}`,
    );
    expect(
      Math.abs(Date.parse(draft.body.form.startCheck?.startedAt ?? '') - startedAt.getTime()),
    ).toBeLessThan(1000);
    expect(draft.body.form.startCheck).toMatchObject({
      temperatureF: 88,
      windMph: 8,
      windFrom: 'S',
      confirmedForecast: [words],
    });
    const form = {
      ...filled(),
      reportDate: draft.body.form.reportDate,
      startCheck: draft.body.form.startCheck,
    };
    const saved = await api.call<Report & { record: RecordLines }>(sprayer.access, 'POST', '/reports/', {
      field: claimed.body.uuid,
      form,
    });
    expect(saved.status).toBe(201);
    // The start check is the spray's as recorded: one told otherwise, or readings named as
    // measured at the start that were not, are refused with the reason beside them.
    const altered = await api.call<{ fields: Record<string, string[]> }>(
      sprayer.access,
      'POST',
      '/reports/',
      {
        field: claimed.body.uuid,
        form: { ...form, startCheck: { ...form.startCheck, temperatureF: 70, confirmedForecast: [] } },
      },
    );
    expect(altered.status).toBe(422);
    expect(altered.body.fields.startCheck?.[0]).toContain(
      'differs from what was recorded at "Start spraying"',
    );
    const claimedMeasured = await api.call<{ fields: Record<string, string[]> }>(
      sprayer.access,
      'POST',
      '/reports/',
      {
        field: claimed.body.uuid,
        form: {
          ...form,
          weather: {
            ...form.weather,
            temperature: 91,
            sources: { ...form.weather.sources, temperature: 'spray-start' },
          },
        },
      },
    );
    expect(claimedMeasured.status).toBe(422);
    expect(claimedMeasured.body.fields['weather.temperature']?.[0]).toContain('not what was measured');
    // An amendment keeps the start check the draft gave.
    const amended = await api.call<Report & { record: RecordLines }>(
      sprayer.access,
      'PUT',
      `/reports/${saved.body.id}/`,
      { form: { ...form, weather: { ...form.weather, humidity: 41 } }, change_reason: 'humidity as read' },
    );
    expect(amended.status, JSON.stringify(amended.body)).toBe(200);
    expect(amended.body.record.sections.map((each) => each.title)).toContain('Confirmed at "Start spraying"');
    const section = saved.body.record.sections.find((each) => each.title === 'Confirmed at "Start spraying"');
    expect(section?.rows).toEqual(
      expect.arrayContaining([
        { label: 'Measured at the start', value: '88 °F, 8 mph from S' },
        { label: 'Drift zone swept with', value: 'the wind measured then, 8 mph from S' },
        { label: 'Forecast confirmed', value: words },
      ]),
    );
    const pdf = (
      await pdfText(
        new Uint8Array(
          await (
            await fetch(`${api.url}/reports/${saved.body.id}/pdf/`, {
              headers: { authorization: `Bearer ${sprayer.access}` },
            })
          ).arrayBuffer(),
        ),
      )
    ).replace(/\s+/g, ' ');
    expect(pdf).toContain('I confirm I will spray anyway.');
    const day = draft.body.form.reportDate;
    const csv = await (
      await fetch(`${api.url}/reports/season.csv?from=${day}&to=${day}&farm=${claimed.body.farm}`, {
        headers: { authorization: `Bearer ${sprayer.access}` },
      })
    ).text();
    expect(csv).toContain(`"${words}"`);
    const [audit] = await api.db.query<{ detail: Record<string, unknown> }>(
      "SELECT detail FROM audit_log WHERE action = 'report.saved' AND (detail->>'report')::int = $1",
      [saved.body.id],
    );
    expect(audit?.detail).toMatchObject({ confirmed_forecast: [words], start_wind: '8 mph from S' });
  });
});
