import { describe, expect, it } from 'vitest';
import type { ReportForm } from './form';
import {
  api,
  claim,
  field,
  filled,
  free,
  grower,
  type Problems,
  type Report,
  useReportFixtures,
} from './world.testing';

// A saved report: listed, reopened, amended as a new version, and started from a spray or in god mode.
useReportFixtures();

describe('a saved report', () => {
  it('is listed, reopened, and amended as a new version that keeps the earlier one', async () => {
    const saved = (
      await api.call<Report>(grower.access, 'POST', '/reports/', { field: field.uuid, form: filled() })
    ).body;
    const list = await api.call<{ meta: { total: number }; results: Report[] }>(
      grower.access,
      'GET',
      `/reports/?field=${field.uuid}`,
    );
    expect(list.body.results.map((each) => each.id)).toContain(saved.id);

    const changed = filled();
    changed.applications[0] = {
      productName: 'Enlist One',
      epaRegNumber: '62719-695',
      useRate: '24 fl oz/acre',
    };
    const noReason = await api.call<Problems>(grower.access, 'PUT', `/reports/${saved.id}/`, {
      form: changed,
      change_reason: ' ',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual([
      'Say why this report is being changed: the earlier version is kept.',
    ]);

    const amended = await api.call<Report>(grower.access, 'PUT', `/reports/${saved.id}/`, {
      form: changed,
      change_reason: 'Rate misread from the rate controller',
    });
    expect(amended.status).toBe(200);
    expect(amended.body).toMatchObject({
      version: 2,
      versions: 2,
      change_reason: 'Rate misread from the rate controller',
    });

    const versions = await api.call<Report[]>(grower.access, 'GET', `/reports/${saved.id}/versions/`);
    expect(versions.body.map((each) => [each.version, each.form.applications[0]?.useRate])).toEqual([
      [1, '32 fl oz/acre'],
      [2, '24 fl oz/acre'],
    ]);
    const first = await api.call<Report>(grower.access, 'GET', `/reports/${saved.id}/?version=1`);
    expect(first.body.form.applications[0]?.useRate).toBe('32 fl oz/acre');
    const latest = await api.call<Report>(grower.access, 'GET', `/reports/${saved.id}/`);
    expect(latest.body.version).toBe(2);
  });

  it("is not another account's to read, amend or print", async () => {
    const saved = (
      await api.call<Report>(grower.access, 'POST', '/reports/', { field: field.uuid, form: filled() })
    ).body;
    const other = await api.session();
    expect((await api.call(other.access, 'GET', `/reports/${saved.id}/`)).status).toBe(404);
    expect((await api.call(other.access, 'GET', `/reports/${saved.id}/versions/`)).status).toBe(404);
    expect((await api.call(other.access, 'GET', `/reports/${saved.id}/pdf/`)).status).toBe(404);
    expect((await api.call(other.access, 'GET', `/reports/${saved.id}/map.svg`)).status).toBe(404);
    const put = await api.call(other.access, 'PUT', `/reports/${saved.id}/`, {
      form: filled(),
      change_reason: 'x',
    });
    expect(put.status).toBe(404);
    expect((await api.call(grower.access, 'GET', `/reports/${saved.id}/?version=9`)).body).toMatchObject({
      errors: ['This report has no such version.'],
    });
  });

  it('outlives its field, with the field as it was', async () => {
    const doomed = await claim(grower.access, free[1] as string, 'North eighty');
    const saved = (
      await api.call<Report>(grower.access, 'POST', '/reports/', { field: doomed.uuid, form: filled() })
    ).body;
    expect((await api.call(grower.access, 'DELETE', `/farms/fields/${doomed.uuid}/`)).status).toBe(204);
    const kept = await api.call<Report>(grower.access, 'GET', `/reports/${saved.id}/`);
    expect(kept.body).toMatchObject({ field: null, field_name: 'North eighty' });
    const pdf = await fetch(`${api.url}/reports/${saved.id}/pdf/`, {
      headers: { authorization: `Bearer ${grower.access}` },
    });
    expect(pdf.status).toBe(200);
  });
});
describe("a draft and the field's own sprays", () => {
  it("never starts from another field's spray, from a spray dated ahead, or with a stop before the start", async () => {
    const sprayer = await api.session({ fullName: 'Rae Sprayer' });
    const clus = await api.db.query<{ uuid: string }>(
      'SELECT c.uuid FROM clu_fields c WHERE NOT EXISTS (SELECT 1 FROM fields f WHERE ST_Intersects(f.geom, c.geom)) LIMIT 3',
    );
    const claimed: { uuid: string; farm: number }[] = [];
    for (const [index, clu] of clus.entries())
      claimed.push(
        (
          await api.call<{ uuid: string; farm: number }>(
            sprayer.access,
            'PATCH',
            `/farms/fields/${clu.uuid}/claim/`,
            {
              name: `Field ${index + 1}`,
              legal_confirmed: true,
            },
          )
        ).body,
      );
    const [sprayed, ahead, never] = claimed as [
      (typeof claimed)[0],
      (typeof claimed)[0],
      (typeof claimed)[0],
    ];
    expect(new Set(claimed.map((each) => each.farm)).size).toBe(1);
    const spray = async (fieldUuid: string, startedAt: Date, windMph: number) => {
      const started = await api.call(sprayer.access, 'PUT', `/events/farms/${sprayed.farm}/spray-planner/`, {
        herbicide_groups: [9],
        fields: [fieldUuid],
        measured_wind_mph: windMph,
        measured_wind_direction: 'SW',
        measured_temperature_f: 70,
        started_at: startedAt.toISOString(),
        confirm_forecast: true,
      });
      if (started.status !== 200) return started.status;
      expect(
        (await api.call(sprayer.access, 'DELETE', `/events/farms/${sprayed.farm}/spray-planner/`)).status,
      ).toBeLessThan(300);
      return started.status;
    };
    expect(await spray(sprayed.uuid, new Date(Date.now() - 3 * 3600_000), 6)).toBe(200);
    // Seven months ahead: starting is starting now, so the planner refuses it, and the report
    // draws nothing from it either.
    expect(await spray(ahead.uuid, new Date(Date.now() + 210 * 86_400_000), 8)).toBe(400);
    // Sprays the planner would not write but a store may still hold (a clock set wrong, a row
    // restored from elsewhere): one of the field beside, seven months ahead, stopped "before" it
    // started, and an earlier one of the sprayed field itself. Neither may fill a draft.
    const stored = async (fieldUuid: string, startedAt: string, clearedAt: string, windMph: number) => {
      const [row] = await api.db.query<{ id: string }>(
        `INSERT INTO farm_sprays (farm_id, started_at, cleared_at, measured_wind_mph, measured_wind_from_deg,
                                  measured_temperature_f, confirmed_forecast)
         VALUES ($1, $2::timestamptz, $3::timestamptz, $4, 180, 91, '{"A high of 95 °F is forecast."}')
         RETURNING id`,
        [sprayed.farm, startedAt, clearedAt, windMph],
      );
      await api.db.query('INSERT INTO farm_spray_fields (spray_id, field_uuid) VALUES ($1, $2)', [
        row?.id,
        fieldUuid,
      ]);
    };
    const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();
    await stored(ahead.uuid, hoursFromNow(210 * 24), hoursFromNow(210 * 24 - 20), 9);
    await stored(sprayed.uuid, hoursFromNow(-10), hoursFromNow(-9), 4);
    const draftOf = async (fieldUuid: string) =>
      (
        await api.call<{ form: ReportForm; time_zone: string }>(
          sprayer.access,
          'GET',
          `/reports/draft/?field=${fieldUuid}`,
        )
      ).body;
    const today = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());

    const own = await draftOf(sprayed.uuid);
    // The field's own latest spray: three hours ago at 6 mph, not the one ten hours ago at 4 mph,
    // nor the one of the field beside it dated ahead at 9 mph.
    expect(own.form.weather).toMatchObject({ windSpeed: 6, source: 'spray-start' });
    expect(own.form.startCheck).toMatchObject({ windMph: 6, temperatureF: 70 });
    expect(own.form.generalInfo.applicationStop).not.toBe('');
    for (const other of [ahead, never]) {
      const draft = await draftOf(other.uuid);
      expect(draft.form.weather.source).not.toBe('spray-start');
      expect(draft.form.startCheck).toBeNull();
      for (const wind of [4, 6, 9]) expect(draft.form.weather.windSpeed).not.toBe(wind);
      expect(draft.form.reportDate).toBe(today(draft.time_zone));
      expect(draft.form.generalInfo).toMatchObject({
        applicationStart: '',
        applicationStop: '',
        applicationStopsNextDay: false,
      });
    }
  });
});

describe('a report made in god mode', () => {
  it('starts with the applicator empty, and its save is audited under the retailer for the grower', async () => {
    const owner = await api.session({ plan: 'B', fullName: 'Dana Miller' });
    const retailer = await api.session({ agRetailer: true, fullName: 'Sam Ortiz' });
    await api.db.query('INSERT INTO ag_retailer_relations (grower_uuid, retailer_uuid) VALUES ($1, $2)', [
      owner.uuid,
      retailer.uuid,
    ]);
    const godMode = await api.tokenFor(owner.uuid, retailer.uuid);
    const [clu] = await api.db.query<{ uuid: string }>(
      'SELECT c.uuid FROM clu_fields c WHERE NOT EXISTS (SELECT 1 FROM fields f WHERE ST_Intersects(f.geom, c.geom)) LIMIT 1',
    );
    const claimed = await api.call<{ uuid: string }>(godMode, 'PATCH', `/farms/fields/${clu?.uuid}/claim/`, {
      name: 'Miller north',
      legal_confirmed: true,
    });
    expect(claimed.status).toBe(200);
    const draft = await api.call<{ on_behalf: boolean; form: ReportForm }>(
      godMode,
      'GET',
      `/reports/draft/?field=${claimed.body.uuid}`,
    );
    expect(draft.body).toMatchObject({ on_behalf: true, form: { generalInfo: { applicator: '' } } });
    const mine = await api.call<{ on_behalf: boolean }>(
      owner.access,
      'GET',
      `/reports/draft/?field=${claimed.body.uuid}`,
    );
    expect(mine.body.on_behalf).toBe(false);

    const saved = await api.call<Report>(godMode, 'POST', '/reports/', {
      field: claimed.body.uuid,
      form: { ...filled(), generalInfo: { ...filled().generalInfo, applicator: 'Sam Ortiz' } },
    });
    expect(saved.status).toBe(201);
    const entries = await api.db.query<{
      actor_uuid: string;
      account_uuid: string;
      detail: Record<string, unknown>;
    }>(
      "SELECT actor_uuid, account_uuid, detail FROM audit_log WHERE action = 'report.saved' AND account_uuid = $1",
      [owner.uuid],
    );
    expect(entries).toEqual([
      {
        actor_uuid: retailer.uuid,
        account_uuid: owner.uuid,
        detail: {
          report: saved.body.id,
          version: 1,
          field: expect.any(String),
          name: 'Miller north',
          god_mode: true,
        },
      },
    ]);
  });
});
